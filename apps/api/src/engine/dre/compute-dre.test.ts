import { describe, expect, it } from 'vitest';
import { findRow, flattenMatrix, serializeMatrix } from '../matrix.ts';
import { computeDre } from './compute-dre.ts';
import { celula, extra, fato, layout, modelo } from './fixtures.ts';
import { somarNaoMapeados } from './indice.ts';
import { linhasEmArvore, type NoDeLinha } from './linhas.ts';
import type { FatoDre, LinhaModeloDre, ValorExtraDre } from './types.ts';

const JAN = '2026-01-01';
const FEV = '2026-02-01';

/** A small management DRE with every line type, on the ledger's signs (revenue +, cost −). */
const linhas = modelo(
  { codigo: 'RB', tipo: 'total', isBase: true },
  { codigo: 'RB.VENDAS', tipo: 'conta', pai: 'RB', contaIds: ['credito', 'pix'] },
  { codigo: 'RB.OUTRAS', tipo: 'conta', pai: 'RB', contaIds: ['outras'] },
  { codigo: 'DED', tipo: 'conta', contaIds: ['impostos'] },
  { codigo: 'RL', tipo: 'formula', formula: 'RB + DED' },
  { codigo: 'CMV', tipo: 'total' },
  { codigo: 'CMV.ESTOQUE', tipo: 'cmv', pai: 'CMV' },
  { codigo: 'CMV.EMB', tipo: 'conta', pai: 'CMV', contaIds: ['embalagens'] },
  { codigo: 'RATEIO', tipo: 'manual' },
  { codigo: 'LB', tipo: 'formula', formula: 'RL + CMV + RATEIO' },
  { codigo: 'MARGEM', tipo: 'formula', formula: 'LB / RB' },
  { codigo: 'PDV', tipo: 'total' },
  { codigo: 'FATPDV', tipo: 'pdv', tipoDeValorDePdv: '1', pai: 'PDV' },
  { codigo: 'CUPONS', tipo: 'pdv', tipoDeValorDePdv: '2', pai: 'PDV' },
  { codigo: 'TICKET', tipo: 'formula', formula: 'FATPDV / CUPONS' },
);

const fatos: FatoDre[] = [
  fato('credito', JAN, 100_000n),
  fato('credito', JAN, 50_000n),
  fato('pix', JAN, 20_000n),
  fato('outras', JAN, 0n),
  fato('impostos', JAN, -17_000n),
  fato('embalagens', JAN, -3_000n),
  fato('credito', FEV, 80_000n),
  fato('impostos', FEV, 0n),
  // unmapped: franchisee accounts with no approved De-Para
  fato(null, JAN, 12_345n),
  fato(null, FEV, -345n),
];

const extras: ValorExtraDre[] = [
  extra('cmv', null, JAN, -40_000n),
  extra('manual', 'L-RATEIO', JAN, -5_000n),
  extra('pdv', '1', JAN, 1_234_500n),
  // 300 coupons, stored in hundredths like money
  extra('pdv', '2', JAN, 30_000n),
  extra('pdv', '1', FEV, 10_000n),
  extra('pdv', '2', FEV, 0n),
];

const dre = (l: LinhaModeloDre[] = linhas, f = fatos, e = extras) =>
  computeDre({ linhas: l, fatos: f, extras: e, layout: layout() });

