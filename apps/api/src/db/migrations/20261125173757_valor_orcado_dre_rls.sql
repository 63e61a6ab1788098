-- The budget values are tenant data: the same forced row-level security as every tenant table (see the rls
-- migration).
ALTER TABLE "valor_orcado_dre" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "valor_orcado_dre" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "valor_orcado_dre" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
