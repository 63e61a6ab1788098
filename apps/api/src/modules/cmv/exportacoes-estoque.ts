import type { TipoExportacaoCmv } from '@matriz/contracts';
import { catalogoPrecosExportacao } from './catalogo-precos-report.ts';
import { cmvExportacao } from './cmv-report.ts';
import { entradaEstoqueExportacao } from './entrada-estoque-report.ts';
import type { ExportacaoEstoque } from './exportacao-estoque.ts';
import { posicaoEstoqueExportacao } from './posicao-estoque-report.ts';

/** The four stock exports of the CMV tab's 'Exportar' dropdown, by type. */
export const exportacoesEstoque: Readonly<Record<TipoExportacaoCmv, ExportacaoEstoque>> = {
  cmv: cmvExportacao,
  'posicao-estoque': posicaoEstoqueExportacao,
  'entrada-estoque': entradaEstoqueExportacao,
  'catalogo-precos': catalogoPrecosExportacao,
};

/** Their report kinds, for the registry of the workers (worker.ts) and the origin filter of /relatorio. */
export const estoqueReportKinds = Object.values(exportacoesEstoque).map((e) => e.kind);
