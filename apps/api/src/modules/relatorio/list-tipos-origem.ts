import type { AnyReportKind } from '../../xlsx/report-kind.ts';

/** GET origin types: every registered kind, label → value (spec 001 §7). */
export function listTiposOrigem(kinds: readonly AnyReportKind[]): Record<string, string> {
  return Object.fromEntries(kinds.map((k) => [k.descricao, k.origem]));
}
