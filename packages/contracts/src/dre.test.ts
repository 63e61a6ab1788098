import { describe, expect, it } from 'vitest';
import {
  configDaConsulta,
  consultaDreInput,
  dreResultado,
  exportacaoDreInput,
  linhasDreQuery,
} from './dre.ts';
import { celulaDaLinha } from './matriz.ts';
import { dreMessages } from './dre-messages.ts';
import { listLimits } from './text-limits.ts';

const ID = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const ID2 = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5c';
const filtroA = { nomeDoFiltro: 'A', dataInicio: '2024-01-01', dataFim: '2024-12-31' };
const base = { modeloDREId: ID, tipoDeRegime: 1, filters: [filtroA] };
/** The issues of a refused query as the error envelope lists them: `campo` and `mensagem`. */
const problemas = (body: unknown, schema = consultaDreInput) =>
  (schema.safeParse(body).error?.issues ?? []).map((i) => ({ campo: i.path.join('.'), mensagem: i.message }));

describe('DRE query (spec 001 §3)', () => {
  it('reads the spec fields with their defaults, months as first days and filter A first', () => {
    const q = consultaDreInput.parse({
      ...base,
      tipoDeRegime: '2',
      AnaliseHorizontal: true,
      filters: [
        { nomeDoFiltro: 'B', Status: '1', dataInicio: '2023-01', dataFim: '2023-12-31' },
        { ...filtroA, Status: 2 },
      ],
    });
    expect(q.tipoDeRegime).toBe(2);
    expect(q.AnaliseVertical).toBe(false);
    expect(q.filters.map((f) => [f.nomeDoFiltro, f.Status, f.dataInicio, f.dataFim])).toEqual([
      ['A', 2, '2024-01-01', '2024-12-01'],
      ['B', 1, '2023-01-01', '2023-12-01'],
    ]);
    expect(q.filters[0]).toMatchObject({ EmpresasIds: [], marcas: [], excluirOutliers: false });
    expect(configDaConsulta(q).AnaliseHorizontal).toBe(true);
  });

  it('takes id lists comma-joined or as arrays, without repeats; marca 0 (all) as text or number', () => {
    const joined = consultaDreInput.parse({
      ...base,
      filters: [{ ...filtroA, EmpresasIds: `${ID},${ID2},${ID}` }],
    });
    const array = consultaDreInput.parse({ ...base, filters: [{ ...filtroA, EmpresasIds: [ID, ID2] }] });
    expect(joined.filters[0]?.EmpresasIds).toEqual([ID, ID2]);
    expect(array.filters[0]?.EmpresasIds).toEqual([ID, ID2]);
    expect(
      consultaDreInput.parse({ ...base, filters: [{ ...filtroA, marcas: [0] }] }).filters[0]?.marcas,
    ).toEqual(['0']);
    expect(
      consultaDreInput.parse({ ...base, filters: [{ ...filtroA, marcas: `0,${ID}` }] }).filters[0]?.marcas,
    ).toEqual(['0', ID]);
  });

  it('refuses invalid ids and lists beyond their limit', () => {
    expect(problemas({ ...base, filters: [{ ...filtroA, CentroDeCustosIds: `${ID},abc` }] })).toEqual([
      { campo: 'filters.0.CentroDeCustosIds.1', mensagem: 'Identificador inválido' },
    ]);
    expect(problemas({ ...base, modeloDREId: 'modelo-1' })).toEqual([
      { campo: 'modeloDREId', mensagem: dreMessages.idInvalido },
    ]);
    const muitos = Array.from({ length: listLimits.clusters + 1 }, () => ID);
    expect(problemas({ ...base, filters: [{ ...filtroA, clustersEmpresasIds: muitos }] })[0]?.campo).toBe(
      'filters.0.clustersEmpresasIds',
    );
  });

  it("answers 'Campo obrigatório' on a missing model or month", () => {
    expect(problemas({ ...base, modeloDREId: '' })).toEqual([
      { campo: 'modeloDREId', mensagem: 'Campo obrigatório' },
    ]);
    expect(problemas({ ...base, filters: [{ nomeDoFiltro: 'A', dataFim: '2024-03' }] })).toEqual([
      { campo: 'filters.0.dataInicio', mensagem: 'Campo obrigatório' },
    ]);
    expect(problemas({ ...base, AnaliseHorizontal: true })).toEqual([
      { campo: 'filters.1.dataInicio', mensagem: 'Campo obrigatório' },
      { campo: 'filters.1.dataFim', mensagem: 'Campo obrigatório' },
    ]);
  });

  it('refuses regime, status, filter names and months outside their lists', () => {
    expect(problemas({ ...base, tipoDeRegime: 3 })).toEqual([
      { campo: 'tipoDeRegime', mensagem: dreMessages.regimeInvalido },
    ]);
    expect(problemas({ ...base, filters: [{ ...filtroA, Status: '3' }] })).toEqual([
      { campo: 'filters.0.Status', mensagem: dreMessages.statusInvalido },
    ]);
    expect(problemas({ ...base, filters: [{ ...filtroA, nomeDoFiltro: 'C' }] })[0]?.mensagem).toBe(
      dreMessages.filtroInvalido,
    );
    expect(problemas({ ...base, filters: [{ ...filtroA, dataFim: '2024-02-30' }] })).toEqual([
      { campo: 'filters.0.dataFim', mensagem: dreMessages.mesInvalido },
    ]);
  });

  it('needs filter A once, and B at most once', () => {
    expect(problemas({ ...base, filters: [] })[0]?.mensagem).toBe(dreMessages.filtroAObrigatorio);
    expect(
      problemas({ ...base, AnaliseHorizontal: true, filters: [{ ...filtroA, nomeDoFiltro: 'B' }] }),
    ).toContainEqual({ campo: 'filters', mensagem: dreMessages.filtroAObrigatorio });
    expect(problemas({ ...base, filters: [filtroA, filtroA] })).toContainEqual({
      campo: 'filters',
      mensagem: dreMessages.filtroRepetido,
    });
  });

  it('refuses stores and store clusters together, and cost centres with their clusters', () => {
    expect(
      problemas({ ...base, filters: [{ ...filtroA, EmpresasIds: [ID], clustersEmpresasIds: [ID2] }] }),
    ).toEqual([{ campo: 'filters.0.clustersEmpresasIds', mensagem: dreMessages.empresasEClusters }]);
    expect(
      problemas({
        ...base,
        filters: [{ ...filtroA, CentroDeCustosIds: [ID], clustersCentroDeCustosIds: [ID2] }],
      }),
    ).toEqual([{ campo: 'filters.0.clustersCentroDeCustosIds', mensagem: dreMessages.centrosEClusters }]);
  });

  it('takes 12 months and refuses 13; A and B of different lengths are refused on B', () => {
    expect(problemas({ ...base, filters: [{ ...filtroA, dataFim: '2025-01-01' }] })).toEqual([
      { campo: 'filters.0.dataFim', mensagem: dreMessages.maxMeses },
    ]);
    const b = { nomeDoFiltro: 'B', dataInicio: '2023-01-01', dataFim: '2023-11-01' };
    expect(problemas({ ...base, AnaliseHorizontal: true, filters: [filtroA, b] })).toEqual([
      { campo: 'filters.1.dataFim', mensagem: dreMessages.mesesDiferentes },
    ]);
  });

  it('takes 36 columns and refuses 37 on screen; the exports take them', () => {
    const b = { nomeDoFiltro: 'B', dataInicio: '2023-01-01', dataFim: '2023-12-01' };
    const q36 = { ...base, AnaliseHorizontal: true, filters: [filtroA, b] };
    expect(consultaDreInput.safeParse(q36).success).toBe(true);
    const q37 = { ...q36, TotalizarPeriodo: true };
    expect(problemas(q37)).toEqual([{ campo: 'colunas', mensagem: dreMessages.maxColunas }]);
    expect(exportacaoDreInput.safeParse(q37).success).toBe(true);
  });

  it('counts the stores listed in the view by store; with clusters the server counts after resolving', () => {
    const lojas = (n: number) =>
      Array.from({ length: n }, (_, i) => `0190a1b2-c3d4-7e5f-8a9b-${String(i).padStart(12, '0')}`);
    const loja = (ids: string[], extra: object = {}) => ({
      ...base,
      visaoPorLoja: true,
      tirarMedia: true,
      filters: [{ ...filtroA, EmpresasIds: ids, ...extra }],
    });
    expect(consultaDreInput.safeParse(loja(lojas(35))).success).toBe(true);
    expect(problemas(loja(lojas(36)))).toEqual([{ campo: 'colunas', mensagem: dreMessages.maxColunas }]);
    expect(consultaDreInput.safeParse(loja([], { clustersEmpresasIds: [ID] })).success).toBe(true);
  });

  it('answers the toggle conflicts as 400 on the toggle', () => {
    expect(
      problemas({ ...base, visaoPorCentroDeCusto: true, AnaliseHorizontal: true, filters: [filtroA] }),
    ).toContainEqual({
      campo: 'AnaliseHorizontal',
      mensagem: 'A visão por centro de custo não pode ser combinada com a análise horizontal.',
    });
    expect(problemas({ ...base, tirarMedia: 'true' })).toEqual([
      { campo: 'tirarMedia', mensagem: dreMessages.mediaSemVisaoPorLoja },
    ]);
  });
});

