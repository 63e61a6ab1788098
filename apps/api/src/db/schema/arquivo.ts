import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { pgTable } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { clienteFk, tenantFk, tenantTable } from './tenant-table.ts';

/**
 * An uploaded file (spec 002 §3 'Uploaded file'; issue 13): who sent it, of which type, the original kept in the
 * file storage (`arquivo_chave`) for 30 days, and how its processing went. Status 0 Aguardando → 1 Processando
 * (with `porcentagem`) → 2 Finalizado with `resultado` (sucesso, erro, ja_processado, tipo_nao_identificado).
 * `hash` (SHA-256 of the bytes) makes the same content of the same type sent again 'ignorado, já processado'.
 * `usuario_id` has no foreign key on purpose (as `relatorio`): deleting a user keeps the history of their uploads.
 */
export const arquivo = tenantTable(
  'arquivo',
  {
    usuarioId: uuid().notNull(),
    nome: text().notNull(),
    tipo: smallint().notNull(),
    /** 'csv' | 'xlsx', from the extension and confirmed by the content */
    formato: text().notNull(),
    hash: text().notNull(),
    tamanho: bigint({ mode: 'number' }).notNull(),
    arquivoChave: text(),
    status: smallint().notNull().default(0),
    resultado: text(),
    porcentagem: smallint().notNull().default(0),
    /** the file this one repeats (resultado ja_processado) */
    duplicadoDe: uuid(),
    linhas: integer(),
    inseridos: integer(),
    atualizados: integer(),
    totalNotas: integer().notNull().default(0),
    tentativas: smallint().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    /** when the expiry job removed the original (the row stays, not downloadable) */
    expiredAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('arquivo_created_idx').on(t.clienteId, t.createdAt.desc()),
    index('arquivo_usuario_idx').on(t.clienteId, t.usuarioId, t.createdAt.desc()),
    index('arquivo_hash_idx').on(t.clienteId, t.hash, t.tipo),
    index('arquivo_expira_idx')
      .on(t.createdAt)
      .where(sql`${t.arquivoChave} is not null and ${t.expiredAt} is null`),
    check('arquivo_status_ck', sql`${t.status} between 0 and 2`),
    check('arquivo_tipo_ck', sql`${t.tipo} between 0 and 6`),
    check('arquivo_porcentagem_ck', sql`${t.porcentagem} between 0 and 100`),
    check(
      'arquivo_resultado_ck',
      sql`${t.resultado} in ('sucesso', 'erro', 'ja_processado', 'tipo_nao_identificado')`,
    ),
  ],
);

/**
 * The notes of a file's processing, in order: one per problem, naming the row (`linha`, the file's row number; null
 * for a note about the whole file). A table rather than a list in the row: a refused file lists every bad row, and
 * a million of them are written in batches and exported by pages, never held in memory at once.
 */
export const arquivoNota = pgTable(
  'arquivo_nota',
  {
    clienteId: uuid().notNull(),
    arquivoId: uuid().notNull(),
    ordem: integer().notNull(),
    linha: integer(),
    texto: text().notNull(),
  },
  (t) => [
    primaryKey({ name: 'arquivo_nota_pk', columns: [t.clienteId, t.arquivoId, t.ordem] }),
    clienteFk('arquivo_nota', t.clienteId),
    tenantFk('arquivo_nota_arquivo_fk', t.clienteId, t.arquivoId, arquivo).onDelete('cascade'),
  ],
);
