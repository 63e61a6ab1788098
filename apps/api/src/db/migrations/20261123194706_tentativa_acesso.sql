CREATE TABLE "tentativa_acesso" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"chave" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tentativa_acesso_tipo_ck" CHECK ("tentativa_acesso"."tipo" in ('login', 'recuperacao'))
);
--> statement-breakpoint
CREATE INDEX "tentativa_acesso_chave_idx" ON "tentativa_acesso" USING btree ("tipo","chave","created_at");--> statement-breakpoint
CREATE INDEX "tentativa_acesso_created_idx" ON "tentativa_acesso" USING btree ("tipo","created_at");