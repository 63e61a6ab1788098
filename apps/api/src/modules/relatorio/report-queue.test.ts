import ExcelJS from 'exceljs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCliente, createUser } from '../../../test/fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/db.ts';
import { waitFor } from '../../../test/wait-for.ts';
import { relatorio, usuario } from '../../db/schema/index.ts';
import { startWorkers } from '../../worker.ts';
import { createLocalStorage } from '../../plugins/storage.ts';
import { enqueueReport } from './enqueue-report.ts';
import { expireReports } from './expire-reports.ts';
import { runMessages } from './run-report-job.ts';
import { makeTestKind } from './test-kinds.fixtures.ts';

let tdb: TestDatabase;
const storage = createLocalStorage(mkdtempSync(join(tmpdir(), 'matriz-files-')));
let cliente: { id: string };
let user: { id: string };

beforeAll(async () => {
  tdb = await createTestDatabase();
  cliente = await createCliente(tdb.ownerDb);
  user = await createUser(tdb.ownerDb, cliente.id, { email: 'fila@teste.com' });
});
afterAll(async () => {
  await tdb.close();
});

async function requestRow(id: string) {
  const [row] = await tdb.ownerDb.select().from(relatorio).where(eq(relatorio.id, id));
  return row!;
}

/** The request's row once its status is one of `statuses`. */
async function waitForStatus(id: string, statuses: number[], timeoutMs = 20_000) {
  let row: Awaited<ReturnType<typeof requestRow>> | undefined;
  return waitFor(
    async () => {
      row = await requestRow(id);
      return statuses.includes(row.status) ? row : null;
    },
    { timeoutMs, intervalMs: 200, message: () => `status ${row?.status}` },
  );
}

async function readBack(key: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(storage.read(key));
  return workbook;
}

