-- The cash flow's compact rollups are tenant data: the same forced row-level security as every tenant table (see the
-- rls migration).
ALTER TABLE "dfc_diario_franqueador" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "dfc_diario_franqueador" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "dfc_diario_franqueador" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "dfc_mensal_franqueador" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "dfc_mensal_franqueador" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "dfc_mensal_franqueador" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
