import type { Database, Transaction } from '../../../db/index.ts';
import type { Uploader } from '../uploader.ts';

/** A row's values by the layout's column keys (leitura/cabecalho.ts: blank cells absent). */
export type Valores = ReadonlyMap<string, string | bigint | boolean>;

export const texto = (v: Valores, chave: string): string | null => {
  const x = v.get(chave);
  return typeof x === 'string' ? x : null;
};
export const numero = (v: Valores, chave: string): bigint | null => {
  const x = v.get(chave);
  return typeof x === 'bigint' ? x : null;
};
export const booleano = (v: Valores, chave: string, padrao: boolean): boolean => {
  const x = v.get(chave);
  return typeof x === 'boolean' ? x : padrao;
};

/** The origem of facts whose row leaves it blank. */
export const ORIGEM_PADRAO = 'upload';

export interface ContextoTipo {
  db: Database;
  clienteId: string;
  uploader: Uploader;
}

export interface Gravados {
  inseridos: number;
  atualizados: number;
}

/** A single pass's writer (Processador.abrirCarga), inside the file's transaction. */
export interface CargaDoTipo<T> {
  /** a batch of valid rows, sent as soon as it is validated */
  enviar(lote: readonly T[]): Promise<void>;
  /** the file has a problem (it will be rolled back): the rows still sent need not be written */
  pararEscritas(): void;
  /** the file has problems and nothing will be written: only gather the whole-file ones (`resumos`) */
  conferir(): Promise<void>;
  /** writes every row sent (whole-file problems found here, in `resumos`, make the caller roll back) */
  concluir(): Promise<Gravados>;
}

/**
 * What one file type does with its rows (the orchestrator, processar-arquivo.ts, reads the file and calls these).
 * A type with `abrirCarga` (the ledger) is read once: every row validated and the valid ones streamed to the writer
 * inside the file's transaction, rolled back if any row or the whole file has a problem. The others: pass 1 validates every row (`validar`, then `conferirLote` on each batch of valid rows) and gathers the
 * whole-file problems (`resumos`: data outside the uploader's scope); pass 2, only for a file without any problem,
 * reads the file again and writes every batch (`gravar`) in one transaction that `travar` opened with the locks it
 * needs up front. A type with few rows (`reter`) keeps pass 1's rows instead of reading again, and may check them
 * as a whole (`conferirRetidos`) and prepare them outside the transaction (`preparar`).
 */
export interface Processador<T> {
  /** The row's input for the writer, or its problems (pt-BR phrases, without the row number). */
  validar(valores: Valores, numero: number): Promise<T | string[]>;
  conferirLote?(lote: readonly T[]): Promise<void>;
  /** Whole-file notes found so far (empty: nothing outside the uploader's scope). */
  resumos(): string[];
  reter?: { maxLinhas: number };
  conferirRetidos?(linhas: readonly { numero: number; linha: T }[]): Promise<Map<number, string[]>>;
  preparar?(linhas: readonly T[]): Promise<void>;
  travar?(tx: Transaction): Promise<void>;
  gravar(tx: Transaction, lote: readonly T[]): Promise<Gravados>;
  /** the single pass's writer (see above) */
  abrirCarga?(tx: Transaction): Promise<CargaDoTipo<T>>;
  /** rows of the file that already existed (counted in pass 1, where the writer cannot tell) */
  existentes?(): number;
}

/** Groups rows by a key (the origem of facts: one ingestion call per origem). */
export function agrupar<T>(rows: readonly T[], chave: (r: T) => string): Map<string, T[]> {
  const m = new Map<string, T[]>();
  for (const r of rows) {
    const k = chave(r);
    const lista = m.get(k);
    if (lista) lista.push(r);
    else m.set(k, [r]);
  }
  return m;
}
