-- The monthly stock rollup behind the DRE's CMV line (db/schema/cmv-mensal.ts).
CREATE TABLE "estoque_mensal" (
	"cliente_id" uuid NOT NULL,
	"empresa_id" uuid NOT NULL,
	"mes" date NOT NULL,
	"inicial" bigint NOT NULL,
	"entradas" bigint NOT NULL,
	"ajustes" bigint NOT NULL,
	"final" bigint NOT NULL,
	"fechado" boolean NOT NULL,
	CONSTRAINT "estoque_mensal_pk" PRIMARY KEY("cliente_id","empresa_id","mes"),
	CONSTRAINT "estoque_mensal_mes_ck" CHECK (extract(day from "estoque_mensal"."mes") = 1)
);
--> statement-breakpoint
ALTER TABLE "estoque_mensal" ADD CONSTRAINT "estoque_mensal_empresa_fk" FOREIGN KEY ("cliente_id","empresa_id") REFERENCES "public"."empresa"("cliente_id","id") ON DELETE cascade ON UPDATE no action;