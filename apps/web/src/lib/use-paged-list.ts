import { DEFAULT_PAGE_SIZE } from '@matriz/contracts';
import type { TablePaginationConfig } from 'antd';
import { useState } from 'react';

interface PageState {
  /** the filters the page number belongs to */
  filterKey: string;
  page: number;
  pageSize: number;
}

/**
 * Page and page size of a server-paged list; another set of filters starts again on page 1 (derived while
 * rendering, so the list never asks the server for a page of the old filters). A new page size starts on page 1.
 */
export function usePagedList(filters: unknown, defaultPageSize: number = DEFAULT_PAGE_SIZE) {
  const filterKey = JSON.stringify(filters);
  const [state, setState] = useState<PageState>({ filterKey, page: 1, pageSize: defaultPageSize });
  const page = state.filterKey === filterKey ? state.page : 1;
  return {
    page,
    pageSize: state.pageSize,
    setPage: (next: number, pageSize: number = state.pageSize) =>
      setState({ filterKey, page: pageSize === state.pageSize ? next : 1, pageSize }),
    /**
     * Call while rendering with the total the current page's answer reports: a page past the end (its last
     * rows were deleted) moves to the last page that exists.
     */
    clampTo: (total: number | undefined) => {
      if (total === undefined || page === 1) return;
      const lastPage = Math.max(1, Math.ceil(total / state.pageSize));
      if (page > lastPage) setState({ filterKey, page: lastPage, pageSize: state.pageSize });
    },
  };
}

/** The page state of a server-paged list, as usePagedList returns it. */
export type PagedList = ReturnType<typeof usePagedList>;

/** The pager of a server-paged antd table: current page and size, the sizes offered, '1–25 de 60 <itens>'. */
export function tablePagination(
  paging: { page: number; pageSize: number },
  total: number | undefined,
  pageSizes: readonly number[],
  itens: string,
): TablePaginationConfig {
  return {
    current: paging.page,
    pageSize: paging.pageSize,
    total: total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: pageSizes.map(String),
    showTotal: (all, [from, to]) => `${from}–${to} de ${all} ${itens}`,
  };
}
