import {
  endpoints,
  type EditarValorManualInput,
  type EditarValorManualOutput,
  type ListarValoresManuaisOutput,
  type ValoresManuaisFiltro,
} from '@matriz/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

import { api } from '../../../../lib/api-client.ts';
import { getDreQueryOptions } from '../../api/get-dre.ts';

import { getValoresManuaisQueryOptions } from './get-valores-manuais.ts';

/** POST update manual value (spec 001 §7): one store's value of the line and month; null removes it. Silent. */
export function editarValorManual(input: EditarValorManualInput): Promise<EditarValorManualOutput> {
  return api.post<EditarValorManualOutput>(endpoints.valoresManuais.editar, input, { silent: true });
}

/** The DRE tab's results read the manual values: searched again when shown next. */
export function invalidarDre(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: getDreQueryOptions(null).queryKey.slice(0, 2) });
}

/**
 * The edit of a row of the list searched with `filtro`: the row takes the value saved and its _id (no refetch: the
 * table stays as it is), and the DRE's results are marked stale.
 */
export function useEditarValorManual(filtro: ValoresManuaisFiltro | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editarValorManual,
    onSuccess: (resposta, input) => {
      queryClient.setQueryData<ListarValoresManuaisOutput>(
        getValoresManuaisQueryOptions(filtro).queryKey,
        (lista) =>
          lista && {
            valores: lista.valores.map((v) =>
              v.empresaId === input.EmpresaId ? { ...v, _id: resposta._id, valor: input.valor ?? null } : v,
            ),
          },
      );
      void invalidarDre(queryClient);
    },
  });
}
