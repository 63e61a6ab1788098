import { api } from '../../../lib/api-client.ts';

/**
 * The option lists of the forms: spec 000 §8 says a failure to load select options is only logged, so the
 * request is silent and the select stays empty.
 */
export async function fetchOptions<T>(
  path: string,
  query: Record<string, string | undefined>,
  signal?: AbortSignal,
): Promise<T[]> {
  try {
    return await api.get<T[]>(path, { query, silent: true, signal });
  } catch (error) {
    if (!signal?.aborted) console.warn(`Falha ao carregar as opções de ${path}`, error);
    throw error;
  }
}

/** Ids as the option endpoints take them: comma-separated, absent when none. */
export const toCsv = (ids: readonly string[]) => (ids.length ? ids.join(',') : undefined);
