import {
  DFC_EXPORTACAO_TIPOS,
  errorMessages,
  exportacaoDfcInput,
  hasAccess,
  tipoExportacaoDfcInfo,
  type ExportacaoDfcParams,
  type TipoExportacaoDfc,
} from '@matriz/contracts';
import type { ColunaDfc } from '../../engine/dfc/index.ts';
import { cellOf, flattenMatrix, isCellError, type MatrixRow } from '../../engine/matrix.ts';
import { forbidden } from '../../lib/app-error.ts';
import { writeMatrixSheet, type MatrixSheetFiltros } from '../../xlsx/matrix-sheet.ts';
import type { ReportColumn, ReportKind, ReportWriter } from '../../xlsx/report-kind.ts';
import { openRollingSheet } from '../../xlsx/rolling-sheet.ts';
import type { Scope } from '../access/scope.ts';
import { loadLeitorRelatorioDre } from '../dre/load-leitor-relatorio-dre.ts';
import { hojeEmBrasilia } from './dfc-criterio.ts';
import { assertHistoricoDfc } from './dfc-resolve-selecao.ts';
import { cabecalhoDaExportacaoDfc } from './exportar-dfc-cabecalho.ts';
import { calcularDfc, type DfcCalculado } from './get-fluxo-de-caixa.ts';

/**
 * 'Exportar' of the cash flow (spec 001 §2.3 'Export modal with three kinds', §7; issue 12 §2): three report kinds,
 * one per export type, each rendering the matrix of the search's own computation (calcularDfc of
 * get-fluxo-de-caixa.ts: the model, the selection in scope, the facts, the balances, the engine). The requester's
 * access is read again when the job runs — the rule must still grant FluxoDeCaixa/Exportar and the plan must still
 * be Premium — and the query is resolved again with their scope then (a store or account since taken away fails the
 * report with the request's own message, before anything is written).
 *
 * - 1 'DFC padrão': the tree as on the screen (balance rows first and last, the franchisor accounts under their
 *   lines) as Excel outline levels, money columns, frozen panes (xlsx/matrix-sheet.ts).
 * - 2 'Tabela, arquivo único': one sheet row per line × column with a value, with filter buttons.
 * - 3 'Tabela, todas as linhas': the same with the rows under the lines (franchisor accounts, the bank accounts of
 *   the balances) and every column, an empty value where there is no data (never a zero).
 */

/**
 * The matrix as a flat table (as exportar-dre-tabela.ts): the line's code and name, its level in the tree, (with
 * `todas`) the account of a row under a line, the period's label and days (the Total spans the range), the value.
 */
async function escreverTabelaDfc(
  writer: ReportWriter,
  dfc: DfcCalculado,
  filtros: MatrixSheetFiltros,
  todas: boolean,
): Promise<number> {
  const colunas: ReportColumn[] = [
    { header: 'Código', format: 'texto', width: 14 },
    { header: 'Linha', format: 'texto', width: 36 },
    { header: 'Nível', format: 'inteiro', width: 8 },
    ...(todas ? [{ header: 'Conta', format: 'texto', width: 36 } as const] : []),
    { header: 'Período', format: 'texto', width: 14 },
    { header: 'Início', format: 'data', width: 12 },
    { header: 'Fim', format: 'data', width: 12 },
    { header: 'Valor', format: 'moeda', width: 18 },
  ];
  const sheet = await openRollingSheet(writer, 'Tabela', colunas, filtros, { autoFilter: true });
  const { matriz, colunas: dfcColunas } = dfc.resultado;
  const porChave = new Map<string, ColunaDfc>(dfcColunas.map((c) => [c.key, c]));
  for (const { row, level, parent } of flattenMatrix(matriz)) {
    const conta = row.kind === 'detalhe';
    if (conta && !todas) continue;
    const linha: MatrixRow = conta && parent ? parent : row;
    for (const coluna of matriz.columns) {
      const cell = cellOf(row, coluna.key);
      if (cell === null && !todas) continue;
      const periodo = porChave.get(coluna.key);
      const valores: unknown[] = [
        linha.code ?? '',
        linha.label,
        conta ? level - 1 : level,
        ...(todas ? [conta ? row.label : null] : []),
        coluna.header,
        periodo?.inicio ?? null,
        periodo?.fim ?? null,
        isCellError(cell) ? cell.message : cell,
      ];
      const ultima = valores.length - 1;
      await sheet.addRow(valores, {
        ...(row.format ? { formats: valores.map((_, i) => (i === ultima ? row.format! : undefined)) } : {}),
        ...(isCellError(cell) ? { errorCells: [ultima] } : {}),
        ...(row.kind === 'total' ? { bold: true } : {}),
      });
    }
  }
  return sheet.linhas;
}

const RENDERIZAR: Record<
  TipoExportacaoDfc,
  (writer: ReportWriter, dfc: DfcCalculado, filtros: MatrixSheetFiltros) => Promise<number>
> = {
  1: (writer, dfc, filtros) => writeMatrixSheet(writer, 'Fluxo de caixa', dfc.resultado.matriz, filtros),
  2: (writer, dfc, filtros) => escreverTabelaDfc(writer, dfc, filtros, false),
  3: (writer, dfc, filtros) => escreverTabelaDfc(writer, dfc, filtros, true),
};

const ARQUIVO: Record<TipoExportacaoDfc, string> = {
  1: 'fluxo-de-caixa-padrao',
  2: 'fluxo-de-caixa-tabela',
  3: 'fluxo-de-caixa-tabela-todas-as-linhas',
};

function kindDoTipo(tipo: TipoExportacaoDfc): ReportKind<ExportacaoDfcParams, Scope> {
  return {
    origem: `dfc-exportar-${tipo}`,
    descricao: `Fluxo de caixa – ${tipoExportacaoDfcInfo(tipo).nome}`,
    parametros: exportacaoDfcInput,
    nomeArquivo: (q) => `${ARQUIVO[tipo]}-${q.Inicio}-a-${q.Fim}`,
    async run(ctx, params, writer) {
      const leitor = await loadLeitorRelatorioDre(ctx.tx, ctx);
      if (!hasAccess(leitor.claims, 'FluxoDeCaixa', 'Exportar') || !leitor.premium)
        throw forbidden(errorMessages.forbidden);
      // the request's own type is the kind's (the queue stores both); the kind decides
      const q = { ...params, tipo };
      assertHistoricoDfc(q, leitor.premium);
      const dfc = await calcularDfc(ctx.tx, leitor, ctx.scope, q, hojeEmBrasilia());
      const filtros = await cabecalhoDaExportacaoDfc(ctx.tx, ctx.clienteId, ctx.usuarioId, q, dfc);
      return RENDERIZAR[tipo](writer, dfc, filtros);
    },
  };
}

/** The three kinds, by type (worker.ts registers them; the origin filter of /relatorio lists each). */
export const exportarDfcReports: readonly ReportKind<ExportacaoDfcParams, Scope>[] =
  DFC_EXPORTACAO_TIPOS.map(kindDoTipo);

export const exportarDfcReport = (tipo: TipoExportacaoDfc): ReportKind<ExportacaoDfcParams, Scope> =>
  exportarDfcReports[tipo - 1]!;
