import type { OptionItem } from '@matriz/contracts';
import { withTenant, type Database } from '../../db/index.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { inScope, type Scope } from '../access/scope.ts';
import { assertControleDeEstoque } from './access.ts';
import { loadContasCmv } from './queries.ts';

/** What the chart says an account is: payable ('pagar') or receivable ('receber'); null says neither. */
export type NaturezaCmv = 'pagar' | 'receber';

/**
 * GET payable / receivable account plans (spec 001 §7): the setup's options — the analytic, active franchisor
 * accounts of the marcas with stock control the user may see, of that kind (or of none: a chart that does not say
 * takes either). Exactly what the save accepts.
 */
export function listPlanosDeContasCmv(
  db: Database,
  auth: AuthContext,
  scope: Scope,
  natureza: NaturezaCmv,
): Promise<OptionItem[]> {
  return withTenant(db, auth.clienteId, async (tx) => {
    const marcas = await assertControleDeEstoque(tx, auth.clienteId);
    const marcaIds = marcas.filter((m) => inScope(scope, 'marcaIds', m.id)).map((m) => m.id);
    const contas = await loadContasCmv(tx, auth.clienteId, { marcaIds }, marcas.length > 1);
    return contas
      .filter((c) => c.natureza === null || c.natureza === natureza)
      .map((c) => ({ id: c.id, label: c.label }));
  });
}
