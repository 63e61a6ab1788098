CREATE TABLE "relatorio" (
	"cliente_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"usuario_id" uuid NOT NULL,
	"origem" text NOT NULL,
	"descricao" text NOT NULL,
	"parametros" jsonb NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"linhas" integer,
	"arquivo_chave" text,
	"arquivo_nome" text,
	"arquivo_tamanho" bigint,
	"expires_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"erro" text,
	"tentativas" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "relatorio_pk" PRIMARY KEY("cliente_id","id"),
	CONSTRAINT "relatorio_status_ck" CHECK ("relatorio"."status" between 0 and 3)
);
--> statement-breakpoint
ALTER TABLE "relatorio" ADD CONSTRAINT "relatorio_cliente_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "relatorio_usuario_idx" ON "relatorio" USING btree ("cliente_id","usuario_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "relatorio_created_idx" ON "relatorio" USING btree ("cliente_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "relatorio_expira_idx" ON "relatorio" USING btree ("expires_at") WHERE "relatorio"."arquivo_chave" is not null and "relatorio"."expired_at" is null;