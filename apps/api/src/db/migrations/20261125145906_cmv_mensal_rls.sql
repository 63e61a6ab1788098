-- The monthly stock rollup is tenant data: the same forced row-level security as every tenant table (see the rls
-- migration).
ALTER TABLE "estoque_mensal" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "estoque_mensal" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "estoque_mensal" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
-- A database that already holds stock gets the rollup filled here, by the sums the stock ingestion keeps
-- (modules/ingestion/estoque-mensal.ts). Migrations run as the schema owner, which reads across tenants.
INSERT INTO "estoque_mensal" ("cliente_id", "empresa_id", "mes", "inicial", "entradas", "ajustes", "final", "fechado")
SELECT m."cliente_id", m."empresa_id", m."mes", sum(m."inicial"), sum(m."entradas"), sum(m."ajustes"), sum(m."final"),
	bool_or(m."fechado")
FROM (
	SELECT x."cliente_id", x."empresa_id", date_trunc('month', x."data")::date AS "mes",
		coalesce(sum(x."valor") FILTER (WHERE x."tipo" = 'inicial'), 0) AS "inicial", 0 AS "entradas", 0 AS "ajustes",
		coalesce(sum(x."valor") FILTER (WHERE x."tipo" = 'final'), 0) AS "final", bool_or(x."tipo" = 'final') AS "fechado"
	FROM "estoque_posicao" x GROUP BY 1, 2, 3
	UNION ALL
	SELECT x."cliente_id", x."empresa_id", date_trunc('month', x."data")::date, 0, sum(x."valor"), 0, 0, false
	FROM "estoque_entrada" x GROUP BY 1, 2, 3
	UNION ALL
	SELECT x."cliente_id", x."empresa_id", date_trunc('month', x."data")::date, 0, 0, sum(x."valor"), 0, false
	FROM "estoque_ajuste" x GROUP BY 1, 2, 3
) m
GROUP BY m."cliente_id", m."empresa_id", m."mes";
