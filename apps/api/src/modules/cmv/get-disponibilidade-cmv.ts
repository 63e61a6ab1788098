import type { DisponibilidadeCmvOutput } from '@matriz/contracts';
import { withTenant, type Database } from '../../db/index.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { inScope, type Scope } from '../access/scope.ts';
import { isRestritoPorCentro } from '../dre/resolve-centros-dre.ts';
import { listMarcasComEstoque } from './queries.ts';

/**
 * GET availability (issue 11 §4): the CMV tab of /dre is shown only to a cliente with a marca under stock control.
 * Answers 200 either way (the screen decides on it), with those marcas the user may see.
 */
export function getDisponibilidadeCmv(
  db: Database,
  auth: AuthContext,
  scope: Scope,
): Promise<DisponibilidadeCmvOutput> {
  return withTenant(db, auth.clienteId, async (tx) => {
    const marcas = await listMarcasComEstoque(tx, auth.clienteId);
    // a user limited to cost centres sees no store-wide value (the DRE's rule): no CMV tab for them
    const restrito = await isRestritoPorCentro(tx, auth.clienteId, auth.usuarioId, scope);
    return {
      controleDeEstoque: marcas.length > 0 && !restrito,
      marcas: marcas
        .filter((m) => inScope(scope, 'marcaIds', m.id))
        .map((m) => ({ id: m.id, label: m.nome })),
    };
  });
}
