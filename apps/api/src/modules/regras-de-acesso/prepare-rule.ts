import {
  claimsWithin,
  isAdministratorRule,
  isSysAdmin,
  normalizeAcessos,
  regraMessages,
  type CreateRuleData,
} from '@matriz/contracts';
import type { Transaction } from '../../db/index.ts';
import { badRequest, conflict, forbidden } from '../../lib/app-error.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { clustersWithinScope, loadClusterRefs } from '../access/cluster-members.ts';
import {
  assertInScope,
  isWithinScope,
  resolveRuleScope,
  SCOPE_FORBIDDEN,
  type Scope,
} from '../access/scope.ts';
import { findRuleByNome, lockRuleNames, type RuleValues } from './queries.ts';
import { assertScopeOfCliente, normalizeScope } from './scope.ts';

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
  // the consultant view narrows what its users compare: a consultant cannot grant a rule without it (their own
  // included), which would be more than they have
  if (auth.visaoConsultor && !values.visaoConsultor) throw forbidden(regraMessages.grantBeyondEditor);
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

/**
 * What create and edit share: normalised accesses and scope, validated against the grid and the cliente's items, within
 * what the editor may grant, under the names lock.
 */
export async function prepareRule(
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
  const values = {
    nome: input.nome,
    acessos: acessos.acessos,
    scope,
    // an administrator sees everything as it is: the consultant view would only narrow the comparison
    visaoConsultor: input.visaoConsultor && !isAdministratorRule(acessos.acessos),
  } satisfies RuleValues;
  await assertGrantable(tx, auth, editorScope, values);
  // Rule names identify rules in the user-import template: one name, one rule.
  await lockRuleNames(tx, auth.clienteId);
  if (await findRuleByNome(tx, auth.clienteId, input.nome, exceptId))
    throw conflict(regraMessages.nameInUse, 'nome');
  return values;
}