describe('fila de relatórios', () => {
  it('enfileira (status 0) e o worker gera o xlsx: Finalizado com linhas, arquivo legível e validade', async () => {
    const kind = makeTestKind();
    const { id } = await enqueueReport(tdb.db, { clienteId: cliente.id, usuarioId: user.id }, kind, {
      quantidade: 25,
      titulo: '=HYPERLINK("http://x")',
    });
    const queued = await requestRow(id);
    expect(queued).toMatchObject({
      status: 0,
      origem: 'teste',
      descricao: 'Relatório de teste',
      usuarioId: user.id,
    });
    expect(queued.parametros).toEqual({ quantidade: 25, titulo: '=HYPERLINK("http://x")' });

    const workers = await startWorkers({
      db: tdb.db,
      connectionString: tdb.ownerUrl,
      storage,
      expiryDays: 7,
      kinds: [kind],
      pollingIntervalSeconds: 0.5,
    });
    try {
      const done = await waitForStatus(id, [2, 3]);
      expect(done).toMatchObject({
        status: 2,
        linhas: 25,
        arquivoNome: 'teste-25.xlsx',
        erro: null,
        tentativas: 1,
      });
      expect(done.startedAt).toBeInstanceOf(Date);
      expect(done.finishedAt!.getTime()).toBeGreaterThanOrEqual(done.startedAt!.getTime());
      const days = (done.expiresAt!.getTime() - done.finishedAt!.getTime()) / 86_400_000;
      expect(days).toBeCloseTo(7, 5);
      expect(done.arquivoTamanho).toBe(await storage.size(done.arquivoChave!));

      const sheet = (await readBack(done.arquivoChave!)).getWorksheet('Dados')!;
      expect(sheet.getCell('A1').value).toBe('Relatório de teste');
      expect(sheet.getCell('A2').value).toBe('Título');
      // a filter value that looks like a formula stays text
      expect(sheet.getCell('B2').value).toBe('=HYPERLINK("http://x")');
      expect(String(sheet.getCell('A3').value)).toMatch(/^Gerado em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
      expect(sheet.getRow(5).values).toEqual([undefined, 'Linha', 'Texto', 'Valor']);
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 5 });
      expect(sheet.getRow(6).values).toEqual([undefined, 1, 'linha 1', 1.5]);
      expect(sheet.getCell('C6').numFmt).toContain('"R$" #,##0.00');
      expect(sheet.getRow(30).values).toEqual([undefined, 25, 'linha 25', 37.5]);
      expect(sheet.rowCount).toBe(30);
      expect(kind.runs).toBe(1);
    } finally {
      await workers.stop();
    }
  });

  it('uma falha volta para Aguardando e tenta de novo; Erro com o texto só depois da última tentativa', async () => {
    const kind = makeTestKind({
      onRow: () => {
        throw new Error('banco indisponível');
      },
    });
    const boss = await startWorkers({
      db: tdb.db,
      connectionString: tdb.ownerUrl,
      storage,
      expiryDays: 7,
      kinds: [kind],
      pollingIntervalSeconds: 0.5,
    });
    await boss.boss.updateQueue('relatorio-gerar', { retryLimit: 2, retryDelay: 1, retryBackoff: false });
    try {
      const { id } = await enqueueReport(tdb.db, { clienteId: cliente.id, usuarioId: user.id }, kind, {
        quantidade: 3,
      });
      const failed = await waitForStatus(id, [2, 3]);
      expect(failed).toMatchObject({ status: 3, tentativas: 3, arquivoChave: null, linhas: null });
      expect(failed.erro).toBe(`${runMessages.falha} banco indisponível`);
      expect(kind.runs).toBe(3);
      expect(await storage.size(`relatorios/${cliente.id}/${id}.xlsx`)).toBeNull();
    } finally {
      await boss.stop();
    }
  });

  it('um job que morre na última tentativa sem o worker marcar o pedido: Erro (fila de mortos), nunca Processando para sempre', async () => {
    let started!: () => void;
    const running = new Promise<void>((r) => (started = r));
    let release!: (error: Error) => void;
    // the handler hangs (as a worker stuck or killed would): pg-boss fails the job when it runs past its time
    const kind = makeTestKind({
      onRow: () => {
        started();
        return new Promise<void>((_, reject) => (release = reject));
      },
    });
    const workers = await startWorkers({
      db: tdb.db,
      connectionString: tdb.ownerUrl,
      storage,
      expiryDays: 7,
      kinds: [kind],
      pollingIntervalSeconds: 0.5,
      superviseIntervalSeconds: 1,
    });
    await workers.boss.updateQueue('relatorio-gerar', {
      retryLimit: 0,
      expireInSeconds: 2,
      heartbeatSeconds: null,
    });
    try {
      const { id } = await enqueueReport(tdb.db, { clienteId: cliente.id, usuarioId: user.id }, kind, {
        quantidade: 3,
      });
      await running;
      expect((await requestRow(id)).status).toBe(1);
      const failed = await waitForStatus(id, [2, 3], 30_000);
      expect(failed).toMatchObject({ status: 3, erro: runMessages.interrompido, arquivoChave: null });
      expect(failed.finishedAt).toBeInstanceOf(Date);
    } finally {
      release?.(new Error('fim do teste')); // lets the stuck handler end its transaction
      await workers.stop();
    }
  }, 60_000);

  it('usuário removido ou desativado antes da execução: Erro sem novas tentativas', async () => {
    const other = await createUser(tdb.ownerDb, cliente.id, { email: 'sai@teste.com' });
    const kind = makeTestKind();
    const { id } = await enqueueReport(tdb.db, { clienteId: cliente.id, usuarioId: other.id }, kind, {
      quantidade: 1,
    });
    await tdb.ownerDb.update(usuario).set({ isApproved: false }).where(eq(usuario.id, other.id));
    const workers = await startWorkers({
      db: tdb.db,
      connectionString: tdb.ownerUrl,
      storage,
      expiryDays: 7,
      kinds: [kind],
      pollingIntervalSeconds: 0.5,
    });
    try {
      const failed = await waitForStatus(id, [2, 3]);
      expect(failed).toMatchObject({ status: 3, erro: runMessages.usuarioInativo, tentativas: 1 });
      expect(kind.runs).toBe(0);
    } finally {
      await workers.stop();
    }
  });

  it('parâmetros inválidos não são enfileirados', async () => {
    const kind = makeTestKind();
    await expect(
      enqueueReport(tdb.db, { clienteId: cliente.id, usuarioId: user.id }, kind, {
        quantidade: -1,
        titulo: 'x',
      }),
    ).rejects.toThrow();
    const rows = await tdb.ownerDb.select().from(relatorio).where(eq(relatorio.usuarioId, user.id));
    expect(rows.every((r) => (r.parametros as { quantidade: number }).quantidade >= 0)).toBe(true);
  });

  it('o job de expiração remove os arquivos vencidos e os marca; os demais ficam', async () => {
    const kind = makeTestKind();
    const ids = await Promise.all(
      [1, 2].map((n) =>
        enqueueReport(tdb.db, { clienteId: cliente.id, usuarioId: user.id }, kind, { quantidade: n }),
      ),
    );
    const workers = await startWorkers({
      db: tdb.db,
      connectionString: tdb.ownerUrl,
      storage,
      expiryDays: 7,
      kinds: [kind],
      pollingIntervalSeconds: 0.5,
    });
    let rows;
    try {
      rows = await Promise.all(ids.map(({ id }) => waitForStatus(id, [2])));
    } finally {
      await workers.stop();
    }
    const [old, fresh] = rows;
    await tdb.ownerDb
      .update(relatorio)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(relatorio.id, old!.id));
    expect(await expireReports({ db: tdb.db, storage })).toBeGreaterThanOrEqual(1);
    expect(await storage.size(old!.arquivoChave!)).toBeNull();
    expect((await requestRow(old!.id)).expiredAt).toBeInstanceOf(Date);
    expect(await storage.size(fresh!.arquivoChave!)).toBe(fresh!.arquivoTamanho);
    expect((await requestRow(fresh!.id)).expiredAt).toBeNull();
    expect(await expireReports({ db: tdb.db, storage })).toBe(0);
  });
});
