import { parse, type CsvError } from 'csv-parse';
import { notasMessages } from '../notas.ts';
import { codificacaoDoBom } from './decodificar.ts';
import { Decodificador } from './decodificar.ts';
import {
  ArquivoInvalido,
  lerFaixa,
  type FonteArquivo,
  type LinhaLida,
  type SeparadorDecimal,
} from './tipos.ts';

/** The longest record (row) a CSV may have: a row of a template is a few hundred bytes. */
const MAX_LINHA = 1_048_576;
const AMOSTRA = 65_536;
const DELIMITADORES = [';', ',', '\t'] as const;
export type Delimitador = (typeof DELIMITADORES)[number];

/** How many times `c` appears in `linha` outside double quotes. */
function contarFora(linha: string, c: string): number {
  let n = 0;
  let aspas = false;
  for (const ch of linha) {
    if (ch === '"') aspas = !aspas;
    else if (ch === c && !aspas) n++;
  }
  return n;
}

/**
 * The delimiter of the header line: the most frequent of ';', ',' and tab outside quotes — ';' when none or tied
 * (Excel's CSV in a Brazilian locale). A file separated by ';' or tab writes decimals with a comma (pt-BR); one
 * separated by ',' writes them with a point.
 */
export function detectarDelimitador(amostra: string): {
  delimitador: Delimitador;
  decimal: SeparadorDecimal;
} {
  const linha =
    amostra
      .replace(/^\uFEFF/, '')
      .split(/\r\n|\n|\r/)
      .find((l) => l.trim() !== '') ?? '';
  let melhor: Delimitador = ';';
  let maior = 0;
  for (const d of DELIMITADORES) {
    const n = contarFora(linha, d);
    if (n > maior) {
      melhor = d;
      maior = n;
    }
  }
  return { delimitador: melhor, decimal: melhor === ',' ? '.' : ',' };
}

/** The first bytes as text, for the delimiter (decoded leniently: only the header line matters). */
async function amostraDeTexto(fonte: FonteArquivo): Promise<string> {
  const bytes = await lerFaixa(fonte, 0, Math.min(AMOSTRA, fonte.tamanho));
  const bom = codificacaoDoBom(bytes);
  if (bom) return new TextDecoder(bom).decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, bytes.length - 3));
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** A parser error as the note; `registro` is the number of the record being read (where its quote opened). */
function erroDoCsv(error: unknown, registro: number): Error {
  if (error instanceof ArquivoInvalido) return error;
  const e = error as Partial<CsvError>;
  if (e.code === 'CSV_MAX_RECORD_SIZE') return new ArquivoInvalido(notasMessages.csvLinhaGrande);
  if (typeof e.code === 'string' && e.code.startsWith('CSV_'))
    return new ArquivoInvalido(notasMessages.csvMalformado(registro));
  return error as Error;
}

export interface LeituraCsv {
  decimal: SeparadorDecimal;
  delimitador: Delimitador;
  linhas: AsyncGenerator<LinhaLida>;
}

/**
 * A CSV, streaming in bounded memory: the encoding detected (decodificar.ts), the delimiter from the header line,
 * quoted fields with separators and line breaks, any row length. Each record is numbered as a spreadsheet would show
 * it (blank lines count); all-blank rows are skipped. `aoLer` is told the bytes read (the progress).
 */
export async function lerCsv(fonte: FonteArquivo, aoLer: (bytes: number) => void): Promise<LeituraCsv> {
  const { delimitador, decimal } = detectarDelimitador(await amostraDeTexto(fonte));
  async function* linhas(): AsyncGenerator<LinhaLida> {
    const origem = fonte.abrir();
    origem.on('data', (chunk: Buffer) => aoLer(chunk.length));
    const decodificador = new Decodificador();
    const parser = parse({
      delimiter: delimitador,
      relax_column_count: true,
      skip_empty_lines: false,
      max_record_size: MAX_LINHA,
    });
    // errors travel down the chain to the parser, whose iteration rethrows them
    origem.on('error', (e) => decodificador.destroy(e));
    decodificador.on('error', (e) => parser.destroy(e));
    origem.pipe(decodificador).pipe(parser);
    let numero = 0;
    try {
      for await (const registro of parser as AsyncIterable<string[]>) {
        numero++;
        if (registro.every((c) => c.trim() === '')) continue;
        yield { numero, celulas: registro };
      }
    } catch (error) {
      throw erroDoCsv(error, numero + 1);
    } finally {
      origem.destroy();
    }
  }
  return { decimal, delimitador, linhas: linhas() };
}
