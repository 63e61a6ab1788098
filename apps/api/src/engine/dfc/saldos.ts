import { rotuloDoDia } from './datas.ts';
import { vespera } from './periodos.ts';
import type { ContaDoSaldoDfc, DadosDaContaDfc, SaldoDfc, SaldosDeEntradaDfc } from './types.ts';

/**
 * The balance rows (TrazerSaldos; DESIGN.md §5). Each account opens the range with its bank balance at the start of
 * the first day (its last end-of-day balance before `inicio`; zero, said in its observação, when it has none) and
 * then moves by the net flow the cash flow shows for it:
 *   saldo final(t) = saldo inicial(t) + fluxo(t);   saldo inicial(t + 1) = saldo final(t)
 * and the Total column opens with the first period's saldo inicial and closes with the last period's saldo final.
 * A balance is the sum of its accounts, so every identity above holds account by account and in total. Entries the
 * cash flow counts with no bank account among the shown ones move the balance under 'Sem conta bancária', so the
 * balance always moves by exactly the net flow of the lines.
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

/** Each shown account with its opening balance at the start of `inicio`, in the order given. */
export function abrirContas(entrada: SaldosDeEntradaDfc, inicio: string): ContaDoCalculo[] {
  const ultimoDia = vespera(inicio);
  const ultimo = new Map<string, { data: string; saldo: bigint; observacao: string | null }>();
  for (const s of entrada.saldos) {
    if (s.data > ultimoDia) continue;
    const visto = ultimo.get(s.contaBancariaId);
    if (!visto || s.data > visto.data) ultimo.set(s.contaBancariaId, s);
  }
  return entrada.contas.map((conta) => {
    const saldo = ultimo.get(conta.id);
    return {
      contaBancariaId: conta.id,
      nome: conta.nome,
      observacao: saldo
        ? saldo.observacao
        : `Sem saldo informado até ${rotuloDoDia(ultimoDia)}: o saldo parte de zero.`,
      dadosDaConta: conta.dadosDaConta,
      abertura: saldo?.saldo ?? 0n,
    };
  });
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
