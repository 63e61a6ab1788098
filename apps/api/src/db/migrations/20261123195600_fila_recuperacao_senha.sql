-- The queue of the password-recovery e-mails (modules/auth/recovery-queue.ts, whose options the workers apply again
-- on start): the request only enqueues, inside its own transaction, before any worker may have run. A finished job
-- holds an e-mail address: it is deleted after an hour.
SELECT pgboss.create_queue('auth-recuperacao-senha', '{"policy":"standard","retryLimit":5,"retryDelay":30,"retryBackoff":true,"retryDelayMax":900,"expireInSeconds":120,"retentionSeconds":86400,"deleteAfterSeconds":3600}'::jsonb);
