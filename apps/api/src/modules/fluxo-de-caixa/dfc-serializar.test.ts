import { saldoDaColunaFluxo } from '@matriz/contracts';
import { describe, expect, it } from 'vitest';
import { computeDfc } from '../../engine/dfc/compute-dfc.ts';
import { contaBancaria, fato, modelo, saldoBancario } from '../../engine/dfc/fixtures.ts';
import { findRow } from '../../engine/matrix.ts';
import { centavosToReais } from '../../lib/money.ts';
import { serializarDfc } from './dfc-serializar.ts';

/** The search answer built from the engine's result (no database: the engine's inputs are hand-made). */

const linhas = modelo(
  // a line of two marcas' accounts: the other marca's ('outra') has no entry in the range
  { codigo: 'ENT', tipo: 'conta', contaIds: ['vendas', 'outra'] },
  { codigo: 'SAI', tipo: 'conta', contaIds: ['fornecedores'] },
  { codigo: 'FLX', tipo: 'formula', formula: 'ENT + SAI' },
);
const fatos = [
  fato('vendas', '2026-01-05', 100_000n, 'cb1'),
  fato('vendas', '2026-02-20', 50_000n, 'cb22'),
  fato('fornecedores', '2026-01-15', -30_000n, 'cb1'),
  // no bank account among the shown ones: 'Sem conta bancária'
  fato('fornecedores', '2026-02-02', -1_000n, null),
];
const saldos = {
  contas: [contaBancaria('cb1', 'Itaú'), contaBancaria('cb22', 'Caixa')],
  saldos: [saldoBancario('cb1', '2025-12-31', 500_000n, 'Saldo conciliado')],
};
const diario = computeDfc({
  linhas,
  fatos,
  inicio: '2026-01-01',
  fim: '2026-03-31',
  tipoDePeriodo: 'Diario',
  saldos,
});

const ocorrencias = (texto: string, parte: string) => texto.split(parte).length - 1;

describe('the cash-flow answer', () => {
  it("sends each balance account's details once, whatever the number of columns", () => {
    const json = JSON.stringify(serializarDfc(diario, null));
    expect(diario.colunas).toHaveLength(91);
    // contaComDigito '5678-3' (cb1) and '5678-4' (cb22): once each, not twice per column
    expect(ocorrencias(json, '5678-3')).toBe(1);
    expect(ocorrencias(json, '5678-4')).toBe(1);
    expect(ocorrencias(json, 'Saldo conciliado')).toBe(1);
  });

  it('gives back, from the rows, every balance and account of every column as the engine computed it', () => {
    const r = serializarDfc(diario, null);
    expect(r.saldos!.contas.map((c) => c.contaBancariaId)).toEqual(['cb1', 'cb22', null]);
    for (const qual of ['inicial', 'final'] as const)
      for (const c of diario.colunas) {
        const esperado = diario.saldos![qual][c.key]!;
        expect(saldoDaColunaFluxo(r, qual, c.key), `${qual} ${c.key}`).toEqual({
          valor: centavosToReais(esperado.valor),
          contas: esperado.contas.map((x) => ({ ...x, valor: centavosToReais(x.valor) })),
        });
      }
    // one account alone (a row under the balance), and 'Sem conta bancária' by its null id
    expect(saldoDaColunaFluxo(r, 'final', 'total', 'cb1')).toMatchObject({
      valor: 5_700,
      contas: [{ nome: 'Itaú', valor: 5_700, observacao: 'Saldo conciliado' }],
    });
    expect(saldoDaColunaFluxo(r, 'final', 'total', null)?.valor).toBe(-10);
    expect(saldoDaColunaFluxo(r, 'final', 'total', 'nenhuma')).toBeNull();
    expect(saldoDaColunaFluxo(r, 'final', 'd:2027-01-01')).toBeNull();
    expect(saldoDaColunaFluxo(serializarDfc({ ...diario, saldos: null }, null), 'final', 'total')).toBeNull();
  });

  it('leaves out the franchisor accounts with no data in any column; the matrix the exports render keeps them', () => {
    const r = serializarDfc(diario, null);
    const ent = r.matriz.rows.find((row) => row.id === 'l:L-ENT')!;
    expect(ent.children.map((c) => c.id)).toEqual(['l:L-ENT:c:vendas']);
    expect(r.referencias['l:L-ENT:c:outra']).toBeUndefined();
    expect(r.referencias['l:L-ENT:c:vendas']).toBeDefined();
    expect(findRow(diario.matriz, 'l:L-ENT:c:outra')).toBeDefined();
  });

  it('keeps an account whose entries sum to zero: a zero is a value, not "no data"', () => {
    const zero = computeDfc({
      linhas,
      fatos: [...fatos, fato('outra', '2026-01-09', 0n, 'cb1')],
      inicio: '2026-01-01',
      fim: '2026-01-31',
      tipoDePeriodo: 'Mensal',
    });
    const ent = serializarDfc(zero, null).matriz.rows.find((row) => row.id === 'l:L-ENT')!;
    expect(ent.children.map((c) => c.id)).toEqual(['l:L-ENT:c:vendas', 'l:L-ENT:c:outra']);
  });
});
