import {
  endpoints,
  type EditarEmpresaInput,
  type EditarEmpresaOutput,
  type ListEmpresasOutput,
} from '@matriz/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, isApiError } from '../../../lib/api-client.ts';

import { getEmpresasQueryOptions } from './get-empresas.ts';

/** 200: saved. 202: refused (e.g. the nickname is used by another store); `apelido` is the current one. */
export type EditEmpresaResult = EditarEmpresaOutput & { saved: boolean };

/**
 * POST EDITAR_EMPRESA (spec 002 §7). Silent: the screen shows the outcome itself (spec 002 §8). The 202 answer
 * arrives as a non-200 and is read here as a refusal with its message.
 */
export async function editEmpresa(input: EditarEmpresaInput): Promise<EditEmpresaResult> {
  try {
    const answer = await api.post<EditarEmpresaOutput>(endpoints.empresas.editar, input, { silent: true });
    return { ...answer, saved: true };
  } catch (error) {
    if (isApiError(error) && error.status === 202) {
      return { ...(error.body as EditarEmpresaOutput), saved: false };
    }
    throw error;
  }
}

/** Writes the store's saved values into every cached page of the list (no refetch: the row stays in place). */
export function useEditEmpresa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editEmpresa,
    onSuccess: (result, input) => {
      queryClient.setQueriesData<ListEmpresasOutput>(
        { queryKey: getEmpresasQueryOptions().queryKey },
        (page) =>
          page
            ? {
                ...page,
                empresas: page.empresas.map((e) =>
                  e._id === input.empresaId ? { ...e, nickname: result.apelido, m2: result.m2 } : e,
                ),
              }
            : page,
      );
    },
  });
}
