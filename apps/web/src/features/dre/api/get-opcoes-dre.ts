import { endpoints, type OptionItem, type OptionNode } from '@matriz/contracts';
import { queryOptions } from '@tanstack/react-query';

import {
  fetchOptions,
  joinOrUndefined,
  OPTIONS_STALE_MS,
} from '../../../components/filters/api/fetch-options.ts';

/** What the option lists of a DRE filter depend on (spec 001 §7: marcas, apelido, excluirInativos). */
export interface OpcoesDreFiltro {
  marcas: readonly string[];
  apelido: boolean;
  excluirInativos: boolean;
}

const consultaDe = (f: OpcoesDreFiltro) => ({
  marcas: joinOrUndefined(f.marcas),
  apelido: f.apelido || undefined,
  excluirInativos: f.excluirInativos || undefined,
});

/**
 * GET cost centres (spec 001 §7): the cascader's stores with their cost centres, as one list — each cost centre
 * named with its store, since names repeat from store to store.
 */
export function getCentroDeCustoDreOptionsQueryOptions(f: OpcoesDreFiltro) {
  const query = consultaDe(f);
  return queryOptions({
    queryKey: ['opcoes', 'centros-de-custo', 'dre', query],
    queryFn: async ({ signal }): Promise<OptionItem[]> => {
      const lojas = await fetchOptions<OptionNode>(endpoints.opcoes.centrosDeCusto, query, signal);
      return lojas.flatMap((loja) =>
        (loja.children ?? []).map((cc) => ({ id: cc.id, label: `${cc.label} — ${loja.label}` })),
      );
    },
    staleTime: OPTIONS_STALE_MS,
  });
}

/** GET DRE cluster list (spec 001 §7): the store clusters, without the inactive ones when asked. */
export function getClusterDreOptionsQueryOptions(excluirInativos: boolean) {
  const query = { excluirInativos: excluirInativos || undefined };
  return queryOptions({
    queryKey: ['opcoes', 'clusters-dre', query],
    queryFn: ({ signal }) => fetchOptions(endpoints.opcoes.clustersDre, query, signal),
    staleTime: OPTIONS_STALE_MS,
  });
}
