import { describe, expect, it } from 'vitest';

import { emptyClusterForm, fromCluster, toClusterInput } from './cluster-form.ts';

describe('cluster form body', () => {
  it('sends a static store cluster with its stores and no filters; outliers only with the flag', () => {
    const v = { ...emptyClusterForm, nome: 'A', descricao: 'B', codigoEstado: ['SP'], marca: ['0'] };
    expect(toClusterInput(v, ['e1', 'e2'], ['e2'])).toMatchObject({
      tipoDeCluster: 1,
      filtros: {},
      empresas: ['e1', 'e2'],
      centrosDeCusto: [],
      empresasOutliers: [],
    });
    expect(toClusterInput({ ...v, outliers: true }, ['e1', 'e2'], ['e2']).empresasOutliers).toEqual(['e2']);
  });

  it('sends a dynamic cluster with its filters (every marca is no filter, cities as numbers) and no members', () => {
    const v = {
      ...emptyClusterForm,
      tipoDeCluster: 2 as const,
      marca: ['0'],
      codigoEstado: ['SP'],
      codigoCidade: ['3550308'],
    };
    expect(toClusterInput(v, ['e1'], [])).toMatchObject({
      empresas: [],
      filtros: { marca: [], codigoEstado: ['SP'], codigoCidade: [3550308] },
    });
  });

  it('sends the cost centres of the cascader paths, and reads them back as paths', () => {
    const v = {
      ...emptyClusterForm,
      alvo: 'centro_de_custo' as const,
      centrosDeCusto: [['s1', 'c1'], ['c2']],
    };
    expect(toClusterInput(v, [], []).centrosDeCusto).toEqual(['c1', 'c2']);
    const saved = {
      _id: 'x',
      nome: 'A',
      descricao: 'B',
      tipoDeCluster: 1 as const,
      alvo: 'centro_de_custo' as const,
      ativo: true,
      outliers: false,
      filtros: {
        marca: [],
        codigoGrupo: [],
        codigoLoja: [],
        tipoDeEstabelecimento: [],
        localEstabelecimento: [],
        regiaoBrasil: [],
        codigoEstado: [],
        codigoCidade: [3550308],
        m2Min: null,
        m2Max: null,
        ativos: null,
      },
      empresas: [],
      empresasOutliers: [],
      centrosDeCusto: ['c1'],
    };
    const tree = [{ id: 's1', label: 'Loja', children: [{ id: 'c1', label: '001 - Loja' }] }];
    expect(fromCluster(saved, tree)).toMatchObject({
      centrosDeCusto: [['s1', 'c1']],
      codigoCidade: ['3550308'],
    });
  });

  it('keeps the filters the form does not show (m² bounds, active stores) when a dynamic cluster is saved', () => {
    const saved = {
      _id: 'd',
      nome: 'Grandes',
      descricao: 'Lojas grandes',
      tipoDeCluster: 2 as const,
      alvo: 'empresa' as const,
      ativo: true,
      outliers: false,
      filtros: {
        marca: [],
        codigoGrupo: [],
        codigoLoja: [],
        tipoDeEstabelecimento: [],
        localEstabelecimento: [],
        regiaoBrasil: [],
        codigoEstado: ['SP'],
        codigoCidade: [],
        m2Min: 100,
        m2Max: null,
        ativos: true,
      },
      empresas: [],
      empresasOutliers: [],
      centrosDeCusto: [],
    };
    const input = toClusterInput(fromCluster(saved), [], []);
    expect(input.filtros).toMatchObject({ codigoEstado: ['SP'], m2Min: 100, ativos: true });
    expect(input.filtros).not.toHaveProperty('m2Max');
  });
});
