import {
  endpoints,
  type LinhaValorManual,
  type ModeloDreOpcao,
  type TipoValorManual,
} from '@matriz/contracts';
import { queryOptions, skipToken } from '@tanstack/react-query';

import {
  fetchOptions,
  joinOrUndefined,
  OPTIONS_STALE_MS,
} from '../../../../components/filters/api/fetch-options.ts';

/** GET DRE models, with DreValorManual/Obter (the tab works without DRE/Obter). */
export function getModelosValorManualQueryOptions() {
  return queryOptions({
    queryKey: ['valores-manuais', 'modelos'],
    queryFn: ({ signal }) => fetchOptions<ModeloDreOpcao>(endpoints.valoresManuais.modelos, {}, signal),
    staleTime: OPTIONS_STALE_MS,
  });
}

/**
 * GET manual-value lines (spec 001 §7, query modeloDre): the lines of the model that take a value of `tipo` (the
 * manual lines; for the budget also the account lines); none before a model.
 */
export function getLinhasManuaisQueryOptions(modeloDre: string | null, tipo: TipoValorManual = 'realizado') {
  return queryOptions({
    queryKey: ['valores-manuais', 'linhas', modeloDre, tipo],
    queryFn: modeloDre
      ? ({ signal }) =>
          fetchOptions<LinhaValorManual>(endpoints.valoresManuais.linhas, { modeloDre, tipo }, signal)
      : skipToken,
    staleTime: OPTIONS_STALE_MS,
  });
}

/** The stores of the grupo (the Empresas select), of the marcas chosen; none before a grupo. */
export function getEmpresasDoGrupoQueryOptions(grupo: string | null, marcas: readonly string[]) {
  const query = { Grupo: grupo ?? undefined, marcas: joinOrUndefined(marcas) };
  return queryOptions({
    queryKey: ['valores-manuais', 'empresas', query],
    queryFn: grupo
      ? ({ signal }) => fetchOptions(endpoints.valoresManuais.empresas, query, signal)
      : skipToken,
    staleTime: OPTIONS_STALE_MS,
  });
}