describe('DRE options', () => {
  it('asks for the lines of one model', () => {
    expect(linhasDreQuery.parse({ modeloDre: ID })).toEqual({ modeloDre: ID });
    expect(linhasDreQuery.safeParse({}).error?.issues[0]?.message).toBe('Campo obrigatório');
  });
});

describe('DRE answer (issue 10 §3: sparse)', () => {
  it('takes a row without some keys, and reads a missing key as no data (null), distinct from a written zero', () => {
    const linha = {
      id: 'l:1',
      label: 'Receita Bruta',
      code: 'RB',
      kind: 'linha' as const,
      level: 0,
      format: null,
      cells: { c1: 0, c2: 12.5 },
      children: [],
    };
    const resposta = {
      matriz: {
        labelHeader: 'Nome',
        columns: ['c0', 'c1', 'c2'].map((key) => ({ key, header: key, format: 'moeda' as const })),
        rows: [linha],
      },
      colunas: [],
      referencias: {},
      naoMapeado: { valor: 0, porGrupo: [] },
      valoresDaLojaOcultos: false,
    };
    expect(dreResultado.safeParse(resposta).success).toBe(true);
    expect(celulaDaLinha(linha, 'c0')).toBeNull();
    expect(celulaDaLinha(linha, 'c1')).toBe(0);
    expect(celulaDaLinha(linha, 'c2')).toBe(12.5);
  });
});
