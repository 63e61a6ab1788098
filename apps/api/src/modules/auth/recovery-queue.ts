import { z } from 'zod';

/**
 * pg-boss queue of the password-recovery e-mails. The request only enqueues (the same job whether or not the
 * e-mail has an account); the job looks the account up and sends the link.
 */
export const RECOVERY_QUEUE = 'auth-recuperacao-senha';

/**
 * The e-mail as typed (the job reads it as the login does). `convite`: the user was just created without a password
 * (the users upload) — the job sends a welcome with a link to define it, valid for CONVITE_VALIDADE_MINUTOS, instead
 * of the recovery e-mail (whose "if it was not you, your password stays the same" would be wrong for them).
 */
export const recoveryJobPayload = z.object({
  v: z.literal(1),
  email: z.string().min(1).max(254),
  convite: z.literal(true).optional(),
});
export type RecoveryJobPayload = z.infer<typeof recoveryJobPayload>;

/** How long an invitation's link lasts: 7 days (someone added by a spreadsheet may read the e-mail days later). */
export const CONVITE_VALIDADE_MINUTOS = 7 * 24 * 60;

/**
 * Retries with backoff (a mail server down for a while); a job waiting longer than a day is dropped (the link
 * would come too late to matter), and a finished job — it holds an e-mail address — is deleted after an hour.
 * The migration creates the queue with these options; the workers apply them again on start.
 */
export const recoveryQueueOptions = {
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 900,
  expireInSeconds: 120,
  retentionSeconds: 86_400,
  deleteAfterSeconds: 3_600,
} as const;
