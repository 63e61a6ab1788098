import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import type pg from 'pg';

/**
 * `COPY (…) TO STDOUT` of PostgreSQL streamed into a file, for the bench's DuckDB baseline (bench-dre-duckdb.ts):
 * the bench ledger (11 M rows) never sits in JavaScript arrays. node-postgres hands each CopyData message (one CSV
 * line) to the active query, so a small query object that writes them out in 1 MiB batches, pausing the socket
 * while the file is behind, is all it takes — no extra package for a bench-only need.
 */

const LOTE = 1 << 20;

interface CopyData {
  chunk: Buffer;
}

class CopiaParaArquivo implements pg.Submittable {
  private socket: pg.Connection['stream'] | null = null;
  private lote = Buffer.allocUnsafe(LOTE);
  private usado = 0;
  private pausado = false;
  bytes = 0;

  constructor(
    private readonly text: string,
    private readonly out: WriteStream,
    private readonly fim: (erro?: Error) => void,
  ) {}

  submit(connection: pg.Connection): void {
    this.socket = connection.stream;
    // the simple-query protocol: COPY takes no bind parameters
    (connection as unknown as { query: (text: string) => void }).query(this.text);
  }

  handleCopyData(msg: CopyData): void {
    // the parser reuses its buffer: the bytes are copied before the message is gone
    if (this.usado + msg.chunk.length > LOTE) this.esvaziar();
    if (msg.chunk.length > LOTE) this.escrever(Buffer.from(msg.chunk));
    else {
      msg.chunk.copy(this.lote, this.usado);
      this.usado += msg.chunk.length;
    }
    this.bytes += msg.chunk.length;
  }

  private esvaziar(): void {
    if (this.usado === 0) return;
    this.escrever(Buffer.from(this.lote.subarray(0, this.usado)));
    this.usado = 0;
  }

  private escrever(dados: Buffer): void {
    if (this.out.write(dados) || this.pausado) return;
    this.pausado = true;
    this.socket?.pause();
    this.out.once('drain', this.retomar);
  }

  private readonly retomar = () => {
    this.pausado = false;
    this.socket?.resume();
  };

  handleCommandComplete(): void {
    this.esvaziar();
  }

  // the file may still be behind when the statement ends: a stream being ended never emits 'drain', so the
  // connection is resumed here, and the caller waits for the file to finish
  private terminar(erro?: Error): void {
    this.out.off('drain', this.retomar);
    if (this.pausado) this.retomar();
    this.fim(erro);
  }

  handleReadyForQuery(): void {
    this.terminar();
  }

  // node-postgres drops a query after its error (no ReadyForQuery reaches it): it ends here
  handleError(erro: Error): void {
    this.terminar(erro);
  }

  handleEmptyQuery(): void {}
}

/** Runs `copy` (a `COPY … TO STDOUT …` statement) on `client` into `arquivo`; the bytes written. */
export async function copiarParaArquivo(
  client: pg.ClientBase,
  copy: string,
  arquivo: string,
): Promise<number> {
  const out = createWriteStream(arquivo);
  try {
    const bytes = await new Promise<number>((resolve, reject) => {
      const q = new CopiaParaArquivo(copy, out, (erro) => (erro ? reject(erro) : resolve(q.bytes)));
      out.once('error', reject);
      void client.query(q);
    });
    out.end();
    await once(out, 'finish');
    return bytes;
  } finally {
    if (!out.closed) out.destroy();
  }
}
