import { somarDias } from './datas.ts';
import type { CriterioDfc, FatoDfc, FlagsDfc, LancamentoDfc } from './types.ts';

/**
 * Which ledger entries the cash flow counts and on which day each falls (spec 001 §3 cash-flow filter, DESIGN.md §5).
 * The spec names the flags and nothing more; the meaning chosen for each, with every flag off by default:
 *
 * - Regime 1 Competência: an entry falls on its `dataCompetencia`. Regime 2 Caixa: on its cash date — the payment
 *   date of a settled entry, the due date of an open one (open titles and forecasts: DESIGN.md §5). A settled
 *   entry without a payment date (not written by our ingestion) falls on its due date.
 * - Status 0 counts every entry, 1 only open ones (`aberto`), 2 only settled ones (`liquidado`).
 * - ExibirParcelasNaoAprovadas: instalments still waiting for the franchisee's approval (`parcela_aprovada` false)
 *   are left out unless this is on. It does not govern forecasts: a forecast is not an instalment awaiting
 *   approval (the ledger keeps them unapproved), and ExibirPrevisoes alone decides on them.
 * - ValoresNosDiasOriginais: in the Caixa regime, a settled entry falls on its original day — its due date —
 *   instead of the day it was actually paid (a title paid late shows where it was scheduled). Open entries are on
 *   their due date anyway; no effect in the Competência regime.
 * - AdicionarUmDiaNoVencimentoDeBoletosAReceber: in the Caixa regime, an open receivable boleto (`boleto_a_receber`)
 *   falls on its due date plus one calendar day — the bank credits a boleto paid on its due date the next day. A
 *   settled boleto falls on its actual credit (payment) date, and with ValoresNosDiasOriginais on its original due
 *   date, so neither moves; no effect in the Competência regime.
 * - OcultarTransferencias: entries flagged as transfers between accounts are left out.
 * - OcultarDinheiroDeCaixasAbertos: money of cash registers not yet closed (`caixa_aberto`) is left out.
 * - OcultarTitulosVencidos: open entries (titles and forecasts) whose due date is before today are left out —
 *   overdue items that may never be paid. The raw due date decides (one day added to a boleto moves where it
 *   falls, not whether it is overdue). Applies in both regimes.
 * - ExibirPrevisoes: forecasts (`previsao`) are left out unless this is on.
 * - TrazerSaldos is not about entries: it asks for the balance rows (compute-dfc.ts, saldos.ts).
 */

export const flagsDesligadas: FlagsDfc = {
  exibirParcelasNaoAprovadas: false,
  valoresNosDiasOriginais: false,
  adicionarUmDiaNoVencimentoDeBoletosAReceber: false,
  ocultarTransferencias: false,
  ocultarDinheiroDeCaixasAbertos: false,
  ocultarTitulosVencidos: false,
  exibirPrevisoes: false,
};

/** Whether the entry counts at all under the criterion (status and the flags that leave entries out). */
export function lancamentoConta(l: LancamentoDfc, c: CriterioDfc): boolean {
  const aberto = l.status === 'aberto';
  if ((c.status === 1 && !aberto) || (c.status === 2 && aberto)) return false;
  if (l.previsao ? !c.exibirPrevisoes : !l.parcelaAprovada && !c.exibirParcelasNaoAprovadas) return false;
  if (l.transferencia && c.ocultarTransferencias) return false;
  if (l.caixaAberto && c.ocultarDinheiroDeCaixasAbertos) return false;
  return !(c.ocultarTitulosVencidos && aberto && l.dataVencimento < c.hoje);
}

/** The day the entry falls on under the criterion, when it counts at all; null when it does not. */
export function diaDoLancamento(l: LancamentoDfc, c: CriterioDfc): string | null {
  if (!lancamentoConta(l, c)) return null;
  if (c.regime === 1) return l.dataCompetencia;
  if (l.status === 'liquidado')
    return c.valoresNosDiasOriginais || l.dataPagamento === null ? l.dataVencimento : l.dataPagamento;
  return l.boletoAReceber && c.adicionarUmDiaNoVencimentoDeBoletosAReceber
    ? somarDias(l.dataVencimento, 1)
    : l.dataVencimento;
}

/**
 * The counted entries summed per franchisor account × bank account × day, in first-seen order: the daily facts
 * computeDfc reads. Every period sums whole days of these, so a month is the sum of its days by construction.
 */
export function agregarPorDia(lancamentos: Iterable<LancamentoDfc>, criterio: CriterioDfc): FatoDfc[] {
  const fatos = new Map<string, FatoDfc>();
  for (const l of lancamentos) {
    const dia = diaDoLancamento(l, criterio);
    if (dia === null) continue;
    const chave = `${l.contaFranqueadorId ?? ''}|${l.contaBancariaId ?? ''}|${dia}`;
    const fato = fatos.get(chave);
    if (fato) {
      fato.valor += l.valor;
      fato.quantidade += 1;
    } else {
      fatos.set(chave, {
        contaFranqueadorId: l.contaFranqueadorId,
        contaBancariaId: l.contaBancariaId,
        dia,
        valor: l.valor,
        quantidade: 1,
      });
    }
  }
  return [...fatos.values()];
}

/**
 * TrazerSaldos is turned off, by the server too, when no store or stores of more than one grupo are chosen (spec
 * 001 §4, issue 12 §1): a bank account belongs to one grupo. True when balances may be shown for these stores.
 */
export function saldosPermitidos(empresas: ReadonlyArray<{ grupoId: string }>): boolean {
  return empresas.length > 0 && new Set(empresas.map((e) => e.grupoId)).size === 1;
}
