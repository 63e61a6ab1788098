import type { RelatorioStatus } from '@matriz/contracts';

/** The filter card's applied values (spec 001 §2.4). */
export interface RelatorioFilters {
  /** request date range, YYYY-MM-DD both ends */
  periodo: [string, string] | null;
  origem: string[];
  status: RelatorioStatus[];
}

export const emptyRelatorioFilters: RelatorioFilters = { periodo: null, origem: [], status: [] };

/** The list query as the API takes it (spec 001 §7): lists comma-joined, dates YYYY-MM-DD; empty ones left out. */
export interface RelatoriosListParams {
  origem?: string;
  status?: string;
  dataSolicitacaoInicio?: string;
  dataSolicitacaoFinal?: string;
  page: number;
  pageSize: number;
}

export function toListParams(
  filters: RelatorioFilters,
  page: number,
  pageSize: number,
): RelatoriosListParams {
  return {
    ...(filters.origem.length ? { origem: filters.origem.join(',') } : {}),
    ...(filters.status.length ? { status: filters.status.join(',') } : {}),
    ...(filters.periodo
      ? { dataSolicitacaoInicio: filters.periodo[0], dataSolicitacaoFinal: filters.periodo[1] }
      : {}),
    page,
    pageSize,
  };
}
