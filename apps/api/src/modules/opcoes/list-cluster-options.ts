import type { OptionItem } from '@matriz/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { cluster } from '../../db/schema/index.ts';
import { loadClusterMembers } from '../access/cluster-members.ts';
import { assertInScope, inScope, type Scope } from '../access/scope.ts';

export type ClusterAlvo = 'empresa' | 'centro_de_custo';

export interface ClusterOptionsFilter {
  /** the target; absent: both (the access-rule form) */
  alvo?: ClusterAlvo | undefined;
  /** true: active clusters only; false: inactive ones too, labelled '(inativo)' */
  excluirInativos: boolean;
  /**
   * Only clusters holding (now) at least one of these members: store ids for store clusters, cost-centre ids
   * for cost-centre clusters. Absent: no such filter; empty: nothing matches.
   */
  contendo?: readonly string[] | undefined;
}

/**
 * Cluster options. Scope rule (the same as the access-rule form's): a user with a limited scope sees only
 * the clusters whose members (now: static ones by membership, dynamic ones by their filters evaluated when
 * listed) all lie inside the scope — a cluster with any member outside it is never listed, so choosing a
 * cluster can never reach data the user may not see. An empty cluster is within any scope that holds
 * something of its kind; an empty scope lists no cluster at all. An unrestricted scope sees every cluster of
 * the tenant. The `contendo` ids are themselves checked against the scope (403).
 */
export async function listClusterOptions(
  tx: DatabaseOrTransaction,
  clienteId: string,
  scope: Scope,
  f: ClusterOptionsFilter,
): Promise<OptionItem[]> {
  const kindOf = (alvo: ClusterAlvo) => (alvo === 'empresa' ? 'empresaIds' : 'centroDeCustoIds');
  if (f.contendo && f.alvo) assertInScope(scope, { [kindOf(f.alvo)]: f.contendo });
  if (f.contendo?.length === 0) return [];
  const rows = await tx
    .select({
      id: cluster.id,
      nome: cluster.nome,
      ativo: cluster.ativo,
      tipo: cluster.tipo,
      alvo: cluster.alvo,
      filtros: cluster.filtros,
    })
    .from(cluster)
    .where(
      and(
        eq(cluster.clienteId, clienteId),
        f.excluirInativos ? eq(cluster.ativo, true) : undefined,
        f.alvo ? eq(cluster.alvo, f.alvo) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${cluster.nome})`), asc(cluster.id));
  const needMembers = !scope.unrestricted || f.contendo !== undefined;
  const members = needMembers
    ? await loadClusterMembers(tx, clienteId, rows)
    : new Map<string, Set<string>>();
  const wanted = f.contendo ? new Set(f.contendo) : null;
  return rows
    .filter((c) => {
      const own = [...(members.get(c.id) ?? [])];
      const kind = kindOf(c.alvo);
      if (!scope.unrestricted && (scope[kind].size === 0 || !own.every((id) => inScope(scope, kind, id))))
        return false;
      return !wanted || own.some((id) => wanted.has(id));
    })
    .map((c) => ({ id: c.id, label: c.ativo ? c.nome : `${c.nome} (inativo)` }));
}
