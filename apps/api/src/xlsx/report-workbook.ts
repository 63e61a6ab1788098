import ExcelJS from 'exceljs';
import type { Writable } from 'node:stream';
import type {
  ReportCellFormat,
  ReportColumn,
  ReportRowOptions,
  ReportSheet,
  ReportWriter,
} from './report-kind.ts';
import { formatGeradoEm, numFmts } from './formats.ts';
import { safeCellValue } from './safe-cell.ts';

export interface ReportWorkbook extends ReportWriter {
  /** Finishes every sheet and the file (the stream ends). */
  commit(): Promise<void>;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** A cell value for its column's format: dates from 'YYYY-MM-DD' for data/mes, money bigints in centavos. */
function cellFor(value: unknown, format: ReportCellFormat | undefined) {
  if ((format === 'data' || format === 'mes') && typeof value === 'string') {
    const m = ISO_DATE.exec(value);
    if (m) return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  }
  return safeCellValue(value, { centavos: format === 'moeda' });
}

/** Excel's deepest row outline level. */
const MAX_OUTLINE = 7;

/** A row's outline level, indentation, weight, own cell formats and error cells (see ReportRowOptions). */
function styleRow(row: ExcelJS.Row, options: ReportRowOptions) {
  if (options.outlineLevel) {
    row.outlineLevel = Math.min(MAX_OUTLINE, options.outlineLevel);
    // exceljs marks every row of the deepest level `collapsed` (level ≥ the sheet's outlineLevelRow), which
    // tells Excel a group under it is closed; the tree is written open, so no row is collapsed
    Object.defineProperty(row, 'collapsed', { value: false });
  }
  if (options.bold) row.font = { bold: true };
  if (options.indent) row.getCell(1).alignment = { indent: options.indent };
  options.formats?.forEach((format, i) => {
    if (format) row.getCell(i + 1).numFmt = numFmts[format];
  });
  for (const i of options.errorCells ?? []) {
    const cell = row.getCell(i + 1);
    cell.font = { bold: options.bold ?? false, italic: true, color: { argb: 'FFC00000' } };
    cell.alignment = { horizontal: 'right' };
  }
}

/** Excel refuses sheet names over 31 characters or with : \ / ? * [ ]; names must be unique. */
function sheetName(name: string, used: Set<string>): string {
  const clean =
    name
      .replace(/[:\\/?*[\]]/g, ' ')
      .trim()
      .slice(0, 31) || 'Planilha';
  let candidate = clean;
  for (let i = 2; used.has(candidate.toLowerCase()); i++) candidate = `${clean.slice(0, 27)} (${i})`;
  used.add(candidate.toLowerCase());
  return candidate;
}

/**
 * A streamed report workbook (exceljs WorkbookWriter: rows are committed as they are added, so memory stays
 * bounded whatever the size). Each sheet starts with the header block — title, the filters applied and
 * 'Gerado em dd/MM/yyyy HH:mm' — then the frozen header row of the columns.
 */
export function createReportWorkbook(
  stream: Writable,
  opts: { titulo: string; geradoEm?: Date },
): ReportWorkbook {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    // inline strings: a shared-string table is held in memory until the file ends, one entry per distinct
    // text, which would make memory grow with the report's size
    useSharedStrings: false,
  });
  workbook.creator = 'Matriz';
  const geradoEm = opts.geradoEm ?? new Date();
  const used = new Set<string>();
  let current: { finish: () => void } | null = null;

  return {
    async addSheet(name, columns, filtros, options = {}) {
      current?.finish();
      const headerRow = 1 + filtros.length + 1 + 2;
      const outlineLevels = Math.min(MAX_OUTLINE, options.outlineLevels ?? 0);
      const sheet = workbook.addWorksheet(sheetName(name, used), {
        views: [{ state: 'frozen', ySplit: headerRow, xSplit: options.frozenColumns ?? 0 }],
        ...(outlineLevels > 0
          ? {
              properties: {
                outlineLevelRow: outlineLevels,
                outlineProperties: { summaryBelow: false, summaryRight: false },
              },
            }
          : {}),
      });
      // the autofilter is written when the sheet ends (after its rows): it then spans every row written
      let lastRow = headerRow;
      current = {
        finish: () => {
          if (options.autoFilter)
            sheet.autoFilter = {
              from: { row: headerRow, column: 1 },
              to: { row: lastRow, column: columns.length },
            };
          sheet.commit();
        },
      };
      sheet.columns = columns.map((c: ReportColumn) => ({
        key: c.header,
        width: c.width ?? Math.max(12, Math.min(60, c.header.length + 4)),
        style: c.format ? { numFmt: numFmts[c.format] } : {},
      }));
      const title = sheet.addRow([opts.titulo]);
      title.font = { bold: true, size: 14 };
      title.commit();
      for (const [rotulo, valor] of filtros) {
        const row = sheet.addRow([safeCellValue(rotulo), safeCellValue(valor)]);
        row.getCell(1).font = { bold: true };
        row.getCell(2).numFmt = '@';
        row.commit();
      }
      sheet.addRow([`Gerado em ${formatGeradoEm(geradoEm)}`]).commit();
      sheet.addRow([]).commit();
      const header = sheet.addRow(columns.map((c) => c.header));
      header.font = { bold: true, color: { argb: 'FFFFFFFF' } };
      header.eachCell((cell) => {
        cell.numFmt = '@';
        cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1F4E78' } };
      });
      header.commit();
      const formats = columns.map((c) => c.format);
      const result: ReportSheet = {
        async addRow(values, rowOptions) {
          const cellFormats = values.map((_, i) => rowOptions?.formats?.[i] ?? formats[i]);
          const row = sheet.addRow(values.map((v, i) => cellFor(v, cellFormats[i])));
          if (rowOptions) styleRow(row, rowOptions);
          row.commit();
          lastRow = row.number;
        },
      };
      return result;
    },
    async commit() {
      current?.finish();
      await workbook.commit();
    },
  };
}
