import { describe, expect, it } from 'vitest';
import { computeDre } from './compute-dre.ts';
import { celula, extra, fato, layout, modelo } from './fixtures.ts';
import type { ValorOrcadoDre } from './types.ts';

// 'Comparar com orçado' (issue 11 §3): per period the budget, Var. (R − O) and Var. % ((R − O) ÷ |O|) after the
// actual; the budget of account, manual, CMV and PDV lines as typed for each line (with the line's sinal), of
// totals and formulas computed like the actual.

const linhas = modelo(
  { codigo: 'RB', tipo: 'total', isBase: true },
  { codigo: 'CARTAO', tipo: 'conta', pai: 'RB', contaIds: ['c1', 'c2'] },
  { codigo: 'PIX', tipo: 'conta', pai: 'RB', contaIds: ['c3'] },
  { codigo: 'MAN', tipo: 'manual' },
  { codigo: 'RES', tipo: 'formula', formula: 'RB + MAN' },
  { codigo: 'MPDV', tipo: 'total' },
  { codigo: 'TKT', tipo: 'pdv', tipoDeValorDePdv: '1', pai: 'MPDV' },
  { codigo: 'CMV', tipo: 'cmv', pai: 'MPDV' },
  // a second CMV line, shown positive (sinal −1): its own budget, not the other CMV line's
  { codigo: 'CMVP', tipo: 'cmv', sinal: -1 },
  { codigo: 'LB', tipo: 'formula', formula: 'RES + CMV' },
);
const JAN = '2026-01-01';
const FEV = '2026-02-01';
const orcado = (codigo: string, mes: string, valor: bigint): ValorOrcadoDre => ({
  linhaId: `L-${codigo}`,
  mes,
  valor,
});

const fatos = [
  fato('c1', JAN, 60_000n),
  fato('c2', JAN, 40_000n),
  fato('c3', JAN, 20_000n),
  fato('c1', FEV, 50_000n),
  fato('c3', FEV, 10_000n),
];
const extras = [
  extra('manual', 'L-MAN', JAN, -5_000n),
  extra('pdv', '1', JAN, 120_000n),
  extra('cmv', null, JAN, -40_000n),
  extra('cmv', null, FEV, -30_000n),
];
const orcados = [
  orcado('CARTAO', JAN, 80_000n),
  // two rows of the same line and month (two stores) are summed
  orcado('PIX', JAN, 15_000n),
  orcado('PIX', JAN, 10_000n),
  orcado('MAN', JAN, -4_000n),
  orcado('TKT', JAN, 100_000n),
  // typed as the ledger signs a cost, like the actual CMV (and a manual line's budget)
  orcado('CMV', JAN, -50_000n),
  orcado('CMVP', JAN, -32_000n),
  orcado('CARTAO', FEV, 0n),
  // outside filter A: never read into a column
  orcado('CARTAO', '2025-12-01', 99_999n),
];

function dre(outros: Parameters<typeof layout>[0] = {}) {
  return computeDre({
    linhas,
    fatos,
    extras,
    orcados,
    layout: layout({ compararComOrcado: true, totalizarPeriodo: true, ...outros }),
  });
}

