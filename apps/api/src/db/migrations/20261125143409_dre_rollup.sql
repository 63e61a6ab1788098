-- The DRE's compact rollups (db/schema/dre-rollup.ts). Their indexes carry the values they are read for (INCLUDE,
-- edited in by hand: Drizzle cannot declare it), so the DRE reads them by index-only scans.
CREATE TABLE "lancamento_mensal_franqueador" (
	"cliente_id" uuid NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "lancamento_mensal_franqueador_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"empresa_id" uuid NOT NULL,
	"conta_franqueador_id" uuid,
	"conta_franqueado_id" uuid,
	"valor" bigint NOT NULL,
	"mes" date NOT NULL,
	"quantidade" integer NOT NULL,
	"regime" smallint NOT NULL,
	"status" text NOT NULL,
	CONSTRAINT "lancamento_mensal_franqueador_pk" PRIMARY KEY("cliente_id","id"),
	CONSTRAINT "lancamento_mensal_franqueador_chave_uq" UNIQUE NULLS NOT DISTINCT("cliente_id","empresa_id","regime","mes","conta_franqueador_id","conta_franqueado_id","status") INCLUDE ("valor","quantidade"),
	CONSTRAINT "lancamento_mensal_franqueador_regime_ck" CHECK ("lancamento_mensal_franqueador"."regime" in (1, 2)),
	CONSTRAINT "lancamento_mensal_franqueador_mes_ck" CHECK (extract(day from "lancamento_mensal_franqueador"."mes") = 1),
	CONSTRAINT "lancamento_mensal_franqueador_conta_ck" CHECK (("lancamento_mensal_franqueador"."conta_franqueador_id" is null) <> ("lancamento_mensal_franqueador"."conta_franqueado_id" is null))
);
--> statement-breakpoint
CREATE TABLE "lancamento_mensal_franqueador_grupo" (
	"cliente_id" uuid NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "lancamento_mensal_franqueador_grupo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"grupo_id" uuid NOT NULL,
	"marca_id" uuid NOT NULL,
	"conta_franqueador_id" uuid,
	"conta_franqueado_id" uuid,
	"valor" bigint NOT NULL,
	"mes" date NOT NULL,
	"quantidade" integer NOT NULL,
	"regime" smallint NOT NULL,
	"status" text NOT NULL,
	CONSTRAINT "lancamento_mensal_franqueador_grupo_pk" PRIMARY KEY("cliente_id","id"),
	CONSTRAINT "lancamento_mensal_franqueador_grupo_chave_uq" UNIQUE NULLS NOT DISTINCT("cliente_id","grupo_id","marca_id","regime","mes","conta_franqueador_id","conta_franqueado_id","status") INCLUDE ("valor","quantidade"),
	CONSTRAINT "lancamento_mensal_franqueador_grupo_regime_ck" CHECK ("lancamento_mensal_franqueador_grupo"."regime" in (1, 2)),
	CONSTRAINT "lancamento_mensal_franqueador_grupo_mes_ck" CHECK (extract(day from "lancamento_mensal_franqueador_grupo"."mes") = 1),
	CONSTRAINT "lancamento_mensal_franqueador_grupo_conta_ck" CHECK (("lancamento_mensal_franqueador_grupo"."conta_franqueador_id" is null) <> ("lancamento_mensal_franqueador_grupo"."conta_franqueado_id" is null))
);
--> statement-breakpoint
CREATE INDEX "lancamento_mensal_franqueador_nao_mapeado_idx" ON "lancamento_mensal_franqueador" USING btree ("cliente_id","empresa_id","regime","mes") INCLUDE ("conta_franqueado_id","status","valor") WHERE "lancamento_mensal_franqueador"."conta_franqueador_id" is null;