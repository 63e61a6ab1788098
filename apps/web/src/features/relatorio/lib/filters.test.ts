import { describe, expect, it } from 'vitest';

import { emptyRelatorioFilters, toListParams } from './filters.ts';

describe('report list query', () => {
  it('sends only the page without filters', () => {
    expect(toListParams(emptyRelatorioFilters, 1, 25)).toEqual({ page: 1, pageSize: 25 });
  });

  it('comma-joins the lists and sends the request date range as YYYY-MM-DD', () => {
    expect(
      toListParams(
        { periodo: ['2026-03-01', '2026-03-31'], origem: ['empresas', 'cluster'], status: [0, 3] },
        2,
        50,
      ),
    ).toEqual({
      origem: 'empresas,cluster',
      status: '0,3',
      dataSolicitacaoInicio: '2026-03-01',
      dataSolicitacaoFinal: '2026-03-31',
      page: 2,
      pageSize: 50,
    });
  });
});
