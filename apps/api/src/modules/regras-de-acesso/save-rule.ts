import {
  normalizeAcessos,
  regraMessages,
  type Claim,
  type CreateRuleData,
  type UpdateRuleData,
} from '@matriz/contracts';
import { withTenant, type Database, type Transaction } from '../../db/index.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { findRuleByNome, insertRule, lockRuleNames, updateRule, type RuleScope } from './queries.ts';
import { assertScopeOfCliente, normalizeScope } from './scope.ts';

interface RuleValues {
  nome: string;
  acessos: Claim[];
  scope: RuleScope;
}

/** Normalised accesses and scope, validated against the grid and the cliente's items, under the names lock. */
async function prepare(tx: Transaction, clienteId: string, input: CreateRuleData, exceptId?: string) {
  const acessos = normalizeAcessos(input.acessos);
  if (!acessos.ok) throw badRequest(acessos.message, 'acessos');
  const scope = normalizeScope(input);
  await assertScopeOfCliente(tx, clienteId, scope);
  // Rule names identify rules in the user-import template: one name, one rule.
  await lockRuleNames(tx, clienteId);
  if (await findRuleByNome(tx, clienteId, input.nome, exceptId))
    throw conflict(regraMessages.nameInUse, 'nome');
  return { nome: input.nome, acessos: acessos.acessos, scope } satisfies RuleValues;
}

/** POST create rule: the rule and its data scope in one transaction. */
export async function createRule(db: Database, auth: AuthContext, input: CreateRuleData) {
  await withTenant(db, auth.clienteId, async (tx) => {
    const values = await prepare(tx, auth.clienteId, input);
    await insertRule(tx, auth.clienteId, values);
  });
  return { message: regraMessages.saved };
}

/**
 * PUT edit rule: the scope links are replaced in the same transaction. The users of the rule get the new
 * accesses at their next request (the auth hook reads the rule on every request).
 */
export async function editRule(db: Database, auth: AuthContext, input: UpdateRuleData) {
  await withTenant(db, auth.clienteId, async (tx) => {
    const values = await prepare(tx, auth.clienteId, input, input._id);
    if (!(await updateRule(tx, auth.clienteId, input._id, values))) throw notFound(regraMessages.notFound);
  });
  return { message: regraMessages.saved };
}
