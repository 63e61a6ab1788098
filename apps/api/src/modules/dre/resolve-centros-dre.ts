import type { FiltroConsultaDre } from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { membersOfClustersInScope } from '../access/cluster-members.ts';
import { assertInScope, loadScopeRule, ruleRestrictions, type Scope } from '../access/scope.ts';
import { assertDoCliente } from './resolve-lojas-dre.ts';

/** A cost centre of a DRE selection. */
export type CentroDre = {
  id: string;
  empresaId: string;
  codigo: string;
  nome: string;
};

const uuids = (ids: Iterable<string>) => sql`${sql.param([...new Set(ids)])}::uuid[]`;

/**
 * The cost centres one filter keeps, among the cost centres of its stores: those asked (403 outside the scope,
 * 404 not the tenant's), the members of the cost-centre clusters asked (404 not the tenant's cost-centre cluster,
 * 403 a member outside the scope), or — none asked — those of the user's scope when the user's rule limits cost
 * centres (such a user sees only those cost centres' entries, DESIGN.md §4). Null: no limit (every cost centre
 * and the entries without one).
 */
export async function resolveCentrosDre(
  tx: DatabaseOrTransaction,
  clienteId: string,
  scope: Scope,
  f: FiltroConsultaDre,
  ctx: { lojaIds: readonly string[]; restritoPorCentro: boolean },
): Promise<CentroDre[] | null> {
  let pedidos: Iterable<string>;
  if (f.clustersCentroDeCustosIds.length > 0) {
    pedidos = await membersOfClustersInScope(
      tx,
      clienteId,
      scope,
      f.clustersCentroDeCustosIds,
      'centro_de_custo',
    );
  } else if (f.CentroDeCustosIds.length > 0) {
    assertInScope(scope, { centroDeCustoIds: f.CentroDeCustosIds });
    await assertDoCliente(tx, clienteId, 'centro_de_custo', f.CentroDeCustosIds);
    pedidos = f.CentroDeCustosIds;
  } else if (ctx.restritoPorCentro) {
    pedidos = scope.centroDeCustoIds;
  } else {
    return null;
  }
  return loadCentrosDre(tx, clienteId, ctx.lojaIds, [...pedidos]);
}

/** The cost centres of the stores (only `ids` of them when given), by store then code. */
export async function loadCentrosDre(
  tx: DatabaseOrTransaction,
  clienteId: string,
  lojaIds: readonly string[],
  ids: readonly string[] | null,
): Promise<CentroDre[]> {
  if (lojaIds.length === 0 || ids?.length === 0) return [];
  const { rows } = await tx.execute<CentroDre>(sql`
    select c.id, c.empresa_id as "empresaId", c.codigo, c.nome from centro_de_custo c
    where c.cliente_id = ${clienteId} and c.empresa_id = any(${uuids(lojaIds)})
      ${ids ? sql`and c.id = any(${uuids(ids)})` : sql``}
    order by c.empresa_id, c.codigo, c.id`);
  return rows;
}

/**
 * Whether the user's access rule limits cost centres (the scope holds the ids, not which dimension limited
 * them): then the DRE reads only those cost centres' entries, never the entries without a cost centre.
 */
export async function isRestritoPorCentro(
  tx: DatabaseOrTransaction,
  clienteId: string,
  usuarioId: string,
  scope: Scope,
): Promise<boolean> {
  if (scope.unrestricted) return false;
  const { rows } = await tx.execute<{ regra_acesso_id: string | null }>(sql`
    select regra_acesso_id from usuario where cliente_id = ${clienteId} and id = ${usuarioId}`);
  const regraId = rows[0]?.regra_acesso_id;
  const regra = regraId ? await loadScopeRule(tx, clienteId, regraId) : null;
  return regra !== null && !regra.administrador && ruleRestrictions(regra).centro;
}
