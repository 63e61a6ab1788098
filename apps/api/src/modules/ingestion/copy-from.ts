import type pg from 'pg';
import type { DatabaseOrTransaction } from '../../db/index.ts';

/** Bytes per CopyData message (see handleCopyInResponse). */
const FATIA = 256 << 10;

/**
 * `COPY … FROM STDIN` of a buffer through node-postgres: a small query object (pg.Submittable) that answers the
 * server's CopyInResponse with the bytes and ends the copy. No extra package: the rows are already encoded
 * (text format) in bounded batches by the caller, so a stream is not needed.
 */
class CopiaDeBuffer implements pg.Submittable {
  constructor(
    private readonly text: string,
    private readonly dados: readonly Buffer[],
    private readonly fim: (erro?: Error) => void,
  ) {}

  submit(connection: pg.Connection): void {
    // the simple-query protocol: COPY takes no bind parameters
    (connection as unknown as { query: (text: string) => void }).query(this.text);
  }

  handleCopyInResponse(connection: pg.Connection): void {
    const c = connection as unknown as { sendCopyFromChunk(b: Buffer): void; endCopyFrom(): void };
    // in slices: node-postgres copies each chunk into its own write buffer, which would otherwise grow to the
    // whole batch (tens of MB allocated and copied for every batch)
    for (const dados of this.dados)
      for (let i = 0; i < dados.length; i += FATIA) c.sendCopyFromChunk(dados.subarray(i, i + FATIA));
    c.endCopyFrom();
  }

  handleCommandComplete(): void {}
  handleReadyForQuery(): void {
    this.fim();
  }
  // node-postgres drops a query after its error (no ReadyForQuery reaches it): it ends here
  handleError(erro: Error): void {
    this.fim(erro);
  }
  handleEmptyQuery(): void {}
  handleRowDescription(): void {}
  handleDataRow(): void {}
}

/** The node-postgres client under a Drizzle transaction (drizzle-orm/node-postgres keeps it as `session.client`). */
export function clienteDe(tx: DatabaseOrTransaction): pg.ClientBase {
  const client = (tx as unknown as { session?: { client?: unknown } }).session?.client;
  if (!client || typeof (client as pg.ClientBase).query !== 'function' || client instanceof Object === false)
    throw new Error('COPY precisa de uma transação (a conexão dela)');
  if ('totalCount' in (client as object)) throw new Error('COPY precisa de uma transação, não do pool');
  return client as pg.ClientBase;
}

/**
 * Runs `copy` (a `COPY … FROM STDIN` statement, text format) with `dados` (one buffer, or several sent one after
 * another in the same COPY) on the transaction's connection.
 */
export function copiarDeBuffer(
  tx: DatabaseOrTransaction,
  copy: string,
  dados: Buffer | readonly Buffer[],
): Promise<void> {
  const client = clienteDe(tx);
  const partes = Buffer.isBuffer(dados) ? [dados] : dados;
  return new Promise<void>((resolve, reject) => {
    void client.query(new CopiaDeBuffer(copy, partes, (erro) => (erro ? reject(erro) : resolve())));
  });
}

const ESCAPAR = /[\\\t\n\r]/;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** A value in COPY's text format (`\N` is null; backslash, tab and line breaks escaped). */
export function campoCopy(v: string | null): string {
  if (v === null) return '\\N';
  return ESCAPAR.test(v) ? v.replace(/[\\\t\n\r]/g, (c) => ESCAPES[c]!) : v;
}
