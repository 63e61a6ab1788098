CREATE TABLE "conta_bancaria" (
	"cliente_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"grupo_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"banco" text,
	"agencia" text,
	"numero" text,
	"digito" text,
	"tipo" text,
	"id_externo" text,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conta_bancaria_pk" PRIMARY KEY("cliente_id","id")
);
--> statement-breakpoint
CREATE TABLE "conta_bancaria_empresa" (
	"cliente_id" uuid NOT NULL,
	"conta_bancaria_id" uuid NOT NULL,
	"empresa_id" uuid NOT NULL,
	CONSTRAINT "conta_bancaria_empresa_pk" PRIMARY KEY("cliente_id","conta_bancaria_id","empresa_id")
);
--> statement-breakpoint
CREATE TABLE "extrato_bancario" (
	"cliente_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"conta_bancaria_id" uuid NOT NULL,
	"data" date NOT NULL,
	"valor" bigint NOT NULL,
	"saldo" bigint,
	"conciliado" boolean DEFAULT false NOT NULL,
	"descricao" text,
	"numero_documento" text,
	"id_externo" text NOT NULL,
	CONSTRAINT "extrato_bancario_pk" PRIMARY KEY("cliente_id","id")
);
--> statement-breakpoint
CREATE TABLE "saldo_bancario" (
	"cliente_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"conta_bancaria_id" uuid NOT NULL,
	"data" date NOT NULL,
	"saldo" bigint NOT NULL,
	"observacao" text,
	CONSTRAINT "saldo_bancario_pk" PRIMARY KEY("cliente_id","id")
);
--> statement-breakpoint
CREATE TABLE "cliente" (
	"id" uuid PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"codigo" text NOT NULL,
	"plano" text DEFAULT 'Starter' NOT NULL,
	"logo_mime" text,
	"logo" "bytea",
	"cas_url" text,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cliente_plano_ck" CHECK ("cliente"."plano" in ('Starter', 'Premium'))
);
--> statement-breakpoint
CREATE TABLE "cluster" (
	"cliente_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"nome" text NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	"tipo" text DEFAULT 'estatico' NOT NULL,
	"alvo" text DEFAULT 'empresa' NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"outliers" boolean DEFAULT false NOT NULL,
	"filtros" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cluster_pk" PRIMARY KEY("cliente_id","id"),
	CONSTRAINT "cluster_tipo_ck" CHECK ("cluster"."tipo" in ('estatico', 'dinamico')),
	CONSTRAINT "cluster_alvo_ck" CHECK ("cluster"."alvo" in ('empresa', 'centro_de_custo'))
);
--> statement-breakpoint
CREATE TABLE "cluster_centro_de_custo" (
	"cliente_id" uuid NOT NULL,
	"cluster_id" uuid NOT NULL,
	"centro_de_custo_id" uuid NOT NULL,
	CONSTRAINT "cluster_centro_de_custo_pk" PRIMARY KEY("cliente_id","cluster_id","centro_de_custo_id")
);
--> statement-breakpoint
CREATE TABLE "cluster_empresa" (
	"cliente_id" uuid NOT NULL,
	"cluster_id" uuid NOT NULL,
	"empresa_id" uuid NOT NULL,
	CONSTRAINT "cluster_empresa_pk" PRIMARY KEY("cliente_id","cluster_id","empresa_id")
);
--> statement-breakpoint
CREATE TABLE "cluster_outlier" (
	"cliente_id" uuid NOT NULL,
	"cluster_id" uuid NOT NULL,
	"empresa_id" uuid NOT NULL,
	CONSTRAINT "cluster_outlier_pk" PRIMARY KEY("cliente_id","cluster_id","empresa_id")
);
--> statement-breakpoint
CREATE TABLE "de_para" (
	"cliente_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"grupo_id" uuid NOT NULL,
	"marca_id" uuid NOT NULL,
	"conta_franqueado_id" uuid NOT NULL,
	"conta_franqueador_id" uuid,
	"status" text DEFAULT 'pendente' NOT NULL,
	"justificativa" text,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "de_para_pk" PRIMARY KEY("cliente_id","id"),
	CONSTRAINT "de_para_status_ck" CHECK ("de_para"."status" in ('pendente', 'revisao', 'aprovado'))
);
--> statement-breakpoint
CREATE TABLE "de_para_historico" (
	"cliente_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"de_para_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"status_anterior" text,
	"status_novo" text NOT NULL,
	"conta_franqueador_anterior_id" uuid,
	"conta_franqueador_novo_id" uuid,
	"justificativa" text,
	"info" text,
	"usuario_id" uuid,
	"usuario_nome" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "de_para_historico_pk" PRIMARY KEY("cliente_id","id")
);
--> statement-breakpoint
CREATE TABLE "de_para_solicitacao" (
	"cliente_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"grupo_id" uuid NOT NULL,
	"marca_id" uuid,
	"conta_franqueado_id" uuid NOT NULL,
	"conta_franqueador_id" uuid,
	"registro_do_franqueado" text,
	"tipo" smallint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"solicitante" text,
	"data_da_solicitacao" timestamp with time zone DEFAULT now() NOT NULL,
	"justificativa" text,
	"decidido_por" uuid,
	"decidido_em" timestamp with time zone,
	"notas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"id_externo" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "de_para_solicitacao_pk" PRIMARY KEY("cliente_id","id"),
	CONSTRAINT "de_para_solicitacao_status_ck" CHECK ("de_para_solicitacao"."status" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "catalogo_preco" (
	"cliente_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"marca_id" uuid,
	"produto_codigo" text NOT NULL,
	"produto_nome" text NOT NULL,
	"unidade" text,
	"custo" bigint NOT NULL,
	"preco_venda" bigint,
	"vigente_desde" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogo_preco_pk" PRIMARY KEY("cliente_id","id"),
	CONSTRAINT "catalogo_preco_produto_uq" UNIQUE NULLS NOT DISTINCT("cliente_id","marca_id","produto_codigo","vigente_desde")
);
--> statement-breakpoint
CREATE TABLE "configuracao_cmv" (
	"cliente_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"conta_cmv_id" uuid NOT NULL,
	"conta_ajuste_receber_id" uuid,
	"conta_ajuste_pagar_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "configuracao_cmv_pk" PRIMARY KEY("cliente_id","id")
);
--> statement-breakpoint
CREATE TABLE "estoque_ajuste" (
	"cliente_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"empresa_id" uuid NOT NULL,
	"data" date NOT NULL,
	"tipo" text NOT NULL,
	"produto_codigo" text NOT NULL,
	"produto_nome" text,
	"quantidade" numeric(18, 4) NOT NULL,
	"valor" bigint NOT NULL,
	"motivo" text,
	"origem" text NOT NULL,
	"id_externo" text NOT NULL,
	CONSTRAINT "estoque_ajuste_pk" PRIMARY KEY("cliente_id","id"),
	CONSTRAINT "estoque_ajuste_tipo_ck" CHECK ("estoque_ajuste"."tipo" in ('receber', 'pagar'))
);
--> statement-breakpoint
CREATE TABLE "estoque_entrada" (
	"cliente_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"empresa_id" uuid NOT NULL,
	"data" date NOT NULL,
	"produto_codigo" text NOT NULL,
	"produto_nome" text,
	"unidade" text,
	"quantidade" numeric(18, 4) NOT NULL,
	"valor" bigint NOT NULL,
	"documento" text,
	"fornecedor" text,
	"origem" text NOT NULL,
	"id_externo" text NOT NULL,
	CONSTRAINT "estoque_entrada_pk" PRIMARY KEY("cliente_id","id")
);
--> statement-breakpoint
CREATE TABLE "estoque_posicao" (
	"cliente_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"empresa_id" uuid NOT NULL,
	"data" date NOT NULL,
	"tipo" text NOT NULL,
	"produto_codigo" text NOT NULL,
	"produto_nome" text,
	"unidade" text,
	"quantidade" numeric(18, 4) NOT NULL,
	"custo_unitario" bigint,
	"valor" bigint NOT NULL,
	CONSTRAINT "estoque_posicao_pk" PRIMARY KEY("cliente_id","id"),
	CONSTRAINT "estoque_posicao_tipo_ck" CHECK ("estoque_posicao"."tipo" in ('inicial', 'final'))
);
--> statement-breakpoint
CREATE TABLE "lancamento" (
	"cliente_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"empresa_id" uuid NOT NULL,
	"grupo_id" uuid NOT NULL,
	"conta_franqueado_id" uuid NOT NULL,
	"centro_de_custo_id" uuid,
	"conta_bancaria_id" uuid,
	"valor" bigint NOT NULL,
	"data_competencia" date NOT NULL,
	"data_vencimento" date NOT NULL,
	"data_pagamento" date,
	"parcela_aprovada" boolean DEFAULT true NOT NULL,
	"previsao" boolean DEFAULT false NOT NULL,
	"transferencia" boolean DEFAULT false NOT NULL,
	"boleto_a_receber" boolean DEFAULT false NOT NULL,
	"caixa_aberto" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"origem" text NOT NULL,
	"id_externo" text NOT NULL,
	"meio_de_pagamento" text,
	"fornecedor" text,
	"historico" text,
	"observacao" text,
	CONSTRAINT "lancamento_pk" PRIMARY KEY("cliente_id","id"),
	CONSTRAINT "lancamento_status_ck" CHECK ("lancamento"."status" in ('aberto', 'liquidado'))
);
--> statement-breakpoint
CREATE TABLE "lancamento_diario" (
	"cliente_id" uuid NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "lancamento_diario_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"empresa_id" uuid NOT NULL,
	"conta_franqueado_id" uuid NOT NULL,
	"centro_de_custo_id" uuid,
	"conta_bancaria_id" uuid,
	"valor" bigint NOT NULL,
	"dia" date NOT NULL,
	"quantidade" integer NOT NULL,
	"parcela_aprovada" boolean NOT NULL,
	"previsao" boolean NOT NULL,
	"transferencia" boolean NOT NULL,
	"boleto_a_receber" boolean NOT NULL,
	"caixa_aberto" boolean NOT NULL,
	"status" text NOT NULL,
	CONSTRAINT "lancamento_diario_pk" PRIMARY KEY("cliente_id","id"),
	CONSTRAINT "lancamento_diario_chave_uq" UNIQUE NULLS NOT DISTINCT("cliente_id","empresa_id","dia","conta_franqueado_id","centro_de_custo_id","conta_bancaria_id","status","parcela_aprovada","previsao","transferencia","boleto_a_receber","caixa_aberto")
);
--> statement-breakpoint
CREATE TABLE "lancamento_mensal" (
	"cliente_id" uuid NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "lancamento_mensal_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"empresa_id" uuid NOT NULL,
	"conta_franqueado_id" uuid NOT NULL,
	"centro_de_custo_id" uuid,
	"valor" bigint NOT NULL,
	"mes" date NOT NULL,
	"quantidade" integer NOT NULL,
	"regime" smallint NOT NULL,
	"status" text NOT NULL,
	CONSTRAINT "lancamento_mensal_pk" PRIMARY KEY("cliente_id","id"),
	CONSTRAINT "lancamento_mensal_chave_uq" UNIQUE NULLS NOT DISTINCT("cliente_id","empresa_id","regime","mes","conta_franqueado_id","centro_de_custo_id","status"),
	CONSTRAINT "lancamento_mensal_regime_ck" CHECK ("lancamento_mensal"."regime" in (1, 2)),
	CONSTRAINT "lancamento_mensal_mes_ck" CHECK (extract(day from "lancamento_mensal"."mes") = 1)
);
--> statement-breakpoint
CREATE TABLE "kpi" (
	"cliente_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"posicao" smallint NOT NULL,
	"titulo" text NOT NULL,
	"modelo_dre_id" uuid NOT NULL,
	"fator1_linha_id" uuid NOT NULL,
	"fator2_linha_id" uuid,
	"nome_fator1" text NOT NULL,
	"nome_fator2" text,
	"metro_quadrado" boolean DEFAULT false NOT NULL,
	"ordenador_grafico" smallint DEFAULT 2 NOT NULL,
	"tipo_ordenacao_ascendente" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kpi_pk" PRIMARY KEY("cliente_id","id"),
	CONSTRAINT "kpi_ordenador_ck" CHECK ("kpi"."ordenador_grafico" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "linha_dfc" (
	"cliente_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"modelo_id" uuid NOT NULL,
	"parent_id" uuid,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"tipo" text NOT NULL,
	"formula" text,
	"sinal" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "linha_dfc_pk" PRIMARY KEY("cliente_id","id"),
	CONSTRAINT "linha_dfc_tipo_ck" CHECK ("linha_dfc"."tipo" in ('conta', 'total', 'formula')),
	CONSTRAINT "linha_dfc_sinal_ck" CHECK ("linha_dfc"."sinal" in (1, -1))
);
--> statement-breakpoint
CREATE TABLE "linha_dfc_conta" (
	"cliente_id" uuid NOT NULL,
	"linha_id" uuid NOT NULL,
	"conta_franqueador_id" uuid NOT NULL,
	CONSTRAINT "linha_dfc_conta_pk" PRIMARY KEY("cliente_id","linha_id","conta_franqueador_id")
);
--> statement-breakpoint
CREATE TABLE "linha_dre" (
	"cliente_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"modelo_id" uuid NOT NULL,
	"parent_id" uuid,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"tipo" text NOT NULL,
	"formula" text,
	"tipo_de_valor_de_pdv" text,
	"is_base" boolean DEFAULT false NOT NULL,
	"sinal" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "linha_dre_pk" PRIMARY KEY("cliente_id","id"),
	CONSTRAINT "linha_dre_tipo_ck" CHECK ("linha_dre"."tipo" in ('conta', 'total', 'formula', 'manual', 'cmv', 'pdv')),
	CONSTRAINT "linha_dre_sinal_ck" CHECK ("linha_dre"."sinal" in (1, -1))
);
--> statement-breakpoint
CREATE TABLE "linha_dre_conta" (
	"cliente_id" uuid NOT NULL,
	"linha_id" uuid NOT NULL,
	"conta_franqueador_id" uuid NOT NULL,
	CONSTRAINT "linha_dre_conta_pk" PRIMARY KEY("cliente_id","linha_id","conta_franqueador_id")
);
--> statement-breakpoint
CREATE TABLE "modelo_dfc" (
	"cliente_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"nome" text NOT NULL,
	"padrao" boolean DEFAULT false NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "modelo_dfc_pk" PRIMARY KEY("cliente_id","id")
);
--> statement-breakpoint
CREATE TABLE "modelo_dre" (
	"cliente_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"nome" text NOT NULL,
	"padrao" boolean DEFAULT false NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "modelo_dre_pk" PRIMARY KEY("cliente_id","id")
);
--> statement-breakpoint
CREATE TABLE "plano_contas_franqueado" (
	"cliente_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"grupo_id" uuid NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"tipo" text,
	"natureza" text,
	"id_externo" text,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plano_contas_franqueado_pk" PRIMARY KEY("cliente_id","id")
);
--> statement-breakpoint
CREATE TABLE "plano_contas_franqueador" (
	"cliente_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"marca_id" uuid NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"parent_id" uuid,
	"nivel" smallint DEFAULT 1 NOT NULL,
	"natureza" text,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plano_contas_franqueador_pk" PRIMARY KEY("cliente_id","id")
);
--> statement-breakpoint
CREATE TABLE "centro_de_custo" (
	"cliente_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"empresa_id" uuid NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"padrao" boolean DEFAULT false NOT NULL,
	"id_externo" text,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "centro_de_custo_pk" PRIMARY KEY("cliente_id","id")
);
--> statement-breakpoint
CREATE TABLE "empresa" (
	"cliente_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"grupo_id" uuid NOT NULL,
	"marca_id" uuid NOT NULL,
	"cnpj" text NOT NULL,
	"codigo_loja" text,
	"razao_social" text NOT NULL,
	"nome_fantasia" text,
	"apelido" text,
	"m2" numeric(12, 2),
	"tipo_estabelecimento" text,
	"local_estabelecimento" text,
	"regiao" text,
	"uf" text,
	"codigo_ibge_cidade" integer,
	"cidade" text,
	"id_externo" text,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "empresa_pk" PRIMARY KEY("cliente_id","id"),
	CONSTRAINT "empresa_cnpj_ck" CHECK ("empresa"."cnpj" ~ '^[0-9A-Z]{12}[0-9]{2}$'),
	CONSTRAINT "empresa_uf_ck" CHECK ("empresa"."uf" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "grupo" (
	"cliente_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"nome" text NOT NULL,
	"codigo" text,
	"id_externo" text,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grupo_pk" PRIMARY KEY("cliente_id","id")
);
--> statement-breakpoint
CREATE TABLE "marca" (
	"cliente_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"nome" text NOT NULL,
	"codigo" text,
	"id_externo" text,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marca_pk" PRIMARY KEY("cliente_id","id")
);
--> statement-breakpoint
CREATE TABLE "chave_api" (
	"cliente_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"nome" text NOT NULL,
	"acesso_total" boolean DEFAULT false NOT NULL,
	"auths" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"token_hash" text NOT NULL,
	"token_visivel" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chave_api_pk" PRIMARY KEY("cliente_id","id")
);
--> statement-breakpoint
CREATE TABLE "evento_uso" (
	"cliente_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"usuario_id" uuid NOT NULL,
	"grupo_id" uuid,
	"tipo" text NOT NULL,
	"ocorrido_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evento_uso_pk" PRIMARY KEY("cliente_id","id"),
	CONSTRAINT "evento_uso_tipo_ck" CHECK ("evento_uso"."tipo" in ('login', 'dre', 'dfc', 'orcamento'))
);
--> statement-breakpoint
CREATE TABLE "sessao" (
	"cliente_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"usuario_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"ip" text,
	"user_agent" text,
	CONSTRAINT "sessao_pk" PRIMARY KEY("cliente_id","id")
);
--> statement-breakpoint
CREATE TABLE "solicitacao_premium" (
	"cliente_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"usuario_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "solicitacao_premium_pk" PRIMARY KEY("cliente_id","id")
);
--> statement-breakpoint
CREATE TABLE "token_redefinicao_senha" (
	"cliente_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"usuario_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "token_redefinicao_senha_pk" PRIMARY KEY("cliente_id","id")
);
--> statement-breakpoint
CREATE TABLE "token_temporario" (
	"cliente_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"usuario_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"token_hash" text NOT NULL,
	"dados" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "token_temporario_pk" PRIMARY KEY("cliente_id","id"),
	CONSTRAINT "token_temporario_tipo_ck" CHECK ("token_temporario"."tipo" in ('conflito', 'sso_estado', 'sso_chave'))
);
--> statement-breakpoint
CREATE TABLE "regra_acesso" (
	"cliente_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"nome" text NOT NULL,
	"acessos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"todas_as_marcas" boolean DEFAULT false NOT NULL,
	"cluster_empresa_bool" boolean DEFAULT false NOT NULL,
	"cluster_centro_de_custos_bool" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "regra_acesso_pk" PRIMARY KEY("cliente_id","id")
);
--> statement-breakpoint
CREATE TABLE "regra_acesso_centro_de_custo" (
	"cliente_id" uuid NOT NULL,
	"regra_acesso_id" uuid NOT NULL,
	"centro_de_custo_id" uuid NOT NULL,
	CONSTRAINT "regra_acesso_centro_de_custo_pk" PRIMARY KEY("cliente_id","regra_acesso_id","centro_de_custo_id")
);
--> statement-breakpoint
CREATE TABLE "regra_acesso_cluster_centro_de_custo" (
	"cliente_id" uuid NOT NULL,
	"regra_acesso_id" uuid NOT NULL,
	"cluster_id" uuid NOT NULL,
	CONSTRAINT "regra_acesso_cluster_centro_de_custo_pk" PRIMARY KEY("cliente_id","regra_acesso_id","cluster_id")
);
--> statement-breakpoint
CREATE TABLE "regra_acesso_cluster_empresa" (
	"cliente_id" uuid NOT NULL,
	"regra_acesso_id" uuid NOT NULL,
	"cluster_id" uuid NOT NULL,
	CONSTRAINT "regra_acesso_cluster_empresa_pk" PRIMARY KEY("cliente_id","regra_acesso_id","cluster_id")
);
--> statement-breakpoint
CREATE TABLE "regra_acesso_empresa" (
	"cliente_id" uuid NOT NULL,
	"regra_acesso_id" uuid NOT NULL,
	"empresa_id" uuid NOT NULL,
	CONSTRAINT "regra_acesso_empresa_pk" PRIMARY KEY("cliente_id","regra_acesso_id","empresa_id")
);
--> statement-breakpoint
CREATE TABLE "regra_acesso_grupo" (
	"cliente_id" uuid NOT NULL,
	"regra_acesso_id" uuid NOT NULL,
	"grupo_id" uuid NOT NULL,
	CONSTRAINT "regra_acesso_grupo_pk" PRIMARY KEY("cliente_id","regra_acesso_id","grupo_id")
);
--> statement-breakpoint
CREATE TABLE "regra_acesso_marca" (
	"cliente_id" uuid NOT NULL,
	"regra_acesso_id" uuid NOT NULL,
	"marca_id" uuid NOT NULL,
	CONSTRAINT "regra_acesso_marca_pk" PRIMARY KEY("cliente_id","regra_acesso_id","marca_id")
);
--> statement-breakpoint
CREATE TABLE "usuario" (
	"cliente_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"nome" text NOT NULL,
	"email" text NOT NULL,
	"senha_hash" text,
	"regra_acesso_id" uuid,
	"is_approved" boolean DEFAULT true NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"f360_admin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usuario_pk" PRIMARY KEY("cliente_id","id")
);
--> statement-breakpoint
CREATE TABLE "metrica_atividade" (
	"cliente_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"grupo_id" uuid NOT NULL,
	"mes" date NOT NULL,
	"caixa_fechado" numeric(5, 2),
	"cartoes_conciliados" numeric(5, 2),
	"titulos_em_dia" numeric(5, 2),
	"nfe" numeric(5, 2),
	"contas_conciliadas" numeric(5, 2),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metrica_atividade_pk" PRIMARY KEY("cliente_id","id"),
	CONSTRAINT "metrica_atividade_mes_ck" CHECK (extract(day from "metrica_atividade"."mes") = 1),
	CONSTRAINT "metrica_atividade_faixa_ck" CHECK ("metrica_atividade"."caixa_fechado" between 0 and 100 and "metrica_atividade"."cartoes_conciliados" between 0 and 100
        and "metrica_atividade"."titulos_em_dia" between 0 and 100 and "metrica_atividade"."nfe" between 0 and 100
        and "metrica_atividade"."contas_conciliadas" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "valor_manual_dre" (
	"cliente_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"linha_dre_id" uuid NOT NULL,
	"empresa_id" uuid NOT NULL,
	"centro_de_custo_id" uuid,
	"mes" date NOT NULL,
	"valor" bigint NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "valor_manual_dre_pk" PRIMARY KEY("cliente_id","id"),
	CONSTRAINT "valor_manual_dre_uq" UNIQUE NULLS NOT DISTINCT("cliente_id","linha_dre_id","empresa_id","mes","centro_de_custo_id"),
	CONSTRAINT "valor_manual_dre_mes_ck" CHECK (extract(day from "valor_manual_dre"."mes") = 1)
);
--> statement-breakpoint
CREATE TABLE "valor_pdv" (
	"cliente_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"empresa_id" uuid NOT NULL,
	"mes" date NOT NULL,
	"tipo_de_valor_de_pdv" text NOT NULL,
	"valor" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "valor_pdv_pk" PRIMARY KEY("cliente_id","id"),
	CONSTRAINT "valor_pdv_mes_ck" CHECK (extract(day from "valor_pdv"."mes") = 1)
);
--> statement-breakpoint
ALTER TABLE "conta_bancaria" ADD CONSTRAINT "conta_bancaria_cliente_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conta_bancaria" ADD CONSTRAINT "conta_bancaria_grupo_fk" FOREIGN KEY ("cliente_id","grupo_id") REFERENCES "public"."grupo"("cliente_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conta_bancaria_empresa" ADD CONSTRAINT "conta_bancaria_empresa_cliente_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conta_bancaria_empresa" ADD CONSTRAINT "conta_bancaria_empresa_conta_fk" FOREIGN KEY ("cliente_id","conta_bancaria_id") REFERENCES "public"."conta_bancaria"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conta_bancaria_empresa" ADD CONSTRAINT "conta_bancaria_empresa_empresa_fk" FOREIGN KEY ("cliente_id","empresa_id") REFERENCES "public"."empresa"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extrato_bancario" ADD CONSTRAINT "extrato_bancario_cliente_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extrato_bancario" ADD CONSTRAINT "extrato_bancario_conta_fk" FOREIGN KEY ("cliente_id","conta_bancaria_id") REFERENCES "public"."conta_bancaria"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saldo_bancario" ADD CONSTRAINT "saldo_bancario_cliente_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saldo_bancario" ADD CONSTRAINT "saldo_bancario_conta_fk" FOREIGN KEY ("cliente_id","conta_bancaria_id") REFERENCES "public"."conta_bancaria"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cluster" ADD CONSTRAINT "cluster_cliente_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cluster_centro_de_custo" ADD CONSTRAINT "cluster_centro_de_custo_cliente_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cluster_centro_de_custo" ADD CONSTRAINT "cluster_centro_de_custo_cluster_fk" FOREIGN KEY ("cliente_id","cluster_id") REFERENCES "public"."cluster"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cluster_centro_de_custo" ADD CONSTRAINT "cluster_centro_de_custo_centro_fk" FOREIGN KEY ("cliente_id","centro_de_custo_id") REFERENCES "public"."centro_de_custo"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cluster_empresa" ADD CONSTRAINT "cluster_empresa_cliente_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cluster_empresa" ADD CONSTRAINT "cluster_empresa_cluster_fk" FOREIGN KEY ("cliente_id","cluster_id") REFERENCES "public"."cluster"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cluster_empresa" ADD CONSTRAINT "cluster_empresa_empresa_fk" FOREIGN KEY ("cliente_id","empresa_id") REFERENCES "public"."empresa"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cluster_outlier" ADD CONSTRAINT "cluster_outlier_cliente_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cluster_outlier" ADD CONSTRAINT "cluster_outlier_cluster_fk" FOREIGN KEY ("cliente_id","cluster_id") REFERENCES "public"."cluster"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cluster_outlier" ADD CONSTRAINT "cluster_outlier_empresa_fk" FOREIGN KEY ("cliente_id","empresa_id") REFERENCES "public"."empresa"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "de_para" ADD CONSTRAINT "de_para_cliente_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "de_para" ADD CONSTRAINT "de_para_grupo_fk" FOREIGN KEY ("cliente_id","grupo_id") REFERENCES "public"."grupo"("cliente_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "de_para" ADD CONSTRAINT "de_para_marca_fk" FOREIGN KEY ("cliente_id","marca_id") REFERENCES "public"."marca"("cliente_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "de_para" ADD CONSTRAINT "de_para_conta_franqueado_fk" FOREIGN KEY ("cliente_id","conta_franqueado_id") REFERENCES "public"."plano_contas_franqueado"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "de_para" ADD CONSTRAINT "de_para_conta_franqueador_fk" FOREIGN KEY ("cliente_id","conta_franqueador_id") REFERENCES "public"."plano_contas_franqueador"("cliente_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "de_para_historico" ADD CONSTRAINT "de_para_historico_cliente_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "de_para_historico" ADD CONSTRAINT "de_para_historico_de_para_fk" FOREIGN KEY ("cliente_id","de_para_id") REFERENCES "public"."de_para"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "de_para_solicitacao" ADD CONSTRAINT "de_para_solicitacao_cliente_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "de_para_solicitacao" ADD CONSTRAINT "de_para_solicitacao_grupo_fk" FOREIGN KEY ("cliente_id","grupo_id") REFERENCES "public"."grupo"("cliente_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "de_para_solicitacao" ADD CONSTRAINT "de_para_solicitacao_marca_fk" FOREIGN KEY ("cliente_id","marca_id") REFERENCES "public"."marca"("cliente_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "de_para_solicitacao" ADD CONSTRAINT "de_para_solicitacao_de_fk" FOREIGN KEY ("cliente_id","conta_franqueado_id") REFERENCES "public"."plano_contas_franqueado"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "de_para_solicitacao" ADD CONSTRAINT "de_para_solicitacao_para_fk" FOREIGN KEY ("cliente_id","conta_franqueador_id") REFERENCES "public"."plano_contas_franqueador"("cliente_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogo_preco" ADD CONSTRAINT "catalogo_preco_cliente_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogo_preco" ADD CONSTRAINT "catalogo_preco_marca_fk" FOREIGN KEY ("cliente_id","marca_id") REFERENCES "public"."marca"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configuracao_cmv" ADD CONSTRAINT "configuracao_cmv_cliente_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configuracao_cmv" ADD CONSTRAINT "configuracao_cmv_cmv_fk" FOREIGN KEY ("cliente_id","conta_cmv_id") REFERENCES "public"."plano_contas_franqueador"("cliente_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configuracao_cmv" ADD CONSTRAINT "configuracao_cmv_receber_fk" FOREIGN KEY ("cliente_id","conta_ajuste_receber_id") REFERENCES "public"."plano_contas_franqueador"("cliente_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configuracao_cmv" ADD CONSTRAINT "configuracao_cmv_pagar_fk" FOREIGN KEY ("cliente_id","conta_ajuste_pagar_id") REFERENCES "public"."plano_contas_franqueador"("cliente_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_ajuste" ADD CONSTRAINT "estoque_ajuste_cliente_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_ajuste" ADD CONSTRAINT "estoque_ajuste_empresa_fk" FOREIGN KEY ("cliente_id","empresa_id") REFERENCES "public"."empresa"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_entrada" ADD CONSTRAINT "estoque_entrada_cliente_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_entrada" ADD CONSTRAINT "estoque_entrada_empresa_fk" FOREIGN KEY ("cliente_id","empresa_id") REFERENCES "public"."empresa"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_posicao" ADD CONSTRAINT "estoque_posicao_cliente_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque_posicao" ADD CONSTRAINT "estoque_posicao_empresa_fk" FOREIGN KEY ("cliente_id","empresa_id") REFERENCES "public"."empresa"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lancamento_diario" ADD CONSTRAINT "lancamento_diario_cliente_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lancamento_mensal" ADD CONSTRAINT "lancamento_mensal_cliente_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi" ADD CONSTRAINT "kpi_cliente_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi" ADD CONSTRAINT "kpi_modelo_fk" FOREIGN KEY ("cliente_id","modelo_dre_id") REFERENCES "public"."modelo_dre"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi" ADD CONSTRAINT "kpi_fator1_fk" FOREIGN KEY ("cliente_id","fator1_linha_id") REFERENCES "public"."linha_dre"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi" ADD CONSTRAINT "kpi_fator2_fk" FOREIGN KEY ("cliente_id","fator2_linha_id") REFERENCES "public"."linha_dre"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linha_dfc" ADD CONSTRAINT "linha_dfc_cliente_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linha_dfc" ADD CONSTRAINT "linha_dfc_modelo_fk" FOREIGN KEY ("cliente_id","modelo_id") REFERENCES "public"."modelo_dfc"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linha_dfc" ADD CONSTRAINT "linha_dfc_parent_fk" FOREIGN KEY ("cliente_id","parent_id") REFERENCES "public"."linha_dfc"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linha_dfc_conta" ADD CONSTRAINT "linha_dfc_conta_cliente_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linha_dfc_conta" ADD CONSTRAINT "linha_dfc_conta_linha_fk" FOREIGN KEY ("cliente_id","linha_id") REFERENCES "public"."linha_dfc"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linha_dfc_conta" ADD CONSTRAINT "linha_dfc_conta_conta_fk" FOREIGN KEY ("cliente_id","conta_franqueador_id") REFERENCES "public"."plano_contas_franqueador"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linha_dre" ADD CONSTRAINT "linha_dre_cliente_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linha_dre" ADD CONSTRAINT "linha_dre_modelo_fk" FOREIGN KEY ("cliente_id","modelo_id") REFERENCES "public"."modelo_dre"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linha_dre" ADD CONSTRAINT "linha_dre_parent_fk" FOREIGN KEY ("cliente_id","parent_id") REFERENCES "public"."linha_dre"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linha_dre_conta" ADD CONSTRAINT "linha_dre_conta_cliente_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linha_dre_conta" ADD CONSTRAINT "linha_dre_conta_linha_fk" FOREIGN KEY ("cliente_id","linha_id") REFERENCES "public"."linha_dre"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linha_dre_conta" ADD CONSTRAINT "linha_dre_conta_conta_fk" FOREIGN KEY ("cliente_id","conta_franqueador_id") REFERENCES "public"."plano_contas_franqueador"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modelo_dfc" ADD CONSTRAINT "modelo_dfc_cliente_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modelo_dre" ADD CONSTRAINT "modelo_dre_cliente_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_contas_franqueado" ADD CONSTRAINT "plano_contas_franqueado_cliente_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_contas_franqueado" ADD CONSTRAINT "plano_contas_franqueado_grupo_fk" FOREIGN KEY ("cliente_id","grupo_id") REFERENCES "public"."grupo"("cliente_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_contas_franqueador" ADD CONSTRAINT "plano_contas_franqueador_cliente_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_contas_franqueador" ADD CONSTRAINT "plano_contas_franqueador_marca_fk" FOREIGN KEY ("cliente_id","marca_id") REFERENCES "public"."marca"("cliente_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_contas_franqueador" ADD CONSTRAINT "plano_contas_franqueador_parent_fk" FOREIGN KEY ("cliente_id","parent_id") REFERENCES "public"."plano_contas_franqueador"("cliente_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "centro_de_custo" ADD CONSTRAINT "centro_de_custo_cliente_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "centro_de_custo" ADD CONSTRAINT "centro_de_custo_empresa_fk" FOREIGN KEY ("cliente_id","empresa_id") REFERENCES "public"."empresa"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empresa" ADD CONSTRAINT "empresa_cliente_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empresa" ADD CONSTRAINT "empresa_grupo_fk" FOREIGN KEY ("cliente_id","grupo_id") REFERENCES "public"."grupo"("cliente_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empresa" ADD CONSTRAINT "empresa_marca_fk" FOREIGN KEY ("cliente_id","marca_id") REFERENCES "public"."marca"("cliente_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grupo" ADD CONSTRAINT "grupo_cliente_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marca" ADD CONSTRAINT "marca_cliente_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chave_api" ADD CONSTRAINT "chave_api_cliente_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento_uso" ADD CONSTRAINT "evento_uso_cliente_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento_uso" ADD CONSTRAINT "evento_uso_usuario_fk" FOREIGN KEY ("cliente_id","usuario_id") REFERENCES "public"."usuario"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evento_uso" ADD CONSTRAINT "evento_uso_grupo_fk" FOREIGN KEY ("cliente_id","grupo_id") REFERENCES "public"."grupo"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessao" ADD CONSTRAINT "sessao_cliente_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessao" ADD CONSTRAINT "sessao_usuario_fk" FOREIGN KEY ("cliente_id","usuario_id") REFERENCES "public"."usuario"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao_premium" ADD CONSTRAINT "solicitacao_premium_cliente_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao_premium" ADD CONSTRAINT "solicitacao_premium_usuario_fk" FOREIGN KEY ("cliente_id","usuario_id") REFERENCES "public"."usuario"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_redefinicao_senha" ADD CONSTRAINT "token_redefinicao_senha_cliente_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_redefinicao_senha" ADD CONSTRAINT "token_redefinicao_senha_usuario_fk" FOREIGN KEY ("cliente_id","usuario_id") REFERENCES "public"."usuario"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_temporario" ADD CONSTRAINT "token_temporario_cliente_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_temporario" ADD CONSTRAINT "token_temporario_usuario_fk" FOREIGN KEY ("cliente_id","usuario_id") REFERENCES "public"."usuario"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regra_acesso" ADD CONSTRAINT "regra_acesso_cliente_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regra_acesso_centro_de_custo" ADD CONSTRAINT "regra_acesso_centro_de_custo_cliente_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regra_acesso_centro_de_custo" ADD CONSTRAINT "regra_acesso_centro_de_custo_regra_fk" FOREIGN KEY ("cliente_id","regra_acesso_id") REFERENCES "public"."regra_acesso"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regra_acesso_centro_de_custo" ADD CONSTRAINT "regra_acesso_centro_de_custo_centro_fk" FOREIGN KEY ("cliente_id","centro_de_custo_id") REFERENCES "public"."centro_de_custo"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regra_acesso_cluster_centro_de_custo" ADD CONSTRAINT "regra_acesso_cluster_centro_de_custo_cliente_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regra_acesso_cluster_centro_de_custo" ADD CONSTRAINT "regra_acesso_cluster_centro_de_custo_regra_fk" FOREIGN KEY ("cliente_id","regra_acesso_id") REFERENCES "public"."regra_acesso"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regra_acesso_cluster_centro_de_custo" ADD CONSTRAINT "regra_acesso_cluster_centro_de_custo_cluster_fk" FOREIGN KEY ("cliente_id","cluster_id") REFERENCES "public"."cluster"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regra_acesso_cluster_empresa" ADD CONSTRAINT "regra_acesso_cluster_empresa_cliente_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regra_acesso_cluster_empresa" ADD CONSTRAINT "regra_acesso_cluster_empresa_regra_fk" FOREIGN KEY ("cliente_id","regra_acesso_id") REFERENCES "public"."regra_acesso"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regra_acesso_cluster_empresa" ADD CONSTRAINT "regra_acesso_cluster_empresa_cluster_fk" FOREIGN KEY ("cliente_id","cluster_id") REFERENCES "public"."cluster"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regra_acesso_empresa" ADD CONSTRAINT "regra_acesso_empresa_cliente_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regra_acesso_empresa" ADD CONSTRAINT "regra_acesso_empresa_regra_fk" FOREIGN KEY ("cliente_id","regra_acesso_id") REFERENCES "public"."regra_acesso"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regra_acesso_empresa" ADD CONSTRAINT "regra_acesso_empresa_empresa_fk" FOREIGN KEY ("cliente_id","empresa_id") REFERENCES "public"."empresa"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regra_acesso_grupo" ADD CONSTRAINT "regra_acesso_grupo_cliente_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regra_acesso_grupo" ADD CONSTRAINT "regra_acesso_grupo_regra_fk" FOREIGN KEY ("cliente_id","regra_acesso_id") REFERENCES "public"."regra_acesso"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regra_acesso_grupo" ADD CONSTRAINT "regra_acesso_grupo_grupo_fk" FOREIGN KEY ("cliente_id","grupo_id") REFERENCES "public"."grupo"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regra_acesso_marca" ADD CONSTRAINT "regra_acesso_marca_cliente_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regra_acesso_marca" ADD CONSTRAINT "regra_acesso_marca_regra_fk" FOREIGN KEY ("cliente_id","regra_acesso_id") REFERENCES "public"."regra_acesso"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regra_acesso_marca" ADD CONSTRAINT "regra_acesso_marca_marca_fk" FOREIGN KEY ("cliente_id","marca_id") REFERENCES "public"."marca"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario" ADD CONSTRAINT "usuario_cliente_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario" ADD CONSTRAINT "usuario_regra_acesso_fk" FOREIGN KEY ("cliente_id","regra_acesso_id") REFERENCES "public"."regra_acesso"("cliente_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metrica_atividade" ADD CONSTRAINT "metrica_atividade_cliente_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metrica_atividade" ADD CONSTRAINT "metrica_atividade_grupo_fk" FOREIGN KEY ("cliente_id","grupo_id") REFERENCES "public"."grupo"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valor_manual_dre" ADD CONSTRAINT "valor_manual_dre_cliente_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valor_manual_dre" ADD CONSTRAINT "valor_manual_dre_linha_fk" FOREIGN KEY ("cliente_id","linha_dre_id") REFERENCES "public"."linha_dre"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valor_manual_dre" ADD CONSTRAINT "valor_manual_dre_empresa_fk" FOREIGN KEY ("cliente_id","empresa_id") REFERENCES "public"."empresa"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valor_manual_dre" ADD CONSTRAINT "valor_manual_dre_centro_fk" FOREIGN KEY ("cliente_id","centro_de_custo_id") REFERENCES "public"."centro_de_custo"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valor_pdv" ADD CONSTRAINT "valor_pdv_cliente_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."cliente"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valor_pdv" ADD CONSTRAINT "valor_pdv_empresa_fk" FOREIGN KEY ("cliente_id","empresa_id") REFERENCES "public"."empresa"("cliente_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conta_bancaria_id_externo_uq" ON "conta_bancaria" USING btree ("cliente_id","grupo_id","id_externo");--> statement-breakpoint
CREATE INDEX "conta_bancaria_empresa_empresa_idx" ON "conta_bancaria_empresa" USING btree ("cliente_id","empresa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "extrato_bancario_id_externo_uq" ON "extrato_bancario" USING btree ("cliente_id","conta_bancaria_id","id_externo");--> statement-breakpoint
CREATE INDEX "extrato_bancario_data_idx" ON "extrato_bancario" USING btree ("cliente_id","conta_bancaria_id","data");--> statement-breakpoint
CREATE UNIQUE INDEX "saldo_bancario_data_uq" ON "saldo_bancario" USING btree ("cliente_id","conta_bancaria_id","data");--> statement-breakpoint
CREATE UNIQUE INDEX "cliente_codigo_uq" ON "cliente" USING btree ("codigo");--> statement-breakpoint
CREATE UNIQUE INDEX "de_para_conta_uq" ON "de_para" USING btree ("cliente_id","grupo_id","marca_id","conta_franqueado_id");--> statement-breakpoint
CREATE INDEX "de_para_conta_franqueador_idx" ON "de_para" USING btree ("cliente_id","conta_franqueador_id");--> statement-breakpoint
CREATE INDEX "de_para_historico_de_para_idx" ON "de_para_historico" USING btree ("cliente_id","de_para_id");--> statement-breakpoint
CREATE UNIQUE INDEX "de_para_solicitacao_id_externo_uq" ON "de_para_solicitacao" USING btree ("cliente_id","id_externo");--> statement-breakpoint
CREATE INDEX "de_para_solicitacao_status_idx" ON "de_para_solicitacao" USING btree ("cliente_id","status","data_da_solicitacao");--> statement-breakpoint
CREATE UNIQUE INDEX "configuracao_cmv_cliente_uq" ON "configuracao_cmv" USING btree ("cliente_id");--> statement-breakpoint
CREATE UNIQUE INDEX "estoque_ajuste_origem_uq" ON "estoque_ajuste" USING btree ("cliente_id","origem","id_externo");--> statement-breakpoint
CREATE INDEX "estoque_ajuste_data_idx" ON "estoque_ajuste" USING btree ("cliente_id","empresa_id","data");--> statement-breakpoint
CREATE UNIQUE INDEX "estoque_entrada_origem_uq" ON "estoque_entrada" USING btree ("cliente_id","origem","id_externo");--> statement-breakpoint
CREATE INDEX "estoque_entrada_data_idx" ON "estoque_entrada" USING btree ("cliente_id","empresa_id","data");--> statement-breakpoint
CREATE UNIQUE INDEX "estoque_posicao_uq" ON "estoque_posicao" USING btree ("cliente_id","empresa_id","data","tipo","produto_codigo");--> statement-breakpoint
CREATE UNIQUE INDEX "lancamento_origem_uq" ON "lancamento" USING btree ("cliente_id","origem","id_externo");--> statement-breakpoint
CREATE INDEX "lancamento_conta_competencia_idx" ON "lancamento" USING btree ("cliente_id","conta_franqueado_id","data_competencia");--> statement-breakpoint
CREATE UNIQUE INDEX "kpi_posicao_uq" ON "kpi" USING btree ("cliente_id","posicao");--> statement-breakpoint
CREATE UNIQUE INDEX "linha_dfc_codigo_uq" ON "linha_dfc" USING btree ("cliente_id","modelo_id","codigo");--> statement-breakpoint
CREATE INDEX "linha_dfc_conta_conta_idx" ON "linha_dfc_conta" USING btree ("cliente_id","conta_franqueador_id");--> statement-breakpoint
CREATE UNIQUE INDEX "linha_dre_codigo_uq" ON "linha_dre" USING btree ("cliente_id","modelo_id","codigo");--> statement-breakpoint
CREATE INDEX "linha_dre_conta_conta_idx" ON "linha_dre_conta" USING btree ("cliente_id","conta_franqueador_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plano_contas_franqueado_id_externo_uq" ON "plano_contas_franqueado" USING btree ("cliente_id","grupo_id","id_externo");--> statement-breakpoint
CREATE INDEX "plano_contas_franqueado_codigo_idx" ON "plano_contas_franqueado" USING btree ("cliente_id","grupo_id","codigo");--> statement-breakpoint
CREATE UNIQUE INDEX "plano_contas_franqueador_codigo_uq" ON "plano_contas_franqueador" USING btree ("cliente_id","marca_id","codigo");--> statement-breakpoint
CREATE UNIQUE INDEX "centro_de_custo_codigo_uq" ON "centro_de_custo" USING btree ("cliente_id","empresa_id","codigo");--> statement-breakpoint
CREATE UNIQUE INDEX "empresa_apelido_uq" ON "empresa" USING btree ("cliente_id","apelido") WHERE "empresa"."apelido" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "empresa_id_externo_uq" ON "empresa" USING btree ("cliente_id","grupo_id","id_externo");--> statement-breakpoint
CREATE UNIQUE INDEX "grupo_id_externo_uq" ON "grupo" USING btree ("cliente_id","id_externo");--> statement-breakpoint
CREATE UNIQUE INDEX "marca_id_externo_uq" ON "marca" USING btree ("cliente_id","id_externo");--> statement-breakpoint
CREATE UNIQUE INDEX "chave_api_token_uq" ON "chave_api" USING btree ("cliente_id","token_hash");--> statement-breakpoint
CREATE INDEX "evento_uso_ocorrido_idx" ON "evento_uso" USING btree ("cliente_id","ocorrido_em");--> statement-breakpoint
CREATE UNIQUE INDEX "sessao_token_uq" ON "sessao" USING btree ("cliente_id","token_hash");--> statement-breakpoint
CREATE INDEX "sessao_usuario_idx" ON "sessao" USING btree ("cliente_id","usuario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "token_redefinicao_senha_uq" ON "token_redefinicao_senha" USING btree ("cliente_id","token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "token_temporario_uq" ON "token_temporario" USING btree ("cliente_id","tipo","token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_email_uq" ON "usuario" USING btree ("cliente_id",lower("email"));--> statement-breakpoint
CREATE INDEX "usuario_regra_acesso_idx" ON "usuario" USING btree ("cliente_id","regra_acesso_id");--> statement-breakpoint
CREATE UNIQUE INDEX "metrica_atividade_uq" ON "metrica_atividade" USING btree ("cliente_id","grupo_id","mes");--> statement-breakpoint
CREATE UNIQUE INDEX "valor_pdv_uq" ON "valor_pdv" USING btree ("cliente_id","empresa_id","mes","tipo_de_valor_de_pdv");