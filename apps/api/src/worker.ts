import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { PgBoss } from 'pg-boss';
import type { Database } from './db/index.ts';
import { RECOVERY_QUEUE, recoveryQueueOptions } from './modules/auth/recovery-queue.ts';
import { sendRecoveryEmail } from './modules/auth/send-recovery-email.ts';
import { clusterModeloReport } from './modules/cluster/cluster-modelo-report.ts';
import { clusterReport } from './modules/cluster/cluster-report.ts';
import { estoqueReportKinds } from './modules/cmv/exportacoes-estoque.ts';
import { deParaReport } from './modules/de-para/de-para-report.ts';
import { vinculoAutomaticoReport } from './modules/de-para/vinculo-report.ts';
import { detalhesLinhaDreReport } from './modules/dre/detalhes-linha-dre-report.ts';
import { detalhesMesDreReport } from './modules/dre/detalhes-mes-dre-report.ts';
import { exportarDreReports } from './modules/dre/exportar-dre-report.ts';
import { empresasReport } from './modules/empresas/empresas-report.ts';
import { bancoReportKinds } from './modules/fluxo-de-caixa/banco-reports.ts';
import { exportarDfcReports } from './modules/fluxo-de-caixa/exportar-dfc-report.ts';
import { expireReports } from './modules/relatorio/expire-reports.ts';
import {
  EXPIRY_CRON,
  EXPIRY_QUEUE,
  REPORT_DEAD_QUEUE,
  REPORT_QUEUE,
  reportQueueOptions,
} from './modules/relatorio/report-queue.ts';
import { failInterruptedReport } from './modules/relatorio/fail-interrupted-report.ts';
import { runReportJob } from './modules/relatorio/run-report-job.ts';
import { notasArquivoReport } from './modules/upload/notas-report.ts';
import { startUploadWorkers } from './modules/upload/upload-workers.ts';
import type { Mailer } from './plugins/mail.ts';
import type { FileStorage } from './plugins/storage.ts';
import type { AnyReportKind } from './xlsx/report-kind.ts';

/**
 * The job workers' entry (CONVENTIONS.md habit 14: app.ts and worker.ts sit above the modules). It builds the
 * registry of report kinds from the modules and starts the pg-boss workers: in the API process (workersPlugin,
 * unless WORKERS=off) or alone (server.ts with WORKERS=only).
 */

/**
 * Every report kind the workers can run and the origin filter lists. Each area exports its kind from its own
 * module and adds it here.
 */
export const reportKinds: readonly AnyReportKind[] = [
  empresasReport,
  clusterReport,
  clusterModeloReport,
  deParaReport,
  vinculoAutomaticoReport,
  detalhesLinhaDreReport,
  detalhesMesDreReport,
  ...estoqueReportKinds,
  ...exportarDreReports,
  ...bancoReportKinds,
  ...exportarDfcReports,
  notasArquivoReport,
];

interface WorkerLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface StartWorkersOptions {
  db: Database;
  /** The schema owner's connection: pg-boss's supervisor creates partitions and maintains its tables. */
  connectionString: string;
  storage: FileStorage;
  expiryDays: number;
  kinds?: readonly AnyReportKind[];
  log?: WorkerLog;
  /** Tests shorten pg-boss's intervals. */
  pollingIntervalSeconds?: number;
  superviseIntervalSeconds?: number;
  /** Concurrent reports per process (default 2: the machines have 2 cores). */
  concurrency?: number;
  /** Re-apply the queue's retry/expiry options on start (default true; the kill test keeps its own). */
  updateQueueOptions?: boolean;
  /** The upload processing workers (default true; rows per batch for tests). */
  uploads?: boolean | { lote?: number };
  /** The recovery e-mails' worker (absent: not started, e.g. in the report tests). */
  recovery?: { mailer: Mailer; publicUrl: string; resetTokenTtlMinutes: number };
}

export interface Workers {
  boss: PgBoss;
  /** `graceful: false` abandons running jobs (they run again after they expire), as a killed process would. */
  stop(options?: { graceful?: boolean }): Promise<void>;
}

/**
 * Starts pg-boss on the owner's connection with the report workers and the hourly expiry schedule. The schema is
 * installed by the migrations (migrate: false), so starting never runs DDL of its own beyond maintenance.
 */
