import { endpoints } from '@matriz/contracts';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../lib/api-client.ts';

/** POST request premium: no body, 200 expected (spec 000 §7). The modal shows its own failure text. */
export function requestPremium(): Promise<unknown> {
  return api.post<unknown>(endpoints.premium.solicitar, undefined, { silent: true });
}

export function useRequestPremium() {
  return useMutation({ mutationFn: requestPremium });
}
