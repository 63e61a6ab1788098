import { authMessages } from '@matriz/contracts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/index.ts';
import { enqueueJob } from '../../lib/enqueue-job.ts';
import { withAttempt } from './account-limit.ts';
import { RECOVERY_QUEUE, type RecoveryJobPayload } from './recovery-queue.ts';

/**
 * POST send recovery e-mail. The same work whether or not the e-mail has an account, so neither the answer nor
 * its time tells who has one: the attempt is counted toward the account's limit and a job is enqueued with the
 * e-mail, in one transaction (a job that cannot be enqueued leaves no attempt counted); the job
 * (send-recovery-email.ts) looks the account up and sends the link only when there is one.
 */
export async function requestRecoveryEmail(
  deps: { db: Database; config: Config },
  email: string,
): Promise<{ message: string }> {
  const payload: RecoveryJobPayload = { v: 1, email };
  await withAttempt(deps.db, deps.config, 'recuperacao', email, (tx) =>
    enqueueJob(tx, RECOVERY_QUEUE, payload),
  );
  return { message: authMessages.recoverySent(email) };
}
