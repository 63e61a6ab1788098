import { useLayoutEffect } from 'react';

import type { PagedList } from '../../../lib/use-paged-list.ts';

/**
 * A page past the end (its rows moved to another tab or were decided meanwhile) moves to the last page that
 * exists. Only with the page's own answer (not the previous page's, shown while it loads), and before paint, so
 * an empty page past the end is never shown.
 */
export function useClampedPage(
  paging: PagedList,
  query: { isPlaceholderData: boolean },
  total: number | undefined,
) {
  const knownTotal = query.isPlaceholderData ? undefined : total;
  useLayoutEffect(() => {
    paging.clampTo(knownTotal);
  }, [paging, knownTotal]);
}
