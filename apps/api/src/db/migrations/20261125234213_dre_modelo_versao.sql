-- A stamp of everything a loaded DRE model is made of (modelo_dre, linha_dre, linha_dre_conta, the franchisor
-- chart and the marcas that name its accounts): any statement that writes one of these tables moves it on, in the
-- writer's transaction. The API keeps the models it loaded in memory under the stamp they were read with and
-- reads the stamp (one row) instead of the model while it has not moved (load-modelo-dre.ts): a write through any
-- path, now or future (a model editor, an import, a cascade), makes every process read the model again. One row for
-- the whole database: writes to these tables are rare administrative acts, and a counter per tenant would need
-- the tenant's setting inside triggers that also fire in seeds and cascades.
CREATE TABLE "dre_modelo_versao" (
  "id" smallint PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
  "versao" bigint NOT NULL DEFAULT 0
);
--> statement-breakpoint
INSERT INTO "dre_modelo_versao" ("id", "versao") VALUES (1, 0);
--> statement-breakpoint
-- security definer: the application role only reads the stamp (READ_ONLY_APP_TABLES); its writes to the model
-- tables move it through this function
-- (search_path with pg_temp last and the table qualified: a session's temporary table of the same name is never
-- the one written with the owner's rights, as in every security definer function of the rls migration)
CREATE FUNCTION "dre_modelo_versao_avancar"() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = public, pg_temp AS $$
BEGIN
  UPDATE public.dre_modelo_versao SET versao = versao + 1 WHERE id = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "modelo_dre_versao" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "modelo_dre"
  FOR EACH STATEMENT EXECUTE FUNCTION "dre_modelo_versao_avancar"();
--> statement-breakpoint
CREATE TRIGGER "linha_dre_versao" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "linha_dre"
  FOR EACH STATEMENT EXECUTE FUNCTION "dre_modelo_versao_avancar"();
--> statement-breakpoint
CREATE TRIGGER "linha_dre_conta_versao" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "linha_dre_conta"
  FOR EACH STATEMENT EXECUTE FUNCTION "dre_modelo_versao_avancar"();
--> statement-breakpoint
CREATE TRIGGER "plano_contas_franqueador_versao" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "plano_contas_franqueador"
  FOR EACH STATEMENT EXECUTE FUNCTION "dre_modelo_versao_avancar"();
--> statement-breakpoint
CREATE TRIGGER "marca_versao" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "marca"
  FOR EACH STATEMENT EXECUTE FUNCTION "dre_modelo_versao_avancar"();
