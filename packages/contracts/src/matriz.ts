import { z } from 'zod';

import './zod-locale.ts';

/**
 * The report matrix as the screen receives it: the JSON of apps/api/src/engine/matrix.ts (`MatrixJson`,
 * `serializeMatrix`), mirrored here so the SPA reads it typed and the routes declare it. Every report that the
 * engine builds as a matrix (DRE, cash flow, …) answers one. Money is in reais (exact from the centavos, 2
 * decimals), percentages as fractions (0.125 is 12,5 %), null — or, in a sparse answer (the DRE's), a key left out —
 * is "no data" (never zero), and a cell that could not be computed is `{ erro, message }`, shown as its message.
 */

/** How a column's (or a row's) values read: `moeda` reais, `percentual` a fraction, `decimal`, `inteiro`. */
export const matrizFormatos = ['moeda', 'percentual', 'decimal', 'inteiro'] as const;
export type MatrizFormato = (typeof matrizFormatos)[number];
/** `linha` a plain line; `total` a line that sums or computes others (bold); `detalhe` an item under a line. */
export const matrizTiposDeLinha = ['linha', 'total', 'detalhe'] as const;
export type MatrizTipoDeLinha = (typeof matrizTiposDeLinha)[number];
export const matrizCodigosDeErro = [
  'divisao-por-zero',
  'referencia-invalida',
  'referencia-circular',
  'valor-invalido',
] as const;
export type MatrizCodigoDeErro = (typeof matrizCodigosDeErro)[number];

export const celulaErroJson = z.object({ erro: z.enum(matrizCodigosDeErro), message: z.string() });
export type CelulaErroJson = z.infer<typeof celulaErroJson>;
/** A cell: a number (reais for money), null (no data) or the error. */
export const celulaJson = z.union([z.number(), z.null(), celulaErroJson]);
export type CelulaJson = z.infer<typeof celulaJson>;

export const matrizColunaJson = z.object({
  key: z.string(),
  header: z.string(),
  format: z.enum(matrizFormatos),
});
export type MatrizColunaJson = z.infer<typeof matrizColunaJson>;

export const matrizLinhaJson = z.object({
  id: z.string(),
  label: z.string(),
  /** a short code the row may be named by (a formula's 'RB'); null when none */
  code: z.string().nullable(),
  kind: z.enum(matrizTiposDeLinha),
  /** 0 for the top rows, 1 for their children, … */
  level: z.number().int(),
  /** overrides the columns' format for this row; null: the column's */
  format: z.enum(matrizFormatos).nullable(),
  /**
   * the cells by column key: null, or a key left out, is "no data" (a sparse answer — the DRE's — writes only the
   * cells with a value or an error; read a cell with celulaDaLinha)
   */
  cells: z.record(z.string(), celulaJson),
  get children(): z.ZodArray<typeof matrizLinhaJson> {
    return z.array(matrizLinhaJson);
  },
});
export type MatrizLinhaJson = z.infer<typeof matrizLinhaJson>;

export const matrizJson = z.object({
  /** header of the label column ('Descrição', 'Nome') */
  labelHeader: z.string(),
  columns: z.array(matrizColunaJson),
  rows: z.array(matrizLinhaJson),
});
export type MatrizJson = z.infer<typeof matrizJson>;

/** The row's cell in a column: null ("no data", never zero) when the answer leaves the key out or writes null. */
export const celulaDaLinha = (linha: Pick<MatrizLinhaJson, 'cells'>, key: string): CelulaJson =>
  linha.cells[key] ?? null;

/** A cell that could not be computed (rendered as its message, never as a number). */
export const isCelulaErro = (cell: CelulaJson): cell is CelulaErroJson =>
  typeof cell === 'object' && cell !== null;
