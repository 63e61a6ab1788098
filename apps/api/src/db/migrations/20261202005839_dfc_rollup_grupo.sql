-- The cash flow's rollups summed per grupo (db/schema/dfc-rollup.ts): created without their unique keys, filled from
-- the store rows (dfc_diario_franqueador, filled by the migration that created it), then keyed with the values they
-- are read for (INCLUDE, written by hand: Drizzle cannot declare it). From then on ingestion, the De-Para writes and
-- the rebuild keep them with the store rows (modules/fluxo-de-caixa/rollup-dfc-sql.ts).
SET LOCAL work_mem = '256MB';
--> statement-breakpoint
CREATE TABLE "dfc_diario_franqueador_grupo" (
	"cliente_id" uuid NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "dfc_diario_franqueador_grupo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conta_franqueador_id" uuid,
	"status" text NOT NULL,
	"parcela_aprovada" boolean NOT NULL,
	"previsao" boolean NOT NULL,
	"transferencia" boolean NOT NULL,
	"boleto_a_receber" boolean NOT NULL,
	"caixa_aberto" boolean NOT NULL,
	"valor" bigint NOT NULL,
	"quantidade" integer NOT NULL,
	"grupo_id" uuid NOT NULL,
	"dia" date NOT NULL,
	CONSTRAINT "dfc_diario_franqueador_grupo_pk" PRIMARY KEY("cliente_id","id")
);
--> statement-breakpoint
CREATE TABLE "dfc_mensal_franqueador_grupo" (
	"cliente_id" uuid NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "dfc_mensal_franqueador_grupo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conta_franqueador_id" uuid,
	"status" text NOT NULL,
	"parcela_aprovada" boolean NOT NULL,
	"previsao" boolean NOT NULL,
	"transferencia" boolean NOT NULL,
	"boleto_a_receber" boolean NOT NULL,
	"caixa_aberto" boolean NOT NULL,
	"valor" bigint NOT NULL,
	"quantidade" integer NOT NULL,
	"grupo_id" uuid NOT NULL,
	"mes" date NOT NULL,
	CONSTRAINT "dfc_mensal_franqueador_grupo_pk" PRIMARY KEY("cliente_id","id"),
	CONSTRAINT "dfc_mensal_franqueador_grupo_mes_ck" CHECK (extract(day from "dfc_mensal_franqueador_grupo"."mes") = 1)
);

--> statement-breakpoint
INSERT INTO "dfc_diario_franqueador_grupo" ("cliente_id", "grupo_id", "dia", "conta_franqueador_id", "status", "parcela_aprovada", "previsao", "transferencia", "boleto_a_receber", "caixa_aberto",
	"valor", "quantidade")
SELECT f."cliente_id", e."grupo_id", f."dia", f."conta_franqueador_id", f."status", f."parcela_aprovada", f."previsao",
	f."transferencia", f."boleto_a_receber", f."caixa_aberto", sum(f."valor"), sum(f."quantidade")
FROM "dfc_diario_franqueador" f
JOIN "empresa" e ON e."cliente_id" = f."cliente_id" AND e."id" = f."empresa_id"
GROUP BY f."cliente_id", e."grupo_id", f."dia", f."conta_franqueador_id", f."status", f."parcela_aprovada", f."previsao",
	f."transferencia", f."boleto_a_receber", f."caixa_aberto"
ORDER BY f."cliente_id", e."grupo_id", f."dia";
--> statement-breakpoint
INSERT INTO "dfc_mensal_franqueador_grupo" ("cliente_id", "grupo_id", "mes", "conta_franqueador_id", "status", "parcela_aprovada", "previsao", "transferencia", "boleto_a_receber", "caixa_aberto",
	"valor", "quantidade")
SELECT "cliente_id", "grupo_id", ("dia" - extract(day from "dia")::int + 1), "conta_franqueador_id", "status", "parcela_aprovada", "previsao", "transferencia", "boleto_a_receber", "caixa_aberto",
	sum("valor"), sum("quantidade")
FROM "dfc_diario_franqueador_grupo"
GROUP BY "cliente_id", "grupo_id", 3, "conta_franqueador_id", "status", "parcela_aprovada", "previsao", "transferencia", "boleto_a_receber", "caixa_aberto";
--> statement-breakpoint
ALTER TABLE "dfc_diario_franqueador_grupo" ADD CONSTRAINT "dfc_diario_franqueador_grupo_chave_uq" UNIQUE NULLS NOT DISTINCT("cliente_id","grupo_id","dia","conta_franqueador_id","status","parcela_aprovada","previsao","transferencia","boleto_a_receber","caixa_aberto") INCLUDE ("valor","quantidade");
--> statement-breakpoint
ALTER TABLE "dfc_mensal_franqueador_grupo" ADD CONSTRAINT "dfc_mensal_franqueador_grupo_chave_uq" UNIQUE NULLS NOT DISTINCT("cliente_id","grupo_id","mes","conta_franqueador_id","status","parcela_aprovada","previsao","transferencia","boleto_a_receber","caixa_aberto") INCLUDE ("valor","quantidade");
