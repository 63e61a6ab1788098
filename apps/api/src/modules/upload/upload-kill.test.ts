import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { waitFor } from '../../../test/wait-for.ts';
import { startWorkers } from '../../worker.ts';
import { rollupMensal } from '../ingestion/ingestion.fixtures.ts';
import { UPLOAD_QUEUE } from './upload-queue.ts';
import {
  CABECALHO_LANCAMENTOS,
  criarAmbienteUpload,
  criarRedeUpload,
  csv,
  linhaLancamento,
  type AmbienteUpload,
} from './upload.fixtures.ts';

let amb: AmbienteUpload;
let child: ChildProcess | undefined;
let bloqueio: pg.Client | undefined;

beforeAll(async () => {
  amb = await criarAmbienteUpload();
});
afterAll(async () => {
  child?.kill('SIGKILL');
  await bloqueio?.end().catch(() => {});
  await amb.t.close();
});

const LINHAS = 6_000;
/** The row the blocker holds (in the middle of the file). */
const BLOQUEADA = 'K-3500';

const arquivoCsv = csv([
  [...CABECALHO_LANCAMENTOS],
  ...Array.from({ length: LINHAS }, (_, i) =>
    linhaLancamento({
      'Código da loja': i % 2 ? 'A01' : 'A02',
      'Conta (código)': i % 3 ? '1.01' : '2.01',
      Competência: `${String((i % 28) + 1).padStart(2, '0')}/0${(i % 3) + 1}/2026`,
      Vencimento: `${String((i % 28) + 1).padStart(2, '0')}/0${(i % 3) + 4}/2026`,
      Pagamento: i % 5 ? '' : '10/06/2026',
      Valor: `${i % 2 ? '-' : ''}${(i * 37) % 10_000},${String(i % 100).padStart(2, '0')}`,
      Origem: 'kill',
      'Identificador externo': `K-${i}`,
    }),
  ),
]);

/** The ledger of a cliente as comparable rows (store and account by code: the two networks have other ids). */
async function livro(clienteId: string) {
  const { rows } = await amb.t.tdb.ownerDb.execute<Record<string, string>>(sql`
    select l.id_externo, e.codigo_loja, c.codigo as conta, l.valor::text, l.status, l.data_competencia::text,
      l.data_vencimento::text, coalesce(l.data_pagamento::text, '') as pagamento
    from lancamento l
    join empresa e on e.cliente_id = l.cliente_id and e.id = l.empresa_id
    join plano_contas_franqueado c on c.cliente_id = l.cliente_id and c.id = l.conta_franqueado_id
    where l.cliente_id = ${clienteId} and l.origem = 'kill' order by l.id_externo`);
  return rows;
}

function esperarLinha(proc: ChildProcess, linha: string) {
  return new Promise<void>((done, fail) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => fail(new Error(`sem "${linha}": ${out} ${err}`)), 60_000);
    proc.stderr!.on('data', (c: Buffer) => (err += c.toString()));
    proc.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      if (out.split('\n').includes(linha)) {
        clearTimeout(timer);
        done();
      }
    });
    proc.once('exit', (code) => fail(new Error(`o worker saiu (${code}): ${err}`)));
  });
}

