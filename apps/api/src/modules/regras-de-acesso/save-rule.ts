import {
  claimsWithin,
  isAdministratorRule,
  isSysAdmin,
  normalizeAcessos,
  regraMessages,
  type Claim,
  type CreateRuleData,
  type UpdateRuleData,
} from '@matriz/contracts';
import { withTenant, type Database, type Transaction } from '../../db/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { canGrantSavedRule } from '../access/grant.ts';
import { notifyAccessChanged } from '../access/notify.ts';
import { clustersWithinScope, loadClusterRefs } from '../access/cluster-members.ts';
import {
  assertInScope,
  isWithinScope,
  resolveRuleScope,
  SCOPE_FORBIDDEN,
  type Scope,
} from '../access/scope.ts';
import { findRuleByNome, insertRule, lockRuleNames, updateRule, type RuleScope } from './queries.ts';
import { assertScopeOfCliente, normalizeScope } from './scope.ts';

interface RuleValues {
  nome: string;
  acessos: Claim[];
  scope: RuleScope;
}

/**
 * An editor who is not an administrator may only grant data of their own scope: they may pick only what their
 * option lists offer (ids in their scope, clusters wholly inside it), and the rule's scope, computed as it will
 * be (clusters expanded, dynamic ones evaluated now), must lie within theirs — which also refuses "every marca",
 * a rule restricting nothing and an administrator rule to an editor who does not have everything. Nor may
 * they grant a resource or action they lack themselves (`claimsWithin`), the administrator entry included.
 */
async function assertGrantable(tx: Transaction, auth: AuthContext, editorScope: Scope, values: RuleValues) {
  if (isSysAdmin(auth.claims)) return;
  if (!claimsWithin(values.acessos, auth.claims)) throw forbidden(regraMessages.grantBeyondEditor);
  if (editorScope.unrestricted) return;
  const s = values.scope;
  assertInScope(editorScope, {
    marcaIds: s.marcaIds,
    grupoIds: s.grupoIds,
    empresaIds: s.empresaIds,
    centroDeCustoIds: s.centroDeCustoIds,
  });
  const clusters = await loadClusterRefs(tx, auth.clienteId, [
    ...s.clusterEmpresaIds,
    ...s.clusterCentroDeCustoIds,
  ]);
  const within = await clustersWithinScope(tx, auth.clienteId, editorScope, clusters);
  if (clusters.some((c) => !within.has(c.id))) throw forbidden(SCOPE_FORBIDDEN);
  const granted = await resolveRuleScope(tx, auth.clienteId, {
    ...s,
    administrador: isAdministratorRule(values.acessos),
  });
  if (!isWithinScope(granted, editorScope)) throw forbidden(SCOPE_FORBIDDEN);
}

/** Normalised accesses and scope, validated against the grid and the cliente's items, under the names lock. */
async function prepare(
  tx: Transaction,
  auth: AuthContext,
  editorScope: Scope,
  input: CreateRuleData,
  exceptId?: string,
) {
  const acessos = normalizeAcessos(input.acessos);
  if (!acessos.ok) throw badRequest(acessos.message, 'acessos');
  const scope = normalizeScope(input);
  await assertScopeOfCliente(tx, auth.clienteId, scope);
  const values = { nome: input.nome, acessos: acessos.acessos, scope } satisfies RuleValues;
  await assertGrantable(tx, auth, editorScope, values);
  // Rule names identify rules in the user-import template: one name, one rule.
  await lockRuleNames(tx, auth.clienteId);
  if (await findRuleByNome(tx, auth.clienteId, input.nome, exceptId))
    throw conflict(regraMessages.nameInUse, 'nome');
  return values;
}

/** POST create rule: the rule and its data scope in one transaction. */
export async function createRule(db: Database, auth: AuthContext, editorScope: Scope, input: CreateRuleData) {
  await withTenant(db, auth.clienteId, async (tx) => {
    const values = await prepare(tx, auth, editorScope, input);
    await insertRule(tx, auth.clienteId, values);
  });
  return { message: regraMessages.saved };
}

/**
 * PUT edit rule: the scope links are replaced in the same transaction, and the change is notified so the
 * users of the rule get the new accesses and scope at their next request, in every API process.
 */
export async function editRule(db: Database, auth: AuthContext, editorScope: Scope, input: UpdateRuleData) {
  await withTenant(db, auth.clienteId, async (tx) => {
    // a rule stronger than the editor is not theirs to change (e.g. the administrators' rule)
    if (!(await canGrantSavedRule(tx, auth, editorScope, input._id)))
      throw forbidden(regraMessages.ruleBeyondEditor);
    const values = await prepare(tx, auth, editorScope, input, input._id);
    if (!(await updateRule(tx, auth.clienteId, input._id, values))) throw notFound(regraMessages.notFound);
    await notifyAccessChanged(tx, auth.clienteId);
  });
  return { message: regraMessages.saved };
}
