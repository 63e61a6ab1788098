import { DownOutlined, FileExcelOutlined } from '@ant-design/icons';
import {
  cmvExportacoes,
  cmvMessages,
  hasAccess,
  type OptionItem,
  type TipoExportacaoCmv,
} from '@matriz/contracts';
import { Button, Card, Col, DatePicker, Dropdown, Flex, Form, Row, Tooltip, Typography } from 'antd';

import { getClusterOptionsQueryOptions } from '../../../../components/filters/api/get-cluster-options.ts';
import { getEmpresaOptionsQueryOptions } from '../../../../components/filters/api/get-empresa-options.ts';
import { ClusterToggle } from '../../../../components/filters/cluster-toggle.tsx';
import { OptionMultiSelect } from '../../../../components/filters/option-multi-select.tsx';
import { notifyReportQueued } from '../../../../components/report-queued.tsx';
import { saveFile } from '../../../../lib/api-client.ts';
import { getFieldErrors, getServerText } from '../../../../lib/errors.ts';
import { getNotifier } from '../../../../lib/notify.ts';
import { useSession } from '../../../../lib/session.ts';
import { useExportarEstoque } from '../api/exportar-estoque.ts';
import { pedidoDeExportacao, type FiltroExportacaoCmv } from '../lib/exportacao.ts';

const campo = { xs: 24, md: 12, xl: 8 };

/**
 * The stock exports of the CMV tab (spec 001 §2.2, §3, §5): the month (MM/yyyy), the companies / clusters toggle
 * with its multi-select (the stores of the marcas with stock control), and the 'Exportar' dropdown — CMV, Posição
 * de estoque, Entrada de estoque, Catálogo de preços (the month required but for the catalogue). A small export
 * downloads at once ('Download concluído.'); a large one goes to the report list ('Sua solicitação de relatório
 * foi enviada', with the link). Needs DRE/Exportar ('Sem permissões' otherwise).
 */
export function ExportacoesEstoqueCard({ marcas }: { marcas: readonly OptionItem[] }) {
  const claims = useSession()?.claims ?? [];
  const podeExportar = hasAccess(claims, 'DRE', 'Exportar');
  const [form] = Form.useForm<FiltroExportacaoCmv>();
  const exportar = useExportarEstoque();
  const marcaIds = marcas.map((m) => m.id);

  const empresas = (
    <OptionMultiSelect
      itemsName="empresas"
      // no marca with stock control in the user's scope: no store to offer (never every store)
      query={() => ({ ...getEmpresaOptionsQueryOptions({ marcas: marcaIds }), enabled: marcaIds.length > 0 })}
    />
  );
  const clusters = (
    <OptionMultiSelect itemsName="clusters" query={() => getClusterOptionsQueryOptions('empresa')} />
  );

  const falhou = (descricao: string) =>
    getNotifier().notification.error({ title: cmvMessages.exportarErroTitulo, description: descricao });

  const pedir = async (tipo: TipoExportacaoCmv) => {
    const pedido = pedidoDeExportacao(tipo, form.getFieldsValue(true) as FiltroExportacaoCmv);
    if ('falta' in pedido) {
      form.setFields([{ name: 'inicio', errors: [cmvMessages.required] }]);
      falhou(cmvMessages.exportarFiltrosInvalidos);
      return;
    }
    form.setFields([{ name: 'inicio', errors: [] }]);
    try {
      const r = await exportar.mutateAsync({ tipo, corpo: pedido.corpo });
      if (r.tipo === 'fila') {
        notifyReportQueued();
      } else {
        saveFile(r.arquivo);
        getNotifier().message.success(cmvMessages.downloadConcluido);
      }
    } catch (error) {
      const campos = getFieldErrors(error).filter((f) => f.name === 'inicio');
      if (campos.length > 0) form.setFields(campos as { name: 'inicio'; errors: string[] }[]);
      falhou(getServerText(error, cmvMessages.exportarFiltrosInvalidos));
    }
  };

  return (
    <Card title={cmvMessages.exportacoesTitulo}>
      <Form form={form} layout="vertical" initialValues={{ clusterEmpresaBool: false }}>
        <Row gutter={16}>
          <Col {...campo}>
            <Form.Item name="inicio" label="Mês" extra="Não é exigido para o catálogo de preços.">
              <DatePicker picker="month" format="MM/YYYY" placeholder="MM/AAAA" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col {...campo}>
            <ClusterToggle
              toggleName="clusterEmpresaBool"
              listName="empresasIds"
              clusterListName="clustersIds"
              listLabel="Empresas"
              clusterListLabel="Clusters de empresas"
              switchLabel="Cluster"
              list={empresas}
              clusterList={clusters}
            />
          </Col>
        </Row>
        <Flex justify="space-between" align="center" gap={16} wrap>
          <Typography.Text type="secondary">
            Sem empresas nem clusters, exporta todas as empresas com controle de estoque.{' '}
            {cmvMessages.downloadOuFila}
          </Typography.Text>
          <Tooltip title={podeExportar ? undefined : cmvMessages.semPermissoes}>
            <span style={{ display: 'inline-flex' }}>
              <Dropdown
                trigger={['click']}
                disabled={!podeExportar || exportar.isPending}
                menu={{
                  items: cmvExportacoes.map((e) => ({ key: e.tipo, label: e.label })),
                  onClick: ({ key }) => void pedir(key as TipoExportacaoCmv),
                }}
              >
                <Button icon={<FileExcelOutlined />} loading={exportar.isPending} disabled={!podeExportar}>
                  Exportar <DownOutlined />
                </Button>
              </Dropdown>
            </span>
          </Tooltip>
        </Flex>
      </Form>
    </Card>
  );
}
