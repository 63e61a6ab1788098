import { isSysAdmin, type Claim } from '@matriz/contracts';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import {
  centroDeCusto,
  empresa,
  grupo,
  marca,
  regraAcesso,
  regraAcessoCentroDeCusto,
  regraAcessoClusterCentroDeCusto,
  regraAcessoClusterEmpresa,
  regraAcessoEmpresa,
  regraAcessoGrupo,
  regraAcessoMarca,
} from '../../db/schema/index.ts';
import { anyUuid } from '../../db/sql-helpers.ts';
import { centroClusterCondition, loadActiveClusters, storeClusterCondition } from './cluster-sql.ts';

/**
 * The one scope resolver (DESIGN.md §4): from a user's access rule to the ids of the marcas, grupos, stores and
 * cost centres they may see. Every query of tenant data takes its ids through the Scope this answers (see
 * scope-checks.ts); the property tests (scope.test.ts) hold it to a reference written from the definitions.
 */
export {
  assertInScope,
  filterItemsToScope,
  filterToScope,
  idsForQuery,
  inScope,
  isWithinScope,
  SCOPE_FORBIDDEN,
  scopeCondition,
  scopeKinds,
  type ScopeKind,
  type ScopeRequest,
} from './scope-checks.ts';

/**
 * The data scope a rule keeps, as saved (spec 000 §3 access rule fields): "every marca" (marca "0") or the
 * chosen marcas, grupos, and of each pair the list its toggle picks — stores or store clusters, cost centres
 * or cost-centre clusters.
 */
export interface RuleScope {
  todasAsMarcas: boolean;
  marcaIds: string[];
  grupoIds: string[];
  empresaIds: string[];
  clusterEmpresaBool: boolean;
  clusterEmpresaIds: string[];
  clusterCentroDeCustosBool: boolean;
  centroDeCustoIds: string[];
  clusterCentroDeCustoIds: string[];
}

/** A rule as the scope sees it: its data scope and whether it is an administrator rule (sysAdmin). */
export interface ScopeRule extends RuleScope {
  administrador: boolean;
}

/**
 * The ids a user may see, computed from the rule (not the rule itself). `unrestricted`: the whole tenant
 * (administrator, or a rule that restricts nothing) — queries may then skip the id filter, and items created
 * later are in scope too. `todasAsMarcas`: every marca, present and future.
 */
export interface Scope {
  unrestricted: boolean;
  todasAsMarcas: boolean;
  marcaIds: ReadonlySet<string>;
  grupoIds: ReadonlySet<string>;
  empresaIds: ReadonlySet<string>;
  centroDeCustoIds: ReadonlySet<string>;
}

export const emptyScope = (): Scope => ({
  unrestricted: false,
  todasAsMarcas: false,
  marcaIds: new Set(),
  grupoIds: new Set(),
  empresaIds: new Set(),
  centroDeCustoIds: new Set(),
});

/** Which dimensions of the rule restrict anything (an empty list does not). */
export function ruleRestrictions(rule: RuleScope) {
  const marca = !rule.todasAsMarcas && rule.marcaIds.length > 0;
  const grupo = rule.grupoIds.length > 0;
  const empresa = rule.clusterEmpresaBool ? rule.clusterEmpresaIds.length > 0 : rule.empresaIds.length > 0;
  const centro = rule.clusterCentroDeCustosBool
    ? rule.clusterCentroDeCustoIds.length > 0
    : rule.centroDeCustoIds.length > 0;
  return { marca, grupo, empresa, centro, any: marca || grupo || empresa || centro };
}

/** The allowed ids of the user's rule; a user without a rule (or with a rule gone) sees nothing. */
export async function resolveScope(
  tx: DatabaseOrTransaction,
  q: { clienteId: string; regraAcessoId: string | null },
): Promise<Scope> {
  if (!q.regraAcessoId) return emptyScope();
  const rule = await loadScopeRule(tx, q.clienteId, q.regraAcessoId);
  return rule ? resolveRuleScope(tx, q.clienteId, rule) : emptyScope();
}

type LinkTable = PgTable & { clienteId: PgColumn; regraAcessoId: PgColumn };

/** The rule's data scope and administrator flag, in one query (the links as arrays). */
export async function loadScopeRule(
  tx: DatabaseOrTransaction,
  clienteId: string,
  regraAcessoId: string,
): Promise<ScopeRule | null> {
  const links = (table: LinkTable, column: PgColumn) =>
    sql<
      string[]
    >`array(select ${column}::text from ${table} where ${table.clienteId} = ${regraAcesso.clienteId} and ${table.regraAcessoId} = ${regraAcesso.id})`;
  const [row] = await tx
    .select({
      acessos: regraAcesso.acessos,
      todasAsMarcas: regraAcesso.todasAsMarcas,
      clusterEmpresaBool: regraAcesso.clusterEmpresaBool,
      clusterCentroDeCustosBool: regraAcesso.clusterCentroDeCustosBool,
      marcaIds: links(regraAcessoMarca, regraAcessoMarca.marcaId),
      grupoIds: links(regraAcessoGrupo, regraAcessoGrupo.grupoId),
      empresaIds: links(regraAcessoEmpresa, regraAcessoEmpresa.empresaId),
      clusterEmpresaIds: links(regraAcessoClusterEmpresa, regraAcessoClusterEmpresa.clusterId),
      centroDeCustoIds: links(regraAcessoCentroDeCusto, regraAcessoCentroDeCusto.centroDeCustoId),
      clusterCentroDeCustoIds: links(
        regraAcessoClusterCentroDeCusto,
        regraAcessoClusterCentroDeCusto.clusterId,
      ),
    })
    .from(regraAcesso)
    .where(and(eq(regraAcesso.clienteId, clienteId), eq(regraAcesso.id, regraAcessoId)));
  if (!row) return null;
  const { acessos, ...scope } = row;
  return { ...scope, administrador: isSysAdmin(acessos as Claim[]) };
}

