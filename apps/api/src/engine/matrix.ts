import { centavosToReais } from '../lib/money.ts';
import { hasValue, isCellError, sumCells, type Cell, type CellError } from './cells.ts';

export * from './cells.ts';

/**
 * The report matrix (DESIGN.md §7, CONVENTIONS.md habit 12): a tree of rows × columns, computed once and
 * rendered twice — to the screen as JSON (`serializeMatrix`) and to every export (xlsx/matrix-sheet.ts), as OCA
 * mis-builder's KPI matrix is. The engines (DRE, DFC, …) build one with `createMatrix` and the cell arithmetic
 * of cells.ts; nothing here knows what a DRE is.
 */

/** How values read: `moeda` is money (bigint centavos); the others plain numbers (`percentual` a fraction). */
export type MatrixFormat = 'moeda' | 'percentual' | 'decimal' | 'inteiro';

export interface MatrixColumn {
  key: string;
  header: string;
  format: MatrixFormat;
  /** Width hint for exports, in characters. */
  width?: number;
}

/** `linha` a plain line; `total` a line that sums or computes others (shown bold); `detalhe` an item under a line. */
export type RowKind = 'linha' | 'total' | 'detalhe';

export interface MatrixRow {
  id: string;
  label: string;
  /** A short code the row may be named by (a formula's 'RB'); null when none. */
  code: string | null;
  kind: RowKind;
  /** Overrides the columns' format for this row (a percentage row among money columns); null: the column's. */
  format: MatrixFormat | null;
  /** Cells by column key; a key left out is "no data". */
  cells: Readonly<Record<string, Cell>>;
  children: readonly MatrixRow[];
}

export interface Matrix {
  /** Header of the label column, e.g. 'Descrição'. */
  labelHeader: string;
  columns: readonly MatrixColumn[];
  rows: readonly MatrixRow[];
}

/** A row as written by an engine: everything but id and label optional. */
export interface MatrixRowInput {
  id: string;
  label: string;
  code?: string | null;
  kind?: RowKind;
  format?: MatrixFormat | null;
  cells?: Readonly<Record<string, Cell>>;
  children?: readonly MatrixRowInput[];
}

export function matrixRow(input: MatrixRowInput): MatrixRow {
  return {
    id: input.id,
    label: input.label,
    code: input.code ?? null,
    kind: input.kind ?? 'linha',
    format: input.format ?? null,
    cells: { ...input.cells },
    children: (input.children ?? []).map(matrixRow),
  };
}

/**
 * A matrix, checked: unique column keys and row ids, cells only under known columns, money cells bigint and
 * the others finite numbers. A violation is a bug in the engine that built it, so it throws.
 */
export function createMatrix(input: {
  labelHeader?: string;
  columns: readonly MatrixColumn[];
  rows: readonly MatrixRowInput[];
}): Matrix {
  const matrix: Matrix = {
    labelHeader: input.labelHeader ?? 'Descrição',
    columns: input.columns.map((c) => ({ ...c })),
    rows: input.rows.map(matrixRow),
  };
  const columns = new Map<string, MatrixColumn>();
  for (const c of matrix.columns) {
    if (!c.key || columns.has(c.key)) throw new Error(`matriz: coluna repetida ou sem chave: '${c.key}'`);
    columns.set(c.key, c);
  }
  const ids = new Set<string>();
  walkMatrix(matrix, ({ row }) => {
    if (ids.has(row.id)) throw new Error(`matriz: linha repetida: '${row.id}'`);
    ids.add(row.id);
    for (const key in row.cells) {
      const cell = row.cells[key]!;
      const column = columns.get(key);
      if (!column) throw new Error(`matriz: a linha '${row.id}' tem valor na coluna desconhecida '${key}'`);
      if (!fitsFormat(cell, row.format ?? column.format))
        throw new Error(`matriz: valor de tipo errado na linha '${row.id}', coluna '${key}'`);
    }
  });
  return matrix;
}

function fitsFormat(cell: Cell, format: MatrixFormat): boolean {
  if (!hasValue(cell)) return true;
  return format === 'moeda' ? typeof cell === 'bigint' : typeof cell === 'number' && Number.isFinite(cell);
}

export interface VisitedRow {
  row: MatrixRow;
  /** 0 for the top rows, 1 for their children, … */
  level: number;
  parent: MatrixRow | null;
}

/** Visits every row depth-first, each before its children (the order of the screen and the sheet). */
export function walkMatrix(matrix: Pick<Matrix, 'rows'>, visit: (visited: VisitedRow) => void): void {
  const walk = (rows: readonly MatrixRow[], level: number, parent: MatrixRow | null) => {
    for (const row of rows) {
      visit({ row, level, parent });
      walk(row.children, level + 1, row);
    }
  };
  walk(matrix.rows, 0, null);
}

