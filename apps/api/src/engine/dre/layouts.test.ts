import { describe, expect, it } from 'vitest';
import { hasValue, sumCells, type Cell } from '../cells.ts';
import { serializeMatrix } from '../matrix.ts';
import { computeDre } from './compute-dre.ts';
import { celula, extra, fato, layout, modelo, todasAsCelulas } from './fixtures.ts';
import { graoParaLayout, type LayoutDre } from './layout.ts';
import type { FatoDre, ValorExtraDre } from './types.ts';

const JAN = '2026-01-01';
const FEV = '2026-02-01';
const MAR = '2026-03-01';

const linhas = modelo(
  { codigo: 'RB', tipo: 'total', isBase: true },
  { codigo: 'RB.VENDAS', tipo: 'conta', pai: 'RB', contaIds: ['credito', 'pix'] },
  { codigo: 'DED', tipo: 'conta', contaIds: ['impostos'] },
  { codigo: 'RL', tipo: 'formula', formula: 'RB + DED' },
  { codigo: 'RATEIO', tipo: 'manual' },
  { codigo: 'TICKET', tipo: 'formula', formula: 'RB / CUPONS' },
  { codigo: 'CUPONS', tipo: 'pdv', tipoDeValorDePdv: '2' },
);

const lojas = ['loja1', 'loja2', 'loja3'];
const centros = ['cozinha', 'salao', null];

/** Facts at the finest grain (store × cost centre × month), so each layout can aggregate what it needs. */
function fatosFinos(): FatoDre[] {
  const fatos: FatoDre[] = [];
  let n = 1n;
  for (const mes of [JAN, FEV, MAR])
    for (const empresaId of lojas.slice(0, 2))
      for (const centroDeCustoId of centros) {
        n += 1n;
        const onde = { empresaId, centroDeCustoId };
        fatos.push(fato('credito', mes, 10_000n * n + 1n, onde), fato('pix', mes, 3_001n * n, onde));
        fatos.push(fato('impostos', mes, -1_007n * n, onde));
      }
  // an unmapped entry of loja3 in B's period only: loja3 stays without data in A
  fatos.push(fato(null, '2025-01-01', 500n, { empresaId: 'loja3', filtro: 'B' }));
  return fatos;
}

function extrasFinos(): ValorExtraDre[] {
  return [
    extra('manual', 'L-RATEIO', JAN, -999n, { empresaId: 'loja1', centroDeCustoId: 'cozinha' }),
    extra('pdv', '2', JAN, 1_000n, { empresaId: 'loja1' }),
    extra('pdv', '2', JAN, 3_000n, { empresaId: 'loja2' }),
  ];
}

/** The facts at a layout's grain: the dimensions it does not keep are summed away, as the read path would. */
function noGrao<T extends FatoDre | ValorExtraDre>(valores: T[], l: LayoutDre): T[] {
  const grao = graoParaLayout(l);
  return valores.map((v) => ({
    ...v,
    // a layout of period columns reads each fact summed over its filter's period, dated its first month
    mes: grao.porMes === false ? noPeriodo(v, l) : v.mes,
    empresaId: grao.porEmpresa ? v.empresaId : null,
    centroDeCustoId: grao.porCentroDeCusto ? v.centroDeCustoId : null,
  }));
}

/** The first month of the fact's filter period when the fact is in it (a fact outside stays outside). */
function noPeriodo(v: FatoDre | ValorExtraDre, l: LayoutDre): string {
  const periodo = v.filtro === 'A' ? l.filtros.A : l.filtros.B;
  return periodo && v.mes >= periodo.inicio && v.mes <= periodo.fim ? periodo.inicio : v.mes;
}

/** B is the same data as A, one year earlier. */
function comB<T extends FatoDre | ValorExtraDre>(valores: T[]): T[] {
  const b = valores
    .filter((v) => v.filtro === 'A')
    .map((v) => ({ ...v, filtro: 'B' as const, mes: `2025${v.mes.slice(4)}` }));
  return [...valores, ...b];
}

const trimestre = { inicio: JAN, fim: MAR };

