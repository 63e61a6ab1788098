import { endpoints, type LinhaDreOpcao } from '@matriz/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';

import { OPTIONS_STALE_MS } from '../../../components/filters/api/fetch-options.ts';
import { api } from '../../../lib/api-client.ts';

/** GET DRE all lines (spec 001 §7, query modeloDre): the model's lines, flat, in tree order. */
export function getLinhasDre(modeloDre: string, signal?: AbortSignal): Promise<LinhaDreOpcao[]> {
  return api.get<LinhaDreOpcao[]>(endpoints.dre.linhas, { query: { modeloDre }, signal });
}

/** null: no model chosen yet (nothing is asked). */
export function getLinhasDreQueryOptions(modeloDre: string | null) {
  return queryOptions({
    queryKey: ['dre', 'linhas', modeloDre],
    queryFn: modeloDre ? ({ signal }) => getLinhasDre(modeloDre, signal) : skipToken,
    staleTime: OPTIONS_STALE_MS,
  });
}

export const useLinhasDre = (modeloDre: string | null) => useQuery(getLinhasDreQueryOptions(modeloDre));
