DROP INDEX "empresa_apelido_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "empresa_apelido_uq" ON "empresa" USING btree ("cliente_id",lower("apelido")) WHERE "empresa"."apelido" is not null;