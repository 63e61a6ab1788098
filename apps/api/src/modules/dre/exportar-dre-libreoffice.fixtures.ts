import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'vitest';

/**
 * Opening workbooks with a real spreadsheet program (issue 11 §5): LibreOffice Calc, headless, converts every sheet
 * of every workbook to CSV in one run (its start-up is the slow part), and the CSV is read back with what LibreOffice
 * made of each cell — a text (quoted: 'quote all text cells' is on) or a number (bare).
 */

/** One cell as LibreOffice wrote it: its text, and whether it was a text cell (quoted) or a number / empty. */
export interface CelulaCsv {
  texto: string;
  citado: boolean;
}
export type LinhaCsv = CelulaCsv[];

/**
 * The CSV filter: ';' separated, '"' text delimiter, UTF-8 (76), every text cell quoted (7th token), the cells'
 * values rather than as shown (9th: numbers without thousands separators or currency), every sheet into
 * `<file>-<sheet>.csv` (12th token -1, LibreOffice ≥ 7.2).
 */
const FILTRO_CSV = 'csv:Text - txt - csv (StarCalc):59,34,76,1,,0,true,true,false,false,false,-1';

/** A CSV of LibreOffice's (';', '"' doubled inside quotes, CRLF or LF) as rows of cells. */
export function lerCsv(texto: string): LinhaCsv[] {
  const linhas: LinhaCsv[] = [];
  let linha: LinhaCsv = [];
  let celula: CelulaCsv = { texto: '', citado: false };
  let i = 0;
  const fimDaCelula = () => {
    linha.push(celula);
    celula = { texto: '', citado: false };
  };
  while (i < texto.length) {
    const c = texto[i]!;
    if (c === '"' && celula.texto === '' && !celula.citado) {
      // a quoted cell: up to the closing quote, '""' is a quote
      celula.citado = true;
      let fim = i + 1;
      for (;;) {
        const q = texto.indexOf('"', fim);
        if (q < 0) throw new Error('CSV: aspas sem fechamento');
        if (texto[q + 1] === '"') {
          celula.texto += texto.slice(fim, q + 1);
          fim = q + 2;
          continue;
        }
        celula.texto += texto.slice(fim, q);
        i = q + 1;
        break;
      }
      continue;
    }
    if (c === ';') {
      fimDaCelula();
      i++;
    } else if (c === '\n' || c === '\r') {
      fimDaCelula();
      linhas.push(linha);
      linha = [];
      i += c === '\r' && texto[i + 1] === '\n' ? 2 : 1;
    } else {
      celula.texto += c;
      i++;
    }
  }
  if (celula.texto !== '' || celula.citado || linha.length > 0) {
    fimDaCelula();
    linhas.push(linha);
  }
  return linhas;
}

/**
 * Converts the workbooks (name without extension → xlsx bytes; names of letters, digits and '_') with one
 * LibreOffice run, in a profile of its own and a fixed locale (LibreOffice writes the decimal separator and the
 * dates of the process's locale even for values: 'C' gives '1234.5' and MM/DD/YYYY). Answers each workbook's
 * sheets by name, as rows of cells. Fails, saying so, when soffice is missing or a workbook was not read.
 */
export async function converterComLibreOffice(
  arquivos: ReadonlyMap<string, Buffer>,
): Promise<Map<string, Map<string, LinhaCsv[]>>> {
  const dir = mkdtempSync(join(tmpdir(), 'matriz-soffice-'));
  try {
    const entrada = join(dir, 'xlsx');
    const saida = join(dir, 'csv');
    mkdirSync(entrada);
    for (const [nome, bytes] of arquivos) {
      if (!/^\w+$/.test(nome)) throw new Error(`nome de arquivo inválido para a conversão: ${nome}`);
      writeFileSync(join(entrada, `${nome}.xlsx`), bytes);
    }
    try {
      await promisify(execFile)(
        'soffice',
        [
          `-env:UserInstallation=file://${join(dir, 'perfil')}`,
          '--headless',
          '--convert-to',
          FILTRO_CSV,
          '--outdir',
          saida,
          ...[...arquivos.keys()].map((nome) => join(entrada, `${nome}.xlsx`)),
        ],
        { timeout: 120_000, env: { ...process.env, LANG: 'C.UTF-8', LC_ALL: 'C.UTF-8', LANGUAGE: '' } },
      );
    } catch (error) {
      throw new Error(
        'LibreOffice (soffice) é necessário para este teste: apt-get install libreoffice-calc-nogui',
        { cause: error },
      );
    }
    const planilhas = new Map<string, Map<string, LinhaCsv[]>>(
      [...arquivos.keys()].map((n) => [n, new Map()]),
    );
    for (const csv of readdirSync(saida)) {
      const m = /^(\w+)-(.*)\.csv$/.exec(csv);
      const doArquivo = m && planilhas.get(m[1]!);
      if (!doArquivo) throw new Error(`CSV inesperado do LibreOffice: ${csv}`);
      doArquivo.set(m[2]!, lerCsv(readFileSync(join(saida, csv), 'utf8')));
    }
    for (const [nome, sheets] of planilhas)
      expect(sheets.size, `o LibreOffice não leu ${nome}.xlsx`).toBeGreaterThan(0);
    return planilhas;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A sheet's header block value (column B of the row whose column A is the label). */
export function valorDoCabecalhoCsv(linhas: readonly LinhaCsv[], rotulo: string): string | undefined {
  return linhas.find((l) => l[0]?.citado && l[0].texto === rotulo)?.[1]?.texto;
}

/** The header row (the first whose column A is the text `primeira`) and the rows under it. */
export function tabelaCsv(linhas: readonly LinhaCsv[], primeira: string) {
  const i = linhas.findIndex((l) => l[0]?.citado && l[0].texto === primeira);
  if (i < 0) throw new Error(`cabeçalho '${primeira}' não encontrado`);
  return { titulos: linhas[i]!.map((c) => c.texto), dados: linhas.slice(i + 1) };
}

/**
 * A money cell read by LibreOffice, in centavos, exactly: a number (not a text), in reais with at most 2 decimals.
 * Empty: null.
 */
export function centavosDoCsv(celula: CelulaCsv | undefined, onde: string): bigint | null {
  expect(celula, `${onde}: célula ausente`).toBeDefined();
  expect(celula!.citado, `${onde}: lido como texto ('${celula!.texto}'), não como número`).toBe(false);
  if (celula!.texto === '') return null;
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(celula!.texto);
  expect(m, `${onde}: '${celula!.texto}' não é um valor em reais com até 2 casas`).not.toBeNull();
  const c = BigInt(m![2]!) * 100n + BigInt((m![3] ?? '').padEnd(2, '0'));
  return m![1] ? -c : c;
}

/** A date cell read by LibreOffice (a number shown MM/DD/YYYY in the 'C' locale) as 'YYYY-MM-DD'. */
export function dataDoCsv(celula: CelulaCsv | undefined, onde: string): string {
  expect(celula?.citado, `${onde}: data lida como texto ('${celula?.texto}')`).toBe(false);
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(celula?.texto ?? '');
  expect(m, `${onde}: '${celula?.texto}' não é uma data`).not.toBeNull();
  return `${m![3]}-${m![1]}-${m![2]}`;
}
