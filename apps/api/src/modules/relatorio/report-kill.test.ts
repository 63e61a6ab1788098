import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCliente, createUser } from '../../../test/fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/db.ts';
import { waitFor } from '../../../test/wait-for.ts';
import { relatorio } from '../../db/schema/index.ts';
import { startWorkers } from '../../worker.ts';
import { createLocalStorage } from '../../plugins/storage.ts';
import { enqueueReport } from './enqueue-report.ts';
import { REPORT_QUEUE } from './report-queue.ts';
import { makeTestKind } from './test-kinds.fixtures.ts';

let tdb: TestDatabase;
let child: ChildProcess | undefined;
const filesDir = mkdtempSync(join(tmpdir(), 'matriz-files-'));
const storage = createLocalStorage(filesDir);

beforeAll(async () => {
  tdb = await createTestDatabase();
});
afterAll(async () => {
  child?.kill('SIGKILL');
  await tdb.close();
});

/**
 * Whether the request's pg-boss jobs are all finished for good (completed, failed or cancelled: none waiting,
 * retrying or running), and one of them completed.
 */
async function jobSettled(relatorioId: string) {
  const jobs = await tdb.ownerDb.execute<{ state: string }>(
    sql`select state::text from pgboss.job where name = ${REPORT_QUEUE} and data->>'relatorioId' = ${relatorioId}`,
  );
  const states = jobs.rows.map((j) => j.state);
  return (
    states.includes('completed') && states.every((s) => ['completed', 'failed', 'cancelled'].includes(s))
  );
}

/** Resolves when the child prints `line` on stdout. */
function waitForLine(proc: ChildProcess, line: string, timeoutMs = 30_000) {
  return new Promise<void>((done, fail) => {
    let out = '';
    let err = '';
    const timer = setTimeout(
      () => fail(new Error(`sem "${line}" em ${timeoutMs} ms: ${out} ${err}`)),
      timeoutMs,
    );
    proc.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
    proc.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.split('\n').includes(line)) {
        clearTimeout(timer);
        done();
      }
    });
    proc.once('exit', (code) => fail(new Error(`o worker saiu (${code}): ${err}`)));
  });
}

it('um worker morto no meio do relatório não deixa arquivo visível; o job roda de novo e termina uma vez', async () => {
  const cliente = await createCliente(tdb.ownerDb);
  const user = await createUser(tdb.ownerDb, cliente.id, { email: 'kill@teste.com' });
  // Short expiry and retry delay for this test's job, so the supervisor takes it back in seconds.
  const admin = new PgBoss({
    connectionString: tdb.ownerUrl,
    migrate: false,
    supervise: false,
    schedule: false,
  });
  await admin.start();
  await admin.updateQueue(REPORT_QUEUE, { expireInSeconds: 3, retryDelay: 1, retryBackoff: false });
  await admin.stop({ graceful: true, close: true });

  child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./kill-worker.fixtures.ts', import.meta.url))],
    {
      env: {
        ...process.env,
        APP_URL: tdb.appUrl,
        OWNER_URL: tdb.ownerUrl,
        FILES_DIR: filesDir,
        BLOQUEAR_EM: '40',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  await waitForLine(child, 'PRONTO');
  const blocked = waitForLine(child, 'BLOQUEADO');
  const { id } = await enqueueReport(tdb.db, { clienteId: cliente.id, usuarioId: user.id }, makeTestKind(), {
    quantidade: 120,
  });
  await blocked;
  const exited = new Promise((done) => child!.once('exit', done));
  child.kill('SIGKILL');
  await exited;
  child = undefined;

  const key = `relatorios/${cliente.id}/${id}.xlsx`;
  const [midway] = await tdb.ownerDb.select().from(relatorio).where(eq(relatorio.id, id));
  expect(midway!.status).toBe(1);
  expect(await storage.size(key)).toBeNull();

  const kind = makeTestKind();
  const workers = await startWorkers({
    db: tdb.db,
    connectionString: tdb.ownerUrl,
    storage,
    expiryDays: 7,
    kinds: [kind],
    pollingIntervalSeconds: 0.5,
    superviseIntervalSeconds: 1,
  });
  try {
    let row = midway!;
    await waitFor(
      async () => {
        [row] = (await tdb.ownerDb.select().from(relatorio).where(eq(relatorio.id, id))) as [typeof row];
        return row.status === 2 || row.status === 3;
      },
      { timeoutMs: 45_000, intervalMs: 250, message: () => `relatório ainda em ${row.status}` },
    );
    expect(row).toMatchObject({ status: 2, linhas: 120, tentativas: 2, erro: null });
    // a duplicate run could only start while pg-boss still holds the job: wait until it is done for good
    await waitFor(() => jobSettled(id), { message: 'o job do relatório não terminou na fila' });
    expect(kind.runs).toBe(1);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(storage.read(key));
    const sheet = workbook.getWorksheet('Dados')!;
    expect(sheet.rowCount).toBe(5 + 120);
    expect(sheet.getRow(125).getCell(1).value).toBe(120);
    // the killed attempt's partial file is never under the key, and is removed when the workers start again
    const dir = readdirSync(join(filesDir, 'relatorios', cliente.id));
    expect(dir).toEqual([`${id}.xlsx`]);
  } finally {
    await workers.stop();
  }
}, 120_000);