describe('comparar com orçado', () => {
  it('lays out Orçado, Var. and Var. % after each period and the total', () => {
    const r = dre();
    expect(r.matriz.columns.map((c) => [c.key, c.header, c.format])).toEqual([
      ['A:2026-01', '01/2026', 'moeda'],
      ['orc:A:2026-01', 'Orçado', 'moeda'],
      ['orc:dif:A:2026-01', 'Var.', 'moeda'],
      ['orc:var:A:2026-01', 'Var. %', 'percentual'],
      ['A:2026-02', '02/2026', 'moeda'],
      ['orc:A:2026-02', 'Orçado', 'moeda'],
      ['orc:dif:A:2026-02', 'Var.', 'moeda'],
      ['orc:var:A:2026-02', 'Var. %', 'percentual'],
      ['total:A', 'Total', 'moeda'],
      ['orc:total:A', 'Orçado', 'moeda'],
      ['orc:dif:total:A', 'Var.', 'moeda'],
      ['orc:var:total:A', 'Var. %', 'percentual'],
    ]);
    expect(r.colunas.slice(0, 4).map((c) => [c.tipo, c.filtro, c.mes])).toEqual([
      ['valor', 'A', JAN],
      ['orcado', 'A', JAN],
      ['diferenca-orcado', null, JAN],
      ['variacao-orcado', null, JAN],
    ]);
  });

  it('puts the vertical analysis of the actual before the budget', () => {
    const r = dre({ analiseVertical: true, totalizarPeriodo: false });
    expect(r.matriz.columns.slice(0, 5).map((c) => c.header)).toEqual([
      '01/2026',
      'AV %',
      'Orçado',
      'Var.',
      'Var. %',
    ]);
  });

  it("gives an account line its typed budget, the variance in value and %, and no budget to its accounts' rows", () => {
    const r = dre();
    expect(celula(r, 'CARTAO', 'A:2026-01')).toBe(100_000n);
    expect(celula(r, 'CARTAO', 'orc:A:2026-01')).toBe(80_000n);
    expect(celula(r, 'CARTAO', 'orc:dif:A:2026-01')).toBe(20_000n);
    expect(celula(r, 'CARTAO', 'orc:var:A:2026-01')).toBeCloseTo(0.25, 12);
    expect(celula(r, 'PIX', 'orc:A:2026-01')).toBe(25_000n);
    expect(celula(r, 'PIX', 'orc:var:A:2026-01')).toBeCloseTo(-0.2, 12);
    expect(celula(r, 'CARTAO/c1', 'A:2026-01')).toBe(60_000n);
    expect(celula(r, 'CARTAO/c1', 'orc:A:2026-01')).toBeNull();
    expect(celula(r, 'CARTAO/c1', 'orc:dif:A:2026-01')).toBeNull();
  });

  it('leaves Orçado, Var. and Var. % empty (not zero) where there is no budget, and Var. % where it is zero', () => {
    const r = dre();
    // PIX has an actual in February and no budget
    expect(celula(r, 'PIX', 'A:2026-02')).toBe(10_000n);
    for (const coluna of ['orc:A:2026-02', 'orc:dif:A:2026-02', 'orc:var:A:2026-02'])
      expect(celula(r, 'PIX', coluna)).toBeNull();
    // a CMV line with an actual and no budget in February
    expect(celula(r, 'CMV', 'A:2026-02')).toBe(-30_000n);
    for (const coluna of ['orc:A:2026-02', 'orc:dif:A:2026-02', 'orc:var:A:2026-02'])
      expect(celula(r, 'CMV', coluna)).toBeNull();
    expect(celula(r, 'MPDV', 'orc:A:2026-02')).toBeNull();
    // a zero budget: the variance in value is the actual, in % nothing (÷ 0)
    expect(celula(r, 'CARTAO', 'orc:A:2026-02')).toBe(0n);
    expect(celula(r, 'CARTAO', 'orc:dif:A:2026-02')).toBe(50_000n);
    expect(celula(r, 'CARTAO', 'orc:var:A:2026-02')).toBeNull();
  });

  it("computes a total's budget from its children, a formula's from its references, and the period's total", () => {
    const r = dre();
    expect(celula(r, 'RB', 'orc:A:2026-01')).toBe(105_000n);
    expect(celula(r, 'RB', 'orc:dif:A:2026-01')).toBe(15_000n);
    expect(celula(r, 'MAN', 'orc:A:2026-01')).toBe(-4_000n);
    expect(celula(r, 'MAN', 'orc:var:A:2026-01')).toBeCloseTo(-0.25, 12);
    expect(celula(r, 'RES', 'orc:A:2026-01')).toBe(101_000n);
    expect(celula(r, 'RES', 'A:2026-01')).toBe(115_000n);
    expect(celula(r, 'CARTAO', 'orc:total:A')).toBe(80_000n);
    expect(celula(r, 'RB', 'orc:total:A')).toBe(105_000n);
    expect(celula(r, 'RB', 'total:A')).toBe(180_000n);
    expect(celula(r, 'RB', 'orc:dif:total:A')).toBe(75_000n);
  });

  it('gives a CMV and a PDV line the budget typed for each line, with its sinal, and the variance', () => {
    const r = dre();
    expect(celula(r, 'TKT', 'A:2026-01')).toBe(120_000n);
    expect(celula(r, 'TKT', 'orc:A:2026-01')).toBe(100_000n);
    expect(celula(r, 'TKT', 'orc:dif:A:2026-01')).toBe(20_000n);
    expect(celula(r, 'TKT', 'orc:var:A:2026-01')).toBeCloseTo(0.2, 12);
    expect(celula(r, 'CMV', 'A:2026-01')).toBe(-40_000n);
    expect(celula(r, 'CMV', 'orc:A:2026-01')).toBe(-50_000n);
    expect(celula(r, 'CMV', 'orc:dif:A:2026-01')).toBe(10_000n);
    expect(celula(r, 'CMV', 'orc:var:A:2026-01')).toBeCloseTo(0.2, 12);
    // the other CMV line: its own budget, shown with its sinal like its actual
    expect(celula(r, 'CMVP', 'A:2026-01')).toBe(40_000n);
    expect(celula(r, 'CMVP', 'orc:A:2026-01')).toBe(32_000n);
    expect(celula(r, 'CMVP', 'orc:dif:A:2026-01')).toBe(8_000n);
    expect(celula(r, 'CMVP', 'orc:var:A:2026-01')).toBeCloseTo(0.25, 12);
    expect(celula(r, 'CMV', 'orc:total:A')).toBe(-50_000n);
  });

  it('includes the CMV and PDV budgets in the totals and formulas over them', () => {
    const r = dre();
    // MPDV = TKT + CMV
    expect(celula(r, 'MPDV', 'A:2026-01')).toBe(80_000n);
    expect(celula(r, 'MPDV', 'orc:A:2026-01')).toBe(50_000n);
    expect(celula(r, 'MPDV', 'orc:dif:A:2026-01')).toBe(30_000n);
    expect(celula(r, 'MPDV', 'orc:var:A:2026-01')).toBeCloseTo(0.6, 12);
    // LB = RES + CMV: 101 000 − 50 000 budgeted, 115 000 − 40 000 done
    expect(celula(r, 'LB', 'orc:A:2026-01')).toBe(51_000n);
    expect(celula(r, 'LB', 'A:2026-01')).toBe(75_000n);
    expect(celula(r, 'LB', 'orc:dif:A:2026-01')).toBe(24_000n);
    expect(celula(r, 'LB', 'orc:var:A:2026-01')).toBeCloseTo(24_000 / 51_000, 12);
  });

  it('adds nothing when the option is off, and the budget read changes no actual cell', () => {
    const sem = computeDre({ linhas, fatos, extras, orcados, layout: layout({ totalizarPeriodo: true }) });
    expect(sem.matriz.columns.map((c) => c.key)).toEqual(['A:2026-01', 'A:2026-02', 'total:A']);
    const com = dre();
    for (const codigo of [
      'RB',
      'CARTAO',
      'PIX',
      'MAN',
      'RES',
      'MPDV',
      'TKT',
      'CMV',
      'CMVP',
      'LB',
      'CARTAO/c1',
    ])
      for (const coluna of ['A:2026-01', 'A:2026-02', 'total:A'])
        expect(celula(com, codigo, coluna)).toEqual(celula(sem, codigo, coluna));
  });
});
