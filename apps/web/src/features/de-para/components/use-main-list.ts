import { DE_PARA_DEFAULT_PAGE_SIZES, type DeParaVisao } from '@matriz/contracts';
import { Form } from 'antd';
import { useState } from 'react';

import { usePersistedFilters } from '../../../components/filters/use-persisted-filters.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { useDeParaLista } from '../api/get-de-para-lista.ts';
import {
  emptyMainFilters,
  mainFiltersCodec,
  toListaRequest,
  type DeParaListaSort,
  type DeParaMainFilters,
} from '../lib/main-filters.ts';

/**
 * The grupos of the tab 'De-Para': the filters and the view (kept per user), the order, the page and the answer.
 * The list loads at once with the kept filters (none: every grupo in the user's scope).
 */
export function useMainList() {
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

  const clear = () => {
    // the view is not a filter: Limpar keeps it
    const cleared = { ...emptyMainFilters, visao: applied.visao };
    form.setFieldsValue(cleared);
    apply(cleared);
    paging.setPage(1);
  };

  return {
    form,
    initialValues: persisted.initialValues,
    applied,
    sort,
    setSort,
    paging,
    list,
    search,
    clear,
    setVisao: (visao: DeParaVisao) => apply({ ...applied, visao }),
  };
}