function calcular(l: LayoutDre, opcoes: { b?: boolean } = {}) {
  const fatos = noGrao(opcoes.b ? comB(fatosFinos()) : fatosFinos(), l);
  const extras = noGrao(opcoes.b ? comB(extrasFinos()) : extrasFinos(), l);
  return computeDre({ linhas, fatos, extras, layout: l });
}

const moneyRows = (r: ReturnType<typeof calcular>) =>
  todasAsCelulas(r).filter((row) => !['l:L-TICKET'].includes(row.id));

describe('months, totals and the analyses', () => {
  it('lays out the months of A as MM/yyyy, and the period total equal to the sum of the months', () => {
    const r = calcular(layout({ filtros: { A: trimestre }, totalizarPeriodo: true }));
    expect(r.matriz.columns.map((c) => [c.key, c.header, c.format])).toEqual([
      ['A:2026-01', '01/2026', 'moeda'],
      ['A:2026-02', '02/2026', 'moeda'],
      ['A:2026-03', '03/2026', 'moeda'],
      ['total:A', 'Total', 'moeda'],
    ]);
    expect(r.colunas[3]).toMatchObject({ tipo: 'valor', filtro: 'A', mes: null });
    for (const row of moneyRows(r))
      expect(row.celulas('total:A')).toBe(sumCells(['A:2026-01', 'A:2026-02', 'A:2026-03'].map(row.celulas)));
    // a ratio's total is the ratio of the totals, never a sum of ratios
    expect(celula(r, 'TICKET', 'total:A')).toBe(Number(celula(r, 'RB', 'total:A')) / 4_000);
  });

  it('puts A, its AV, B, its AV, AH and the difference side by side, per month and for the totals', () => {
    const l = layout({
      filtros: { A: trimestre, B: { inicio: '2025-01-01', fim: '2025-03-01' } },
      analiseVertical: true,
      analiseHorizontal: true,
      adicionarDiferenca: true,
      totalizarPeriodo: true,
    });
    const r = calcular(l, { b: true });
    const colunas = r.matriz.columns;
    expect(colunas.slice(0, 6).map((c) => [c.key, c.header, c.format])).toEqual([
      ['A:2026-01', '01/2026', 'moeda'],
      ['av:A:2026-01', 'AV %', 'percentual'],
      ['B:2025-01', '01/2025', 'moeda'],
      ['av:B:2025-01', 'AV %', 'percentual'],
      ['var:0', 'AH %', 'percentual'],
      ['dif:0', 'Diferença', 'moeda'],
    ]);
    expect(colunas.slice(-6).map((c) => c.header)).toEqual([
      'Total A',
      'AV %',
      'Total B',
      'AV %',
      'AH %',
      'Diferença',
    ]);
    expect(colunas).toHaveLength(4 * 6);
    expect(r.colunas[4]).toMatchObject({ tipo: 'variacao', filtro: null, mes: JAN });
    // A against the same data gives 0 % variation and no difference, wherever A has a value
    for (const row of moneyRows(r))
      for (const i of ['0', '1', '2', 'total']) {
        const a = row.celulas(i === 'total' ? 'total:A' : `A:2026-0${Number(i) + 1}`);
        if (hasValue(a) && a !== 0n) expect(row.celulas(`var:${i}`)).toBe(0);
        if (hasValue(a)) expect(row.celulas(`dif:${i}`)).toBe(0n);
      }
  });

  it('computes AH as (B − A) ÷ |A|, empty when A is zero or either has no data, and the difference B − A', () => {
    const fatos = [
      fato('credito', JAN, -200n),
      fato('credito', '2025-01-01', -150n, { filtro: 'B' }),
      fato('pix', JAN, 0n),
      fato('pix', '2025-01-01', 70n, { filtro: 'B' }),
      fato('impostos', '2025-01-01', -9n, { filtro: 'B' }),
    ];
    const l = layout({
      filtros: { A: { inicio: JAN, fim: JAN }, B: { inicio: '2025-01-01', fim: '2025-01-01' } },
      analiseHorizontal: true,
      adicionarDiferenca: true,
    });
    const r = computeDre({ linhas, fatos, extras: [], layout: l });
    expect(celula(r, 'RB.VENDAS/credito', 'var:0')).toBe(0.25);
    expect(celula(r, 'RB.VENDAS/credito', 'dif:0')).toBe(50n);
    expect(celula(r, 'RB.VENDAS/pix', 'var:0')).toBeNull();
    expect(celula(r, 'DED', 'var:0')).toBeNull();
    expect(celula(r, 'DED', 'dif:0')).toBe(-9n);
  });

  it('divides each value by the base line of the same column, the base line being 100 %', () => {
    const r = calcular(layout({ analiseVertical: true }));
    for (const mes of ['2026-01', '2026-02']) {
      const rb = celula(r, 'RB', `A:${mes}`) as bigint;
      expect(celula(r, 'RB', `av:A:${mes}`)).toBe(1);
      expect(celula(r, 'DED', `av:A:${mes}`)).toBe(Number(celula(r, 'DED', `A:${mes}`)) / Number(rb));
      expect(celula(r, 'RB.VENDAS/pix', `av:A:${mes}`)).toBe(
        Number(celula(r, 'RB.VENDAS/pix', `A:${mes}`)) / Number(rb),
      );
    }
    // a ratio line shows no percentage of the base; a line with no data no AV
    expect(celula(r, 'TICKET', 'av:A:2026-01')).toBeNull();
    expect(celula(r, 'RATEIO', 'av:A:2026-02')).toBeNull();
  });

  it('refuses periods A and B of different lengths (the server validates first)', () => {
    const l = layout({ analiseHorizontal: true, filtros: { A: trimestre, B: { inicio: JAN, fim: FEV } } });
    expect(() => computeDre({ linhas, fatos: [], extras: [], layout: l })).toThrow(/mesmo tamanho/);
  });
});

