import type { OptionItem } from '@matriz/contracts';
import { withTenant, type Database } from '../../db/index.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { assertInScope, type Scope } from '../access/scope.ts';
import { assertBancoLegivel } from './assert-banco-legivel.ts';
import { selectContasDoGrupo } from './contas-queries.ts';

/**
 * GET the bank accounts of the statement filter (spec 001 §7 'GET accounts'): the grupo's accounts the user may
 * see (contaVisivel), only those linked to one of the chosen stores when any is chosen. A grupo or store outside
 * the scope, or a user limited to cost centres (assertBancoLegivel): 403.
 */
export function listContasBancarias(
  db: Database,
  auth: AuthContext,
  scope: Scope,
  q: { grupo: string; empresas: string[] },
): Promise<OptionItem[]> {
  return withTenant(db, auth.clienteId, async (tx) => {
    await assertBancoLegivel(tx, auth, scope);
    assertInScope(scope, { grupoIds: [q.grupo], empresaIds: q.empresas });
    return selectContasDoGrupo(tx, auth.clienteId, scope, q.grupo, q.empresas);
  });
}