describe('the DRE lines', () => {
  it('shows the model tree with one row per franchisor account under each account line', () => {
    const { matriz, referencias } = dre();
    const ids = flattenMatrix(matriz).map(({ row, level }) => `${'  '.repeat(level)}${row.id}`);
    expect(ids.slice(0, 8)).toEqual([
      'l:L-RB',
      '  l:L-RB.VENDAS',
      '    l:L-RB.VENDAS:c:credito',
      '    l:L-RB.VENDAS:c:pix',
      '  l:L-RB.OUTRAS',
      '    l:L-RB.OUTRAS:c:outras',
      'l:L-DED',
      '  l:L-DED:c:impostos',
    ]);
    expect(findRow(matriz, 'l:L-RB.VENDAS:c:pix')).toMatchObject({
      label: 'PIX - Conta pix',
      kind: 'detalhe',
    });
    expect(findRow(matriz, 'l:L-RB')).toMatchObject({ label: 'Linha RB', code: 'RB', kind: 'total' });
    expect(findRow(matriz, 'l:L-RL')).toMatchObject({ kind: 'total', format: null });
    expect(findRow(matriz, 'l:L-CMV.ESTOQUE')).toMatchObject({ kind: 'linha' });
    expect(referencias['l:L-RB.VENDAS:c:pix']).toEqual({
      linhaId: 'L-RB.VENDAS',
      tipo: 'conta',
      contaFranqueadorId: 'pix',
      tipoDeValorDePdv: null,
    });
    expect(referencias['l:L-FATPDV']).toEqual({
      linhaId: 'L-FATPDV',
      tipo: 'pdv',
      contaFranqueadorId: null,
      tipoDeValorDePdv: '1',
    });
    expect(Object.keys(referencias)).toHaveLength(flattenMatrix(matriz).length);
  });

  it('sums an account line from its franchisor accounts, and a total from its children, to the centavo', () => {
    const r = dre();
    expect(celula(r, 'RB.VENDAS/credito', 'A:2026-01')).toBe(150_000n);
    expect(celula(r, 'RB.VENDAS/pix', 'A:2026-01')).toBe(20_000n);
    expect(celula(r, 'RB.VENDAS', 'A:2026-01')).toBe(170_000n);
    expect(celula(r, 'RB', 'A:2026-01')).toBe(170_000n);
    expect(celula(r, 'RL', 'A:2026-01')).toBe(153_000n);
    expect(celula(r, 'CMV', 'A:2026-01')).toBe(-43_000n);
    expect(celula(r, 'LB', 'A:2026-01')).toBe(105_000n);
    expect(celula(r, 'RB', 'A:2026-02')).toBe(80_000n);
  });

  it('keeps no data (null) apart from a zero, end to end to the JSON', () => {
    const r = dre();
    expect(celula(r, 'RB.OUTRAS', 'A:2026-01')).toBe(0n);
    expect(celula(r, 'RB.OUTRAS', 'A:2026-02')).toBeNull();
    expect(celula(r, 'RB.VENDAS/pix', 'A:2026-02')).toBeNull();
    expect(celula(r, 'DED', 'A:2026-02')).toBe(0n);
    expect(celula(r, 'RATEIO', 'A:2026-02')).toBeNull();
    expect(celula(r, 'CMV', 'A:2026-02')).toBeNull();
    // no data + value = value
    expect(celula(r, 'LB', 'A:2026-02')).toBe(80_000n);
    const json = serializeMatrix(r.matriz);
    const outras = json.rows[0]!.children[1]!;
    expect(outras.cells).toEqual({ 'A:2026-01': 0, 'A:2026-02': null });
  });

  it('reads manual, CMV and PDV lines from their values, empty where there are none', () => {
    const r = dre();
    expect(celula(r, 'RATEIO', 'A:2026-01')).toBe(-5_000n);
    expect(celula(r, 'CMV.ESTOQUE', 'A:2026-01')).toBe(-40_000n);
    expect(celula(r, 'FATPDV', 'A:2026-01')).toBe(1_234_500n);
    expect(celula(r, 'CUPONS', 'A:2026-02')).toBe(0n);
  });

  it('computes a ratio of PDV values in reais per coupon, with a decimal format', () => {
    const r = dre();
    // R$ 12.345,00 over 300 coupons: both in hundredths, so the ratio is already reais per coupon.
    expect(celula(r, 'TICKET', 'A:2026-01')).toBe(41.15);
    expect(findRow(r.matriz, 'l:L-TICKET')).toMatchObject({ format: 'decimal', kind: 'total' });
    expect(celula(r, 'MARGEM', 'A:2026-01')).toBeCloseTo(105_000 / 170_000, 12);
  });

  it('gives an empty cell when a formula divides by zero', () => {
    const r = dre();
    expect(celula(r, 'TICKET', 'A:2026-02')).toBeNull();
  });

  it('leaves unmapped money out of every line, and reports it per column', () => {
    const r = dre();
    expect(celula(r, 'RB', 'A:2026-01')).toBe(170_000n);
    expect(somarNaoMapeados(fatos, layout({ totalizarPeriodo: true }))).toEqual({
      'A:2026-01': 12_345n,
      'A:2026-02': -345n,
      'total:A': 12_000n,
    });
  });
});

