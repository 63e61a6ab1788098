import type { z } from 'zod';
import type { DatabaseOrTransaction } from '../db/index.ts';

/**
 * A report kind and the writer it writes through: what the report queue (modules/relatorio) runs and the
 * workbook (report-workbook.ts) implements. The requester's data scope is a type parameter (`S`, the app's
 * Scope of modules/access) so that xlsx/ depends on no module.
 */

export type ReportCellFormat = 'texto' | 'inteiro' | 'decimal' | 'moeda' | 'percentual' | 'data' | 'mes';
export interface ReportColumn {
  header: string;
  format?: ReportCellFormat;
  width?: number;
}
/** How one row is shown, beyond its values (the matrix sheet's tree rows; plain reports need none of it). */
export interface ReportRowOptions {
  /** Excel outline level (0 top): rows under a row of a lower level collapse into it. */
  outlineLevel?: number;
  /** Indentation of the first cell (a tree's depth). */
  indent?: number;
  /** Bold (totals). */
  bold?: boolean;
  /** Formats of single cells instead of their column's (a percentage row among money columns). */
  formats?: ReadonlyArray<ReportCellFormat | undefined>;
  /** Cells (0-based) holding an error's text: shown as text, in red. */
  errorCells?: readonly number[];
}
/** One worksheet being written (streamed). Strings are always text cells, never formulas. */
export interface ReportSheet {
  addRow(values: readonly unknown[], options?: ReportRowOptions): Promise<void>;
}
export interface ReportSheetOptions {
  /** Columns kept in view at the left (the frozen pane always keeps the header rows). Default 0. */
  frozenColumns?: number;
  /**
   * The deepest outline level the rows will use (a streamed sheet declares it before its rows). Summary rows
   * sit above their detail rows, as in a tree.
   */
  outlineLevels?: number;
  /** Filter buttons on the header row, over every row written (flat tables). */
  autoFilter?: boolean;
}
export interface ReportWriter {
  /** Opens a worksheet: header block with the filters applied and the generation time, then a frozen header row. */
  addSheet(
    name: string,
    columns: readonly ReportColumn[],
    filtros: ReadonlyArray<readonly [rotulo: string, valor: string]>,
    options?: ReportSheetOptions,
  ): Promise<ReportSheet>;
  /**
   * Reports of several files (ReportKind `arquivo: 'zip'`): starts the next workbook of the zip, `<nome>.xlsx`;
   * the sheets added after it go into it. Absent when the report is one workbook.
   */
  addWorkbook?(nome: string): Promise<void>;
}
export interface ReportRunContext<S> {
  /** A transaction already scoped to the requester's cliente (withTenant): queries still filter cliente_id. */
  tx: DatabaseOrTransaction;
  clienteId: string;
  usuarioId: string;
  /** The requester's data scope, resolved when the job runs. */
  scope: S;
}
export interface ReportKind<P, S = unknown> {
  /** Stable code stored with the request ('empresas', 'cluster', …); also the origin value of the origin filter. */
  origem: string;
  /** Shown as tipoRelatorio / origin label (pt-BR), e.g. 'Empresas'. */
  descricao: string;
  parametros: z.ZodType<P>;
  /**
   * The file: one workbook (default), or a zip of workbooks that `run` starts with `writer.addWorkbook` (one per
   * grupo, …). The stored file and its download name take the extension.
   */
  arquivo?: 'xlsx' | 'zip';
  /** File name without extension, e.g. 'empresas'. */
  nomeArquivo(params: P): string;
  /** Writes the report and answers the number of data rows written. */
  run(ctx: ReportRunContext<S>, params: P, writer: ReportWriter): Promise<number>;
}

/** A kind of any parameter type, as the registry and the worker hold them (each kind parses its own). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyReportKind = ReportKind<any, any>;
