import { describe, expect, it } from 'vitest';

import { emptyEmpresaFilters, toExportBody, toListQuery, type EmpresaFilterValues } from './filters.ts';

const full: EmpresaFilterValues = {
  marcas: ['m1', 'm2'],
  clusterEmpresaBool: false,
  empresasIds: ['e1', 'e2'],
  clustersEmpresasIds: ['c1'],
  apelido: '  Centro ',
  nomeFantasia: 'Sabor',
  nomeGrupo: '',
  codigoGrupo: 'G01',
  codigoLoja: '   ',
  tipoDeEstabelecimento: ['Loja', 'Quiosque'],
  localEstabelecimento: ['Shopping'],
  codigoEstado: ['SP', 'RJ'],
  codigoCidade: ['3550308', '3304557'],
};

describe('companies list query (spec 002 §7)', () => {
  it('sends only paging for empty filters', () => {
    expect(toListQuery(emptyEmpresaFilters, {}, 1, 25)).toEqual({ page: 1, pageSize: 25 });
  });

  it('joins lists as the spec says and leaves blank texts out', () => {
    expect(toListQuery(full, { sort: 'm2', order: 'desc' }, 3, 50)).toEqual({
      page: 3,
      pageSize: 50,
      marcas: 'm1;m2',
      empresasIds: 'e1,e2',
      tipoDeEstabelecimento: 'Loja,Quiosque',
      localEstabelecimento: 'Shopping',
      codigoEstado: 'SP;RJ',
      codigoCidade: '3550308;3304557',
      apelido: 'Centro',
      nomeFantasia: 'Sabor',
      codigoGrupo: 'G01',
      sort: 'm2',
      order: 'desc',
    });
  });

  it('sends the clusters instead of the stores when the toggle is on', () => {
    const query = toListQuery({ ...full, clusterEmpresaBool: true }, {}, 1, 25);
    expect(query).toMatchObject({ clusterEmpresaBool: true, clustersEmpresasIds: 'c1' });
    expect(query).not.toHaveProperty('empresasIds');
  });

  it('exports the same filters and order as arrays', () => {
    expect(toExportBody({ ...full, clusterEmpresaBool: true }, { sort: 'nickname', order: 'asc' })).toEqual({
      marcas: ['m1', 'm2'],
      clusterEmpresaBool: true,
      clustersEmpresasIds: ['c1'],
      tipoDeEstabelecimento: ['Loja', 'Quiosque'],
      localEstabelecimento: ['Shopping'],
      codigoEstado: ['SP', 'RJ'],
      codigoCidade: ['3550308', '3304557'],
      apelido: 'Centro',
      nomeFantasia: 'Sabor',
      codigoGrupo: 'G01',
      sort: 'nickname',
      order: 'asc',
    });
    expect(toExportBody(emptyEmpresaFilters, {})).toEqual({});
  });
});
