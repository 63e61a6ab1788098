CREATE TABLE "arquivo" (
	"cliente_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"usuario_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"tipo" smallint NOT NULL,
	"formato" text NOT NULL,
	"hash" text NOT NULL,
	"tamanho" bigint NOT NULL,
	"arquivo_chave" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"resultado" text,
	"porcentagem" smallint DEFAULT 0 NOT NULL,
	"duplicado_de" uuid,
	"linhas" integer,
	"inseridos" integer,
	"atualizados" integer,
	"total_notas" integer DEFAULT 0 NOT NULL,
	"tentativas" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	CONSTRAINT "arquivo_pk" PRIMARY KEY("cliente_id","id"),
	CONSTRAINT "arquivo_status_ck" CHECK ("arquivo"."status" between 0 and 2),
	CONSTRAINT "arquivo_tipo_ck" CHECK ("arquivo"."tipo" between 0 and 6),
	CONSTRAINT "arquivo_porcentagem_ck" CHECK ("arquivo"."porcentagem" between 0 and 100),
	CONSTRAINT "arquivo_resultado_ck" CHECK ("arquivo"."resultado" in ('sucesso', 'erro', 'ja_processado', 'tipo_nao_identificado'))
);
--> statement-breakpoint
CREATE TABLE "arquivo_nota" (
	"cliente_id" uuid NOT NULL,
	"arquivo_id" uuid NOT NULL,
	"ordem" integer NOT NULL,
	"linha" integer,
	"texto" text NOT NULL,
	CONSTRAINT "arquivo_nota_pk" PRIMARY KEY("cliente_id","arquivo_id","ordem")
);
--> statement-breakpoint
ALTER TABLE "arquivo" ADD CONSTRAINT "arquivo_cliente_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arquivo_nota" ADD CONSTRAINT "arquivo_nota_cliente_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arquivo_nota" ADD CONSTRAINT "arquivo_nota_arquivo_fk" FOREIGN KEY ("cliente_id","arquivo_id") REFERENCES "public"."arquivo"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "arquivo_created_idx" ON "arquivo" USING btree ("cliente_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "arquivo_usuario_idx" ON "arquivo" USING btree ("cliente_id","usuario_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "arquivo_hash_idx" ON "arquivo" USING btree ("cliente_id","hash","tipo");--> statement-breakpoint
CREATE INDEX "arquivo_expira_idx" ON "arquivo" USING btree ("created_at") WHERE "arquivo"."arquivo_chave" is not null and "arquivo"."expired_at" is null;