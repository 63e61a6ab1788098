import { DE_PARA_DEFAULT_PAGE_SIZES, DE_PARA_PAGE_SIZES, type DeParaVisao } from '@matriz/contracts';
import { Card, Flex, Form } from 'antd';
import { useState } from 'react';

import { usePersistedFilters } from '../../../components/filters/use-persisted-filters.ts';
import { ServerTable } from '../../../components/server-table/server-table.tsx';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { useDeParaLista } from '../api/get-de-para-lista.ts';
import {
  detailMarcas,
  emptyMainFilters,
  mainFiltersCodec,
  toListaRequest,
  toReportParams,
  type DeParaListaSort,
  type DeParaMainFilters,
} from '../lib/main-filters.ts';

import { DeParaReportButton } from './de-para-report-button.tsx';
import { getListaColumns } from './lista-columns.tsx';
import { MainFilters } from './main-filters.tsx';
import { VinculoButton } from './vinculo-button.tsx';

const GRUPOS_FAILED_TEXT = 'Não foi possível carregar os grupos';

/**
 * The tab 'De-Para' (spec 002 §2.2; issue 9 §1): the filter card (kept per user) and one row per grupo with the
 * counts of the chosen view and the money at stake. The list loads at once with the kept filters (none: every
 * grupo in the user's scope).
 */
export function MainTab() {
  const persisted = usePersistedFilters('de-para', emptyMainFilters, mainFiltersCodec);
  const [form] = Form.useForm<DeParaMainFilters>();
  const [applied, setApplied] = useState(persisted.initialValues);
  const [sort, setSort] = useState<DeParaListaSort>({});
  // other filters, view or order start again on page 1
  const paging = usePagedList({ applied, sort }, DE_PARA_DEFAULT_PAGE_SIZES.lista);
  const request = toListaRequest(applied, sort, paging.page, paging.pageSize);
  const list = useDeParaLista(request);

  const apply = (next: DeParaMainFilters) => {
    setApplied(next);
    persisted.save(next);
  };

  const search = (values: DeParaMainFilters) => {
    const next = { ...emptyMainFilters, ...values, visao: applied.visao };
    // Pesquisar again on the same page of the same filters asks the server again (nothing else would)
    const same =
      paging.page === 1 &&
      JSON.stringify(toListaRequest(next, sort, 1, paging.pageSize)) === JSON.stringify(request);
    apply(next);
    paging.setPage(1);
    if (same) void list.refetch();
  };

  const columns = getListaColumns({ sort, visao: applied.visao, marcas: detailMarcas(applied) });

  return (
    <Flex vertical gap={16}>
      <Card title="Selecione as opções de pesquisa.">
        <MainFilters
          form={form}
          initialValues={persisted.initialValues}
          onSearch={search}
          onClear={() => {
            // the view is not a filter: Limpar keeps it
            const cleared = { ...emptyMainFilters, visao: applied.visao };
            form.setFieldsValue(cleared);
            apply(cleared);
            paging.setPage(1);
          }}
          visao={applied.visao}
          onVisaoChange={(visao: DeParaVisao) => apply({ ...applied, visao })}
          reportButton={<DeParaReportButton params={toReportParams(applied)} />}
          vinculoButton={<VinculoButton />}
        />
      </Card>
      <Card title="Grupos">
        <ServerTable
          query={list}
          rows={list.data?.valores}
          total={list.data?.total}
          columns={columns}
          paging={paging}
          pageSizes={DE_PARA_PAGE_SIZES}
          itemsLabel="grupos"
          emptyText="Nenhum grupo encontrado"
          failedText={GRUPOS_FAILED_TEXT}
          sort={sort}
          onSortChange={setSort}
          scroll={{ x: 660 }}
        />
      </Card>
    </Flex>
  );
}
