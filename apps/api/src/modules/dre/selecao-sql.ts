import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction, TenantOptions } from '../../db/index.ts';
import type { GraoDre, SelecaoDre, StatusDre } from '../../engine/dre/types.ts';

// The conditions of a filter (SelecaoDre) on a monthly table aliased `t` (store, month, status, cost centre),
// shared by the readers of this folder. Id lists travel as one array parameter each, whatever their length.

const STATUS: Record<StatusDre, string | null> = { 0: null, 1: 'aberto', 2: 'liquidado' };

/** A selection that can have facts: at least one store (an empty store list reads nothing, never "all"). */
export const selecaoComLojas = (s: SelecaoDre): boolean => s.empresaIds.length > 0;

export const uuids = (ids: readonly string[]): SQL => sql`${sql.param([...new Set(ids)])}::uuid[]`;

/** Months of the selection on `t.mes`, and its status on `t.status` when the table has one. */
export function mesesSql(alias: string, s: SelecaoDre, opcoes: { status: boolean }): SQL {
  const t = sql.raw(alias);
  const status = STATUS[s.status];
  return sql`${t}.mes between ${s.inicio}::date and ${s.fim}::date
    ${opcoes.status && status ? sql`and ${t}.status = ${status}` : sql``}`;
}

/** Stores, months (and status) of the selection on `t.empresa_id`, `t.mes`, `t.status`. */
export const lojasEMesesSql = (alias: string, s: SelecaoDre, opcoes: { status: boolean }): SQL =>
  sql`${sql.raw(alias)}.empresa_id = any(${uuids(s.empresaIds)}) and ${mesesSql(alias, s, opcoes)}`;

/** The selection's cost centres on `t.centro_de_custo_id` (entries without one only when no list is given). */
export function centrosSql(alias: string, s: SelecaoDre): SQL {
  if (s.centroDeCustoIds === null) return sql``;
  return sql`and ${sql.raw(alias)}.centro_de_custo_id = any(${uuids(s.centroDeCustoIds)})`;
}

/** An optional grouping column: the column itself when kept, else a typed null under the same name. */
export const colunaOuNulo = (manter: boolean, coluna: string, nome: string): SQL =>
  sql.raw(manter ? `${coluna} as ${nome}` : `null::uuid as ${nome}`);

/**
 * The month of a value as text ('YYYY-MM-01', column `mes`): the row's, or, when the columns sum whole periods
 * (GraoDre.porMes false: the store and cost-centre views), the selection's first month for all its rows — the
 * period summed in the statement, not month by month in the engine (fewer rows to send and read).
 */
export const mesOuPeriodoTexto = (grao: GraoDre, alias: string, s: SelecaoDre): SQL =>
  grao.porMes === false ? sql`${s.inicio}::text as mes` : sql.raw(`${alias}.mes::text as mes`);

/**
 * A selection with cost centres narrowed to the stores that own them: the monthly rollup is read store by store,
 * so a few cost centres of a network-wide selection read a few stores, not the network.
 */
export async function soLojasDosCentros(
  tx: DatabaseOrTransaction,
  clienteId: string,
  s: SelecaoDre,
): Promise<SelecaoDre> {
  if (s.centroDeCustoIds === null) return s;
  const { rows } = await tx.execute<{
    empresa_id: string;
  }>(sql`select distinct empresa_id from centro_de_custo
    where cliente_id = ${clienteId} and id = any(${uuids(s.centroDeCustoIds)})`);
  const donas = new Set(rows.map((r) => r.empresa_id));
  return { ...s, empresaIds: s.empresaIds.filter((id) => donas.has(id)) };
}

/**
 * Work memory for the aggregates of a DRE read, for the caller's transaction only: grouping a network's cells
 * (hundreds of thousands per store and month) sorts on disk with the default 4 MB.
 */
export async function memoriaParaAgregar(tx: DatabaseOrTransaction): Promise<void> {
  if (comMemoria.has(tx)) return;
  await tx.execute(sql`select set_config('work_mem', ${MEMORIA_PARA_AGREGAR}, true)`);
  comMemoria.add(tx);
}

const MEMORIA_PARA_AGREGAR = '64MB';

/** The transactions that already have it (a setting local to the transaction: once is enough). */
const comMemoria = new WeakSet<DatabaseOrTransaction>();

/**
 * withTenant's options that set memoriaParaAgregar's work memory with the tenant, in the same statement: the
 * DRE's search opens its transaction so, one round trip fewer.
 */
export const tenantComMemoriaParaAgregar: TenantOptions = {
  workMem: MEMORIA_PARA_AGREGAR,
  definida: (tx) => comMemoria.add(tx),
};
