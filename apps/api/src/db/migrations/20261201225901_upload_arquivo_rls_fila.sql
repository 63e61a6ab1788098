-- Uploaded files and their notes are tenant data: the same forced row-level security as every tenant table (see
-- the rls migration).
ALTER TABLE "arquivo" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "arquivo" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "arquivo" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "arquivo_nota" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "arquivo_nota" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "arquivo_nota" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
-- The hourly expiry job finds the originals older than 30 days of every cliente through this function (as
-- app_relatorios_a_expirar does for reports), then removes and marks them tenant by tenant with the tenant set.
CREATE FUNCTION "app_arquivos_a_expirar"(p_limite timestamptz)
RETURNS TABLE (cliente_id uuid, arquivo_id uuid)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
	SELECT a.cliente_id, a.id FROM public.arquivo a
	WHERE a.arquivo_chave IS NOT NULL AND a.expired_at IS NULL AND a.created_at <= p_limite
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION "app_arquivos_a_expirar"(timestamptz) FROM PUBLIC;
--> statement-breakpoint
-- The upload processing queue (modules/upload/upload-queue.ts, whose options the workers apply again on start): the
-- upload route enqueues inside its own transaction, before any worker may have run. A job that fails for good
-- without its handler saying so lands in the dead-letter queue, which ends the file in error.
SELECT pgboss.create_queue('arquivo-interrompido', '{"policy":"standard","retryLimit":5,"retryDelay":30}'::jsonb);
--> statement-breakpoint
SELECT pgboss.create_queue('arquivo-processar', '{"policy":"standard","retryLimit":3,"retryDelay":30,"retryBackoff":true,"retryDelayMax":600,"expireInSeconds":3600,"heartbeatSeconds":30,"deadLetter":"arquivo-interrompido"}'::jsonb);
--> statement-breakpoint
SELECT pgboss.create_queue('arquivo-expirar', '{"policy":"singleton","retryLimit":2,"retryDelay":60,"expireInSeconds":900}'::jsonb);