export async function startWorkers(options: StartWorkersOptions): Promise<Workers> {
  await removeOrphanFiles(options);
  const boss = new PgBoss({
    connectionString: options.connectionString,
    application_name: 'matriz-worker',
    max: 4,
    migrate: false,
    ...(options.superviseIntervalSeconds
      ? {
          superviseIntervalSeconds: options.superviseIntervalSeconds,
          monitorIntervalSeconds: options.superviseIntervalSeconds,
        }
      : {}),
  });
  boss.on('error', (error) => options.log?.error({ err: error }, 'erro na fila de tarefas'));
  await boss.start();
  await boss.createQueue(REPORT_DEAD_QUEUE, { policy: 'standard', retryLimit: 5, retryDelay: 30 });
  const queueOptions = { ...reportQueueOptions, deadLetter: REPORT_DEAD_QUEUE };
  await boss.createQueue(REPORT_QUEUE, { policy: 'standard', ...queueOptions });
  if (options.updateQueueOptions !== false) await boss.updateQueue(REPORT_QUEUE, queueOptions);
  await boss.createQueue(EXPIRY_QUEUE, { policy: 'singleton', retryLimit: 2, retryDelay: 60 });

  const deps = {
    db: options.db,
    storage: options.storage,
    kinds: options.kinds ?? reportKinds,
    expiryDays: options.expiryDays,
  };
  const polling = options.pollingIntervalSeconds ?? 2;
  await boss.work(
    REPORT_QUEUE,
    {
      includeMetadata: true,
      batchSize: 1,
      localConcurrency: options.concurrency ?? 2,
      pollingIntervalSeconds: polling,
    },
    async ([job]) => {
      if (!job) return;
      await runReportJob(deps, {
        id: job.id,
        data: job.data,
        retryCount: job.retryCount,
        retryLimit: job.retryLimit,
      });
    },
  );
  await boss.work(REPORT_DEAD_QUEUE, { pollingIntervalSeconds: polling }, async ([job]) => {
    if (job) await failInterruptedReport(deps, job.data);
  });
  await boss.work(EXPIRY_QUEUE, { pollingIntervalSeconds: Math.max(polling, 10) }, async () => {
    const removed = await expireReports({ db: options.db, storage: options.storage });
    if (removed > 0) options.log?.info({ removed }, 'relatórios expirados removidos');
    await removeOrphanFiles(options);
  });
  await boss.schedule(EXPIRY_QUEUE, EXPIRY_CRON);

  if (options.uploads !== false) {
    await startUploadWorkers(boss, {
      db: options.db,
      storage: options.storage,
      pollingIntervalSeconds: polling,
      ...(typeof options.uploads === 'object' && options.uploads.lote ? { lote: options.uploads.lote } : {}),
      ...(options.updateQueueOptions === false ? { updateQueueOptions: false } : {}),
      ...(options.log ? { log: options.log } : {}),
    });
  }

  if (options.recovery) {
    const recovery = { db: options.db, ...options.recovery };
    await boss.createQueue(RECOVERY_QUEUE, { policy: 'standard', ...recoveryQueueOptions });
    await boss.updateQueue(RECOVERY_QUEUE, recoveryQueueOptions);
    await boss.work(RECOVERY_QUEUE, { pollingIntervalSeconds: polling }, async ([job]) => {
      if (job) await sendRecoveryEmail(recovery, job.data);
    });
  }

  return {
    boss,
    async stop(stopOptions = {}) {
      await boss.stop({ graceful: stopOptions.graceful ?? true, timeout: 30_000, close: true });
    },
  };
}

/** Partial files of writers that died (a worker killed mid-report) would otherwise stay for ever. */
async function removeOrphanFiles(options: Pick<StartWorkersOptions, 'storage' | 'log'>): Promise<void> {
  const orphans = await options.storage.removeOrphans();
  if (orphans > 0) options.log?.info({ orphans }, 'arquivos parciais abandonados removidos');
}

/**
 * Runs the workers inside the API process unless configuration says otherwise (WORKERS=off, or no owner
 * connection for the queue); closes them with the app.
 */
export const workersPlugin: FastifyPluginAsync = fp(
  async (app) => {
    const { config } = app;
    if (config.workers === 'off' || !config.jobsDatabaseUrl) return;
    const workers = await startWorkers({
      db: app.db,
      connectionString: config.jobsDatabaseUrl,
      storage: app.storage,
      expiryDays: config.reportExpiryDays,
      log: app.log,
      recovery: {
        mailer: app.mailer,
        publicUrl: config.publicUrl,
        resetTokenTtlMinutes: config.resetTokenTtlMinutes,
      },
    });
    app.addHook('onClose', () => workers.stop());
  },
  { name: 'workers', dependencies: ['storage', 'mail'] },
);
