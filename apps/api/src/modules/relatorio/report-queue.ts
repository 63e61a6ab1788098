import { z } from 'zod';

/** pg-boss queue of report generation; a job carries only the request's ids (the rest is read when it runs). */
export const REPORT_QUEUE = 'relatorio-gerar';
/**
 * Dead-letter queue of report jobs: a job that fails for good without its handler having said so (its worker
 * died, or it ran past its time, on the last attempt) lands here, and its request is marked Erro instead of
 * staying Processando for ever.
 */
export const REPORT_DEAD_QUEUE = 'relatorio-interrompido';
/** pg-boss queue of the scheduled removal of expired report files. */
export const EXPIRY_QUEUE = 'relatorio-expirar';
/** Hourly, on the hour. */
export const EXPIRY_CRON = '0 * * * *';

export const reportJobPayload = z.object({ v: z.literal(1), relatorioId: z.uuid(), clienteId: z.uuid() });
export type ReportJobPayload = z.infer<typeof reportJobPayload>;

/**
 * Retries with exponential backoff (30 s, 60 s, 120 s); Erro only after the last one. A running job's worker sends
 * a heartbeat every 15 s: when its process dies the heartbeats stop, and pg-boss's monitor takes the job back
 * after 30 s (plus its check interval) to run again; `expireInSeconds` bounds the longest a report may run.
 */
export const reportQueueOptions = {
  retryLimit: 3,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 600,
  expireInSeconds: 3600,
  heartbeatSeconds: 30,
} as const;

/** Request statuses (spec 001 §3). */
export const STATUS = { aguardando: 0, processando: 1, finalizado: 2, erro: 3 } as const;
