import type { Readable } from 'node:stream';

/**
 * A cell as read, whatever the format: CSV cells are text; xlsx cells are text, numbers, booleans or dates as the
 * workbook stores them. A formula is never evaluated (nor its cached result taken): it is only known to be one.
 */
export type Celula = null | string | number | boolean | Date | { formula: true } | { erro: string };

/** One row of the file: its number as a spreadsheet shows it (the header is row 1 of a template) and its cells. */
export interface LinhaLida {
  numero: number;
  celulas: Celula[];
}

/** The stored original, read as often as a pass needs it (whole, or a byte range). */
export interface FonteArquivo {
  tamanho: number;
  abrir(range?: { start: number; end?: number }): Readable;
}

/**
 * A file that cannot be read as a whole (not a valid xlsx, too large once expanded, a malformed CSV, too many
 * rows…): its message is the note, and nothing is written.
 */
export class ArquivoInvalido extends Error {}

/** How the file writes decimals in text cells: ',' (pt-BR: '1.234,56') or '.' ('1234.56'). */
export type SeparadorDecimal = ',' | '.';

/** Reads the bytes of a range of the source into memory (small ranges only: headers, the zip directory). */
export async function lerFaixa(fonte: FonteArquivo, inicio: number, tamanho: number): Promise<Buffer> {
  if (tamanho <= 0) return Buffer.alloc(0);
  const partes: Buffer[] = [];
  for await (const chunk of fonte.abrir({ start: inicio, end: inicio + tamanho - 1 }))
    partes.push(chunk as Buffer);
  return Buffer.concat(partes);
}
