import { endpoints } from '@matriz/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiDownload, isApiError } from '../../../lib/api-client.ts';

function toDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('logo ilegível'));
    reader.readAsDataURL(blob);
  });
}

/**
 * GET logo (binary): the customer's logo as a data URL (cacheable, nothing to revoke), or null when the
 * server has none (any answer but 200).
 */
export async function getLogo(signal?: AbortSignal): Promise<string | null> {
  try {
    const { blob } = await apiDownload(endpoints.logo, { silent: true, signal });
    return blob.size > 0 && blob.type.startsWith('image/') ? await toDataUrl(blob) : null;
  } catch (error) {
    if (isApiError(error)) return null;
    throw error;
  }
}

export function getLogoQueryOptions(customerId: string) {
  return queryOptions({
    queryKey: ['logo', customerId],
    queryFn: ({ signal }) => getLogo(signal),
    staleTime: Infinity,
  });
}

export function useLogo(customerId: string) {
  return useQuery(getLogoQueryOptions(customerId));
}
