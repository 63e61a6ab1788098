import { describe, expect, it } from 'vitest';

import dayjs from '../../../../lib/dayjs.ts';

import { pedidoDeExportacao } from './exportacao.ts';

describe('pedidoDeExportacao', () => {
  it('sends the first day of the month and only the list the toggle shows', () => {
    const f = { inicio: dayjs('2026-03-17'), empresasIds: ['e1'], clustersIds: ['c1'] };
    expect(pedidoDeExportacao('cmv', f)).toEqual({
      corpo: { inicio: '2026-03-01', empresasIds: ['e1'], clustersIds: [] },
    });
    expect(pedidoDeExportacao('entrada-estoque', { ...f, clusterEmpresaBool: true })).toEqual({
      corpo: { inicio: '2026-03-01', empresasIds: [], clustersIds: ['c1'] },
    });
  });

  it('requires the month for every export but the price catalogue', () => {
    for (const tipo of ['cmv', 'posicao-estoque', 'entrada-estoque'] as const)
      expect(pedidoDeExportacao(tipo, { inicio: null })).toEqual({ falta: 'inicio' });
    expect(pedidoDeExportacao('catalogo-precos', {})).toEqual({
      corpo: { empresasIds: [], clustersIds: [] },
    });
  });
});
