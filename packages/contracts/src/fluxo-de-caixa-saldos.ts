import type { ContaDoSaldoFluxoJson, FluxoDeCaixaResultado } from './fluxo-de-caixa.ts';
import type { MatrizLinhaJson } from './matriz.ts';

/** An account behind a balance cell: its details and its part of the balance in that column. */
export interface ContaNoSaldoFluxo extends ContaDoSaldoFluxoJson {
  valor: number;
}

/** A balance cell (spec 001 §3 'Balance'): its value and the accounts behind it (nome, valor, observacao, dadosDaConta). */
export interface SaldoDaColunaFluxo {
  valor: number;
  contas: ContaNoSaldoFluxo[];
}

const emCentavos = (v: number) => Math.round(v * 100);

/**
 * The balance of a column as the cash-flow answer carries it (the account details once in `saldos.contas`, each
 * account's value in its row under 'Saldo inicial' / 'Saldo final'): the balance and every account behind it, or —
 * with `contaBancariaId` (null for 'Sem conta bancária') — that one account alone. Null when the answer has no
 * balances, or no such balance, column or account. Values in reais, summed exactly in centavos.
 */
export function saldoDaColunaFluxo(
  resultado: Pick<FluxoDeCaixaResultado, 'matriz' | 'referencias' | 'saldos'>,
  qual: 'inicial' | 'final',
  colunaKey: string,
  contaBancariaId?: string | null,
): SaldoDaColunaFluxo | null {
  if (!resultado.saldos) return null;
  const linha = resultado.matriz.rows.find((r) => {
    const ref = resultado.referencias[r.id];
    return ref?.tipo === 'saldo' && ref.saldo === qual;
  });
  const total = linha?.cells[colunaKey];
  if (!linha || typeof total !== 'number') return null;
  const detalhes = new Map(resultado.saldos.contas.map((c) => [c.contaBancariaId, c]));
  const contas = linha.children.flatMap((filho: MatrizLinhaJson): ContaNoSaldoFluxo[] => {
    const ref = resultado.referencias[filho.id];
    const valor = filho.cells[colunaKey];
    if (ref?.tipo !== 'saldo' || typeof valor !== 'number') return [];
    if (contaBancariaId !== undefined && ref.contaBancariaId !== contaBancariaId) return [];
    const conta = detalhes.get(ref.contaBancariaId);
    return conta ? [{ ...conta, valor }] : [];
  });
  if (contaBancariaId === undefined) return { valor: total, contas };
  if (contas.length === 0) return null;
  return { valor: contas.reduce((soma, c) => soma + emCentavos(c.valor), 0) / 100, contas };
}
