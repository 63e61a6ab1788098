-- Row-level security: every tenant table is readable and writable only for the tenant set
-- with `set_config('app.cliente_id', <uuid>, true)` in the current transaction (see withTenant in
-- src/db/client.ts). FORCE applies the policy to the table owner too, so only a superuser or a
-- BYPASSRLS role reads across tenants; the application's role (matriz_app) is neither and owns
-- nothing. `nullif(…, '')` because the setting reads '' (not NULL) after a transaction that set it.
-- Logins, reset links, temporary tokens and API keys arrive before the tenant is known: they are
-- resolved by the SECURITY DEFINER functions app_find_* at the end, never by reading across tenants.
-- A table added later needs its own ENABLE/FORCE/POLICY lines: migrateDatabase refuses to finish
-- while a public table with a cliente_id column lacks them.
ALTER TABLE "cliente" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "cliente" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "cliente" USING ("id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "catalogo_preco" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "catalogo_preco" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "catalogo_preco" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "centro_de_custo" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "centro_de_custo" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "centro_de_custo" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "chave_api" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "chave_api" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "chave_api" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "cluster" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "cluster" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "cluster" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "cluster_centro_de_custo" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "cluster_centro_de_custo" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "cluster_centro_de_custo" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "cluster_empresa" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "cluster_empresa" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "cluster_empresa" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "cluster_outlier" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "cluster_outlier" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "cluster_outlier" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "configuracao_cmv" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "configuracao_cmv" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "configuracao_cmv" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "conta_bancaria" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "conta_bancaria" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "conta_bancaria" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "conta_bancaria_empresa" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "conta_bancaria_empresa" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "conta_bancaria_empresa" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "de_para" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "de_para" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "de_para" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "de_para_historico" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "de_para_historico" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "de_para_historico" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "de_para_solicitacao" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "de_para_solicitacao" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "de_para_solicitacao" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "empresa" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "empresa" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "empresa" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "estoque_ajuste" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "estoque_ajuste" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "estoque_ajuste" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "estoque_entrada" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "estoque_entrada" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "estoque_entrada" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "estoque_posicao" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "estoque_posicao" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "estoque_posicao" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "evento_uso" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "evento_uso" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "evento_uso" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "extrato_bancario" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "extrato_bancario" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "extrato_bancario" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "grupo" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "grupo" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "grupo" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "kpi" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "kpi" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "kpi" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "lancamento" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "lancamento" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "lancamento" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "lancamento_diario" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "lancamento_diario" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "lancamento_diario" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "lancamento_mensal" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "lancamento_mensal" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "lancamento_mensal" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "linha_dfc" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "linha_dfc" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "linha_dfc" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "linha_dfc_conta" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "linha_dfc_conta" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "linha_dfc_conta" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "linha_dre" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "linha_dre" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "linha_dre" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "linha_dre_conta" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "linha_dre_conta" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "linha_dre_conta" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "marca" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "marca" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "marca" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "metrica_atividade" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "metrica_atividade" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "metrica_atividade" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "modelo_dfc" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "modelo_dfc" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "modelo_dfc" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "modelo_dre" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "modelo_dre" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "modelo_dre" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "plano_contas_franqueado" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "plano_contas_franqueado" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "plano_contas_franqueado" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "plano_contas_franqueador" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "plano_contas_franqueador" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "plano_contas_franqueador" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "regra_acesso" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "regra_acesso" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "regra_acesso" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "regra_acesso_centro_de_custo" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "regra_acesso_centro_de_custo" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "regra_acesso_centro_de_custo" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "regra_acesso_cluster_centro_de_custo" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "regra_acesso_cluster_centro_de_custo" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "regra_acesso_cluster_centro_de_custo" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "regra_acesso_cluster_empresa" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "regra_acesso_cluster_empresa" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "regra_acesso_cluster_empresa" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "regra_acesso_empresa" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "regra_acesso_empresa" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "regra_acesso_empresa" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "regra_acesso_grupo" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "regra_acesso_grupo" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "regra_acesso_grupo" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "regra_acesso_marca" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "regra_acesso_marca" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "regra_acesso_marca" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "saldo_bancario" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "saldo_bancario" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "saldo_bancario" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "sessao" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "sessao" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sessao" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "solicitacao_premium" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "solicitacao_premium" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "solicitacao_premium" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "token_redefinicao_senha" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "token_redefinicao_senha" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "token_redefinicao_senha" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "token_temporario" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "token_temporario" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "token_temporario" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "usuario" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "usuario" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "usuario" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "valor_manual_dre" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "valor_manual_dre" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "valor_manual_dre" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE "valor_pdv" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "valor_pdv" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "valor_pdv" USING ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid) WITH CHECK ("cliente_id" = nullif(current_setting('app.cliente_id', true), '')::uuid);
--> statement-breakpoint
-- Login directory: e-mail (lower-cased) → tenant and user, across tenants. Not a tenant table: the
-- application role has no privilege on it and reaches it only through app_find_login. RLS is on
-- with a policy for the owner alone, so that no other role reads it even if granted by mistake.
CREATE TABLE "identidade_login" (
	"email" text PRIMARY KEY NOT NULL,
	"cliente_id" uuid NOT NULL,
	"usuario_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE INDEX "identidade_login_usuario_idx" ON "identidade_login" ("usuario_id");
--> statement-breakpoint
REVOKE ALL ON TABLE "identidade_login" FROM PUBLIC;
--> statement-breakpoint
ALTER TABLE "identidade_login" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "identidade_login" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "owner_only" ON "identidade_login" TO CURRENT_USER USING (true) WITH CHECK (true);
--> statement-breakpoint
-- The lookups below run as the owner; with FORCE, a non-superuser owner would see no token rows
-- without these read policies (a superuser owner bypasses RLS anyway).
CREATE POLICY "owner_lookup" ON "token_redefinicao_senha" FOR SELECT TO CURRENT_USER USING (true);
--> statement-breakpoint
CREATE POLICY "owner_lookup" ON "token_temporario" FOR SELECT TO CURRENT_USER USING (true);
--> statement-breakpoint
CREATE POLICY "owner_lookup" ON "chave_api" FOR SELECT TO CURRENT_USER USING (true);
--> statement-breakpoint
CREATE FUNCTION "usuario_sync_identidade_login"() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		DELETE FROM public.identidade_login WHERE usuario_id = OLD.id AND cliente_id = OLD.cliente_id;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		INSERT INTO public.identidade_login (email, cliente_id, usuario_id)
		VALUES (lower(NEW.email), NEW.cliente_id, NEW.id);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION "usuario_sync_identidade_login"() FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER "usuario_identidade_login" AFTER INSERT OR DELETE OR UPDATE OF "email", "cliente_id", "id"
ON "usuario" FOR EACH ROW EXECUTE FUNCTION "usuario_sync_identidade_login"();
--> statement-breakpoint
-- Existing users (none on a fresh database; kept for databases migrated with data).
INSERT INTO "identidade_login" ("email", "cliente_id", "usuario_id")
SELECT lower("email"), "cliente_id", "id" FROM "usuario";
--> statement-breakpoint
CREATE FUNCTION "app_find_login"(p_email text)
RETURNS TABLE (cliente_id uuid, usuario_id uuid)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
	SELECT i.cliente_id, i.usuario_id FROM public.identidade_login i WHERE i.email = lower(p_email)
$$;
--> statement-breakpoint
CREATE FUNCTION "app_find_reset_token"(p_hash text)
RETURNS TABLE (cliente_id uuid, usuario_id uuid, token_id uuid, expires_at timestamptz, used_at timestamptz)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
	SELECT t.cliente_id, t.usuario_id, t.id, t.expires_at, t.used_at
	FROM public.token_redefinicao_senha t WHERE t.token_hash = p_hash
$$;
--> statement-breakpoint
CREATE FUNCTION "app_find_token_temporario"(p_tipo text, p_hash text)
RETURNS TABLE (cliente_id uuid, usuario_id uuid, token_id uuid, expires_at timestamptz, used_at timestamptz)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
	SELECT t.cliente_id, t.usuario_id, t.id, t.expires_at, t.used_at
	FROM public.token_temporario t WHERE t.tipo = p_tipo AND t.token_hash = p_hash
$$;
--> statement-breakpoint
CREATE FUNCTION "app_find_chave_api"(p_hash text)
RETURNS TABLE (cliente_id uuid, chave_id uuid, ativo boolean)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
	SELECT c.cliente_id, c.id, c.ativo FROM public.chave_api c WHERE c.token_hash = p_hash
$$;
--> statement-breakpoint
-- EXECUTE on the app_* functions is granted to the application role by migrateDatabase (the
-- role's name is configuration, not schema).
REVOKE ALL ON FUNCTION "app_find_login"(text), "app_find_reset_token"(text),
	"app_find_token_temporario"(text, text), "app_find_chave_api"(text) FROM PUBLIC;
