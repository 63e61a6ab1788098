-- The cash flow's compact rollups (db/schema/dfc-rollup.ts): the ledger by cash day and by cash month per store x
-- franchisor account x status x entry flags. Created without their unique keys, filled from the daily rollup and the
-- approved De-Para as they are now (what modules/fluxo-de-caixa/rollup-dfc-sql.ts calcularRollupDfcSql computes), and
-- only then keyed: one index build instead of millions of insertions into it on a database that already holds a
-- ledger. The keys carry the values they are read for (INCLUDE, written by hand: Drizzle cannot declare it), so the
-- cash flow reads them by index-only scans. Migrations run as the schema owner, which reads across tenants
-- (superuser or BYPASSRLS, as the DRE rollup's migration assumes); from then on ingestion and the De-Para writes
-- keep them current.
SET LOCAL work_mem = '256MB';
--> statement-breakpoint
CREATE TABLE "dfc_diario_franqueador" (
	"cliente_id" uuid NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "dfc_diario_franqueador_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"empresa_id" uuid NOT NULL,
	"conta_franqueador_id" uuid,
	"status" text NOT NULL,
	"parcela_aprovada" boolean NOT NULL,
	"previsao" boolean NOT NULL,
	"transferencia" boolean NOT NULL,
	"boleto_a_receber" boolean NOT NULL,
	"caixa_aberto" boolean NOT NULL,
	"valor" bigint NOT NULL,
	"quantidade" integer NOT NULL,
	"dia" date NOT NULL,
	CONSTRAINT "dfc_diario_franqueador_pk" PRIMARY KEY("cliente_id","id")
);
--> statement-breakpoint
CREATE TABLE "dfc_mensal_franqueador" (
	"cliente_id" uuid NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "dfc_mensal_franqueador_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"empresa_id" uuid NOT NULL,
	"conta_franqueador_id" uuid,
	"status" text NOT NULL,
	"parcela_aprovada" boolean NOT NULL,
	"previsao" boolean NOT NULL,
	"transferencia" boolean NOT NULL,
	"boleto_a_receber" boolean NOT NULL,
	"caixa_aberto" boolean NOT NULL,
	"valor" bigint NOT NULL,
	"quantidade" integer NOT NULL,
	"mes" date NOT NULL,
	CONSTRAINT "dfc_mensal_franqueador_pk" PRIMARY KEY("cliente_id","id"),
	CONSTRAINT "dfc_mensal_franqueador_mes_ck" CHECK (extract(day from "dfc_mensal_franqueador"."mes") = 1)
);

--> statement-breakpoint
INSERT INTO "dfc_diario_franqueador" ("cliente_id", "empresa_id", "dia", "conta_franqueador_id", "status",
	"parcela_aprovada", "previsao", "transferencia", "boleto_a_receber", "caixa_aberto", "valor", "quantidade")
SELECT ld."cliente_id", ld."empresa_id", ld."dia", d."conta_franqueador_id", ld."status", ld."parcela_aprovada",
	ld."previsao", ld."transferencia", ld."boleto_a_receber", ld."caixa_aberto", sum(ld."valor"), sum(ld."quantidade")
FROM "lancamento_diario" ld
JOIN "empresa" e ON e."cliente_id" = ld."cliente_id" AND e."id" = ld."empresa_id"
LEFT JOIN "de_para" d ON d."cliente_id" = ld."cliente_id" AND d."grupo_id" = e."grupo_id" AND d."marca_id" = e."marca_id"
	AND d."conta_franqueado_id" = ld."conta_franqueado_id" AND d."status" = 'aprovado' AND d."conta_franqueador_id" IS NOT NULL
WHERE ld."quantidade" <> 0
GROUP BY ld."cliente_id", ld."empresa_id", ld."dia", d."conta_franqueador_id", ld."status", ld."parcela_aprovada",
	ld."previsao", ld."transferencia", ld."boleto_a_receber", ld."caixa_aberto"
ORDER BY ld."cliente_id", ld."empresa_id", ld."dia";
--> statement-breakpoint
INSERT INTO "dfc_mensal_franqueador" ("cliente_id", "empresa_id", "mes", "conta_franqueador_id", "status",
	"parcela_aprovada", "previsao", "transferencia", "boleto_a_receber", "caixa_aberto", "valor", "quantidade")
SELECT "cliente_id", "empresa_id", date_trunc('month', "dia")::date, "conta_franqueador_id", "status", "parcela_aprovada",
	"previsao", "transferencia", "boleto_a_receber", "caixa_aberto", sum("valor"), sum("quantidade")
FROM "dfc_diario_franqueador"
GROUP BY "cliente_id", "empresa_id", 3, "conta_franqueador_id", "status", "parcela_aprovada", "previsao",
	"transferencia", "boleto_a_receber", "caixa_aberto"
ORDER BY "cliente_id", "empresa_id", 3;
--> statement-breakpoint
ALTER TABLE "dfc_diario_franqueador" ADD CONSTRAINT "dfc_diario_franqueador_chave_uq" UNIQUE NULLS NOT DISTINCT("cliente_id","empresa_id","dia","conta_franqueador_id","status","parcela_aprovada","previsao","transferencia","boleto_a_receber","caixa_aberto") INCLUDE ("valor","quantidade");
--> statement-breakpoint
ALTER TABLE "dfc_mensal_franqueador" ADD CONSTRAINT "dfc_mensal_franqueador_chave_uq" UNIQUE NULLS NOT DISTINCT("cliente_id","empresa_id","mes","conta_franqueador_id","status","parcela_aprovada","previsao","transferencia","boleto_a_receber","caixa_aberto") INCLUDE ("valor","quantidade");
