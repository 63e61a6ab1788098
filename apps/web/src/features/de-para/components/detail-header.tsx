import { ArrowLeftOutlined } from '@ant-design/icons';
import { deParaContextoLabels, routes, type DeParaContexto, type DeParaVisao } from '@matriz/contracts';
import { Breadcrumb, Button, Flex, Segmented, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';

import { DeParaReportButton } from './de-para-report-button.tsx';
import { deParaDetailHref, type DeParaDetailQuery } from '../lib/detail-href.ts';

export const visaoLabels: Record<DeParaVisao, string> = {
  franqueado: 'Franqueado',
  franqueador: 'Franqueador',
};

export interface DetailHeaderProps {
  visao: DeParaVisao;
  contexto: DeParaContexto;
  customerId: string;
  /** the route's query, kept by every move between views and tabs */
  query: DeParaDetailQuery;
  /** the grupo's name (the answer's, else the query's while loading) */
  grupoNome: string;
}

/**
 * The top of a detail screen (spec 002 §2.3): breadcrumb De-Para › grupo › view › tab, the grupo's name, a way
 * back to /de-para, the Franqueado/Franqueador switch (the same tab of the other view) and 'Gerar relatório' for
 * this grupo.
 */
export function DetailHeader({ visao, contexto, customerId, query, grupoNome }: DetailHeaderProps) {
  const navigate = useNavigate();
  return (
    <Flex vertical gap={8}>
      <Breadcrumb
        items={[
          { key: 'de-para', title: <Link to={routes.dePara.path}>De-Para</Link> },
          { key: 'grupo', title: grupoNome || '…' },
          { key: 'visao', title: visaoLabels[visao] },
          { key: 'contexto', title: deParaContextoLabels[contexto] },
        ]}
      />
      <Flex wrap justify="space-between" align="center" gap={12}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {grupoNome || 'De-Para'}
        </Typography.Title>
        <Flex wrap align="center" gap={8}>
          <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(routes.dePara.path)}>
            Voltar
          </Button>
          <Flex align="center" gap={6}>
            <Typography.Text id="de-para-visao">Visão:</Typography.Text>
            <Segmented<DeParaVisao>
              aria-labelledby="de-para-visao"
              value={visao}
              options={[
                { label: visaoLabels.franqueado, value: 'franqueado' },
                { label: visaoLabels.franqueador, value: 'franqueador' },
              ]}
              onChange={(next) => void navigate(deParaDetailHref(next, contexto, customerId, query))}
            />
          </Flex>
          <DeParaReportButton
            params={{
              CustomerId: customerId,
              Marcas: query.marcas?.join(',') || undefined,
              Visao: visao,
              Contexto: contexto,
            }}
          />
        </Flex>
      </Flex>
    </Flex>
  );
}
