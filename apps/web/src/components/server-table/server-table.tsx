import { ReloadOutlined } from '@ant-design/icons';
import { Button, Empty, Table, type TableColumnsType, type TableProps } from 'antd';
import { useLayoutEffect } from 'react';

import { tablePagination, type PagedList } from '../../lib/use-paged-list.ts';

import { isSameSort, toServerSort, type ServerSort } from './server-sort.ts';
import { useListErrorNotice, type FailedListQuery, type ListErrorNotice } from './use-list-error-notice.ts';

/** What of the list's query the table reads (TanStack Query's result has it all). */
export interface ServerListQuery extends FailedListQuery {
  isFetching: boolean;
  isError: boolean;
  /** the rows shown are the previous page's while the next one loads */
  isPlaceholderData: boolean;
  refetch: () => Promise<unknown>;
}

export interface ServerTableProps<Row extends { _id: string }, F extends string> {
  query: ServerListQuery;
  /** the page's rows; undefined until the first answer */
  rows: Row[] | undefined;
  /** the number of rows of every page, as the answer says */
  total: number | undefined;
  columns: TableColumnsType<Row>;
  /** page and size, from usePagedList with the list's filters (and sort) */
  paging: PagedList;
  pageSizes: readonly number[];
  /** the rows' noun in the pager's total: '1–25 de 60 usuários' */
  itemsLabel: string;
  /** the empty state when nothing matches, e.g. 'Nenhum usuário encontrado' */
  emptyText: string;
  /** the empty state of a list that failed, above 'Tentar novamente' (never 'nothing found') */
  failedText: string;
  /** the notice of a failed list fetched silently; omitted when the global handler already spoke */
  failedNotice?: ListErrorNotice;
  /** the order asked of the server, for tables with sortable columns (see sortableColumn) */
  sort?: ServerSort<F>;
  /** another order was clicked; the caller's usePagedList key includes the sort, so the list starts on page 1 */
  onSortChange?: (sort: ServerSort<F>) => void;
  /** a list that asks again by itself spins only while nothing is shown yet */
  polled?: boolean;
  scroll?: TableProps<Row>['scroll'];
}

/**
 * A server-paged list (spec 000 §9): the pager over the API's page and pageSize, sort by column on the
 * server, a spinner while loading, 'Carregando…' before the first answer, the empty text when nothing
 * matches, and a failed list said as such with 'Tentar novamente' (and, when fetched silently, its notice).
 * A page past the end (its last rows deleted) moves to the last page that exists.
 */
export function ServerTable<Row extends { _id: string }, F extends string = never>({
  query,
  rows,
  total,
  columns,
  paging,
  pageSizes,
  itemsLabel,
  emptyText,
  failedText,
  failedNotice,
  sort = {},
  onSortChange,
  polled = false,
  scroll,
}: ServerTableProps<Row, F>) {
  useListErrorNotice(query, failedNotice);
  const knownTotal = query.isPlaceholderData ? undefined : total;
  // before paint, so an empty page past the end is never shown (a no-op on any other page)
  useLayoutEffect(() => {
    paging.clampTo(knownTotal);
  }, [paging, knownTotal]);

  return (
    <Table<Row>
      rowKey="_id"
      size="middle"
      columns={columns}
      dataSource={rows ?? []}
      loading={query.isFetching && (!polled || rows === undefined)}
      scroll={scroll}
      pagination={tablePagination(paging, total, pageSizes, itemsLabel)}
      locale={{
        emptyText: query.isError ? (
          <Empty description={failedText}>
            <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void query.refetch()}>
              Tentar novamente
            </Button>
          </Empty>
        ) : (
          <Empty description={query.isFetching && rows === undefined ? 'Carregando…' : emptyText} />
        ),
      }}
      onChange={(pagination, _filters, sorter) => {
        const next = toServerSort<F, Row>(sorter);
        if (onSortChange && !isSameSort(next, sort)) onSortChange(next);
        else paging.setPage(pagination.current ?? 1, pagination.pageSize ?? paging.pageSize);
      }}
    />
  );
}
