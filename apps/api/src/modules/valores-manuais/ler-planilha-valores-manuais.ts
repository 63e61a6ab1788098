import {
  centavosDeNumero,
  centavosDeTexto,
  valoresManuaisColunas as col,
  valoresManuaisMessages as msg,
  VALORES_MANUAIS_MAX_LINHAS,
  type LeituraValor,
} from '@matriz/contracts';
import ExcelJS from 'exceljs';
import { badRequest } from '../../lib/app-error.ts';
import { verificarZip } from './verificar-zip.ts';

/** One data row of the upload: its row number in the sheet, the store's identification and the value read. */
export interface LinhaPlanilha {
  numero: number;
  /** the CNPJ's 14 characters (punctuation dropped, leading zeros Excel dropped put back); null when blank */
  cnpj: string | null;
  /** the CNPJ as the file has it, for the notes */
  cnpjTexto: string;
  codigoLoja: string | null;
  /** the value in exact centavos, or why it is refused (a formula, text that is no number, 3 decimals…) */
  valor: LeituraValor;
}

export interface PlanilhaValores {
  /** the header block above the columns: label → value as text ('Competência' → '03/2026') */
  bloco: Map<string, string>;
  /** rows with a value (blank values are no record), in order */
  linhas: LinhaPlanilha[];
}

/** The most bytes the xlsx package may expand to (its XML); a grupo's template is a few dozen kB. */
const MAX_DESCOMPACTADO = 32 * 1_048_576;
/** How far down the header row is looked for (the template's is row 9). */
const MAX_LINHAS_ANTES_DO_CABECALHO = 30;

const normalizar = (s: string) =>
  s.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase();

/** A cell's text (the text of rich text and hyperlinks, numbers as written); '' for blank and formulas. */
function texto(cell: ExcelJS.Cell): string {
  const v = cell.value;
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number') return String(v);
  if (typeof v === 'object' && 'richText' in v)
    return v.richText
      .map((t) => t.text)
      .join('')
      .trim();
  if (typeof v === 'object' && 'text' in v && typeof v.text === 'string') return v.text.trim();
  return '';
}

/** The value cell: a number exactly, pt-BR text, nothing else (a formula is refused, never evaluated). */
function lerValor(cell: ExcelJS.Cell): LeituraValor | null {
  const v = cell.value;
  if (v === null || v === undefined) return null;
  if (cell.type === ExcelJS.ValueType.Formula) return { erro: msg.notaFormula };
  if (typeof v === 'number') return centavosDeNumero(v);
  if (cell.type === ExcelJS.ValueType.Date || typeof v === 'boolean') return { erro: msg.valorInvalido };
  if (cell.type === ExcelJS.ValueType.Error) return { erro: msg.valorInvalido };
  const t = texto(cell);
  return t === '' ? null : centavosDeTexto(t);
}

function lerCnpj(cell: ExcelJS.Cell): { cnpj: string | null; cnpjTexto: string } {
  const t = cell.type === ExcelJS.ValueType.Formula ? '' : texto(cell);
  const limpo = t.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  // Excel turns a CNPJ typed as a number into one, dropping its leading zeros
  const cnpj = /^\d{1,13}$/.test(limpo) ? limpo.padStart(14, '0') : limpo;
  return { cnpj: cnpj === '' ? null : cnpj, cnpjTexto: t };
}

interface Cabecalho {
  linha: number;
  cnpj: number;
  valor: number;
  codigoLoja: number | null;
}

/** The header row: the first of the top rows holding both 'CNPJ' and 'Valor' (any case and accents). */
function acharCabecalho(ws: ExcelJS.Worksheet): Cabecalho | null {
  const ultima = Math.min(ws.rowCount, MAX_LINHAS_ANTES_DO_CABECALHO);
  for (let r = 1; r <= ultima; r++) {
    const colunas = new Map<string, number>();
    ws.getRow(r).eachCell((cell, c) => {
      const nome = normalizar(texto(cell));
      if (nome && !colunas.has(nome)) colunas.set(nome, c);
    });
    const cnpj = colunas.get(normalizar(col.cnpj));
    const valor = colunas.get(normalizar(col.valor));
    if (cnpj !== undefined && valor !== undefined)
      return { linha: r, cnpj, valor, codigoLoja: colunas.get(normalizar(col.codigoLoja)) ?? null };
  }
  return null;
}

/** The label → value pairs of the rows above the header (the template's filters). */
function lerBloco(ws: ExcelJS.Worksheet, ate: number): Map<string, string> {
  const bloco = new Map<string, string>();
  for (let r = 1; r < ate; r++) {
    const row = ws.getRow(r);
    const rotulo = texto(row.getCell(1));
    if (rotulo) bloco.set(normalizar(rotulo), texto(row.getCell(2)));
  }
  return bloco;
}

/** Reads the workbook, or refuses the file (400) with what is wrong with it. Nothing is written before this. */
async function abrir(bytes: Buffer): Promise<ExcelJS.Workbook> {
  // the template's rows (one per store, a header block above) and a few columns; nothing beyond is read
  const problema = verificarZip(bytes, MAX_DESCOMPACTADO, {
    linhas: VALORES_MANUAIS_MAX_LINHAS + 100,
    colunas: 50,
  });
  if (problema === 'grande') throw badRequest(msg.arquivoExpandido, 'file');
  if (problema === 'linhas') throw badRequest(msg.arquivoLinhasDemais, 'file');
  if (problema) throw badRequest(msg.arquivoInvalido, 'file');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badRequest(msg.arquivoInvalido, 'file');
  }
  return workbook;
}

/**
 * The upload's spreadsheet (issue 11 §2, §5): an xlsx package (a file of another kind, or one that expands too much,
 * is refused), the first worksheet with a header row holding 'CNPJ' and 'Valor' (else refused: wrong columns), the
 * header block above it, and each row below with a value — at most VALORES_MANUAIS_MAX_LINHAS (refused beyond).
 * A cell is read for what it holds, never evaluated: a formula is a note of its row, not its cached result.
 */
export async function lerPlanilhaValoresManuais(bytes: Buffer): Promise<PlanilhaValores> {
  const workbook = await abrir(bytes);
  for (const ws of workbook.worksheets) {
    const cab = acharCabecalho(ws);
    if (!cab) continue;
    const linhas: LinhaPlanilha[] = [];
    let preenchidas = 0;
    for (let r = cab.linha + 1; r <= ws.rowCount; r++) {
      const row = ws.getRow(r);
      if (!row.hasValues) continue;
      if (++preenchidas > VALORES_MANUAIS_MAX_LINHAS) throw badRequest(msg.arquivoLinhasDemais, 'file');
      const valor = lerValor(row.getCell(cab.valor));
      if (valor === null) continue;
      const codigo = cab.codigoLoja === null ? '' : texto(row.getCell(cab.codigoLoja));
      linhas.push({ numero: r, ...lerCnpj(row.getCell(cab.cnpj)), codigoLoja: codigo || null, valor });
    }
    return { bloco: lerBloco(ws, cab.linha), linhas };
  }
  throw badRequest(msg.arquivoSemCabecalho, 'file');
}

export { normalizar as normalizarRotulo };
