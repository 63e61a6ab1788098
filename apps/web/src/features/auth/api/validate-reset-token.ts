import { endpoints } from '@matriz/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

/** GET validate reset token (query token); any answer but 200 means the link is not valid. */
export function validateResetToken(token: string, signal?: AbortSignal): Promise<unknown> {
  return api.get<unknown>(endpoints.auth.validarTokenRedefinicao, { query: { token }, silent: true, signal });
}

export function getValidateResetTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['auth', 'reset-token', token],
    queryFn: ({ signal }) => validateResetToken(token, signal),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}

export function useValidateResetToken(token: string) {
  return useQuery(getValidateResetTokenQueryOptions(token));
}
