import type { ListEmpresasOutput, ListEmpresasParams } from '@matriz/contracts';
import { withTenant, type Database } from '../../db/index.ts';
import type { AuthContext } from '../access/auth-context.ts';
import type { Scope } from '../access/scope.ts';
import { countEmpresas, empresasCondition, selectEmpresas } from './queries.ts';

/** GET LISTAR_EMPRESAS: one page of the stores in the user's scope matching the screen's filters. */
export function listEmpresas(
  db: Database,
  auth: AuthContext,
  scope: Scope,
  q: ListEmpresasParams,
): Promise<ListEmpresasOutput> {
  return withTenant(db, auth.clienteId, async (tx) => {
    const where = await empresasCondition(tx, auth.clienteId, scope, q);
    const [empresas, total] = await Promise.all([
      selectEmpresas(tx, where, q, { limit: q.pageSize, offset: (q.page - 1) * q.pageSize }),
      countEmpresas(tx, where),
    ]);
    return { empresas, page: q.page, total };
  });
}
