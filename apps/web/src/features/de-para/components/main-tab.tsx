import { DE_PARA_PAGE_SIZES } from '@matriz/contracts';
import { Card, Flex } from 'antd';

import { ServerTable } from '../../../components/server-table/server-table.tsx';
import { detailMarcas, toReportParams } from '../lib/main-filters.ts';

import { DeParaReportButton } from './de-para-report-button.tsx';
import { getListaColumns } from './lista-columns.tsx';
import { MainFilters } from './main-filters.tsx';
import { useMainList } from './use-main-list.ts';
import { VinculoButton } from './vinculo-button.tsx';

const GRUPOS_FAILED_TEXT = 'Não foi possível carregar os grupos';

/**
 * The tab 'De-Para' (spec 002 §2.2; issue 9 §1): the filter card (kept per user) and one row per grupo with the
 * counts of the chosen view and the money at stake.
 */
export function MainTab() {
  const { form, initialValues, applied, sort, setSort, paging, list, search, clear, setVisao } =
    useMainList();
  const columns = getListaColumns({ sort, visao: applied.visao, marcas: detailMarcas(applied) });

  return (
    <Flex vertical gap={16}>
      <Card title="Selecione as opções de pesquisa.">
        <MainFilters
          form={form}
          initialValues={initialValues}
          onSearch={search}
          onClear={clear}
          visao={applied.visao}
          onVisaoChange={setVisao}
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
