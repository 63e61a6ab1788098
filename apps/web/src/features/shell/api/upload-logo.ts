import { endpoints } from '@matriz/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

import { getLogoQueryOptions } from './get-logo.ts';

/** POST logo: multipart field `file`. The upload control shows its own texts. */
export function uploadLogo(file: File): Promise<{ message: string }> {
  const body = new FormData();
  body.append('file', file);
  return api.post<{ message: string }>(endpoints.logo, body, { silent: true });
}

/** Uploads the logo, then refetches the customer's logo so the top bar shows the new one. */
export function useUploadLogo(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadLogo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getLogoQueryOptions(customerId).queryKey }),
  });
}
