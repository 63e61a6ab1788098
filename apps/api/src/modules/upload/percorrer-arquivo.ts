import type { TipoArquivo } from '@matriz/contracts';
import { notasMessages } from './notas.ts';
import { lerCampos, resolverCabecalho, type CamposLidos } from './leitura/cabecalho.ts';
import { lerCsv } from './leitura/ler-csv.ts';
import { lerXlsx } from './leitura/ler-xlsx.ts';
import {
  ArquivoInvalido,
  type FonteArquivo,
  type LinhaLida,
  type SeparadorDecimal,
} from './leitura/tipos.ts';

/** The file's columns are not those of the chosen type: the row ends 'Ignorado, tipo não identificado'. */
export class TipoNaoIdentificado extends Error {}

export interface LinhaDeDados extends CamposLidos {
  numero: number;
}

export interface Percurso {
  formato: 'csv' | 'xlsx';
  tipo: TipoArquivo;
  /** the most data rows taken (more refuses the file naming the limit) */
  maxLinhas: number;
  /** rows per batch handed to `porLote` */
  lote: number;
  /** told the bytes of the stored file read so far (the progress) */
  aoLer(bytes: number): void;
  porLote(linhas: readonly LinhaDeDados[]): Promise<void>;
}

async function abrir(
  fonte: FonteArquivo,
  formato: 'csv' | 'xlsx',
  aoLer: (bytes: number) => void,
): Promise<{ decimal: SeparadorDecimal; linhas: AsyncGenerator<LinhaLida> }> {
  if (formato === 'csv') return lerCsv(fonte, aoLer);
  // xlsx text cells are typed by people in a pt-BR Excel: '1.234,56'
  return { decimal: ',', linhas: await lerXlsx(fonte, aoLer) };
}

/**
 * One pass over the stored file, in bounded memory: the first non-blank row is the header, checked against the
 * type's layout (TipoNaoIdentificado otherwise); each row below is read by the layout's formats and handed on in
 * batches. Answers the number of data rows. A file with more rows than `maxLinhas` is refused (ArquivoInvalido
 * naming the limit) as soon as the row past it is read.
 */
export async function percorrerArquivo(fonte: FonteArquivo, p: Percurso): Promise<number> {
  const { decimal, linhas } = await abrir(fonte, p.formato, p.aoLer);
  let cabecalho: ReturnType<typeof resolverCabecalho> | null = null;
  let lote: LinhaDeDados[] = [];
  let total = 0;
  try {
    for await (const linha of linhas) {
      if (cabecalho === null) {
        cabecalho = resolverCabecalho(linha.celulas, p.tipo);
        if ('nota' in cabecalho) throw new TipoNaoIdentificado(cabecalho.nota);
        continue;
      }
      if ('nota' in cabecalho) break;
      if (++total > p.maxLinhas) throw new ArquivoInvalido(notasMessages.linhasDemais(p.maxLinhas));
      lote.push({ numero: linha.numero, ...lerCampos(linha, cabecalho, decimal) });
      if (lote.length >= p.lote) {
        await p.porLote(lote);
        lote = [];
      }
    }
  } finally {
    // an early end (a refusal, an error) stops the reader and closes the stored file
    await linhas.return(undefined);
  }
  if (lote.length > 0) await p.porLote(lote);
  return total;
}
