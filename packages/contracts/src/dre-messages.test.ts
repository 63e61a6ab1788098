import { describe, expect, it } from 'vitest';
import {
  contarMeses,
  DRE_DETALHE_PAGE_SIZES,
  DRE_MAX_COLUNAS,
  DRE_MAX_MESES,
  dreMessages,
  dreRegimeOpcoes,
  dreStatusOpcoes,
  indiceDoMes,
  listarMeses,
  mesDe,
  mesDoIndice,
  mesMinimoHistoricoDre,
  rotuloMes,
  somarMeses,
} from './dre-messages.ts';

describe('DRE constants (spec 001 §9)', () => {
  it('has the regimes, statuses, limits and page sizes of the spec', () => {
    expect(dreRegimeOpcoes).toEqual([
      { value: 1, label: 'Competência' },
      { value: 2, label: 'Caixa' },
    ]);
    expect(dreStatusOpcoes.map((o) => [o.value, o.label])).toEqual([
      [0, 'Ambos'],
      [1, 'Abertos'],
      [2, 'Liquidados'],
    ]);
    expect(DRE_MAX_MESES).toBe(12);
    expect(DRE_MAX_COLUNAS).toBe(36);
    expect(DRE_DETALHE_PAGE_SIZES).toEqual([10, 30, 50, 100]);
  });

  it('quotes the spec messages verbatim', () => {
    expect(dreMessages.required).toBe('Campo obrigatório');
    expect(dreMessages.maxColunas).toBe(
      'Relatórios com mais de 36 colunas são gerados exclusivamente via exportação para Excel.',
    );
    expect(dreMessages.maxMeses).toBe('A quantidade de meses selecionados ultrapassou o limite de 12 meses.');
    expect(dreMessages.mesesDiferentes).toBe('Os meses do filtroA e filtroB devem ser iguais.');
    expect(dreMessages.exportarFiltrosInvalidos).toBe('Por favor, configure os filtros para exportar.');
    expect(dreMessages.requisicaoFalhou).toBe('Ocorreu algum problema com a requisição !');
    expect(dreMessages.vazio).toBe('Nada encontrado !');
    expect(dreMessages.semDetalhes).toBe('Não existem detalhes para esse item.');
    expect(dreMessages.semAcesso).toBe('Não possui acesso');
    expect(dreMessages.somentePremium).toBe('Detalhe de DRE está disponível apenas para usuários premium.');
    expect(dreMessages.exportarDetalheFalhou('Receita Bruta')).toBe(
      'Não foi possível Exportar detalhes para Receita Bruta',
    );
  });
});

describe('DRE months', () => {
  it('reads YYYY-MM and any valid day of a month as its first day', () => {
    expect(mesDe('2024-03')).toBe('2024-03-01');
    expect(mesDe('2024-03-31')).toBe('2024-03-01');
    expect(mesDe('2024-02-29')).toBe('2024-02-01');
  });

  it('refuses days that do not exist, other formats and years out of reach', () => {
    for (const v of [
      '2023-02-29',
      '2024-04-31',
      '2024-13',
      '2024-00-10',
      '2024-1-01',
      '03/2024',
      '2024-03-01T00:00:00Z',
    ])
      expect(mesDe(v), v).toBeNull();
    expect(mesDe('1999-12')).toBeNull();
    expect(mesDe('2101-01')).toBeNull();
    expect(mesDe(null)).toBeNull();
    expect(mesDe(undefined)).toBeNull();
  });

  it('counts and lists months both ends included, across years', () => {
    expect(contarMeses('2024-01-01', '2024-12-31')).toBe(12);
    expect(contarMeses('2024-01-01', '2025-01-01')).toBe(13);
    expect(contarMeses('2023-11', '2024-02')).toBe(4);
    expect(contarMeses('2024-03', '2024-03')).toBe(1);
    expect(contarMeses('2024-03', '2024-02')).toBe(0);
    expect(contarMeses('2024-03', undefined)).toBe(0);
    expect(listarMeses('2023-11-15', '2024-02-10')).toEqual([
      '2023-11-01',
      '2023-12-01',
      '2024-01-01',
      '2024-02-01',
    ]);
    expect(listarMeses('2024-03', '2024-01')).toEqual([]);
  });

  it('adds months through year boundaries and round-trips indexes', () => {
    expect(somarMeses('2024-01-01', -1)).toBe('2023-12-01');
    expect(somarMeses('2024-12-01', 1)).toBe('2025-01-01');
    expect(somarMeses('2024-05-01', -35)).toBe('2021-06-01');
    const i = indiceDoMes('2024-07-01');
    expect(i).not.toBeNull();
    expect(mesDoIndice(i ?? 0)).toBe('2024-07-01');
  });

  it('labels months MM/yyyy', () => {
    expect(rotuloMes('2024-03-01')).toBe('03/2024');
    expect(rotuloMes('x')).toBe('x');
  });

  it('gives the first month of each plan: Starter 12 months, Premium 36, the current month included', () => {
    expect(mesMinimoHistoricoDre('2025-11-01', false)).toBe('2024-12-01');
    expect(mesMinimoHistoricoDre('2025-11-01', true)).toBe('2022-12-01');
    expect(contarMeses(mesMinimoHistoricoDre('2025-11-01', false), '2025-11-01')).toBe(12);
    expect(contarMeses(mesMinimoHistoricoDre('2025-11-01', true), '2025-11-01')).toBe(36);
  });
});
