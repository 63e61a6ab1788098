import { DE_PARA_DEFAULT_PAGE_SIZES, pageSizesWith, type DeParaLinha } from '@matriz/contracts';
import { Table, type TableColumnsType, type TableProps } from 'antd';

import { tablePagination } from '../../../lib/use-paged-list.ts';

import type { DetailListState } from './detail-list-state.ts';
import { ListEmpty } from './list-empty.tsx';
import { useClampedPage } from './use-clamped-page.ts';

export interface DetailTableProps {
  state: DetailListState;
  columns: TableColumnsType<DeParaLinha>;
  /** 'Nenhum registro pendente', … */
  emptyText: string;
  rowSelection?: TableProps<DeParaLinha>['rowSelection'];
  summary?: TableProps<DeParaLinha>['summary'];
  /** the widest the columns need before the table scrolls sideways */
  scrollX: number;
}

const LIST_FAILED_TEXT = 'Não foi possível carregar a lista';

/** The sizes offered: the spec's, and the tab's default (the pending tab's 20 is not among them). */
const pageSizesOf = (state: DetailListState) => pageSizesWith(DE_PARA_DEFAULT_PAGE_SIZES[state.contexto]);

const sameKeys = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((k) => b.includes(k));

/**
 * A detail tab's table: paged on the server (sizes 5–100), a spinner while loading, 'Carregando…' before the first
 * answer, the tab's empty text, and a failed list said as such with 'Tentar novamente'. A column filter named
 * 'marca' (approved tab) asks the server for those marcas. A page past the end (its rows moved to another tab)
 * moves to the last page that exists.
 */
export function DetailTable({ state, columns, emptyText, rowSelection, summary, scrollX }: DetailTableProps) {
  const { list, paging } = state;
  const rows = list.data?.valores;
  useClampedPage(paging, list, list.data?.total);

  return (
    <Table<DeParaLinha>
      rowKey="_id"
      size="middle"
      columns={columns}
      dataSource={rows ?? []}
      loading={list.isFetching}
      // the checkbox stays beside the fixed account column
      rowSelection={rowSelection && { ...rowSelection, fixed: true }}
      summary={summary}
      scroll={{ x: scrollX }}
      pagination={tablePagination(paging, list.data?.total, pageSizesOf(state), 'contas')}
      locale={{
        emptyText: (
          <ListEmpty
            query={list}
            failedText={LIST_FAILED_TEXT}
            loading={list.isFetching && rows === undefined}
            emptyText={emptyText}
          />
        ),
      }}
      onChange={(pagination, filters) => {
        const marcas = ((filters.marca ?? []) as string[]).map(String);
        if (!sameKeys(marcas, state.marcasFiltro)) state.setMarcasFiltro(marcas);
        else paging.setPage(pagination.current ?? 1, pagination.pageSize ?? paging.pageSize);
      }}
    />
  );
}
