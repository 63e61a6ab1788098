import ExcelJS from 'exceljs';
import { notasMessages } from '../notas.ts';
import { ArquivoInvalido, type Celula, type FonteArquivo, type LinhaLida } from './tipos.ts';
import { verificarXlsx } from './verificar-xlsx.ts';

/** A cell of the streaming reader as our Celula: a formula stays only "a formula", never evaluated or taken. */
function celula(v: unknown): Celula {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? { erro: 'data inválida' } : v;
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if ('formula' in o || 'sharedFormula' in o) return { formula: true };
    if ('error' in o) return { erro: String(o.error) };
    if (Array.isArray(o.richText))
      return o.richText.map((t) => String((t as { text?: unknown }).text ?? '')).join('');
    if ('text' in o) return celula(o.text);
    if ('sharedString' in o) return { erro: 'texto compartilhado ausente' };
  }
  return String(v);
}

const vazia = (c: Celula) => c === null || (typeof c === 'string' && c.trim() === '');

/**
 * The first worksheet of an xlsx, streaming (exceljs's WorkbookReader): checked first (verificar-xlsx.ts: a valid
 * package, bounded once expanded), then read row by row with their spreadsheet numbers; all-blank rows skipped.
 * Shared strings are kept (bounded by the check); styles are read only to know date cells. `aoLer` is told the
 * compressed bytes read (the progress).
 */
export async function lerXlsx(
  fonte: FonteArquivo,
  aoLer: (bytes: number) => void,
): Promise<AsyncGenerator<LinhaLida>> {
  await verificarXlsx(fonte);
  async function* linhas(): AsyncGenerator<LinhaLida> {
    const origem = fonte.abrir();
    origem.on('data', (chunk: Buffer) => aoLer(chunk.length));
    const leitor = new ExcelJS.stream.xlsx.WorkbookReader(origem, {
      worksheets: 'emit',
      sharedStrings: 'cache',
      styles: 'cache',
      hyperlinks: 'ignore',
      entries: 'ignore',
    });
    let planilhas = 0;
    try {
      for await (const planilha of leitor) {
        planilhas++;
        for await (const row of planilha as AsyncIterable<ExcelJS.Row>) {
          const valores = row.values as unknown[];
          const celulas: Celula[] = [];
          for (let c = 1; c < valores.length; c++) celulas.push(celula(valores[c]));
          if (celulas.every(vazia)) continue;
          yield { numero: row.number, celulas };
        }
        break; // the first worksheet only: a template's other sheets are instructions and an example
      }
    } catch (error) {
      if (error instanceof ArquivoInvalido) throw error;
      throw new ArquivoInvalido(notasMessages.xlsxInvalido);
    } finally {
      origem.destroy();
    }
    if (planilhas === 0) throw new ArquivoInvalido(notasMessages.semPlanilha);
  }
  return linhas();
}
