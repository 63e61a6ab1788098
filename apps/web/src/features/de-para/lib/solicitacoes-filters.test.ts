import { describe, expect, it } from 'vitest';

import {
  canDecide,
  defaultSolicitacoesFilters,
  solicitacoesFiltersCodec,
  toSolicitacoesRequest,
} from './solicitacoes-filters.ts';
import { formatDataHora } from './display.ts';

describe('Solicitações filters', () => {
  it('asks for the open requests of every grupo, tipo 0, by default', () => {
    expect(toSolicitacoesRequest(defaultSolicitacoesFilters, 1, 25)).toEqual({
      page: 1,
      pageSize: 25,
      Status: '0',
      Tipo: 0,
    });
  });

  it('leaves the status out for every status, and sends grupos or clusters as the toggle says', () => {
    const f = { status: null, clusterBool: false, customerIds: ['g-1', 'g-2'], clusterIds: ['c-1'] };
    expect(toSolicitacoesRequest(f, 2, 50)).toEqual({
      page: 2,
      pageSize: 50,
      CustomerIds: 'g-1,g-2',
      Tipo: 0,
    });
    expect(toSolicitacoesRequest({ ...f, status: 2, clusterBool: true }, 1, 25)).toEqual({
      page: 1,
      pageSize: 25,
      Status: '2',
      ClusterIds: 'c-1',
      Tipo: 0,
    });
  });

  it("keeps 'every status' (null) when restored, and drops an unknown one", () => {
    const { fromStored } = solicitacoesFiltersCodec;
    expect(fromStored({ status: null }, defaultSolicitacoesFilters)?.status).toBeNull();
    expect(fromStored({ status: 7 }, defaultSolicitacoesFilters)?.status).toBe(0);
    expect(fromStored({ status: 3, customerIds: ['g'] }, defaultSolicitacoesFilters)).toEqual({
      ...defaultSolicitacoesFilters,
      status: 3,
      customerIds: ['g'],
    });
  });

  it('allows approving or rejecting only when every selected request is Em aberto', () => {
    expect(canDecide([])).toBe(false);
    expect(canDecide([{ status: 0 }, { status: 0 }])).toBe(true);
    expect(canDecide([{ status: 0 }, { status: 1 }])).toBe(false);
    expect(canDecide([{ status: 3 }])).toBe(false);
  });

  it('shows the request date as dd/MM/yyyy HH:mm', () => {
    expect(formatDataHora(new Date(2026, 2, 10, 9, 5).toISOString())).toBe('10/03/2026 09:05');
    expect(formatDataHora('nada')).toBe('');
  });
});
