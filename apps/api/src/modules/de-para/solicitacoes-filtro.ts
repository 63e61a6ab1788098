import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { assertInScope, type Scope } from '../access/scope.ts';
import { grupoIdsOfClusters } from './grupos-do-filtro.ts';

/**
 * The requests a user may see (DESIGN.md §4): of grupos in scope, and of a marca in scope when the request names
 * one. `s` is the alias of de_para_solicitacao in the query.
 */
export function solicitacaoScopeSql(scope: Scope): SQL {
  if (scope.unrestricted) return sql`true`;
  // a request without a marca is of the marca of the account it asks for (as its approval and rejection check)
  const marca = sql`coalesce(s.marca_id, (
    select f.marca_id from plano_contas_franqueador f where f.cliente_id = s.cliente_id and f.id = s.conta_franqueador_id))`;
  return sql`(s.grupo_id = any(${sql.param([...scope.grupoIds])}::uuid[])
    and (${marca} is null or ${marca} = any(${sql.param([...scope.marcaIds])}::uuid[])))`;
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
  return grupoIdsOfClusters(tx, clienteId, scope, f.ClusterIds);
}
