import type { ListContasVinculadasOutput, ListContasVinculadasParams } from '@matriz/contracts';
import { withTenant, type Database } from '../../db/index.ts';
import type { AuthContext } from '../access/auth-context.ts';
import type { Scope } from '../access/scope.ts';
import { assertBancoLegivel } from './assert-banco-legivel.ts';
import {
  contasVinculadasCondition,
  countContasVinculadas,
  selectContasVinculadas,
} from './contas-queries.ts';

/**
 * GET linked bank accounts (spec 001 §2.3 'Bank accounts tab', §7): one page of the accounts in scope (contaVisivel);
 * a user limited to cost centres is refused (assertBancoLegivel).
 */
export function listContasVinculadas(
  db: Database,
  auth: AuthContext,
  scope: Scope,
  q: ListContasVinculadasParams,
): Promise<ListContasVinculadasOutput> {
  const where = contasVinculadasCondition(auth.clienteId, scope, q);
  return withTenant(db, auth.clienteId, async (tx) => {
    await assertBancoLegivel(tx, auth, scope);
    const page = { limit: q.PorPagina, offset: (q.Pagina - 1) * q.PorPagina };
    const [contasVinculadas, registrosTotais] = await Promise.all([
      selectContasVinculadas(tx, scope, where, page),
      countContasVinculadas(tx, where),
    ]);
    return { contasVinculadas, registrosTotais, page: q.Pagina };
  });
}
