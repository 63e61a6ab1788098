import { endpoints, type OptionNode } from '@matriz/contracts';
import { queryOptions } from '@tanstack/react-query';

import { OPTIONS_STALE_MS } from '../../../components/filters/api/fetch-options.ts';
import { api } from '../../../lib/api-client.ts';

/** GET cascader options (spec 002 §7): each store with its cost centres, for cost-centre clusters. */
export function getCentroDeCustoTreeQueryOptions() {
  return queryOptions({
    queryKey: ['opcoes', 'centros-de-custo', 'arvore'],
    queryFn: ({ signal }) =>
      api.get<OptionNode[]>(endpoints.opcoes.centrosDeCusto, {
        query: { excluirInativos: true },
        silent: true,
        signal,
      }),
    staleTime: OPTIONS_STALE_MS,
  });
}
