import { describe, expect, it } from 'vitest';
import {
  computeExtrato,
  conciliarLinhas,
  type LancamentoLido,
  type LinhaExtratoLida,
} from './compute-extrato.ts';

const linha = (
  id: string,
  data: string,
  valor: bigint,
  conciliado = true,
  idExterno = id,
): LinhaExtratoLida => ({
  id,
  data,
  valor,
  conciliado,
  historico: id,
  numeroDocumento: null,
  idExterno,
});
const lanc = (id: string, data: string, valor: bigint, o: Partial<LancamentoLido> = {}): LancamentoLido => ({
  id,
  origem: 'erp',
  idExterno: id,
  empresaId: 'e1',
  empresa: 'Loja',
  dataCompetencia: '2025-01-10',
  dataPagamento: data,
  meioDePagamento: 'PIX',
  fornecedor: null,
  historico: null,
  valor,
  transferencia: false,
  ...o,
});

describe('computeExtrato', () => {
  const linhas = [
    linha('a', '2025-02-01', 10n, false),
    linha('b', '2025-02-01', -3n),
    linha('c', '2025-02-01', 7n, false),
    linha('d', '2025-02-02', 1n),
  ];

  it('keeps the balance of hidden lines in the day and the totals of the shown ones', () => {
    const r = computeExtrato(100n, linhas, { status: 1, modo: 0 });
    expect(r.linhas.map((l) => [l.data, l.entrada, l.saida, l.saldo, l.quantidade])).toEqual([
      ['2025-02-01', 0n, 3n, 114n, 1],
      ['2025-02-02', 1n, 0n, 115n, 1],
    ]);
    expect([r.totalEntradas, r.totalSaidas, r.saldoFinal]).toEqual([1n, 3n, 115n]);
    // the hidden lines' sums make the closing row add up
    expect([r.entradasOcultas, r.saidasOcultas]).toEqual([17n, 0n]);
    const todas = computeExtrato(100n, linhas, { status: 0, modo: 0 });
    expect([todas.entradasOcultas, todas.saidasOcultas]).toEqual([0n, 0n]);
    expect(r.saldoInicial + r.totalEntradas + r.entradasOcultas - r.totalSaidas - r.saidasOcultas).toBe(
      r.saldoFinal,
    );
  });

  it('answers each line with its running balance in the detailed mode', () => {
    const r = computeExtrato(0n, linhas, { status: 0, modo: 1, conciliacoes: new Map() });
    expect(r.linhas.map((l) => [l._id, l.saldo, l.lancamentos?.length ?? null])).toEqual([
      ['a', 10n, null],
      ['b', 7n, 0],
      ['c', 14n, null],
      ['d', 15n, 0],
    ]);
  });
});

describe('conciliarLinhas', () => {
  it('matches by external id, then the day batch of one store × method × month with the same sum', () => {
    const m = conciliarLinhas(
      [
        linha('boleto', '2025-02-01', -50n),
        linha('pix', '2025-02-01', 30n, true, 'lote'),
        linha('x', '2025-02-01', 99n),
      ],
      [
        lanc('boleto', '2025-02-01', -50n),
        lanc('p1', '2025-02-01', 10n),
        lanc('p2', '2025-02-01', 20n),
        lanc('outra-loja', '2025-02-01', 30n, { empresaId: 'e2', meioDePagamento: 'Cartão' }),
        lanc('transf', '2025-02-01', 99n, { transferencia: true }),
      ],
    );
    expect(m.get('boleto')!.map((l) => l.id)).toEqual(['boleto']);
    // both batches sum 30: the first in ledger order is taken, each batch once
    expect(m.get('pix')!.map((l) => l.id)).toEqual(['p1', 'p2']);
    // a transfer never explains a batch
    expect(m.get('x')).toEqual([]);
  });

  it('does not match an entry of another day or value by external id', () => {
    const m = conciliarLinhas([linha('a', '2025-02-02', -5n)], [lanc('a', '2025-02-01', -5n)]);
    expect(m.get('a')).toBeUndefined();
  });

  it('keeps every entry of an external id shared by two origens (unique only per origem)', () => {
    const m = conciliarLinhas(
      [linha('l1', '2025-02-01', -5n, true, 'X'), linha('l2', '2025-02-01', -8n, true, 'X')],
      [
        lanc('p', '2025-02-01', -5n, { idExterno: 'X', origem: 'erp' }),
        lanc('q', '2025-02-01', -8n, { idExterno: 'X', origem: 'upload' }),
      ],
    );
    expect(m.get('l1')?.map((l) => l.id)).toEqual(['p']);
    expect(m.get('l2')?.map((l) => l.id)).toEqual(['q']);
  });
});
