import { endpoints } from '@matriz/contracts';
import { queryOptions } from '@tanstack/react-query';

import { fetchOptions, joinOrUndefined, OPTIONS_STALE_MS } from './fetch-options.ts';

export interface EmpresaOptionsFilter {
  /** marca ids; '0' or none: every marca */
  marcas?: readonly string[];
  /** label stores by nickname instead of legal name */
  apelido?: boolean;
  excluirInativos?: boolean;
}

/**
 * GET empresas (spec 001 §7): the stores in the user's scope, labelled by razão social or nickname. Each item also
 * carries its `grupoId` (EmpresaOptionItem), read where a screen needs it (the cash flow's balances).
 */
export function getEmpresaOptionsQueryOptions(f: EmpresaOptionsFilter = {}) {
  const query = {
    marcas: joinOrUndefined(f.marcas),
    apelido: f.apelido || undefined,
    excluirInativos: f.excluirInativos || undefined,
  };
  return queryOptions({
    queryKey: ['opcoes', 'empresas', query],
    queryFn: ({ signal }) => fetchOptions(endpoints.opcoes.empresas, query, signal),
    staleTime: OPTIONS_STALE_MS,
  });
}
