import { errorMessages } from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { membersOfClustersInScope } from '../access/cluster-members.ts';
import { assertInScope, type Scope } from '../access/scope.ts';
import { loadGrupos, marcaFilter, type GrupoDePara } from './grupo-scope.ts';
import { paresOf, type Par } from './linhas-sql.ts';

/** The filter of the main screen (list and report): grupos, or store clusters, and marcas. */
export interface GruposFiltro {
  CustomerIds: readonly string[];
  ClusterIds: readonly string[];
  marcas: readonly string[];
}

/**
 * The grupos the main screen's filter selects, each with its marcas in scope ∩ the asked marcas, by name: the
 * asked grupos (403 outside the scope, 404 not the tenant's), or the grupos of the stores of the asked store
 * clusters (static by membership, dynamic by their filters evaluated now; a cluster with a store outside the
 * scope is 403, as choosing it would reach data the user may not see), or every grupo in scope. A grupo without
 * a store of a chosen marca in scope is left out. Marcas outside the scope are 403, unknown ones 404.
 */
export async function loadGruposDoFiltro(
  tx: DatabaseOrTransaction,
  clienteId: string,
  scope: Scope,
  f: GruposFiltro,
): Promise<GrupoDePara[]> {
  const marcas = marcaFilter(f.marcas);
  if (marcas) await assertMarcas(tx, clienteId, scope, marcas);
  let ids: readonly string[];
  if (f.CustomerIds.length > 0) ids = f.CustomerIds;
  else if (f.ClusterIds.length > 0) ids = await grupoIdsOfClusters(tx, clienteId, scope, f.ClusterIds);
  else ids = scope.unrestricted ? await allGrupoIds(tx, clienteId) : [...scope.grupoIds];
  const grupos = await loadGrupos(tx, clienteId, scope, ids);
  return [...grupos.values()]
    .map((g) => ({ ...g, marcaIds: marcas ? g.marcaIds.filter((m) => marcas.includes(m)) : g.marcaIds }))
    .filter((g) => g.marcaIds.length > 0)
    .sort(byNome);
}

/** The one pt-BR collator of the De-Para names (grupos, marcas, accounts): accents and case aside, 2 before 10. */
export const nomeCollator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });
/** The main list's name order (and its tie-break in every other order): name, then id, so pages are stable. */
export const byNome = (a: GrupoDePara, b: GrupoDePara) =>
  nomeCollator.compare(a.nome, b.nome) || (a.id < b.id ? -1 : 1);

/** Marcas asked by a filter: each in the scope (403) and the tenant's (404). */
export async function assertMarcas(
  tx: DatabaseOrTransaction,
  clienteId: string,
  scope: Scope,
  marcas: readonly string[],
): Promise<void> {
  assertInScope(scope, { marcaIds: marcas });
  const { rows } = await tx.execute<{ n: number }>(sql`
    select count(*)::int as n from marca
    where cliente_id = ${clienteId} and id = any(${sql.param([...new Set(marcas)])}::uuid[])`);
  if ((rows[0]?.n ?? 0) < new Set(marcas).size) throw notFound(errorMessages.notFound);
}

/**
 * The grupos of the stores of store clusters (static by membership, dynamic by their filters evaluated now): each
 * cluster must be a store cluster of the tenant (404), and all of its stores in the scope (403: choosing one never
 * reaches beyond what the user may see).
 */
export async function grupoIdsOfClusters(
  tx: DatabaseOrTransaction,
  clienteId: string,
  scope: Scope,
  clusterIds: readonly string[],
): Promise<string[]> {
  const lojas = await membersOfClustersInScope(tx, clienteId, scope, clusterIds, 'empresa');
  if (lojas.size === 0) return [];
  const { rows } = await tx.execute<{ grupo_id: string }>(sql`
    select distinct grupo_id from empresa
    where cliente_id = ${clienteId} and id = any(${sql.param([...lojas])}::uuid[])`);
  return rows.map((r) => r.grupo_id);
}

async function allGrupoIds(tx: DatabaseOrTransaction, clienteId: string): Promise<string[]> {
  const { rows } = await tx.execute<{ id: string }>(
    sql`select id from grupo where cliente_id = ${clienteId}`,
  );
  return rows.map((r) => r.id);
}

/** The grupo's pairs for the asked marcas ("0" or none: all of its marcas in scope); a marca outside is 403. */
export async function paresDoGrupo(
  tx: DatabaseOrTransaction,
  clienteId: string,
  scope: Scope,
  grupo: GrupoDePara,
  asked: readonly string[],
): Promise<Par[]> {
  const marcas = marcaFilter(asked);
  if (marcas) await assertMarcas(tx, clienteId, scope, marcas);
  return paresOf([
    { id: grupo.id, marcaIds: marcas ? grupo.marcaIds.filter((m) => marcas.includes(m)) : grupo.marcaIds },
  ]);
}
