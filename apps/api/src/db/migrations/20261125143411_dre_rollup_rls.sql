-- The DRE's compact rollups are tenant data: the same forced row-level security as every tenant table (see the rls
-- migration).
ALTER TABLE "lancamento_mensal_franqueador" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "lancamento_mensal_franqueador" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "lancamento_mensal_franqueador" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "lancamento_mensal_franqueador_grupo" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "lancamento_mensal_franqueador_grupo" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "lancamento_mensal_franqueador_grupo" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
-- A database that already holds a ledger gets the rollups filled here, from the monthly rollup and the approved
-- De-Para as they are now (the statements of reconstruirRollupDre in modules/dre). Migrations run as the schema
-- owner, which reads across tenants (superuser or BYPASSRLS, as the expiry function of the relatorios migration
-- assumes too); from then on ingestion and the De-Para writes keep them current.
INSERT INTO "lancamento_mensal_franqueador" ("cliente_id", "empresa_id", "conta_franqueador_id", "conta_franqueado_id",
	"valor", "mes", "quantidade", "regime", "status")
SELECT lm."cliente_id", lm."empresa_id", d."conta_franqueador_id",
	CASE WHEN d."conta_franqueador_id" IS NULL THEN lm."conta_franqueado_id" END,
	sum(lm."valor"), lm."mes", sum(lm."quantidade"), lm."regime", lm."status"
FROM "lancamento_mensal" lm
JOIN "empresa" e ON e."cliente_id" = lm."cliente_id" AND e."id" = lm."empresa_id"
LEFT JOIN "de_para" d ON d."cliente_id" = lm."cliente_id" AND d."grupo_id" = e."grupo_id" AND d."marca_id" = e."marca_id"
	AND d."conta_franqueado_id" = lm."conta_franqueado_id" AND d."status" = 'aprovado' AND d."conta_franqueador_id" IS NOT NULL
WHERE lm."quantidade" <> 0
GROUP BY lm."cliente_id", lm."empresa_id", d."conta_franqueador_id", 4, lm."mes", lm."regime", lm."status";
--> statement-breakpoint
INSERT INTO "lancamento_mensal_franqueador_grupo" ("cliente_id", "grupo_id", "marca_id", "conta_franqueador_id",
	"conta_franqueado_id", "valor", "mes", "quantidade", "regime", "status")
SELECT f."cliente_id", e."grupo_id", e."marca_id", f."conta_franqueador_id", f."conta_franqueado_id", sum(f."valor"),
	f."mes", sum(f."quantidade"), f."regime", f."status"
FROM "lancamento_mensal_franqueador" f
JOIN "empresa" e ON e."cliente_id" = f."cliente_id" AND e."id" = f."empresa_id"
GROUP BY f."cliente_id", e."grupo_id", e."marca_id", f."conta_franqueador_id", f."conta_franqueado_id", f."mes",
	f."regime", f."status";
