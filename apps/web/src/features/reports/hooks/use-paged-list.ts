import { RELATORIO_PAGE_SIZES } from '@matriz/contracts';
import { useState } from 'react';

/** 25 rows a page when the contract allows it (it does: 10, 25, 50, 100), else its smallest size. */
export const RELATORIO_DEFAULT_PAGE_SIZE: number = (RELATORIO_PAGE_SIZES as readonly number[]).includes(25)
  ? 25
  : RELATORIO_PAGE_SIZES[0];

interface PageState {
  /** the filters the page number belongs to */
  filterKey: string;
  page: number;
  pageSize: number;
}

/** Page and page size of the server-paged list; other filters start again on page 1 (derived while rendering). */
export function usePagedList(filters: unknown) {
  const filterKey = JSON.stringify(filters);
  const [state, setState] = useState<PageState>({
    filterKey,
    page: 1,
    pageSize: RELATORIO_DEFAULT_PAGE_SIZE,
  });
  const page = state.filterKey === filterKey ? state.page : 1;
  return {
    page,
    pageSize: state.pageSize,
    /** a new page size starts again on page 1 */
    setPage: (next: number, pageSize: number) =>
      setState({ filterKey, page: pageSize === state.pageSize ? next : 1, pageSize }),
  };
}
