import { ClearOutlined, SearchOutlined } from '@ant-design/icons';
import {
  CONTAS_VINCULADAS_PAGE_SIZE_PADRAO,
  CONTAS_VINCULADAS_PAGE_SIZES,
  errorMessages,
  fluxoDeCaixaBancoMessages as m,
  hasAccess,
  textLimits,
  type ContaVinculadaRow,
} from '@matriz/contracts';
import { Button, Card, Col, Flex, Form, Input, Row, Tooltip } from 'antd';
import { useState } from 'react';

import { getGrupoOptionsQueryOptions } from '../../../components/filters/api/get-grupo-options.ts';
import { OptionMultiSelect } from '../../../components/filters/option-multi-select.tsx';
import { usePersistedFilters } from '../../../components/filters/use-persisted-filters.ts';
import { ServerTable } from '../../../components/server-table/server-table.tsx';
import { getServerText } from '../../../lib/errors.ts';
import { useSession } from '../../../lib/session.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { useContasVinculadas } from '../api/get-contas-vinculadas.ts';
import { emptyContasFilters, toContasQuery, type ContasFilterValues } from '../lib/contas-filters.ts';

import { BancoRestritoAviso, useBancoRestrito } from './banco-restrito.tsx';
import { getContasColumns } from './contas-columns.tsx';
import { ExportContasButton } from './export-contas-button.tsx';

const half = { xs: 24, md: 12 };

/**
 * The Bank accounts tab of /fluxo-de-caixa (spec 001 §2.3): grupos (optional) and the account's name, the accounts
 * with their linked stores, paged 25/50/75/100, and the export to Excel. A user limited to cost centres gets the
 * reason instead (the server refuses them).
 */
export function ContasBancariasAba() {
  return useBancoRestrito() ? <BancoRestritoAviso /> : <ContasBancariasConsulta />;
}

function ContasBancariasConsulta() {
  const claims = useSession()?.claims ?? [];
  const canSearch = hasAccess(claims, 'FluxoDeCaixa', 'Obter');
  const persisted = usePersistedFilters('fluxo-de-caixa-contas', emptyContasFilters);
  const [form] = Form.useForm<ContasFilterValues>();
  const [applied, setApplied] = useState(persisted.initialValues);
  const paging = usePagedList(applied, CONTAS_VINCULADAS_PAGE_SIZE_PADRAO);
  const list = useContasVinculadas(toContasQuery(applied, paging.page, paging.pageSize), canSearch);
  const columns = getContasColumns();

  const search = (values: ContasFilterValues) => {
    const same = paging.page === 1 && JSON.stringify(values) === JSON.stringify(applied);
    setApplied(values);
    paging.setPage(1);
    persisted.save(values);
    if (same) void list.refetch();
  };

  return (
    <Flex vertical gap={16}>
      <Card title="Selecione as opções de pesquisa.">
        <Form<ContasFilterValues>
          form={form}
          layout="vertical"
          initialValues={persisted.initialValues}
          aria-label="Filtros de contas bancárias"
          onFinish={() => search({ ...emptyContasFilters, ...form.getFieldsValue(true) })}
        >
          <Row gutter={16}>
            <Col {...half}>
              <Form.Item name="grupos" label="Grupos">
                <OptionMultiSelect itemsName="grupos" query={() => getGrupoOptionsQueryOptions()} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="nomeConta" label="Nome da conta">
                <Input allowClear maxLength={textLimits.filtro} placeholder="Nome da conta" />
              </Form.Item>
            </Col>
          </Row>
          <Flex wrap gap={8} justify="flex-end">
            <Button
              icon={<ClearOutlined />}
              onClick={() => {
                form.setFieldsValue(emptyContasFilters);
                persisted.clear();
                setApplied(emptyContasFilters);
                paging.setPage(1);
              }}
            >
              Limpar
            </Button>
            <ExportContasButton filters={applied} />
            <Tooltip title={canSearch ? undefined : errorMessages.forbidden}>
              <span style={{ display: 'inline-flex' }}>
                <Button type="primary" htmlType="submit" icon={<SearchOutlined />} disabled={!canSearch}>
                  Pesquisar
                </Button>
              </span>
            </Tooltip>
          </Flex>
        </Form>
      </Card>
      <Card title="Contas bancárias vinculadas">
        <ServerTable<ContaVinculadaRow>
          query={list}
          rows={list.data?.contasVinculadas}
          total={list.data?.registrosTotais}
          columns={columns}
          paging={paging}
          pageSizes={CONTAS_VINCULADAS_PAGE_SIZES}
          itemsLabel="contas"
          emptyText={m.contasVazio}
          failedText={getServerText(list.error, m.contasFalhou)}
          scroll={{ x: 1100 }}
        />
      </Card>
    </Flex>
  );
}
