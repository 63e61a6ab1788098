import { sql } from 'drizzle-orm';
import { boolean, check, date, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { money } from './columns.ts';
import { empresa } from './rede.ts';
import { tenantFk } from './tenant-table.ts';

/**
 * The monthly stock rollup behind the DRE's CMV line (DESIGN.md §5): per store and month, the sums at cost of the
 * opening positions, entries, adjustments (signed) and closing positions whose date falls in the month, and whether
 * a closing position exists (`fechado`: before it, the month's CMV is not known). Derived from the stock tables:
 * every stock write recomputes the rows of the store-months it touched in its own transaction
 * (modules/ingestion/estoque-mensal.ts), so the DRE reads a row per store-month instead of the stock itself.
 * A row exists only while its store-month holds stock rows. Its key leads with the cliente like every tenant key.
 */
export const estoqueMensal = pgTable(
  'estoque_mensal',
  {
    clienteId: uuid().notNull(),
    empresaId: uuid().notNull(),
    mes: date().notNull(),
    inicial: money().notNull(),
    entradas: money().notNull(),
    ajustes: money().notNull(),
    final: money().notNull(),
    fechado: boolean().notNull(),
  },
  (t) => [
    primaryKey({ name: 'estoque_mensal_pk', columns: [t.clienteId, t.empresaId, t.mes] }),
    tenantFk('estoque_mensal_empresa_fk', t.clienteId, t.empresaId, empresa).onDelete('cascade'),
    check('estoque_mensal_mes_ck', sql`extract(day from ${t.mes}) = 1`),
  ],
);