describe('formula errors', () => {
  const comErros = modelo(
    { codigo: 'RB', tipo: 'conta', contaIds: ['credito'] },
    { codigo: 'X', tipo: 'formula', formula: 'RB + NAOEXISTE' },
    { codigo: 'A', tipo: 'formula', formula: 'B * 2' },
    { codigo: 'B', tipo: 'formula', formula: 'A * 2' },
    { codigo: 'AUTO', tipo: 'formula', formula: 'AUTO + RB' },
    { codigo: 'DEPENDE', tipo: 'formula', formula: 'RB + A' },
    { codigo: 'SINTAXE', tipo: 'formula', formula: 'RB + * 2' },
    { codigo: 'MISTURA', tipo: 'formula', formula: 'RB + 1' },
    { codigo: 'T', tipo: 'total' },
    { codigo: 'T.A', tipo: 'conta', pai: 'T', contaIds: ['credito'] },
    { codigo: 'T.R', tipo: 'formula', pai: 'T', formula: 'RB / RB' },
    { codigo: 'CICLO', tipo: 'total' },
    { codigo: 'CICLO.F', tipo: 'formula', pai: 'CICLO', formula: 'CICLO * 0.5' },
  );
  const r = computeDre({
    linhas: comErros,
    fatos: [fato('credito', JAN, 100n)],
    extras: [],
    layout: layout(),
  });

  it('marks a code that names no line as an invalid reference, in every column', () => {
    for (const coluna of ['A:2026-01', 'A:2026-02'])
      expect(celula(r, 'X', coluna)).toEqual({
        erro: 'referencia-invalida',
        message: 'Referência inválida: NAOEXISTE',
      });
  });

  it('detects circular references (through other lines, itself, or a total) without recursing forever', () => {
    expect(celula(r, 'A', 'A:2026-01')).toEqual({
      erro: 'referencia-circular',
      message: 'Referência circular: A → B → A',
    });
    expect(celula(r, 'B', 'A:2026-01')).toMatchObject({ erro: 'referencia-circular' });
    expect(celula(r, 'AUTO', 'A:2026-01')).toMatchObject({ erro: 'referencia-circular' });
    expect(celula(r, 'CICLO', 'A:2026-01')).toMatchObject({ erro: 'referencia-circular' });
    expect(celula(r, 'DEPENDE', 'A:2026-01')).toMatchObject({ erro: 'referencia-circular' });
  });

  it('shows a syntax error or a meaningless sum as an invalid value, not an exception', () => {
    expect(celula(r, 'SINTAXE', 'A:2026-01')).toMatchObject({
      erro: 'valor-invalido',
      message: expect.stringMatching(/^Fórmula inválida: /),
    });
    expect(celula(r, 'MISTURA', 'A:2026-01')).toMatchObject({ erro: 'valor-invalido' });
    // a total of money and a ratio
    expect(celula(r, 'T', 'A:2026-01')).toEqual({
      erro: 'valor-invalido',
      message: 'Valor inválido: soma de dinheiro com número',
    });
    expect(celula(r, 'RB', 'A:2026-01')).toBe(100n);
  });
});

describe('sinal', () => {
  const comSinal = modelo(
    { codigo: 'RB', tipo: 'conta', contaIds: ['credito'] },
    { codigo: 'CUSTOS', tipo: 'total', sinal: -1 },
    { codigo: 'CUSTOS.PES', tipo: 'conta', pai: 'CUSTOS', contaIds: ['salarios', 'encargos'], sinal: -1 },
    { codigo: 'CUSTOS.ALU', tipo: 'conta', pai: 'CUSTOS', contaIds: ['aluguel'] },
    { codigo: 'RES', tipo: 'formula', formula: 'RB - CUSTOS' },
    { codigo: 'NEG', tipo: 'formula', formula: 'RB', sinal: -1 },
  );
  const r = computeDre({
    linhas: comSinal,
    fatos: [
      fato('credito', JAN, 1_000n),
      fato('salarios', JAN, -300n),
      fato('encargos', JAN, -100n),
      fato('aluguel', JAN, -50n),
    ],
    extras: [],
    layout: layout(),
  });

  it("multiplies the line's own sum, its account rows shown with the line's sign so they add up to it", () => {
    expect(celula(r, 'CUSTOS.PES/salarios', 'A:2026-01')).toBe(300n);
    expect(celula(r, 'CUSTOS.PES/encargos', 'A:2026-01')).toBe(100n);
    expect(celula(r, 'CUSTOS.PES', 'A:2026-01')).toBe(400n);
    expect(celula(r, 'CUSTOS.ALU', 'A:2026-01')).toBe(-50n);
  });

  it("sums a total over its children's displayed values, and formulas read the displayed values", () => {
    // −(400 + (−50))
    expect(celula(r, 'CUSTOS', 'A:2026-01')).toBe(-350n);
    expect(celula(r, 'RES', 'A:2026-01')).toBe(1_350n);
    expect(celula(r, 'NEG', 'A:2026-01')).toBe(-1_000n);
    expect(celula(r, 'NEG', 'A:2026-02')).toBeNull();
  });
});

describe('the model tree', () => {
  it('orders children by ordem, keeps orphans as roots and breaks a cycle of parents without losing a line', () => {
    const arvore = linhasEmArvore([
      ...modelo({ codigo: 'B', tipo: 'total', ordem: 2 }, { codigo: 'A', tipo: 'total', ordem: 1 }),
      ...modelo(
        { codigo: 'A.2', tipo: 'manual', pai: 'A', ordem: 5 },
        { codigo: 'A.1', tipo: 'manual', pai: 'A', ordem: 3 },
        { codigo: 'ORFA', tipo: 'manual', pai: 'SUMIU', ordem: 9 },
        { codigo: 'C1', tipo: 'total', pai: 'C2' },
        { codigo: 'C2', tipo: 'total', pai: 'C1' },
      ),
    ]);
    const codigos = (nos: NoDeLinha[]): unknown[] =>
      nos.map((no) => (no.filhos.length ? [no.linha.codigo, codigos(no.filhos)] : no.linha.codigo));
    expect(codigos(arvore)).toEqual([['A', ['A.1', 'A.2']], 'B', 'ORFA', ['C1', ['C2']]]);
  });
});
