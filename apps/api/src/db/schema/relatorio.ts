import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { tenantTable } from './tenant-table.ts';

/**
 * A report request (spec 001 §3 "Report request", §4): who asked, from which screen (`origem`, the kind's code),
 * with which parameters, and how its job went. Status 0 Aguardando → 1 Processando → 2 Finalizado | 3 Erro.
 * `usuario_id` has no foreign key on purpose: deleting a user keeps the history of their requests, and a request
 * whose user is gone when the job runs ends in Erro with that reason.
 */
export const relatorio = tenantTable(
  'relatorio',
  {
    usuarioId: uuid().notNull(),
    origem: text().notNull(),
    descricao: text().notNull(),
    parametros: jsonb().$type<unknown>().notNull(),
    status: smallint().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    linhas: integer(),
    arquivoChave: text(),
    arquivoNome: text(),
    arquivoTamanho: bigint({ mode: 'number' }),
    expiresAt: timestamp({ withTimezone: true }),
    /** When the expiry job removed the file (the row stays, shown as expired). */
    expiredAt: timestamp({ withTimezone: true }),
    erro: text(),
    tentativas: smallint().notNull().default(0),
  },
  (t) => [
    index('relatorio_usuario_idx').on(t.clienteId, t.usuarioId, t.createdAt.desc()),
    index('relatorio_created_idx').on(t.clienteId, t.createdAt.desc()),
    index('relatorio_expira_idx')
      .on(t.expiresAt)
      .where(sql`${t.arquivoChave} is not null and ${t.expiredAt} is null`),
    check('relatorio_status_ck', sql`${t.status} between 0 and 3`),
  ],
);
