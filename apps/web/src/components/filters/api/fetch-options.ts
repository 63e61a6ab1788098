import type { OptionItem } from '@matriz/contracts';

import { api } from '../../../lib/api-client.ts';

type OptionsQuery = Record<string, string | boolean | undefined>;

/**
 * GET an option list (flat items, or e.g. `OptionNode` trees). Silent: spec 000 §8 says a failure to load select
 * options is only logged (here, and the select shows its own alert, spec 001 §8), never the global error notice.
 */
export async function fetchOptions<T = OptionItem>(
  path: string,
  query: OptionsQuery,
  signal?: AbortSignal,
): Promise<T[]> {
  try {
    return await api.get<T[]>(path, { query, silent: true, signal });
  } catch (error) {
    if (!signal?.aborted) console.warn(`Falha ao carregar as opções de ${path}`, error);
    throw error;
  }
}

/** A list for a query string as the option endpoints read it (comma); absent when empty. */
export const joinOrUndefined = (values: readonly string[] | undefined, joiner = ',') =>
  values?.length ? values.join(joiner) : undefined;

/** Option lists change rarely: cached for 5 minutes. */
export const OPTIONS_STALE_MS = 5 * 60_000;
