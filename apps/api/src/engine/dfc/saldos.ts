import { rotuloDoDia } from './datas.ts';
import { vespera } from './periodos.ts';
import type { ContaDoSaldoDfc, DadosDaContaDfc, SaldoDfc, SaldosDeEntradaDfc } from './types.ts';

/**
 * The balance rows (TrazerSaldos; DESIGN.md §5). Each account opens the range with its balance at the start of the
 * first day: its last end-of-day balance before `inicio` (saldo_bancario; zero when it has none) plus the account's
 * counted flow after that balance's day and before `inicio` (`movimentos`: the same facts, under the same rule, as
 * those of the range, and only those the model lays out); then it moves by the net flow the cash flow shows for it:
 *   saldo final(t) = saldo inicial(t) + fluxo(t);   saldo inicial(t + 1) = saldo final(t)
 * and the Total column opens with the first period's saldo inicial and closes with the last period's saldo final.
 * Rolling forward with the cash flow's own facts, not the bank statement's lines, is what makes the opening of a
 * day the same whatever day the range starts on: from the same balance, the days before `inicio` add exactly what
 * they would add as columns of a range starting earlier. (The statement's lines would differ from the cash flow —
 * forecasts, open titles, entries booked on another day — and the same day would open differently in two queries.)
 * A balance is the sum of its accounts, so every identity above holds account by account and in total. Entries the
 * cash flow counts with no bank account among the shown ones move the balance under 'Sem conta bancária', which has
 * no balance of its own and opens each range at zero.
 */

/** An account as the balance computation carries it. */
export interface ContaDoCalculo {
  /** Null for 'Sem conta bancária'. */
  contaBancariaId: string | null;
  nome: string;
  observacao: string | null;
  dadosDaConta: DadosDaContaDfc | null;
  abertura: bigint;
}

export const contaSemContaBancaria = (): ContaDoCalculo => ({
  contaBancariaId: null,
  nome: 'Sem conta bancária',
  observacao: 'Lançamentos sem conta bancária, ou de conta não exibida no saldo.',
  dadosDaConta: null,
  abertura: 0n,
});

/**
 * Each shown account with its opening balance at the start of `inicio`, in the order given: its last balance before
 * `inicio` plus its `movimentos` of the franchisor accounts in `contasDoModelo` (the flow the balance moves by).
 */
export function abrirContas(
  entrada: SaldosDeEntradaDfc,
  inicio: string,
  contasDoModelo: ReadonlySet<string>,
): ContaDoCalculo[] {
  const ultimoDia = vespera(inicio);
  const ultimo = new Map<string, { data: string; saldo: bigint; observacao: string | null }>();
  for (const s of entrada.saldos) {
    if (s.data > ultimoDia) continue;
    const visto = ultimo.get(s.contaBancariaId);
    if (!visto || s.data > visto.data) ultimo.set(s.contaBancariaId, s);
  }
  const antes = new Map<string, bigint>();
  for (const m of entrada.movimentos ?? []) {
    if (m.contaFranqueadorId === null || !contasDoModelo.has(m.contaFranqueadorId)) continue;
    antes.set(m.contaBancariaId, (antes.get(m.contaBancariaId) ?? 0n) + m.valor);
  }
  return entrada.contas.map((conta) => {
    const saldo = ultimo.get(conta.id);
    return {
      contaBancariaId: conta.id,
      nome: conta.nome,
      observacao: observacaoDaAbertura(saldo, ultimoDia),
      dadosDaConta: conta.dadosDaConta,
      abertura: (saldo?.saldo ?? 0n) + (antes.get(conta.id) ?? 0n),
    };
  });
}

function observacaoDaAbertura(
  saldo: { data: string; observacao: string | null } | undefined,
  ultimoDia: string,
): string | null {
  if (!saldo)
    return `Sem saldo informado até ${rotuloDoDia(ultimoDia)}: o saldo parte de zero e soma o fluxo da conta até lá.`;
  if (saldo.data === ultimoDia) return saldo.observacao;
  const nota = saldo.observacao ? ` (${saldo.observacao})` : '';
  return `Saldo de ${rotuloDoDia(saldo.data)}${nota} mais o fluxo da conta até ${rotuloDoDia(ultimoDia)}.`;
}

export interface SaldosDasColunas {
  /** Per period column, in order, then the Total column. */
  inicial: SaldoDfc[];
  final: SaldoDfc[];
}

function saldo(contas: readonly ContaDoCalculo[], valores: readonly bigint[]): SaldoDfc {
  const detalhe: ContaDoSaldoDfc[] = contas.map((c, i) => ({
    contaBancariaId: c.contaBancariaId,
    nome: c.nome,
    valor: valores[i]!,
    observacao: c.observacao,
    dadosDaConta: c.dadosDaConta,
  }));
  return { valor: valores.reduce((a, b) => a + b, 0n), contas: detalhe };
}

/**
 * Opening and closing balances per period and for the Total. `fluxo[i][t]`: the net flow of account `i` in period
 * `t` (centavos; zero when none).
 */
export function calcularSaldos(
  contas: readonly ContaDoCalculo[],
  fluxo: ReadonlyArray<readonly bigint[]>,
  periodos: number,
): SaldosDasColunas {
  const inicial: SaldoDfc[] = [];
  const final: SaldoDfc[] = [];
  let correntes = contas.map((c) => c.abertura);
  const aberturas = correntes;
  for (let t = 0; t < periodos; t++) {
    const fechamentos = correntes.map((v, i) => v + (fluxo[i]?.[t] ?? 0n));
    inicial.push(saldo(contas, correntes));
    final.push(saldo(contas, fechamentos));
    correntes = fechamentos;
  }
  inicial.push(saldo(contas, aberturas));
  final.push(saldo(contas, correntes));
  return { inicial, final };
}
