import { describe, expect, it } from 'vitest';
import {
  celulaDaColuna,
  detalhesLinhaDreInput,
  detalhesLinhaDreOutput,
  detalhesMesDreInput,
} from './dre-detalhes.ts';
import { dreMessages } from './dre-messages.ts';
import { dreResultado, type ColunaDreJson } from './dre.ts';
import { isCelulaErro, matrizJson, type MatrizJson } from './matriz.ts';

const ID = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const filter = {
  modeloDREId: ID,
  tipoDeRegime: 1,
  filters: [{ nomeDoFiltro: 'A', dataInicio: '2024-01-01', dataFim: '2024-12-01' }],
};

describe('line detail request (spec 001 §3)', () => {
  it('reads the cell, the page (default 1 × 10) and the DRE query', () => {
    const d = detalhesLinhaDreInput.parse({
      linhaId: ID,
      PlanoDeContasId: ID,
      competencia: '2024-03-15',
      filter,
    });
    expect(d).toMatchObject({
      linhaId: ID,
      PlanoDeContasId: ID,
      competencia: '2024-03-01',
      Page: 1,
      PageSize: 10,
    });
    expect(d.filter.filters[0]?.dataFim).toBe('2024-12-01');
  });

  it('takes only the page sizes 10, 30, 50 and 100', () => {
    for (const size of [10, 30, 50, 100, '30'])
      expect(
        detalhesLinhaDreInput.safeParse({ linhaId: ID, filter, PageSize: size }).success,
        String(size),
      ).toBe(true);
    const bad = detalhesLinhaDreInput.safeParse({ linhaId: ID, filter, PageSize: 25 });
    expect(bad.error?.issues[0]?.message).toBe(dreMessages.pageSizeInvalido);
    expect(detalhesLinhaDreInput.safeParse({ linhaId: ID, filter, Page: 0 }).error?.issues[0]?.message).toBe(
      dreMessages.pageInvalida,
    );
  });

  it('is not bound by the 36 columns of the screen', () => {
    const largo = {
      ...filter,
      AnaliseVertical: true,
      AnaliseHorizontal: true,
      filters: [...filter.filters, { nomeDoFiltro: 'B', dataInicio: '2023-01-01', dataFim: '2023-12-01' }],
    };
    expect(
      detalhesMesDreInput.safeParse({ linhaId: ID, competencia: '2024-01', filter: largo }).success,
    ).toBe(true);
  });

  it('still refuses a query the screen could not have searched', () => {
    const r = detalhesMesDreInput.safeParse({ linhaId: ID, filter: { ...filter, modeloDREId: '' } });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['filter.modeloDREId', 'Campo obrigatório'],
    ]);
  });

  it('drills into the column of a clicked cell: its month, filter, store and cost centre', () => {
    const coluna: ColunaDreJson = {
      key: 'B:2023-02',
      tipo: 'valor',
      filtro: 'B',
      mes: '2023-02-01',
      empresaId: null,
      centroDeCusto: { id: null },
      semDados: false,
      lojasUsadas: null,
    };
    const celula = celulaDaColuna(coluna);
    expect(celula).toEqual({
      competencia: '2023-02-01',
      coluna: { filtro: 'B', empresaId: null, centroDeCusto: { id: null } },
    });
    const d = detalhesLinhaDreInput.parse({ linhaId: ID, filter, ...celula });
    expect(d.coluna).toEqual({ filtro: 'B', empresaId: null, centroDeCusto: { id: null } });
    const loja = celulaDaColuna({ ...coluna, filtro: null, mes: null, empresaId: ID, centroDeCusto: null });
    expect(loja).toEqual({ coluna: { filtro: 'A', empresaId: ID, centroDeCusto: null } });
  });
});

describe('DRE answers', () => {
  const matriz: MatrizJson = {
    labelHeader: 'Nome',
    columns: [
      { key: 'A:2024-01', header: '01/2024', format: 'moeda' },
      { key: 'AV:2024-01', header: '% 01/2024', format: 'percentual' },
    ],
    rows: [
      {
        id: 'l1',
        label: 'Receita Bruta',
        code: 'RB',
        kind: 'total',
        level: 0,
        format: null,
        cells: { 'A:2024-01': 1234.56, 'AV:2024-01': 1 },
        children: [
          {
            id: 'l1:c1',
            label: '1.1 Vendas',
            code: null,
            kind: 'detalhe',
            level: 1,
            format: null,
            cells: {
              'A:2024-01': null,
              'AV:2024-01': { erro: 'divisao-por-zero', message: 'Divisão por zero' },
            },
            children: [],
          },
        ],
      },
    ],
  };

  it('reads the matrix JSON of the engine: reais, no data as null, error cells, nested rows', () => {
    const m = matrizJson.parse(matriz);
    const filho = m.rows[0]?.children[0];
    expect(filho?.cells['A:2024-01']).toBeNull();
    const erro = filho?.cells['AV:2024-01'] ?? null;
    expect(isCelulaErro(erro)).toBe(true);
    expect(isCelulaErro(0)).toBe(false);
    expect(
      matrizJson.safeParse({ ...matriz, rows: [{ ...matriz.rows[0], cells: { x: '1' } }] }).success,
    ).toBe(false);
  });

  it('reads the DRE result with its columns, row references and unmapped money', () => {
    const r = dreResultado.parse({
      matriz,
      colunas: [
        {
          key: 'A:2024-01',
          tipo: 'valor',
          filtro: 'A',
          mes: '2024-01-01',
          empresaId: null,
          centroDeCusto: null,
          semDados: false,
          lojasUsadas: null,
        },
      ],
      referencias: {
        l1: { linhaId: ID, tipo: 'total', contaFranqueadorId: null, tipoDeValorDePdv: null },
        'l1:c1': { linhaId: ID, tipo: 'conta', contaFranqueadorId: ID, tipoDeValorDePdv: null },
      },
      naoMapeado: { valor: 10.5, porGrupo: [{ grupoId: ID, grupoNome: 'Grupo 1', valor: 10.5 }] },
      valoresDaLojaOcultos: false,
    });
    expect(r.referencias['l1:c1']?.contaFranqueadorId).toBe(ID);
  });

  it('reads a line detail page with its exact sum, premium groups or none', () => {
    const page = {
      detalhes: [
        {
          id: ID,
          data: '2024-01-15',
          empresa: 'Loja 1',
          origem: null,
          observacao: null,
          meioDePagamento: 'Pix',
          fornecedor: null,
          historico: 'Venda',
          valor: 10.01,
        },
      ],
      empresas: [{ id: ID, label: 'Loja 1' }],
      page: 1,
      total: 1,
      soma: 10.01,
      grupos: null,
      composicao: null,
    };
    expect(detalhesLinhaDreOutput.parse(page).soma).toBe(10.01);
    const premium = {
      ...page,
      grupos: [{ tipo: 'conta', id: ID, nome: '1.1 Vendas', valor: 10.01, quantidade: 1 }],
    };
    expect(detalhesLinhaDreOutput.parse(premium).grupos).toHaveLength(1);
  });
});
