/**
 * The cash-flow (DFC) engine (issue 12 §1): pure, fed by a read path with the flow model's lines, daily facts
 * (franchisor account × bank account × cash day → centavos) and, with TrazerSaldos, the shown bank accounts and
 * their end-of-day balances. Notes for the read path:
 * - the facts are `agregarPorDia` of the ledger under the rule of regra.ts, or SQL doing the same; without
 *   TrazerSaldos the bank account is not needed (facts may carry null there, far fewer rows);
 * - the cash rollups key the cash day only (payment date, else due date): ValoresNosDiasOriginais (due date of
 *   settled entries) is that view with the entries paid off their due date moved back to it, and the Competência
 *   regime by day reads the ledger's dates (modules/fluxo-de-caixa/dfc-read-fatos.ts);
 * - facts may be summed per whole month when every column is a whole number of months (the read path's `porMes`):
 *   any day of a period puts a fact in the same column;
 * - with the "Contas" filter, read only those accounts' entries and pass only those accounts in `saldos`.
 */
export * from './types.ts';
export { computeDfc, type EntradaDfc, type ResultadoDfc } from './compute-dfc.ts';
export {
  chaveDoDia,
  colunaTotal,
  colunasDoDfc,
  periodoDoDia,
  periodosDoIntervalo,
  type PeriodoDoCalendario,
} from './periodos.ts';
export {
  agregarPorDia,
  diaDoLancamento,
  flagsDesligadas,
  lancamentoConta,
  saldosPermitidos,
} from './regra.ts';
export { rotuloDoDia } from './datas.ts';
