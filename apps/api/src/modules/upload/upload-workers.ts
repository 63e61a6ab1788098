import type { PgBoss } from 'pg-boss';
import type { Database } from '../../db/index.ts';
import type { FileStorage } from '../../plugins/storage.ts';
import { expireArquivos } from './expire-arquivos.ts';
import { falharArquivoInterrompido } from './falhar-arquivo-interrompido.ts';
import { processarArquivo } from './processar-arquivo.ts';
import {
  UPLOAD_DEAD_QUEUE,
  UPLOAD_EXPIRY_CRON,
  UPLOAD_EXPIRY_QUEUE,
  UPLOAD_QUEUE,
  uploadQueueOptions,
} from './upload-queue.ts';

export interface UploadWorkersOptions {
  db: Database;
  storage: FileStorage;
  pollingIntervalSeconds: number;
  /** Re-apply the queue's retry/expiry options (default true; the kill test keeps its own). */
  updateQueueOptions?: boolean;
  /** rows per batch (tests use small batches) */
  lote?: number;
  log?: { info(obj: object, msg: string): void };
}

/**
 * The upload workers on a started pg-boss (worker.ts): one file at a time per process (a file's passes already
 * take a core and the database), the dead-letter queue that ends interrupted files in error, and the hourly removal
 * of originals past their 30 days.
 */
export async function startUploadWorkers(boss: PgBoss, o: UploadWorkersOptions): Promise<void> {
  await boss.createQueue(UPLOAD_DEAD_QUEUE, { policy: 'standard', retryLimit: 5, retryDelay: 30 });
  const queueOptions = { ...uploadQueueOptions, deadLetter: UPLOAD_DEAD_QUEUE };
  await boss.createQueue(UPLOAD_QUEUE, { policy: 'standard', ...queueOptions });
  if (o.updateQueueOptions !== false) await boss.updateQueue(UPLOAD_QUEUE, queueOptions);
  await boss.createQueue(UPLOAD_EXPIRY_QUEUE, { policy: 'singleton', retryLimit: 2, retryDelay: 60 });
  const deps = { db: o.db, storage: o.storage, ...(o.lote ? { lote: o.lote } : {}) };
  await boss.work(
    UPLOAD_QUEUE,
    {
      includeMetadata: true,
      batchSize: 1,
      localConcurrency: 1,
      pollingIntervalSeconds: o.pollingIntervalSeconds,
    },
    async ([job]) => {
      if (!job) return;
      await processarArquivo(deps, {
        id: job.id,
        data: job.data,
        retryCount: job.retryCount,
        retryLimit: job.retryLimit,
      });
    },
  );
  await boss.work(UPLOAD_DEAD_QUEUE, { pollingIntervalSeconds: o.pollingIntervalSeconds }, async ([job]) => {
    if (job) await falharArquivoInterrompido(deps, job.data);
  });
  await boss.work(
    UPLOAD_EXPIRY_QUEUE,
    { pollingIntervalSeconds: Math.max(o.pollingIntervalSeconds, 10) },
    async () => {
      const removidos = await expireArquivos(deps);
      if (removidos > 0) o.log?.info({ removidos }, 'arquivos enviados expirados removidos');
    },
  );
  await boss.schedule(UPLOAD_EXPIRY_QUEUE, UPLOAD_EXPIRY_CRON);
}
