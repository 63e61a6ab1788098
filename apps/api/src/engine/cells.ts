/**
 * The cells of a report matrix and their arithmetic. As in OCA mis-builder: "no data" is not zero (its
 * AccountingNone: no data + no data = no data, a value + no data = the value) and a cell that cannot be computed
 * is a marked value that travels through sums (its DataError), never an exception in the middle of a report.
 * Money stays bigint centavos, so every sum is exact.
 */

export type MatrixErrorCode =
  'divisao-por-zero' | 'referencia-invalida' | 'referencia-circular' | 'valor-invalido';

/** A cell that could not be computed: rendered as its message, never as a number. */
export interface CellError {
  erro: MatrixErrorCode;
  message: string;
}

/** bigint: money in centavos; number: any other quantity; null: no data (distinct from zero); or an error. */
export type Cell = bigint | number | null | CellError;

/** pt-BR texts of the errors, shown in the cell (screen and xlsx). */
export const cellErrorMessages: Record<MatrixErrorCode, string> = {
  'divisao-por-zero': 'Divisão por zero',
  'referencia-invalida': 'Referência inválida',
  'referencia-circular': 'Referência circular',
  'valor-invalido': 'Valor inválido',
};

export function cellError(erro: MatrixErrorCode, message: string = cellErrorMessages[erro]): CellError {
  return { erro, message };
}

export const isCellError = (cell: Cell): cell is CellError => typeof cell === 'object' && cell !== null;

/** A value there is (money or number): neither "no data" nor an error. */
export const hasValue = (cell: Cell): cell is bigint | number => cell !== null && !isCellError(cell);

/**
 * The sum of the cells: the first error if any (it propagates); "no data" when every cell is; otherwise the
 * exact sum of the values, "no data" counting for nothing. Money (bigint) and other numbers never mix: that is
 * a bug in the matrix being built, so it throws.
 */
export function sumCells(cells: Iterable<Cell>): Cell {
  let money: bigint | null = null;
  let other: number | null = null;
  for (const cell of cells) {
    if (cell === null) continue;
    if (isCellError(cell)) return cell;
    if (typeof cell === 'bigint') money = (money ?? 0n) + cell;
    else other = (other ?? 0) + cell;
  }
  if (money !== null && other !== null) throw new TypeError('soma de dinheiro (centavos) com outra grandeza');
  return money ?? other;
}

export const addCells = (a: Cell, b: Cell): Cell => sumCells([a, b]);

export function negateCell(cell: Cell): Cell {
  if (!hasValue(cell)) return cell;
  return typeof cell === 'bigint' ? -cell : cell === 0 ? 0 : -cell;
}

/** a − b, with the rules of `sumCells` (a value minus "no data" is the value; "no data" minus b is −b). */
export const subtractCells = (a: Cell, b: Cell): Cell => sumCells([a, negateCell(b)]);

/**
 * numerator ÷ denominator as a number (a percentage is this fraction: 0.125 is 12,5 %). An error in either
 * propagates; "no data" in either gives "no data". A zero denominator gives an empty cell (DESIGN.md §5: a DRE
 * formula dividing by zero shows nothing) unless `zero: 'erro'` asks for the marked error.
 */
export function ratioCells(numerator: Cell, denominator: Cell, opts: { zero?: 'vazio' | 'erro' } = {}): Cell {
  if (isCellError(numerator)) return numerator;
  if (isCellError(denominator)) return denominator;
  if (numerator === null || denominator === null) return null;
  if (denominator === 0 || denominator === 0n) {
    return opts.zero === 'erro' ? cellError('divisao-por-zero') : null;
  }
  return Number(numerator) / Number(denominator);
}
