import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns.ts';

export const tiposTentativaAcesso = ['login', 'recuperacao'] as const;
export type TipoTentativaAcesso = (typeof tiposTentativaAcesso)[number];

/**
 * Attempts per account, counted across every API process (modules/auth/account-limit.ts): failed sign-ins (and
 * wrong current passwords) and recovery e-mails asked. Not tenant data: an unknown e-mail is counted the same way,
 * so the key is a hash of the e-mail, never the e-mail. Rows older than the window are deleted as new ones come.
 */
export const tentativaAcesso = pgTable(
  'tentativa_acesso',
  {
    id: idColumn().primaryKey(),
    tipo: text({ enum: tiposTentativaAcesso }).notNull(),
    /** sha-256 of the normalised e-mail */
    chave: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('tentativa_acesso_chave_idx').on(t.tipo, t.chave, t.createdAt),
    index('tentativa_acesso_created_idx').on(t.tipo, t.createdAt),
    check('tentativa_acesso_tipo_ck', sql`${t.tipo} in ('login', 'recuperacao')`),
  ],
);
