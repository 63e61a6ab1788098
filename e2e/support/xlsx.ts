import ExcelJS from 'exceljs';

/** A report sheet as read back: the header block (label → value), the column headers and the data rows. */
export interface ReportSheetContent {
  title: string;
  /** the filters block and the other label/value lines above the header row */
  block: Map<string, string>;
  headers: string[];
  rows: (string | number | null)[][];
}

const cellValue = (cell: ExcelJS.Cell): string | number | null => {
  const v = cell.value;
  if (v === null || v === undefined) return null;
  if (typeof v === 'number' || typeof v === 'string') return v;
  if (typeof v === 'object' && 'richText' in v) return v.richText.map((r) => r.text).join('');
  return String(cell.text);
};

/**
 * Opens a report xlsx of the queue (title, filter lines, 'Gerado em …', a blank line, the header row, then
 * the data) and returns its first sheet, finding the header row by its first column's text.
 */
export async function readReportSheet(path: string, firstHeader: string): Promise<ReportSheetContent> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error(`${path}: no sheet`);
  const lines: (string | number | null)[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const values: (string | number | null)[] = [];
    for (let c = 1; c <= sheet.columnCount; c++) values.push(cellValue(row.getCell(c)));
    lines[number - 1] = values;
  });
  const headerAt = lines.findIndex((l) => l?.[0] === firstHeader);
  if (headerAt < 0) throw new Error(`${path}: no header row starting with '${firstHeader}'`);
  const block = new Map<string, string>();
  for (const line of lines.slice(1, headerAt)) {
    if (line && typeof line[0] === 'string' && line[1] !== null && line[1] !== undefined)
      block.set(line[0], String(line[1]));
  }
  const headers = (lines[headerAt] ?? []).map((h) => String(h ?? '')).filter(Boolean);
  const rows = lines
    .slice(headerAt + 1)
    .filter((l): l is (string | number | null)[] => Boolean(l) && l.some((v) => v !== null))
    .map((l) => l.slice(0, headers.length));
  return { title: String(lines[0]?.[0] ?? ''), block, headers, rows };
}

/** Every row of a workbook's first sheet as plain values (numbers stay numbers), for files of any layout. */
export async function readWorkbookRows(path: string): Promise<(string | number | null)[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error(`${path}: no sheet`);
  const rows: (string | number | null)[][] = [];
  sheet.eachRow((row) => {
    const values: (string | number | null)[] = [];
    for (let c = 1; c <= sheet.columnCount; c++) values.push(cellValue(row.getCell(c)));
    rows.push(values);
  });
  return rows;
}
