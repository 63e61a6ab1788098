import type { ColunaDreJson, ReferenciaLinhaDreJson } from '@matriz/contracts';
import { describe, expect, it } from 'vitest';

import { celulaAbreDetalhes, celulaDoDetalhe, formatarCelula } from './celula.ts';

const NBSP = '\u00a0';

const coluna = (c: Partial<ColunaDreJson>): ColunaDreJson => ({
  key: 'A:2024-03',
  tipo: 'valor',
  filtro: 'A',
  mes: '2024-03-01',
  empresaId: null,
  centroDeCusto: null,
  semDados: false,
  lojasUsadas: null,
  ...c,
});

describe('formatarCelula (issue 10 §2: how a DRE cell reads)', () => {
  it('money in pt-BR, a negative with its minus sign and marked red', () => {
    expect(formatarCelula(1234.56, 'moeda')).toEqual({
      tipo: 'valor',
      texto: `R$${NBSP}1.234,56`,
      negativo: false,
    });
    expect(formatarCelula(-98765.4, 'moeda')).toEqual({
      tipo: 'valor',
      texto: `-R$${NBSP}98.765,40`,
      negativo: true,
    });
  });

  it('no data is an empty cell, a zero is R$ 0,00 (never confused)', () => {
    expect(formatarCelula(null, 'moeda')).toEqual({ tipo: 'vazio', texto: '' });
    expect(formatarCelula(undefined, 'moeda')).toEqual({ tipo: 'vazio', texto: '' });
    expect(formatarCelula(0, 'moeda')).toEqual({ tipo: 'valor', texto: `R$${NBSP}0,00`, negativo: false });
  });

  it('what rounds to zero is not red', () => {
    expect(formatarCelula(-0.001, 'moeda')).toMatchObject({ negativo: false });
  });

  it('percentages are fractions shown with 2 decimals', () => {
    expect(formatarCelula(0.1234, 'percentual').texto).toBe(`12,34${NBSP}%`);
    expect(formatarCelula(1, 'percentual').texto).toBe(`100,00${NBSP}%`);
    expect(formatarCelula(-0.05, 'percentual')).toEqual({
      tipo: 'valor',
      texto: `-5,00${NBSP}%`,
      negativo: true,
    });
  });

  it('a cell that could not be computed shows its message', () => {
    expect(formatarCelula({ erro: 'referencia-invalida', message: 'Linha XYZ não existe' }, 'moeda')).toEqual(
      {
        tipo: 'erro',
        texto: 'Linha XYZ não existe',
      },
    );
  });
});

describe('the drill-down of a cell', () => {
  it('only value columns with a number open the month detail', () => {
    expect(celulaAbreDetalhes(10, coluna({}))).toBe(true);
    expect(celulaAbreDetalhes(null, coluna({}))).toBe(false);
    expect(celulaAbreDetalhes(0.5, coluna({ tipo: 'analise-vertical' }))).toBe(false);
    expect(celulaAbreDetalhes(0.5, coluna({ tipo: 'variacao', filtro: null }))).toBe(false);
    expect(celulaAbreDetalhes(10, coluna({ tipo: 'media', mes: null }))).toBe(false);
  });

  const referencias: Record<string, ReferenciaLinhaDreJson> = {
    conta: { linhaId: 'l1', tipo: 'conta', contaFranqueadorId: 'c9', tipoDeValorDePdv: null },
    pdv: { linhaId: 'l2', tipo: 'pdv', contaFranqueadorId: null, tipoDeValorDePdv: 'cupons' },
    manual: { linhaId: 'l3', tipo: 'manual', contaFranqueadorId: null, tipoDeValorDePdv: null },
  };
  const colunas = [
    coluna({}),
    coluna({ key: 'loja', mes: null, empresaId: 'e1', filtro: 'B', centroDeCusto: { id: null } }),
  ];
  const consulta = { modeloDREId: 'm' };

  it('asks for the franchisor account, the month and the filter of the clicked cell', () => {
    expect(celulaDoDetalhe(referencias, colunas, consulta, 'conta', 'A:2024-03')).toEqual({
      linhaId: 'l1',
      PlanoDeContasId: 'c9',
      competencia: '2024-03-01',
      coluna: { filtro: 'A', empresaId: null, centroDeCusto: null },
      filter: consulta,
    });
  });

  it('a store column over the whole period: no month, the store and the cost centre of the column', () => {
    expect(celulaDoDetalhe(referencias, colunas, consulta, 'pdv', 'loja')).toEqual({
      linhaId: 'l2',
      tipoDeValorDePDV: 'cupons',
      coluna: { filtro: 'B', empresaId: 'e1', centroDeCusto: { id: null } },
      filter: consulta,
    });
  });

  it("a line's detail over the whole period, and manual lines by their id", () => {
    expect(celulaDoDetalhe(referencias, colunas, consulta, 'manual', null)).toEqual({
      linhaId: 'l3',
      linhaManualDaDREId: 'l3',
      filter: consulta,
    });
  });

  it('nothing when the answer does not say what the row or the column is', () => {
    expect(celulaDoDetalhe(referencias, colunas, consulta, 'outra', null)).toBeNull();
    expect(celulaDoDetalhe(referencias, colunas, consulta, 'conta', 'outra')).toBeNull();
  });
});
