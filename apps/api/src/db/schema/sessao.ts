import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { grupo } from './rede.ts';
import { tenantFk, tenantTable } from './tenant-table.ts';
import { usuario } from './usuario.ts';

const timestamptz = () => timestamp({ withTimezone: true });

/** Server-side login session (the JWT's login token); one active per user (spec 000 §4). */
export const sessao = tenantTable(
  'sessao',
  {
    usuarioId: uuid().notNull(),
    tokenHash: text().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamptz().notNull(),
    endedAt: timestamptz(),
    ip: text(),
    userAgent: text(),
  },
  (t) => [
    tenantFk('sessao_usuario_fk', t.clienteId, t.usuarioId, usuario).onDelete('cascade'),
    uniqueIndex('sessao_token_uq').on(t.clienteId, t.tokenHash),
    index('sessao_usuario_idx').on(t.clienteId, t.usuarioId),
  ],
);

/** Password-reset link token (found across tenants by `app_find_reset_token`). */
export const tokenRedefinicaoSenha = tenantTable(
  'token_redefinicao_senha',
  {
    usuarioId: uuid().notNull(),
    tokenHash: text().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamptz().notNull(),
    usedAt: timestamptz(),
  },
  (t) => [
    tenantFk('token_redefinicao_senha_usuario_fk', t.clienteId, t.usuarioId, usuario).onDelete('cascade'),
    uniqueIndex('token_redefinicao_senha_uq').on(t.clienteId, t.tokenHash),
  ],
);

export const tiposTokenTemporario = ['conflito', 'sso_estado', 'sso_chave'] as const;

/**
 * Short-lived tokens found before the tenant is known (`app_find_token_temporario`):
 * the session-conflict token of a 401 login, and the CAS state / key of a single sign-on.
 */
export const tokenTemporario = tenantTable(
  'token_temporario',
  {
    usuarioId: uuid().notNull(),
    tipo: text({ enum: tiposTokenTemporario }).notNull(),
    tokenHash: text().notNull(),
    dados: jsonb().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    expiresAt: timestamptz().notNull(),
    usedAt: timestamptz(),
  },
  (t) => [
    tenantFk('token_temporario_usuario_fk', t.clienteId, t.usuarioId, usuario).onDelete('cascade'),
    uniqueIndex('token_temporario_uq').on(t.clienteId, t.tipo, t.tokenHash),
    check('token_temporario_tipo_ck', sql`${t.tipo} in ('conflito', 'sso_estado', 'sso_chave')`),
  ],
);

export const solicitacaoPremium = tenantTable(
  'solicitacao_premium',
  { usuarioId: uuid().notNull(), createdAt: createdAt() },
  (t) => [tenantFk('solicitacao_premium_usuario_fk', t.clienteId, t.usuarioId, usuario).onDelete('cascade')],
);

export const tiposEventoUso = ['login', 'dre', 'dfc', 'orcamento'] as const;

/** Usage events behind the IG's Gestão and Login components (DESIGN.md §5). */
export const eventoUso = tenantTable(
  'evento_uso',
  {
    usuarioId: uuid().notNull(),
    grupoId: uuid(),
    tipo: text({ enum: tiposEventoUso }).notNull(),
    ocorridoEm: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    tenantFk('evento_uso_usuario_fk', t.clienteId, t.usuarioId, usuario).onDelete('cascade'),
    tenantFk('evento_uso_grupo_fk', t.clienteId, t.grupoId, grupo).onDelete('cascade'),
    index('evento_uso_ocorrido_idx').on(t.clienteId, t.ocorridoEm),
    check('evento_uso_tipo_ck', sql`${t.tipo} in ('login', 'dre', 'dfc', 'orcamento')`),
  ],
);

/** Public-API key (spec 002 §2.8): only its hash is kept; found across tenants by `app_find_chave_api`. */
export const chaveApi = tenantTable(
  'chave_api',
  {
    nome: text().notNull(),
    acessoTotal: boolean().notNull().default(false),
    /** Resource name → allowed actions. */
    auths: jsonb().$type<Record<string, string[]>>().notNull().default({}),
    ativo: boolean().notNull().default(true),
    tokenHash: text().notNull(),
    /** Masked key shown after creation (`tokenVisible`). */
    tokenVisivel: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('chave_api_token_uq').on(t.clienteId, t.tokenHash)],
);
