import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, createdAt, idColumn } from './columns.ts';

/** The tenant: a franchisor account. Its own row is visible only to itself (RLS on `id`). */
export const cliente = pgTable(
  'cliente',
  {
    id: idColumn().primaryKey(),
    nome: text().notNull(),
    codigo: text().notNull(),
    plano: text({ enum: ['Starter', 'Premium'] })
      .notNull()
      .default('Starter'),
    logoMime: text(),
    logo: bytea(),
    /** CAS server base URL; when set, the cliente's users sign in through CAS. */
    casUrl: text(),
    ativo: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cliente_codigo_uq').on(t.codigo),
    check('cliente_plano_ck', sql`${t.plano} in ('Starter', 'Premium')`),
  ],
);
