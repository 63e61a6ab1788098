import { deParaMessages, SOLICITACAO_STATUS } from '@matriz/contracts';
import { withTenant, type Database } from '../../db/index.ts';
import type { AuthContext } from '../access/auth-context.ts';
import type { Scope } from '../access/scope.ts';
import { decideSolicitacoes, lockSolicitacoes } from './solicitacoes-lock.ts';

/**
 * POST reject requests (spec 002 §2.2, §5; issue 9 §3): the requests are closed as Rejeitada with the
 * justification, which is also appended to their notes; no mapping changes. All or nothing, with the checks of
 * the approval (404, 403, 409 when any is no longer Em aberto).
 */
export function rejectSolicitacoes(
  db: Database,
  auth: AuthContext,
  scope: Scope,
  input: { ids: readonly string[]; justificativa: string },
): Promise<{ message: string; alterados: number }> {
  return withTenant(db, auth.clienteId, async (tx) => {
    const pedidos = await lockSolicitacoes(tx, auth.clienteId, scope, input.ids);
    await decideSolicitacoes(tx, auth.clienteId, {
      ids: pedidos.map((p) => p.id),
      status: SOLICITACAO_STATUS.Rejeitado,
      usuarioId: auth.usuarioId,
      usuarioNome: auth.nome,
      nota: input.justificativa,
      justificativa: input.justificativa,
    });
    return { message: deParaMessages.solicitacoesRejected, alterados: pedidos.length };
  });
}
