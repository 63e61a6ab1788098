import { describe, expect, it } from 'vitest';

import {
  detailMarcas,
  emptyMainFilters,
  mainFiltersCodec,
  toListaRequest,
  toOrder,
  toReportParams,
} from './main-filters.ts';

const filters = {
  marcas: ['m-1', 'm-2'],
  clusterBool: false,
  customerIds: ['g-1', 'g-2'],
  clusterIds: ['c-1'],
  visao: 'franqueador' as const,
};

describe('De-Para main filters', () => {
  it('asks for every grupo in scope, franqueado view, by default', () => {
    expect(toListaRequest(emptyMainFilters, {}, 1, 10)).toEqual({
      page: 1,
      pageSize: 10,
      Visao: 'franqueado',
    });
  });

  it('sends the grupos or, with the toggle on, the clusters: only the list shown', () => {
    expect(toListaRequest(filters, {}, 2, 25)).toEqual({
      page: 2,
      pageSize: 25,
      marcas: 'm-1,m-2',
      CustomerIds: 'g-1,g-2',
      Visao: 'franqueador',
    });
    expect(toListaRequest({ ...filters, clusterBool: true }, {}, 1, 10)).toEqual({
      page: 1,
      pageSize: 10,
      marcas: 'm-1,m-2',
      ClusterIds: 'c-1',
      Visao: 'franqueador',
    });
  });

  it("orders by a field, descending with a leading '-'", () => {
    expect(toOrder({})).toBeUndefined();
    expect(toOrder({ sort: 'pendente', order: 'asc' })).toBe('pendente');
    expect(toOrder({ sort: 'valorPendente', order: 'desc' })).toBe('-valorPendente');
    expect(toListaRequest(emptyMainFilters, { sort: 'nome', order: 'desc' }, 1, 10).Order).toBe('-nome');
  });

  it('reports the applied filters, comma-joined', () => {
    expect(toReportParams(filters)).toEqual({
      marcas: 'm-1,m-2',
      CustomerIds: 'g-1,g-2',
      Visao: 'franqueador',
    });
    expect(toReportParams({ ...filters, clusterBool: true })).toEqual({
      marcas: 'm-1,m-2',
      ClusterIds: 'c-1',
      Visao: 'franqueador',
    });
    expect(toReportParams(emptyMainFilters)).toEqual({ Visao: 'franqueado' });
  });

  it("gives the detail links the chosen marcas, none for 'Todas'", () => {
    expect(detailMarcas(filters)).toEqual(['m-1', 'm-2']);
    expect(detailMarcas({ ...filters, marcas: ['0'] })).toEqual([]);
  });

  it('restores stored values field by field, the defaults where one is unusable', () => {
    const { fromStored } = mainFiltersCodec;
    expect(fromStored(filters, emptyMainFilters)).toEqual(filters);
    expect(fromStored({ marcas: 'm-1', visao: 'outra', clusterBool: true }, emptyMainFilters)).toEqual({
      ...emptyMainFilters,
      clusterBool: true,
    });
    expect(fromStored(['x'], emptyMainFilters)).toBeNull();
  });
});
