import ExcelJS from 'exceljs';

/** A worksheet of an exported workbook as the tests read it (exceljs, as a spreadsheet program would open it). */
export interface PlanilhaLida {
  /** the header block: label → value */
  filtros: Map<string, string>;
  /** the frozen header row's texts */
  colunas: string[];
  /** the data rows, one value per column (null for an empty cell) */
  linhas: unknown[][];
  /** the cells of the data rows, to check their types and formats */
  celulas: ExcelJS.Cell[][];
  /** the header row's number (the frozen pane ends there) */
  linhaDoCabecalho: number;
  autoFilter: unknown;
}

/** Every worksheet of an xlsx, by name. */
export async function lerPlanilhas(arquivo: Buffer): Promise<Map<string, PlanilhaLida>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(arquivo as unknown as ArrayBuffer);
  const lidas = new Map<string, PlanilhaLida>();
  for (const sheet of workbook.worksheets) {
    const linhaDoCabecalho = (sheet.views[0] as { ySplit?: number }).ySplit!;
    const cabecalho = sheet.getRow(linhaDoCabecalho);
    const n = cabecalho.cellCount;
    const colunas = Array.from({ length: n }, (_, i) => String(cabecalho.getCell(i + 1).value));
    const filtros = new Map<string, string>();
    for (let r = 2; r < linhaDoCabecalho - 2; r++) {
      const row = sheet.getRow(r);
      filtros.set(String(row.getCell(1).value), String(row.getCell(2).value));
    }
    const celulas: ExcelJS.Cell[][] = [];
    for (let r = linhaDoCabecalho + 1; r <= sheet.rowCount; r++) {
      const row = sheet.getRow(r);
      celulas.push(Array.from({ length: n }, (_, i) => row.getCell(i + 1)));
    }
    lidas.set(sheet.name, {
      filtros,
      colunas,
      linhas: celulas.map((cs) => cs.map((c) => c.value ?? null)),
      celulas,
      linhaDoCabecalho,
      autoFilter: sheet.autoFilter,
    });
  }
  return lidas;
}

/** A row as an object by column header. */
export const porColuna = (p: PlanilhaLida, linha: unknown[]) =>
  Object.fromEntries(p.colunas.map((c, i) => [c, linha[i]]));
