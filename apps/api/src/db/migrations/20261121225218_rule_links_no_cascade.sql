ALTER TABLE "regra_acesso_centro_de_custo" DROP CONSTRAINT "regra_acesso_centro_de_custo_centro_fk";
--> statement-breakpoint
ALTER TABLE "regra_acesso_cluster_centro_de_custo" DROP CONSTRAINT "regra_acesso_cluster_centro_de_custo_cluster_fk";
--> statement-breakpoint
ALTER TABLE "regra_acesso_cluster_empresa" DROP CONSTRAINT "regra_acesso_cluster_empresa_cluster_fk";
--> statement-breakpoint
ALTER TABLE "regra_acesso_empresa" DROP CONSTRAINT "regra_acesso_empresa_empresa_fk";
--> statement-breakpoint
ALTER TABLE "regra_acesso_grupo" DROP CONSTRAINT "regra_acesso_grupo_grupo_fk";
--> statement-breakpoint
ALTER TABLE "regra_acesso_marca" DROP CONSTRAINT "regra_acesso_marca_marca_fk";
--> statement-breakpoint
ALTER TABLE "regra_acesso_centro_de_custo" ADD CONSTRAINT "regra_acesso_centro_de_custo_centro_fk" FOREIGN KEY ("cliente_id","centro_de_custo_id") REFERENCES "public"."centro_de_custo"("cliente_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regra_acesso_cluster_centro_de_custo" ADD CONSTRAINT "regra_acesso_cluster_centro_de_custo_cluster_fk" FOREIGN KEY ("cliente_id","cluster_id") REFERENCES "public"."cluster"("cliente_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regra_acesso_cluster_empresa" ADD CONSTRAINT "regra_acesso_cluster_empresa_cluster_fk" FOREIGN KEY ("cliente_id","cluster_id") REFERENCES "public"."cluster"("cliente_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regra_acesso_empresa" ADD CONSTRAINT "regra_acesso_empresa_empresa_fk" FOREIGN KEY ("cliente_id","empresa_id") REFERENCES "public"."empresa"("cliente_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regra_acesso_grupo" ADD CONSTRAINT "regra_acesso_grupo_grupo_fk" FOREIGN KEY ("cliente_id","grupo_id") REFERENCES "public"."grupo"("cliente_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regra_acesso_marca" ADD CONSTRAINT "regra_acesso_marca_marca_fk" FOREIGN KEY ("cliente_id","marca_id") REFERENCES "public"."marca"("cliente_id","id") ON DELETE no action ON UPDATE no action;