CREATE TABLE "valor_orcado_dre" (
	"cliente_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"linha_dre_id" uuid NOT NULL,
	"empresa_id" uuid NOT NULL,
	"centro_de_custo_id" uuid,
	"mes" date NOT NULL,
	"valor" bigint NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "valor_orcado_dre_pk" PRIMARY KEY("cliente_id","id"),
	CONSTRAINT "valor_orcado_dre_uq" UNIQUE NULLS NOT DISTINCT("cliente_id","linha_dre_id","empresa_id","mes","centro_de_custo_id"),
	CONSTRAINT "valor_orcado_dre_mes_ck" CHECK (extract(day from "valor_orcado_dre"."mes") = 1)
);
--> statement-breakpoint
ALTER TABLE "valor_orcado_dre" ADD CONSTRAINT "valor_orcado_dre_cliente_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valor_orcado_dre" ADD CONSTRAINT "valor_orcado_dre_linha_fk" FOREIGN KEY ("cliente_id","linha_dre_id") REFERENCES "public"."linha_dre"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valor_orcado_dre" ADD CONSTRAINT "valor_orcado_dre_empresa_fk" FOREIGN KEY ("cliente_id","empresa_id") REFERENCES "public"."empresa"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valor_orcado_dre" ADD CONSTRAINT "valor_orcado_dre_centro_fk" FOREIGN KEY ("cliente_id","centro_de_custo_id") REFERENCES "public"."centro_de_custo"("cliente_id","id") ON DELETE cascade ON UPDATE no action;