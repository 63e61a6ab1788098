import { fluxoDeCaixaBancoMessages } from '@matriz/contracts';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { Scope } from '../access/scope.ts';
import { isRestritoPorCentro } from '../dre/resolve-centros-dre.ts';

/**
 * The bank tabs (accounts, statement filter options, statement, their exports) are refused (403, with the reason)
 * to a user whose access rule limits cost centres: a bank account, its statement lines, its balances and the entries
 * paid through it belong to the whole store, not to a cost centre — the same reason the cash-flow tab hides the
 * bank balances from them (fluxoDeCaixaMessages.saldosDesligadosPorCentro) and the CMV refuses them. Their scope
 * still holds every store of the rule (resolveRuleScope), so filtering by store alone would show them everything.
 * Checked again when a queued export runs (the rule may have changed meanwhile).
 */
export async function assertBancoLegivel(
  tx: DatabaseOrTransaction,
  quem: { clienteId: string; usuarioId: string },
  scope: Scope,
): Promise<void> {
  if (await isRestritoPorCentro(tx, quem.clienteId, quem.usuarioId, scope))
    throw forbidden(fluxoDeCaixaBancoMessages.restritoPorCentro);
}
