import { endpoints } from '@matriz/contracts';
import { queryOptions } from '@tanstack/react-query';

import { fetchOptions, OPTIONS_STALE_MS } from '../../../../components/filters/api/fetch-options.ts';

/**
 * GET payable / receivable account plans (spec 001 §7): the analytic, active franchisor accounts of the marcas
 * with stock control, of that kind, for the setup's selects.
 */
export function getPlanosDeContasCmvQueryOptions(natureza: 'pagar' | 'receber') {
  const path = natureza === 'pagar' ? endpoints.cmv.planosAPagar : endpoints.cmv.planosAReceber;
  return queryOptions({
    queryKey: ['cmv', 'planos-de-contas', natureza],
    queryFn: ({ signal }) => fetchOptions(path, {}, signal),
    staleTime: OPTIONS_STALE_MS,
  });
}