/** The scope of a rule given as data (a saved rule, or one about to be saved). A few queries, none per row. */
export async function resolveRuleScope(
  tx: DatabaseOrTransaction,
  clienteId: string,
  rule: ScopeRule,
): Promise<Scope> {
  const r = ruleRestrictions(rule);
  if (rule.administrador || !r.any) return wholeTenant(tx, clienteId);

  const clusterIds = [
    ...(r.empresa && rule.clusterEmpresaBool ? rule.clusterEmpresaIds : []),
    ...(r.centro && rule.clusterCentroDeCustosBool ? rule.clusterCentroDeCustoIds : []),
  ];
  const clusters = clusterIds.length > 0 ? await loadActiveClusters(tx, clienteId, clusterIds) : [];
  const ofTarget = (alvo: 'empresa' | 'centro_de_custo', ids: string[]) =>
    clusters.filter((c) => c.alvo === alvo && ids.includes(c.id));

  let storeFilter: SQL | undefined;
  if (r.empresa && rule.clusterEmpresaBool) {
    storeFilter = storeClusterCondition(tx, clienteId, ofTarget('empresa', rule.clusterEmpresaIds));
  } else if (r.empresa) {
    storeFilter = inArray(empresa.id, rule.empresaIds);
  }
  const stores = await tx
    .select({ id: empresa.id, marcaId: empresa.marcaId, grupoId: empresa.grupoId })
    .from(empresa)
    .where(
      and(
        eq(empresa.clienteId, clienteId),
        r.marca ? inArray(empresa.marcaId, rule.marcaIds) : undefined,
        r.grupo ? inArray(empresa.grupoId, rule.grupoIds) : undefined,
        storeFilter,
      ),
    );
  const empresaIds = stores.map((s) => s.id);

  let centroFilter: SQL | undefined;
  if (r.centro && rule.clusterCentroDeCustosBool) {
    const chosen = ofTarget('centro_de_custo', rule.clusterCentroDeCustoIds);
    centroFilter = centroClusterCondition(tx, clienteId, chosen);
  } else if (r.centro) {
    centroFilter = inArray(centroDeCusto.id, rule.centroDeCustoIds);
  }
  const centros =
    empresaIds.length === 0
      ? []
      : await tx
          .select({ id: centroDeCusto.id })
          .from(centroDeCusto)
          .where(
            and(
              eq(centroDeCusto.clienteId, clienteId),
              anyUuid(centroDeCusto.empresaId, empresaIds),
              centroFilter,
            ),
          );

  const marcaIds = new Set(rule.todasAsMarcas ? await allIds(tx, marca, clienteId) : rule.marcaIds);
  const grupoIds = new Set(rule.grupoIds);
  for (const s of stores) {
    marcaIds.add(s.marcaId);
    grupoIds.add(s.grupoId);
  }
  return {
    unrestricted: false,
    todasAsMarcas: rule.todasAsMarcas,
    marcaIds,
    grupoIds,
    empresaIds: new Set(empresaIds),
    centroDeCustoIds: new Set(centros.map((c) => c.id)),
  };
}

type TenantTable = PgTable & { clienteId: PgColumn; id: PgColumn };

async function allIds(tx: DatabaseOrTransaction, table: TenantTable, clienteId: string): Promise<string[]> {
  const rows = await tx.select({ id: table.id }).from(table).where(eq(table.clienteId, clienteId));
  return rows.map((r) => r.id as string);
}

/** Everything of the tenant, in one round trip. */
async function wholeTenant(tx: DatabaseOrTransaction, clienteId: string): Promise<Scope> {
  const rows = await tx.execute<{ k: string; id: string }>(sql`
    select 'm' as k, ${marca.id}::text as id from ${marca} where ${marca.clienteId} = ${clienteId}
    union all select 'g', ${grupo.id}::text from ${grupo} where ${grupo.clienteId} = ${clienteId}
    union all select 'e', ${empresa.id}::text from ${empresa} where ${empresa.clienteId} = ${clienteId}
    union all select 'c', ${centroDeCusto.id}::text from ${centroDeCusto} where ${centroDeCusto.clienteId} = ${clienteId}`);
  const sets: Record<string, Set<string>> = { m: new Set(), g: new Set(), e: new Set(), c: new Set() };
  for (const row of rows.rows) sets[row.k]?.add(row.id);
  return {
    unrestricted: true,
    todasAsMarcas: true,
    marcaIds: sets.m ?? new Set(),
    grupoIds: sets.g ?? new Set(),
    empresaIds: sets.e ?? new Set(),
    centroDeCustoIds: sets.c ?? new Set(),
  };
}
