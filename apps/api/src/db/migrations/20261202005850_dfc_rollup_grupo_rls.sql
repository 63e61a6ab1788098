-- The cash flow's rollups per grupo are tenant data: the same forced row-level security as every tenant table (see the
-- rls migration).
ALTER TABLE "dfc_diario_franqueador_grupo" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "dfc_diario_franqueador_grupo" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "dfc_diario_franqueador_grupo" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "dfc_mensal_franqueador_grupo" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "dfc_mensal_franqueador_grupo" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "dfc_mensal_franqueador_grupo" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
