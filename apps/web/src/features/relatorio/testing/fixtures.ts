import { endpoints, type ListRelatoriosOutput, type RelatorioRow } from '@matriz/contracts';

import type { MockHandler } from '../../../testing/fetch-mock.ts';

/** 10/03/2026 14:05 in the test machine's time zone, as the API sends it (ISO, UTC). */
export const SOLICITADO_EM = new Date(2026, 2, 10, 14, 5).toISOString();
export const EXPIRA_EM = new Date(2026, 2, 17, 14, 5).toISOString();

export function makeRelatorio(overrides: Partial<RelatorioRow> = {}): RelatorioRow {
  return {
    _id: '0195f0c2-7b1a-7000-8000-000000000001',
    createdAt: SOLICITADO_EM,
    updatedAt: SOLICITADO_EM,
    tipoRelatorio: 'Empresas',
    origem: 'empresas',
    status: 2,
    nomeArquivo: 'empresas.xlsx',
    linhas: 1234,
    erro: null,
    expiraEm: EXPIRA_EM,
    expirado: false,
    podeBaixar: true,
    ...overrides,
  };
}

/** A list answer: one row per item of `rows` (numbered by page), page `page` of `total` rows. */
export function relatoriosPage(
  rows: Partial<RelatorioRow>[],
  { page = 1, total = rows.length }: { page?: number; total?: number } = {},
): ListRelatoriosOutput {
  return {
    relatorios: rows.map((r, i) =>
      makeRelatorio({
        _id: `0195f0c2-7b1a-7000-8000-${String(i + 1).padStart(12, '0')}`,
        tipoRelatorio: `Relatório ${(page - 1) * 100 + i + 1}`,
        ...r,
      }),
    ),
    page,
    total,
  };
}

export const tiposOrigem = {
  Empresas: 'empresas',
  Cluster: 'cluster',
  'Modelo de cluster': 'cluster-modelo',
};

/** The answers /relatorio needs, with one finished report by default. */
export function relatorioScreenHandlers(
  overrides: Record<string, MockHandler> = {},
): Record<string, MockHandler> {
  return {
    [`GET ${endpoints.relatorio.listar}`]: { body: relatoriosPage([{ status: 2 }]) },
    [`GET ${endpoints.relatorio.tiposOrigem}`]: { body: tiposOrigem },
    ...overrides,
  };
}
