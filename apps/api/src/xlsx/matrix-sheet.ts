import { cellOf, flattenMatrix, isCellError, matrixDepth, type Matrix } from '../engine/matrix.ts';
import type { ReportColumn, ReportWriter } from './report-kind.ts';

/** Filters for the header block, as every report writes them: [label, value]. */
export type MatrixSheetFiltros = ReadonlyArray<readonly [rotulo: string, valor: string]>;

export interface MatrixSheetOptions {
  /** Width of the label column in characters (default: from the longest label indented, 24 to 60). */
  labelWidth?: number;
}

/** The label column's width: the longest label plus its indentation, within bounds. */
function labelWidthOf(matrix: Matrix): number {
  let longest = matrix.labelHeader.length;
  for (const { row, level } of flattenMatrix(matrix))
    longest = Math.max(longest, row.label.length + 2 * level);
  return Math.max(24, Math.min(60, longest + 2));
}

/**
 * Writes any report matrix as one worksheet through the report writer (the same streamed workbook as every
 * report): the header block (title, filters applied, generation time), the header row, then one row per matrix
 * row in tree order. The tree becomes Excel's row outline (collapsible; the parent row above its children), the
 * labels are indented by depth and totals are bold. Values are real numbers with pt-BR formats — money in reais
 * exactly from the centavos, negative money red with its minus sign, percentages as percentages —, "no data" an
 * empty cell and an error its text, in red. The header rows and the label column stay frozen.
 * Answers the number of rows written (a report kind's row count).
 */
export async function writeMatrixSheet(
  writer: ReportWriter,
  name: string,
  matrix: Matrix,
  filtros: MatrixSheetFiltros,
  options: MatrixSheetOptions = {},
): Promise<number> {
  const columns: ReportColumn[] = [
    { header: matrix.labelHeader, format: 'texto', width: options.labelWidth ?? labelWidthOf(matrix) },
    ...matrix.columns.map((c) => ({
      header: c.header,
      format: c.format,
      width: c.width ?? Math.max(16, Math.min(40, c.header.length + 4)),
    })),
  ];
  const sheet = await writer.addSheet(name, columns, filtros, {
    frozenColumns: 1,
    outlineLevels: matrixDepth(matrix),
  });
  const rows = flattenMatrix(matrix);
  for (const { row, level } of rows) {
    const values: unknown[] = [row.label];
    const errorCells: number[] = [];
    for (const column of matrix.columns) {
      const cell = cellOf(row, column.key);
      if (isCellError(cell)) errorCells.push(values.length);
      values.push(isCellError(cell) ? cell.message : cell);
    }
    await sheet.addRow(values, {
      outlineLevel: level,
      indent: level,
      bold: row.kind === 'total',
      ...(row.format ? { formats: [undefined, ...matrix.columns.map(() => row.format ?? undefined)] } : {}),
      ...(errorCells.length > 0 ? { errorCells } : {}),
    });
  }
  return rows.length;
}
