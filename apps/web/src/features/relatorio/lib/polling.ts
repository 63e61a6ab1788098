import { RELATORIO_STATUS, type RelatorioRow } from '@matriz/contracts';

/** The first wait of the live list, and the longest one (the waits double in between: 2 s, 4 s, 8 s, 15 s). */
export const POLL_FIRST_MS = 2_000;
export const POLL_MAX_MS = 15_000;

/** A request the server has not finished yet (Aguardando or Processando). */
export function isPendingRelatorio(row: Pick<RelatorioRow, 'status'>): boolean {
  return row.status === RELATORIO_STATUS.Aguardando || row.status === RELATORIO_STATUS.Processando;
}

/** The wait before the poll after `step` polls that still found pending requests. */
export function getPollDelay(step: number): number {
  return Math.min(POLL_FIRST_MS * 2 ** Math.max(0, step), POLL_MAX_MS);
}

export interface PollState {
  /** the list's query hash (the filters and the page) */
  hash: string;
  /** the query's data update count when the pending streak began */
  start: number;
}

export interface PollInput {
  hash: string;
  /** counts every answer the query received (TanStack Query's dataUpdateCount) */
  dataUpdateCount: number;
  rows: readonly Pick<RelatorioRow, 'status'>[] | undefined;
  failed: boolean;
}

/**
 * The live list's backoff (pure, so the query's refetchInterval may ask it any number of times): no polling
 * when every row of the page is final or the list failed; otherwise the wait grows with every answer that
 * still had pending rows, and starts again at 2 s for other filters, another page, or a new pending streak.
 */
export function nextPoll(
  state: PollState | null,
  input: PollInput,
): { state: PollState | null; delay: number | false } {
  if (input.failed || !input.rows?.some(isPendingRelatorio)) return { state: null, delay: false };
  const next =
    state && state.hash === input.hash ? state : { hash: input.hash, start: input.dataUpdateCount };
  return { state: next, delay: getPollDelay(input.dataUpdateCount - next.start) };
}
