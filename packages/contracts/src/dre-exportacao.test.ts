import { describe, expect, it } from 'vitest';
import {
  DRE_EXPORTACAO_TIPOS,
  dreExportacaoMessages,
  exportarDreInput,
  motivoExportacaoBloqueada,
  problemasDaExportacaoDre,
} from './dre-exportacao.ts';
import { CONFIG_DRE_PADRAO, dreMessages } from './dre-messages.ts';

const MODELO = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const LINHA = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5c';
const corpo = (extra: object = {}) => ({
  modeloDREId: MODELO,
  tipoDeRegime: 1,
  filters: [{ nomeDoFiltro: 'A', Status: '0', dataInicio: '2026-01-01', dataFim: '2026-12-01', marcas: '0' }],
  ...extra,
});
const erros = (body: unknown) => {
  const r = exportarDreInput.safeParse(body);
  return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('motivoExportacaoBloqueada (spec 001 §4)', () => {
  it("lets 'comparar com orçado' through the types that render the matrix (1, 3, 4) only", () => {
    const orcado = { ...CONFIG_DRE_PADRAO, CompararComOrcado: true };
    for (const tipo of [1, 3, 4] as const) expect(motivoExportacaoBloqueada(tipo, orcado)).toBeNull();
    for (const tipo of [2, 5, 6, 7] as const)
      expect(motivoExportacaoBloqueada(tipo, orcado)).toContain('comparar com orçado');
    expect(motivoExportacaoBloqueada(5, orcado)).toBe(
      "A exportação 'DRE por centro de custo' não está disponível com comparar com orçado: desligue essa opção ou escolha a 'DRE padrão'.",
    );
  });

  it('leaves every type enabled without the analyses, the views included', () => {
    const porLoja = { ...CONFIG_DRE_PADRAO, visaoPorLoja: true, tirarMedia: true };
    for (const tipo of DRE_EXPORTACAO_TIPOS) expect(motivoExportacaoBloqueada(tipo, porLoja)).toBeNull();
  });

  it('disables the system exports (2 to 7) with vertical, horizontal or each cost centre, naming them', () => {
    expect(motivoExportacaoBloqueada(1, { ...CONFIG_DRE_PADRAO, AnaliseVertical: true })).toBeNull();
    expect(motivoExportacaoBloqueada(3, { ...CONFIG_DRE_PADRAO, AnaliseVertical: true })).toBe(
      "A exportação 'Tabela, arquivo único' não está disponível com análise vertical: desligue essa opção ou escolha a 'DRE padrão'.",
    );
    const todas = {
      ...CONFIG_DRE_PADRAO,
      AnaliseVertical: true,
      AnaliseHorizontal: true,
      MostrarCadaCentroDeCustoSeparadoPorColuna: true,
    };
    expect(motivoExportacaoBloqueada(7, todas)).toContain(
      'análise vertical, análise horizontal e cada centro de custo por coluna: desligue essas opções',
    );
    for (const tipo of [2, 3, 4, 5, 6, 7] as const)
      expect(
        motivoExportacaoBloqueada(tipo, {
          ...CONFIG_DRE_PADRAO,
          MostrarCadaCentroDeCustoSeparadoPorColuna: true,
        }),
      ).not.toBeNull();
  });
});

describe('exportarDreInput', () => {
  it('reads the DRE query, the type as a number or its text, and the export options', () => {
    const r = exportarDreInput.parse(
      corpo({ tipo: '6', filtroOpcionalExportacao: { linhasIds: LINHA, addDetalhes: 'true' } }),
    );
    expect(r).toMatchObject({ tipo: 6, filtroOpcionalExportacao: { linhasIds: [LINHA], addDetalhes: true } });
    expect(r.filters[0]).toMatchObject({ Status: 0, dataInicio: '2026-01-01', marcas: ['0'] });
  });

  it('has no 36-column limit, but keeps the 12 months of a filter', () => {
    const largo = {
      AnaliseVertical: true,
      AnaliseHorizontal: true,
      adicionarDiferenca: true,
      TotalizarPeriodo: true,
      filters: [
        { nomeDoFiltro: 'A', dataInicio: '2026-01-01', dataFim: '2026-12-01' },
        { nomeDoFiltro: 'B', dataInicio: '2025-01-01', dataFim: '2025-12-01' },
      ],
    };
    expect(erros(corpo({ ...largo, tipo: 1 }))).toEqual([]);
    expect(
      erros(
        corpo({ tipo: 1, filters: [{ nomeDoFiltro: 'A', dataInicio: '2025-01-01', dataFim: '2026-12-01' }] }),
      ),
    ).toEqual([['filters.0.dataFim', dreMessages.maxMeses]]);
  });

  it('answers each problem on its field', () => {
    expect(erros(corpo())).toEqual([['tipo', dreMessages.required]]);
    expect(erros(corpo({ tipo: 0 }))).toEqual([['tipo', dreExportacaoMessages.tipoInvalido]]);
    expect(erros(corpo({ tipo: 6 }))).toEqual([
      ['filtroOpcionalExportacao.linhasIds', dreExportacaoMessages.semLinhas],
    ]);
    expect(erros(corpo({ tipo: 4, AnaliseVertical: true }))).toEqual([
      ['tipo', motivoExportacaoBloqueada(4, { ...CONFIG_DRE_PADRAO, AnaliseVertical: true })],
    ]);
  });

  it('problemasDaExportacaoDre: type 6 with no line chosen', () => {
    expect(problemasDaExportacaoDre({ tipo: 6 })).toHaveLength(1);
    expect(problemasDaExportacaoDre({ tipo: 6, filtroOpcionalExportacao: { linhasIds: [LINHA] } })).toEqual(
      [],
    );
    expect(problemasDaExportacaoDre({ tipo: 3 })).toEqual([]);
  });
});
