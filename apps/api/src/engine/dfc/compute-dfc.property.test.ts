import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellOf, flattenMatrix, sumCells, type Cell } from '../matrix.ts';
import { computeDfc } from './compute-dfc.ts';
import { diaDoNumero, numeroDoDia } from './datas.ts';
import { contaBancaria, fato, modelo, saldoBancario } from './fixtures.ts';
import { chaveDoDia } from './periodos.ts';
import type { FatoDfc, TipoDePeriodoDfc } from './types.ts';

/** Invariants of issue 12 §1 on random ledgers: periods are sums of their days, balances chain and add up. */

const linhas = modelo(
  { codigo: 'ENT', tipo: 'conta', contaIds: ['a', 'b'] },
  { codigo: 'SAI', tipo: 'total' },
  { codigo: 'SAI.X', tipo: 'conta', pai: 'SAI', contaIds: ['c'] },
  { codigo: 'SAI.Y', tipo: 'conta', pai: 'SAI', contaIds: ['d'], sinal: -1 },
  { codigo: 'FLX', tipo: 'formula', formula: 'ENT + SAI' },
);

const INICIO = numeroDoDia('2025-11-20');
const contas = [contaBancaria('cb1'), contaBancaria('cb2')];

const umFato = fc
  .record({
    conta: fc.constantFrom('a', 'b', 'c', 'd', 'fora', null),
    dia: fc.integer({ min: INICIO - 5, max: INICIO + 420 }),
    valor: fc.bigInt({ min: -10_000_000n, max: 10_000_000n }),
    banco: fc.constantFrom('cb1', 'cb2', 'cb3', null),
  })
  .map(({ conta, dia, valor, banco }): FatoDfc => fato(conta, diaDoNumero(dia), valor, banco));

const cenario = fc.record({
  fatos: fc.array(umFato, { maxLength: 120 }),
  dias: fc.integer({ min: 0, max: 400 }),
  aberturas: fc.tuple(
    fc.bigInt({ min: -1_000_000n, max: 1_000_000n }),
    fc.bigInt({ min: 0n, max: 1_000_000n }),
  ),
});

type Cenario = typeof cenario extends fc.Arbitrary<infer T> ? T : never;

function calcular(c: Cenario, tipoDePeriodo: TipoDePeriodoDfc) {
  return computeDfc({
    linhas,
    fatos: c.fatos,
    inicio: diaDoNumero(INICIO),
    fim: diaDoNumero(INICIO + c.dias),
    tipoDePeriodo,
    saldos: {
      contas,
      saldos: [
        saldoBancario('cb1', diaDoNumero(INICIO - 1), c.aberturas[0]),
        saldoBancario('cb2', diaDoNumero(INICIO - 30), c.aberturas[1]),
      ],
    },
  });
}

describe('the cash-flow invariants on random ledgers', () => {
  it.each(['Mensal', 'Trimestral', 'Semestral'] as const)(
    '%s = Σ of its Diário columns, cell by cell, balances included',
    (tipo) => {
      fc.assert(
        fc.property(cenario, (c) => {
          const diario = calcular(c, 'Diario');
          const agrupado = calcular(c, tipo);
          const porId = new Map(flattenMatrix(diario.matriz).map(({ row }) => [row.id, row]));
          const periodos = agrupado.colunas.filter((col) => col.tipo === 'periodo');
          const dias = diario.colunas.filter((col) => col.tipo === 'periodo');
          for (const { row } of flattenMatrix(agrupado.matriz)) {
            const doDia = porId.get(row.id)!;
            for (const p of periodos) {
              const seus = dias.filter((d) => chaveDoDia(d.inicio, tipo) === p.key);
              const esperado: Cell = row.id.startsWith('saldo:inicial')
                ? cellOf(doDia, seus[0]!.key)
                : row.id.startsWith('saldo:final')
                  ? cellOf(doDia, seus.at(-1)!.key)
                  : sumCells(seus.map((d) => cellOf(doDia, d.key)));
              expect(cellOf(row, p.key), `${row.id} ${p.key}`).toEqual(esperado);
            }
            expect(cellOf(row, 'total'), row.id).toEqual(cellOf(doDia, 'total'));
          }
        }),
        { numRuns: 60 },
      );
    },
  );

  it('saldo final = saldo inicial + the net flow of the lines; the next period starts where the last ended', () => {
    fc.assert(
      fc.property(cenario, fc.constantFrom<TipoDePeriodoDfc>('Diario', 'Mensal', 'Trimestral'), (c, tipo) => {
        const r = calcular(c, tipo);
        const periodos = r.colunas.filter((col) => col.tipo === 'periodo');
        const fluxo = (key: string) =>
          c.fatos
            .filter((f) => f.contaFranqueadorId !== null && 'abcd'.includes(f.contaFranqueadorId))
            .filter((f) => f.dia >= r.colunas.at(-1)!.inicio && f.dia <= r.colunas.at(-1)!.fim)
            .filter((f) => key === 'total' || chaveDoDia(f.dia, tipo) === key)
            .reduce((soma, f) => soma + f.valor, 0n);
        expect(r.saldos!.inicial['total']!.valor).toBe(c.aberturas[0] + c.aberturas[1]);
        for (const [t, col] of [...periodos, r.colunas.at(-1)!].entries()) {
          const [inicial, final] = [r.saldos!.inicial[col.key]!, r.saldos!.final[col.key]!];
          expect(final.valor - inicial.valor).toBe(fluxo(col.key));
          expect(final.valor).toBe(final.contas.reduce((s, x) => s + x.valor, 0n));
          if (t > 0 && col.tipo === 'periodo') expect(inicial).toEqual(r.saldos!.final[periodos[t - 1]!.key]);
        }
      }),
      { numRuns: 150 },
    );
  });
});