it('um worker morto (SIGKILL) no meio do arquivo não deixa nada gravado; o job de novo dá o resultado de uma execução limpa', async () => {
  const { t } = amb;
  const rede = await criarRedeUpload(t.tdb.ownerDb);
  const admin = await amb.login(rede.usuarios.admin.email);
  // the kill test's queue options: expire fast and retry at once, so the supervisor takes the job back in seconds
  const boss = new PgBoss({
    connectionString: t.tdb.ownerUrl,
    migrate: false,
    supervise: false,
    schedule: false,
  });
  await boss.start();
  await boss.updateQueue(UPLOAD_QUEUE, { expireInSeconds: 3, retryDelay: 1, retryBackoff: false });
  await boss.stop({ graceful: true, close: true });

  // another transaction holds the unique key of a row of the file: the worker reads and stages the whole file, then
  // its insert into the ledger waits
  bloqueio = new pg.Client({ connectionString: t.tdb.ownerUrl });
  await bloqueio.connect();
  await bloqueio.query('begin');
  await bloqueio.query(
    `insert into lancamento (cliente_id, id, empresa_id, grupo_id, conta_franqueado_id, valor, data_competencia,
      data_vencimento, status, origem, id_externo)
     values ($1, gen_random_uuid(), $2, $3, $4, 1, '2026-01-01', '2026-01-01', 'aberto', 'kill', $5)`,
    [rede.clienteId, rede.lojas.a1, rede.grupos.g1, rede.contas.vendas, BLOQUEADA],
  );

  const enviado = await amb.enviar(admin, 0, 'kill.csv', arquivoCsv);
  expect(enviado.statusCode, enviado.body).toBe(200);
  const arquivoId = enviado.json().arquivo._id as string;

  child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./kill-worker.fixtures.ts', import.meta.url))],
    {
      env: { ...process.env, APP_URL: t.tdb.appUrl, OWNER_URL: t.tdb.ownerUrl, FILES_DIR: amb.filesDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  await esperarLinha(child, 'PRONTO');
  // the worker is writing: its insert waits on the held key, the file staged in its transaction
  await waitFor(
    async () => {
      const { rows } = await t.tdb.ownerDb.execute(sql`select 1 from pg_stat_activity
        where application_name = 'matriz-upload-kill' and wait_event_type = 'Lock'`);
      return rows.length > 0;
    },
    { timeoutMs: 90_000, intervalMs: 200, message: 'o worker não chegou ao lote bloqueado' },
  );
  const exited = new Promise((done) => child!.once('exit', done));
  child.kill('SIGKILL');
  await exited;
  child = undefined;

  const [meio] = (
    await t.tdb.ownerDb.execute<{ status: number; porcentagem: number }>(
      sql`select status, porcentagem from arquivo where id = ${arquivoId}`,
    )
  ).rows;
  expect(meio!.status).toBe(1);
  expect(meio!.porcentagem).toBeGreaterThanOrEqual(50);
  await bloqueio.query('rollback');
  await bloqueio.end();
  bloqueio = undefined;
  // nothing of the killed run is visible once its backend gives up
  await waitFor(async () => (await livro(rede.clienteId)).length === 0, { timeoutMs: 30_000 });

  const workers = await startWorkers({
    db: t.tdb.db,
    connectionString: t.tdb.ownerUrl,
    storage: amb.storage,
    expiryDays: 7,
    kinds: [],
    pollingIntervalSeconds: 0.5,
    superviseIntervalSeconds: 1,
    updateQueueOptions: false,
    uploads: { lote: 1000 },
  });
  try {
    const fim = await waitFor(
      async () => {
        const { rows } = await t.tdb.ownerDb.execute<{
          status: number;
          resultado: string | null;
          inseridos: number | null;
          tentativas: number;
          total_notas: number;
        }>(
          sql`select status, resultado, inseridos, tentativas, total_notas from arquivo where id = ${arquivoId}`,
        );
        return rows[0]?.status === 2 ? rows[0] : null;
      },
      { timeoutMs: 120_000, intervalMs: 500, message: 'o arquivo não terminou depois do worker morto' },
    );
    expect(fim).toMatchObject({ resultado: 'sucesso', inseridos: LINHAS, tentativas: 2, total_notas: 0 });
  } finally {
    await workers.stop();
  }

  // one clean run of the same file in another network gives the same ledger
  const limpa = await criarRedeUpload(t.tdb.ownerDb);
  const outro = await amb.login(limpa.usuarios.admin.email);
  await amb.enviarEProcessar(outro, 0, 'kill.csv', arquivoCsv);
  const depois = await livro(rede.clienteId);
  expect(depois).toHaveLength(LINHAS);
  expect(depois).toEqual(await livro(limpa.clienteId));
  const mensal = await rollupMensal(t.tdb.ownerDb, rede.clienteId);
  expect(mensal.guardado).toEqual(mensal.calculado);
}, 300_000);