describe('cost centres', () => {
  const centrosDeCusto = [
    { id: 'cozinha', nome: 'Cozinha' },
    { id: 'salao', nome: 'Salão' },
  ];

  it('puts each cost centre in its own column over the period, then the consolidated total (forced on)', () => {
    const r = calcular(layout({ cadaCentroDeCustoPorColuna: true, centrosDeCusto }));
    expect(r.matriz.columns.map((c) => [c.key, c.header])).toEqual([
      ['total:A:cc:cozinha', 'Cozinha'],
      ['total:A:cc:salao', 'Salão'],
      ['total:A:cc:sem', 'Sem centro de custo'],
      ['total:A', 'Total'],
    ]);
    expect(r.colunas[2]).toMatchObject({ centroDeCusto: { id: null }, mes: null, filtro: 'A' });
    expect(r.colunas[3]).toMatchObject({ centroDeCusto: null });
    for (const row of moneyRows(r))
      expect(sumCells(['cozinha', 'salao', 'sem'].map((c) => row.celulas(`total:A:cc:${c}`)))).toBe(
        row.celulas('total:A'),
      );
  });

  it('gives the consolidated value of the plain layout, and per cost centre in the cost-centre view', () => {
    const simples = calcular(layout({ totalizarPeriodo: true }));
    const porCentro = calcular(layout({ cadaCentroDeCustoPorColuna: true, centrosDeCusto }));
    const visao = calcular(layout({ visaoPorCentroDeCusto: true, centrosDeCusto }));
    expect(visao.matriz.columns.map((c) => [c.key, c.header])).toEqual([
      ['cc:cozinha', 'Cozinha'],
      ['cc:salao', 'Salão'],
      ['cc:sem', 'Sem centro de custo'],
    ]);
    for (const codigo of ['RB', 'RB.VENDAS/pix', 'DED', 'RL', 'RATEIO']) {
      expect(celula(porCentro, codigo, 'total:A')).toBe(celula(simples, codigo, 'total:A'));
      for (const c of ['cozinha', 'salao', 'sem'])
        expect(celula(visao, codigo, `cc:${c}`)).toBe(celula(porCentro, codigo, `total:A:cc:${c}`));
    }
  });
});

