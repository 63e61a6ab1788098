import { DE_PARA_DEFAULT_PAGE_SIZES } from '@matriz/contracts';
import { Form } from 'antd';
import { useState } from 'react';

import { usePersistedFilters } from '../../../components/filters/use-persisted-filters.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { useSolicitacoes } from '../api/get-solicitacoes.ts';
import {
  defaultSolicitacoesFilters,
  solicitacoesFiltersCodec,
  toSolicitacoesRequest,
  type SolicitacoesFilters,
} from '../lib/solicitacoes-filters.ts';

/**
 * The requests of the tab 'Solicitações': the filters (kept per user), the page and the answer. `listKey` names
 * the list shown (filters, page and size), so that a selection belongs to one list only.
 */
export function useSolicitacoesList() {
  const persisted = usePersistedFilters(
    'de-para-solicitacoes',
    defaultSolicitacoesFilters,
    solicitacoesFiltersCodec,
  );
  const [form] = Form.useForm<SolicitacoesFilters>();
  const [applied, setApplied] = useState(persisted.initialValues);
  const paging = usePagedList(applied, DE_PARA_DEFAULT_PAGE_SIZES.solicitacoes);
  const request = toSolicitacoesRequest(applied, paging.page, paging.pageSize);
  const listKey = JSON.stringify(request);
  const list = useSolicitacoes(request);

  const search = (values: SolicitacoesFilters) => {
    const next = { ...defaultSolicitacoesFilters, ...values };
    // Pesquisar again on the same page of the same filters asks the server again (nothing else would)
    const same =
      paging.page === 1 && JSON.stringify(toSolicitacoesRequest(next, 1, paging.pageSize)) === listKey;
    setApplied(next);
    persisted.save(next);
    paging.setPage(1);
    if (same) void list.refetch();
  };

  const clear = () => {
    form.setFieldsValue(defaultSolicitacoesFilters);
    persisted.clear();
    setApplied(defaultSolicitacoesFilters);
    paging.setPage(1);
  };

  return { form, initialValues: persisted.initialValues, paging, listKey, list, search, clear };
}
