import { z } from 'zod';

/** pg-boss queue of upload processing: a job carries only the file's ids (the rest is read when it runs). */
export const UPLOAD_QUEUE = 'arquivo-processar';
/**
 * Dead-letter queue: a job that fails for good without its handler having said so (its worker died, or it ran past
 * its time, on the last attempt) lands here, and its file ends in error instead of staying Processando for ever.
 */
export const UPLOAD_DEAD_QUEUE = 'arquivo-interrompido';
/** Hourly removal of the originals past the 30 days of download. */
export const UPLOAD_EXPIRY_QUEUE = 'arquivo-expirar';
export const UPLOAD_EXPIRY_CRON = '30 * * * *';

export const uploadJobPayload = z.object({ v: z.literal(1), arquivoId: z.uuid(), clienteId: z.uuid() });
export type UploadJobPayload = z.infer<typeof uploadJobPayload>;

/**
 * As the report queue (modules/relatorio/report-queue.ts): retries with exponential backoff; a running job's
 * worker sends a heartbeat, and when its process dies pg-boss takes the job back to run again; `expireInSeconds`
 * bounds the longest a file may take (a million ledger rows take minutes). The migration creates the queue with
 * these options; the workers apply them again on start.
 */
export const uploadQueueOptions = {
  retryLimit: 3,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 600,
  expireInSeconds: 3600,
  heartbeatSeconds: 30,
} as const;

/** Stored values of `arquivo.resultado` (the contract's ResultadoArquivo in snake_case). */
export const RESULTADO_DB = {
  sucesso: 'sucesso',
  erro: 'erro',
  jaProcessado: 'ja_processado',
  tipoNaoIdentificado: 'tipo_nao_identificado',
} as const;

/** The storage key of a file's original. */
export const chaveDoArquivo = (clienteId: string, arquivoId: string, formato: 'csv' | 'xlsx') =>
  `uploads/${clienteId}/${arquivoId}.${formato}`;
