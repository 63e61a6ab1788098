import {
  getRuleTipo,
  isSysAdmin,
  regraMessages,
  TODAS_AS_MARCAS,
  type Claim,
  type ListRulesOutput,
  type ListRulesParams,
  type OptionItem,
  type RuleOutput,
} from '@matriz/contracts';
import { withTenant, type Database } from '../../db/index.ts';
import { notFound } from '../../lib/app-error.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { canGrantSavedRule } from '../access/grant.ts';
import type { Scope } from '../access/scope.ts';
import { getRuleLinks, getRuleRow, listRuleOptions, listRules } from './queries.ts';

/** GET access rules: a page with the type column (Administrador / Usuário comum). */
export async function listRulesPage(
  db: Database,
  auth: AuthContext,
  query: ListRulesParams,
): Promise<ListRulesOutput> {
  const { rows, total } = await withTenant(db, auth.clienteId, (tx) => listRules(tx, auth.clienteId, query));
  const regras = rows.map((r) => ({ _id: r._id, nome: r.nome, tipo: getRuleTipo(r.acessos as Claim[]) }));
  return { regras, page: query.page, total };
}

/**
 * GET access-rule list for the user form: the rules the editor may give (all, for an administrator; see
 * access/grant.ts). A few queries per rule for other editors; networks have tens of rules, not thousands.
 */
export function listRulesForUserForm(
  db: Database,
  auth: AuthContext,
  editorScope: Scope,
): Promise<OptionItem[]> {
  return withTenant(db, auth.clienteId, async (tx) => {
    const options = await listRuleOptions(tx, auth.clienteId);
    if (isSysAdmin(auth.claims)) return options;
    const grantable: OptionItem[] = [];
    for (const option of options)
      if (await canGrantSavedRule(tx, auth, editorScope, option.id)) grantable.push(option);
    return grantable;
  });
}

/** GET rule by id: the rule with its accesses and data scope; a rule of another cliente is not found. */
export async function getRule(db: Database, auth: AuthContext, regraId: string): Promise<RuleOutput> {
  return withTenant(db, auth.clienteId, async (tx) => {
    const row = await getRuleRow(tx, auth.clienteId, regraId);
    if (!row) throw notFound(regraMessages.notFound);
    const links = await getRuleLinks(tx, auth.clienteId, regraId);
    return {
      _id: row.id,
      nome: row.nome,
      marcas: row.todasAsMarcas ? [TODAS_AS_MARCAS] : links.marcaIds,
      gruposIds: links.grupoIds,
      empresasIds: links.empresaIds,
      clusterEmpresaBool: row.clusterEmpresaBool,
      clustersEmpresasIds: links.clusterEmpresaIds,
      clusterCentroDeCustosBool: row.clusterCentroDeCustosBool,
      centroDecustosIds: links.centroDeCustoIds,
      clustersCentroDecustosIds: links.clusterCentroDeCustoIds,
      acessos: row.acessos as Claim[],
    };
  });
}
