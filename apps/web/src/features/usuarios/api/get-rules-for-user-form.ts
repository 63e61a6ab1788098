import { endpoints, type OptionItem } from '@matriz/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { fetchOptions } from '../../../components/filters/api/fetch-options.ts';

/** GET access-rule list for the user form (not premium: Starter clientes pick their users' rule here). */
export function getRulesForUserForm(signal?: AbortSignal): Promise<OptionItem[]> {
  return fetchOptions<OptionItem>(endpoints.regraDeAcesso.listarParaFormulario, {}, signal);
}

export function getRulesForUserFormQueryOptions() {
  return queryOptions({
    queryKey: ['regras-de-acesso', 'para-formulario'],
    queryFn: ({ signal }) => getRulesForUserForm(signal),
  });
}

export function useRulesForUserForm() {
  return useQuery(getRulesForUserFormQueryOptions());
}
