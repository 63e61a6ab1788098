import {
  foreignKey,
  pgTable,
  primaryKey,
  uuid,
  type PgColumn,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
} from 'drizzle-orm/pg-core';
import type { BuildExtraConfigColumns } from 'drizzle-orm';
import { cliente } from './cliente.ts';
import { idColumn } from './columns.ts';

const tenantColumns = () => ({ clienteId: uuid().notNull(), id: idColumn() });

type TenantColumns = ReturnType<typeof tenantColumns>;

/** FK every tenant row → its cliente; deleting a cliente removes all of its data. */
export const clienteFk = (table: string, clienteId: PgColumn) =>
  foreignKey({ name: `${table}_cliente_fk`, columns: [clienteId], foreignColumns: [cliente.id] }).onDelete(
    'cascade',
  );

/**
 * A tenant table: `cliente_id` is the first column, the first column of the primary key
 * `(cliente_id, id)` and (by convention, in `extra`) of every unique index and foreign key,
 * so the schema can later be distributed by tenant (DESIGN.md §2).
 */
export function tenantTable<TName extends string, TCols extends Record<string, PgColumnBuilderBase>>(
  name: TName,
  columns: TCols,
  extra?: (t: BuildExtraConfigColumns<TName, TenantColumns & TCols, 'pg'>) => PgTableExtraConfigValue[],
) {
  return pgTable(name, { ...tenantColumns(), ...columns }, (t) => [
    primaryKey({ name: `${name}_pk`, columns: [t.clienteId, t.id] }),
    clienteFk(name, t.clienteId),
    ...(extra?.(t) ?? []),
  ]);
}

type LinkColumns = { clienteId: ReturnType<typeof uuid> };

/**
 * A tenant link table (many-to-many): no surrogate id; the primary key is
 * `(cliente_id, <left>, <right>)`, still led by `cliente_id`.
 */
export function tenantLinkTable<TName extends string, TCols extends Record<string, PgColumnBuilderBase>>(
  name: TName,
  columns: TCols,
  extra: (t: BuildExtraConfigColumns<TName, LinkColumns & TCols, 'pg'>) => {
    key: [PgColumn, ...PgColumn[]];
    constraints: PgTableExtraConfigValue[];
  },
) {
  return pgTable(name, { clienteId: uuid().notNull(), ...columns }, (t) => {
    const { key, constraints } = extra(t);
    return [
      primaryKey({ name: `${name}_pk`, columns: [t.clienteId, ...key] }),
      clienteFk(name, t.clienteId),
      ...constraints,
    ];
  });
}

/** Composite tenant FK `(cliente_id, column) → target (cliente_id, id)`. */
export const tenantFk = (
  name: string,
  clienteId: PgColumn,
  column: PgColumn,
  target: { clienteId: PgColumn; id: PgColumn },
) => foreignKey({ name, columns: [clienteId, column], foreignColumns: [target.clienteId, target.id] });
