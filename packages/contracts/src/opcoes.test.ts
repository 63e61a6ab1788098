import { describe, expect, it } from 'vitest';
import {
  editarEmpresaInput,
  empresasFiltros,
  listEmpresasQuery,
  opcoesCidadesQuery,
  opcoesEmpresasQuery,
  opcoesEstadosQuery,
  splitList,
} from './index.ts';

const ID_A = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const ID_B = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5c';

describe('joined lists', () => {
  it('splits on comma, semicolon and pipe, dropping blanks; arrays are split too', () => {
    expect(splitList('a, b;c|d;;')).toEqual(['a', 'b', 'c', 'd']);
    expect(splitList(['a;b', 'c'])).toEqual(['a', 'b', 'c']);
    expect(splitList(undefined)).toEqual([]);
    expect(splitList('')).toEqual([]);
  });

  it('keeps marca "0" (all) and refuses a malformed id', () => {
    expect(opcoesEmpresasQuery.parse({ marcas: `0;${ID_A}` }).marcas).toEqual(['0', ID_A]);
    const bad = opcoesEmpresasQuery.safeParse({ marcas: 'abc' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Identificador inválido');
  });

  it('reads flags from the query string', () => {
    expect(opcoesEmpresasQuery.parse({ apelido: 'true', excluirInativos: 'false' })).toMatchObject({
      apelido: true,
      excluirInativos: false,
    });
    expect(opcoesEmpresasQuery.parse({})).toMatchObject({ apelido: false, excluirInativos: false });
    expect(opcoesEmpresasQuery.safeParse({ apelido: 'talvez' }).error?.issues[0]?.message).toBe(
      'Valor inválido: use true ou false',
    );
  });

  it('reads states as siglas or codes, regions as names or codes, cities as IBGE codes', () => {
    expect(opcoesCidadesQuery.parse({ estados: 'sp|35;RJ' }).estados).toEqual(['SP', '35', 'RJ']);
    expect(opcoesEstadosQuery.parse({ regioes: 'sul,3' }).regioes).toEqual(['Sul', 'Sudeste']);
    expect(opcoesEstadosQuery.safeParse({ regioes: 'Leste' }).error?.issues[0]?.message).toBe(
      'Região inválida: use Norte, Nordeste, Sudeste, Sul ou Centro-Oeste',
    );
    expect(opcoesCidadesQuery.safeParse({ estados: 'São Paulo' }).success).toBe(false);
  });
});

describe('companies list query', () => {
  it('has the spec defaults', () => {
    expect(listEmpresasQuery.parse({})).toMatchObject({
      page: 1,
      pageSize: 25,
      sort: 'razaoSocial',
      order: 'asc',
      clusterEmpresaBool: false,
      empresasIds: [],
      codigoCidade: [],
    });
  });

  it('accepts comma- and semicolon-joined lists', () => {
    const q = listEmpresasQuery.parse({
      empresasIds: `${ID_A},${ID_B}`,
      tipoDeEstabelecimento: 'Shopping,Quiosque',
      codigoEstado: 'SP;RJ',
      codigoCidade: '3550308;3304557',
      marcas: `${ID_A};${ID_B}`,
      order: 'DESC',
    });
    expect(q.empresasIds).toEqual([ID_A, ID_B]);
    expect(q.tipoDeEstabelecimento).toEqual(['Shopping', 'Quiosque']);
    expect(q.codigoCidade).toEqual([3550308, 3304557]);
    expect(q.order).toBe('desc');
  });

  it('refuses page sizes out of 25–100 and unknown sorts', () => {
    expect(listEmpresasQuery.safeParse({ pageSize: '10' }).error?.issues[0]?.message).toBe(
      'Tamanho de página inválido: use de 25 a 100',
    );
    expect(listEmpresasQuery.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(listEmpresasQuery.safeParse({ sort: 'ativo' }).error?.issues[0]?.message).toBe(
      'Ordenação inválida',
    );
    expect(listEmpresasQuery.safeParse({ page: '0' }).error?.issues[0]?.message).toBe('Página inválida');
  });
});

describe('companies export parameters', () => {
  it('parse again to themselves (the report job re-reads the stored parameters)', () => {
    const once = empresasFiltros.parse({
      razaoSocial: ' Norte ',
      empresasIds: ID_A,
      clusterEmpresaBool: 'true',
      clustersEmpresasIds: [ID_B],
      codigoEstado: 'sp;35',
      codigoCidade: '3550308',
      marcas: '0',
      sort: 'm2',
      page: 2,
    });
    const stored = JSON.parse(JSON.stringify(once));
    expect(empresasFiltros.parse(stored)).toEqual(once);
    expect(once).not.toHaveProperty('page');
  });
});

describe('company edit input', () => {
  it('reads m² as a number or a text with comma, empty as null, absent as unchanged', () => {
    expect(editarEmpresaInput.parse({ empresaId: ID_A, m2: '12,5', apelido: ' Centro ' })).toEqual({
      empresaId: ID_A,
      m2: 12.5,
      apelido: 'Centro',
    });
    expect(editarEmpresaInput.parse({ empresaId: ID_A, m2: '', apelido: '  ' })).toEqual({
      empresaId: ID_A,
      m2: null,
      apelido: null,
    });
    expect(editarEmpresaInput.parse({ empresaId: ID_A })).toEqual({ empresaId: ID_A });
    expect(editarEmpresaInput.parse({ empresaId: ID_A, m2: 0.1 + 0.2 }).m2).toBeCloseTo(0.3);
  });

  it('refuses negative m², more than 2 decimals and non-numbers', () => {
    const m2Invalid = 'M2 inválido: informe um número maior ou igual a zero, com até 2 casas decimais';
    for (const m2 of [-1, 1.234, 'abc', '1.2.3', true]) {
      expect(editarEmpresaInput.safeParse({ empresaId: ID_A, m2 }).error?.issues[0]?.message).toBe(m2Invalid);
    }
  });
});
