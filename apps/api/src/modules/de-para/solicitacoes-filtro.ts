import { clusterMessages } from '@matriz/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { loadClusterMembers, loadClusterRefs } from '../access/cluster-members.ts';
import { assertInScope, inScope, SCOPE_FORBIDDEN, type Scope } from '../access/scope.ts';

/**
 * The requests a user may see (DESIGN.md §4): of grupos in scope, and of a marca in scope when the request names
 * one. `s` is the alias of de_para_solicitacao in the query.
 */
export function solicitacaoScopeSql(scope: Scope): SQL {
  if (scope.unrestricted) return sql`true`;
  return sql`(s.grupo_id = any(${sql.param([...scope.grupoIds])}::uuid[])
    and (s.marca_id is null or s.marca_id = any(${sql.param([...scope.marcaIds])}::uuid[])))`;
}

/** The filter of the Solicitações tab: grupos, or (the toggle) the grupos of the stores of store clusters. */
export interface SolicitacoesGrupos {
  CustomerIds: readonly string[];
  ClusterIds: readonly string[];
}

/**
 * The grupos the filter names, null for no filter. Asked grupos outside the scope are 403 (another tenant's
 * simply match nothing); clusters must be store clusters of the tenant (404) whose stores all lie in the scope
 * (403: choosing one never reaches beyond what the user may see), as on the De-Para tab.
 */
export async function grupoIdsDoFiltro(
  tx: DatabaseOrTransaction,
  clienteId: string,
  scope: Scope,
  f: SolicitacoesGrupos,
): Promise<string[] | null> {
  if (f.CustomerIds.length > 0) {
    assertInScope(scope, { grupoIds: f.CustomerIds });
    return [...f.CustomerIds];
  }
  if (f.ClusterIds.length === 0) return null;
  const refs = (await loadClusterRefs(tx, clienteId, f.ClusterIds)).filter((c) => c.alvo === 'empresa');
  if (refs.length < new Set(f.ClusterIds).size) throw notFound(clusterMessages.notFound);
  const lojas = new Set<string>();
  for (const members of (await loadClusterMembers(tx, clienteId, refs)).values()) {
    for (const id of members) {
      if (!inScope(scope, 'empresaIds', id)) throw forbidden(SCOPE_FORBIDDEN);
      lojas.add(id);
    }
  }
  if (lojas.size === 0) return [];
  const { rows } = await tx.execute<{ grupo_id: string }>(sql`
    select distinct grupo_id from empresa
    where cliente_id = ${clienteId} and id = any(${sql.param([...lojas])}::uuid[])`);
  return rows.map((r) => r.grupo_id);
}
