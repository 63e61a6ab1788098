import { useState } from 'react';

interface PageState {
  /** the filters the page number belongs to */
  filterKey: string;
  page: number;
  pageSize: number;
}

/**
 * Page and page size of a server-paged list; other filters start again on page 1 (derived while rendering, so
 * the list never asks for a page of the old filters). A new page size starts on page 1 too.
 */
export function usePaged(filters: unknown, defaultPageSize: number) {
  const filterKey = JSON.stringify(filters);
  const [state, setState] = useState<PageState>({ filterKey, page: 1, pageSize: defaultPageSize });
  const page = state.filterKey === filterKey ? state.page : 1;
  return {
    page,
    pageSize: state.pageSize,
    setPage: (next: number, pageSize = state.pageSize) =>
      setState({ filterKey, page: pageSize === state.pageSize ? next : 1, pageSize }),
  };
}
