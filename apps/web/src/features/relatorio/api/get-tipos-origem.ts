import { endpoints, type TiposOrigemOutput } from '@matriz/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

export interface OrigemOption {
  value: string;
  label: string;
}

/** GET report origin types: an object label → value (spec 001 §7), as select options sorted by label. */
export async function getTiposOrigem(signal?: AbortSignal): Promise<OrigemOption[]> {
  const tipos = await api.get<TiposOrigemOutput>(endpoints.relatorio.tiposOrigem, { silent: true, signal });
  return Object.entries(tipos ?? {})
    .map(([label, value]) => ({ label, value }))
    .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));
}

export function getTiposOrigemQueryOptions() {
  return queryOptions({
    queryKey: ['relatorios', 'tipos-origem'],
    queryFn: ({ signal }) => getTiposOrigem(signal),
    staleTime: Infinity,
  });
}

export function useTiposOrigem() {
  return useQuery(getTiposOrigemQueryOptions());
}
