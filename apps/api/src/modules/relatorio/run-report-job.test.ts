import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCliente, createUser } from '../../../test/fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/db.ts';
import { relatorio } from '../../db/schema/index.ts';
import { createLocalStorage } from '../../plugins/storage.ts';
import { enqueueReport } from './enqueue-report.ts';
import type { ReportKind } from '../../xlsx/report-kind.ts';
import { runMessages, runReportJob } from './run-report-job.ts';
import { testKindParams, type TestKindParams } from './test-kinds.fixtures.ts';

let tdb: TestDatabase;
const storage = createLocalStorage(mkdtempSync(join(tmpdir(), 'matriz-files-')));

beforeAll(async () => {
  tdb = await createTestDatabase();
});
afterAll(async () => {
  await tdb.close();
});

/** A kind whose query fails in the database. */
const failingQuery: ReportKind<TestKindParams> = {
  origem: 'consulta-falha',
  descricao: 'Consulta que falha',
  parametros: testKindParams,
  nomeArquivo: () => 'falha',
  async run(ctx) {
    await ctx.tx.execute(
      sql`select segredo_interno from tabela_que_nao_existe where cliente_id = ${ctx.clienteId}`,
    );
    return 0;
  },
};

it("a failed query's error is recorded without its SQL (the list shows it to the requester)", async () => {
  const cliente = await createCliente(tdb.ownerDb);
  const user = await createUser(tdb.ownerDb, cliente.id, { email: 'sql@teste.com' });
  const { id } = await enqueueReport(tdb.db, { clienteId: cliente.id, usuarioId: user.id }, failingQuery, {
    quantidade: 1,
  });
  await expect(
    runReportJob(
      { db: tdb.db, storage, kinds: [failingQuery], expiryDays: 7 },
      { id: 'job', data: { v: 1, relatorioId: id, clienteId: cliente.id }, retryCount: 0, retryLimit: 0 },
    ),
  ).rejects.toThrow();
  const [row] = await tdb.ownerDb.select().from(relatorio).where(eq(relatorio.id, id));
  expect(row!.status).toBe(3);
  expect(row!.erro).toContain(runMessages.falha);
  expect(row!.erro).toContain('tabela_que_nao_existe'); // the database's own message
  expect(row!.erro).not.toMatch(/select|segredo_interno|Failed query|params/i);
});
