CREATE TABLE "nps_campanha" (
	"id" uuid PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"inicio" date NOT NULL,
	"fim" date NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nps_campanha_periodo_ck" CHECK ("nps_campanha"."fim" >= "nps_campanha"."inicio")
);
--> statement-breakpoint
CREATE TABLE "nps_resposta" (
	"cliente_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"usuario_id" uuid NOT NULL,
	"campanha_id" uuid NOT NULL,
	"campanha_nome" text NOT NULL,
	"resposta_id" smallint NOT NULL,
	"origem_click" text DEFAULT '' NOT NULL,
	"dados" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nps_resposta_pk" PRIMARY KEY("cliente_id","id"),
	CONSTRAINT "nps_resposta_nota_ck" CHECK ("nps_resposta"."resposta_id" between 0 and 10)
);
--> statement-breakpoint
ALTER TABLE "nps_resposta" ADD CONSTRAINT "nps_resposta_campanha_id_nps_campanha_id_fk" FOREIGN KEY ("campanha_id") REFERENCES "public"."nps_campanha"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nps_resposta" ADD CONSTRAINT "nps_resposta_cliente_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nps_resposta" ADD CONSTRAINT "nps_resposta_usuario_fk" FOREIGN KEY ("cliente_id","usuario_id") REFERENCES "public"."usuario"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nps_resposta_usuario_campanha_uq" ON "nps_resposta" USING btree ("cliente_id","usuario_id","campanha_id");