/** Every row with its level, in walking order. */
export function flattenMatrix(matrix: Pick<Matrix, 'rows'>): VisitedRow[] {
  const out: VisitedRow[] = [];
  walkMatrix(matrix, (visited) => out.push(visited));
  return out;
}

/** The deepest level of the tree (0 when flat or empty). */
export function matrixDepth(matrix: Pick<Matrix, 'rows'>): number {
  let depth = 0;
  walkMatrix(matrix, ({ level }) => (depth = Math.max(depth, level)));
  return depth;
}

export function findRow(matrix: Pick<Matrix, 'rows'>, id: string): MatrixRow | undefined {
  let found: MatrixRow | undefined;
  walkMatrix(matrix, ({ row }) => {
    if (!found && row.id === id) found = row;
  });
  return found;
}

/** The row's cell in the column; "no data" (null) when the row has none there. */
export const cellOf = (row: MatrixRow, key: string): Cell => row.cells[key] ?? null;

/** Column by column, the sum of the rows' cells: a total line as the sum of its children. */
export function sumRows(rows: readonly MatrixRow[], keys: readonly string[]): Record<string, Cell> {
  return Object.fromEntries(keys.map((key) => [key, sumCells(rows.map((r) => cellOf(r, key)))]));
}

/** The sum of the row's cells in the columns: a period's total from its months. */
export const sumColumns = (row: MatrixRow, keys: readonly string[]): Cell =>
  sumCells(keys.map((key) => cellOf(row, key)));

// ---------- JSON ----------

/** A cell in JSON: money in reais (exact from the centavos), other numbers as they are, null, or the error. */
export type CellJson = number | null | CellError;

export interface MatrixRowJson {
  id: string;
  label: string;
  code: string | null;
  kind: RowKind;
  level: number;
  format: MatrixFormat | null;
  /**
   * The cells by column key: every column's key (null where there is no data), or, serialised `esparsa`, only the
   * cells with a value or an error (a key left out is "no data").
   */
  cells: Record<string, CellJson>;
  children: MatrixRowJson[];
}

export interface MatrixJson {
  labelHeader: string;
  columns: Array<{ key: string; header: string; format: MatrixFormat }>;
  rows: MatrixRowJson[];
}

export function cellToJson(cell: Cell): CellJson {
  if (cell === null) return null;
  if (isCellError(cell)) return { erro: cell.erro, message: cell.message };
  return typeof cell === 'bigint' ? centavosToReais(cell) : cell;
}

/**
 * The matrix as the screen receives it (DESIGN.md §3: money as reais with 2 decimals, never summed as floats).
 * `chaves`: the key each column is written under (the screen reads keys as opaque names; a short key per column
 * keeps a store view's cells from repeating a 40-character key thousands of times), else its own. `esparsa`: the
 * cells without data are left out instead of written as null (a store view is mostly empty cells: accounts a store
 * did not use), so the answer is smaller to build, send and parse; the reader takes a missing key as null.
 */
export function serializeMatrix(
  matrix: Matrix,
  chaves?: ReadonlyMap<string, string>,
  opcoes: { esparsa?: boolean } = {},
): MatrixJson {
  const keys = matrix.columns.map((c) => c.key);
  const chave = (key: string) => chaves?.get(key) ?? key;
  const nomes = keys.map(chave);
  const esparsa = opcoes.esparsa === true;
  const rowJson = (row: MatrixRow, level: number): MatrixRowJson => ({
    id: row.id,
    label: row.label,
    code: row.code,
    kind: row.kind,
    level,
    format: row.format,
    cells: cellsJson(row),
    children: row.children.map((child) => rowJson(child, level + 1)),
  });
  // plain loops: a DRE answer has tens of thousands of cells, and this runs on every search
  const cellsJson = esparsa ? cellsEsparsas : cellsDensas;
  function cellsDensas(row: MatrixRow): Record<string, CellJson> {
    const cells: Record<string, CellJson> = {};
    for (let i = 0; i < keys.length; i++) {
      const cell = row.cells[keys[i]!];
      cells[nomes[i]!] = cell === undefined ? null : cellToJson(cell);
    }
    return cells;
  }
  // sparse: only the keys the row has (an engine writes no key for "no data"), visited once each — looking up
  // every column's key in every row costs more than the rest of the serialisation
  const nomeDe = new Map(keys.map((key, i) => [key, nomes[i]!]));
  function cellsEsparsas(row: MatrixRow): Record<string, CellJson> {
    const cells: Record<string, CellJson> = {};
    const origem = row.cells;
    for (const key in origem) {
      const cell = origem[key]!;
      if (cell !== null) cells[nomeDe.get(key) ?? key] = cellToJson(cell);
    }
    return cells;
  }
  return {
    labelHeader: matrix.labelHeader,
    columns: matrix.columns.map(({ key, header, format }) => ({ key: chave(key), header, format })),
    rows: matrix.rows.map((row) => rowJson(row, 0)),
  };
}