describe('view by store', () => {
  const empresas = [
    { id: 'loja1', nome: 'Loja Centro' },
    { id: 'loja2', nome: 'Loja Norte' },
    { id: 'loja3', nome: 'Loja Sul' },
  ];
  const porLoja = layout({ filtros: { A: trimestre }, visaoPorLoja: true, tirarMedia: true, empresas });
  const r = calcular(porLoja);
  const consolidado = calcular(layout({ filtros: { A: trimestre }, totalizarPeriodo: true }));

  it('has one column per store over the whole period, the store without entries marked "sem dados"', () => {
    expect(r.matriz.columns.map((c) => [c.key, c.header])).toEqual([
      ['emp:loja1', 'Loja Centro'],
      ['emp:loja2', 'Loja Norte'],
      ['emp:loja3', 'Loja Sul'],
      ['media', 'Média (2 lojas)'],
    ]);
    expect(r.colunas.map((c) => [c.empresaId, c.semDados, c.mes])).toEqual([
      ['loja1', false, null],
      ['loja2', false, null],
      ['loja3', true, null],
      [null, false, null],
    ]);
    expect(r.colunas[3]).toMatchObject({ tipo: 'media', lojasUsadas: 2 });
    for (const row of todasAsCelulas(r)) expect(row.celulas('emp:loja3')).toBeNull();
  });

  it('sums the store columns to the consolidated value computed without the store view', () => {
    for (const row of moneyRows(r)) {
      const lojasSomadas = sumCells(['loja1', 'loja2', 'loja3'].map((id) => row.celulas(`emp:${id}`)));
      const linha = todasAsCelulas(consolidado).find((c) => c.id === row.id)!;
      expect(lojasSomadas).toBe(linha.celulas('total:A'));
    }
  });

  it('averages over the stores with data only, rounded half away from zero to the centavo', () => {
    const media = (codigo: string) => {
      const soma = sumCells(['loja1', 'loja2'].map((id) => celula(r, codigo, `emp:${id}`))) as bigint;
      const q = soma / 2n;
      return soma % 2n === 0n ? q : q + (soma < 0n ? -1n : 1n);
    };
    for (const codigo of ['RB.VENDAS/credito', 'RB.VENDAS/pix', 'DED/impostos'])
      expect(celula(r, codigo, 'media')).toBe(media(codigo));
    // loja1's manual rateio only: loja2 has no value there (no data, not zero), so the average is loja1's
    expect(celula(r, 'RATEIO', 'media')).toBe(-999n);
    // the average store's lines add up like any column
    expect(celula(r, 'RL', 'media')).toBe(
      (celula(r, 'RB', 'media') as bigint) + (celula(r, 'DED', 'media') as bigint),
    );
    expect(celula(r, 'TICKET', 'media')).toBe(Number(celula(r, 'RB', 'media')) / 2_000);
  });

  it('says which grain the facts need', () => {
    expect(graoParaLayout(porLoja)).toEqual({ porEmpresa: true, porCentroDeCusto: false, porMes: false });
    expect(graoParaLayout(layout({ cadaCentroDeCustoPorColuna: true }))).toEqual({
      porEmpresa: false,
      porCentroDeCusto: true,
      porMes: false,
    });
    expect(graoParaLayout(layout({ visaoPorCentroDeCusto: true }))).toEqual({
      porEmpresa: false,
      porCentroDeCusto: true,
      porMes: false,
    });
    expect(graoParaLayout(layout())).toEqual({ porEmpresa: false, porCentroDeCusto: false, porMes: true });
  });

  it('gives the same matrix from facts summed per period as from monthly facts in the period layouts', () => {
    const periodo = [
      porLoja,
      { ...porLoja, tirarMedia: true },
      layout({ cadaCentroDeCustoPorColuna: true, centrosDeCusto: [] }),
      layout({ visaoPorCentroDeCusto: true }),
    ];
    for (const l of periodo) {
      const mensais = computeDre({ linhas, fatos: fatosFinos(), extras: extrasFinos(), layout: l });
      const porPeriodo = computeDre({
        linhas,
        fatos: noGrao(fatosFinos(), l),
        extras: noGrao(extrasFinos(), l),
        layout: l,
      });
      expect(serializeMatrix(porPeriodo.matriz)).toEqual(serializeMatrix(mensais.matriz));
      expect(porPeriodo.colunas).toEqual(mensais.colunas);
    }
  });

  it('averages nothing when no store has data', () => {
    const vazio = computeDre({ linhas, fatos: [], extras: [], layout: porLoja });
    expect(vazio.matriz.columns.at(-1)!.header).toBe('Média (0 lojas)');
    expect(todasAsCelulas(vazio).every((row) => row.celulas('media') === (null as Cell))).toBe(true);
  });
});
