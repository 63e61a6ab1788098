import { clusterMessages } from '@matriz/contracts';
import { withTenant, type Database } from '../../db/index.ts';
import { conflict } from '../../lib/app-error.ts';
import { pgErrorCode, PG_FOREIGN_KEY_VIOLATION } from '../../lib/pg-errors.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { notifyAccessChanged } from '../access/notify.ts';
import type { Scope } from '../access/scope.ts';
import { getClusterForUser } from './cluster-access.ts';
import { deleteClusterRow, rulesNamingCluster } from './queries.ts';

/**
 * DELETE cluster (Cluster/Deletar): only a cluster the user may see, and never while an access rule names it
 * (409 naming the rules; deleting it would silently change those rules' scope).
 */
export async function deleteCluster(db: Database, auth: AuthContext, scope: Scope, id: string) {
  try {
    await withTenant(db, auth.clienteId, async (tx) => {
      await getClusterForUser(tx, auth.clienteId, scope, id);
      const regras = await rulesNamingCluster(tx, auth.clienteId, id);
      if (regras.length > 0) throw conflict(clusterMessages.usedByRules(regras));
      await deleteClusterRow(tx, auth.clienteId, id);
      await notifyAccessChanged(tx, auth.clienteId);
    });
  } catch (error) {
    // a rule given the cluster meanwhile: its foreign key (no cascade) refuses the delete
    if (pgErrorCode(error) !== PG_FOREIGN_KEY_VIOLATION) throw error;
    const regras = await withTenant(db, auth.clienteId, (tx) => rulesNamingCluster(tx, auth.clienteId, id));
    throw conflict(clusterMessages.usedByRules(regras.length > 0 ? regras : ['(nova regra)']));
  }
  return { message: clusterMessages.deleted };
}
