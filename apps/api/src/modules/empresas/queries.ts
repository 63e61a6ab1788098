import { empresasMessages, type EmpresaRow, type EmpresasFiltros } from '@matriz/contracts';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { empresa, grupo } from '../../db/schema/index.ts';
import { anyUuid, contains } from '../../db/sql-helpers.ts';
import { badRequest, forbidden } from '../../lib/app-error.ts';
import { loadClusterMembers, loadClusterRefs } from '../access/cluster-members.ts';
import { assertInScope, inScope, scopeCondition, SCOPE_FORBIDDEN, type Scope } from '../access/scope.ts';
import { resolveEstados } from '../opcoes/resolve-estados.ts';
import { filterIds } from '../opcoes/queries.ts';

/**
 * The stores of the clusters asked, now: only store clusters of the tenant count (another id is a 400), and
 * a limited scope may use a cluster only when every member lies inside it (the option lists' rule), else 403.
 */
async function clusterStoreIds(
  tx: DatabaseOrTransaction,
  clienteId: string,
  scope: Scope,
  clusterIds: readonly string[],
): Promise<string[]> {
  const asked = [...new Set(clusterIds)];
  const refs = (await loadClusterRefs(tx, clienteId, asked)).filter((c) => c.alvo === 'empresa');
  if (refs.length !== asked.length) throw badRequest(empresasMessages.clustersInvalid, 'clustersEmpresasIds');
  const members = await loadClusterMembers(tx, clienteId, refs);
  const ids = new Set<string>();
  for (const set of members.values()) {
    for (const id of set) {
      if (!inScope(scope, 'empresaIds', id)) throw forbidden(SCOPE_FORBIDDEN);
      ids.add(id);
    }
  }
  return [...ids];
}

/**
 * The WHERE of the companies list and export: the tenant, the user's scope (nothing outside it is ever
 * listed), and every filter of the screen. Ids outside the scope are refused with 403.
 */
export async function empresasCondition(
  tx: DatabaseOrTransaction,
  clienteId: string,
  scope: Scope,
  f: EmpresasFiltros,
): Promise<SQL> {
  const marcas = filterIds(f.marcas);
  assertInScope(scope, { marcaIds: marcas ?? [] });
  let byIds: SQL | undefined;
  if (f.clusterEmpresaBool && f.clustersEmpresasIds.length > 0) {
    byIds = anyUuid(empresa.id, await clusterStoreIds(tx, clienteId, scope, f.clustersEmpresasIds));
  } else if (!f.clusterEmpresaBool && f.empresasIds.length > 0) {
    assertInScope(scope, { empresaIds: f.empresasIds });
    byIds = inArray(empresa.id, f.empresasIds);
  }
  const ufs = resolveEstados(f.codigoEstado, 'codigoEstado').map((e) => e.uf);
  return (
    and(
      eq(empresa.clienteId, clienteId),
      scopeCondition(scope, 'empresaIds', empresa.id),
      byIds,
      marcas ? inArray(empresa.marcaId, marcas) : undefined,
      contains(empresa.razaoSocial, f.razaoSocial),
      contains(empresa.apelido, f.apelido),
      contains(empresa.nomeFantasia, f.nomeFantasia),
      contains(grupo.nome, f.nomeGrupo),
      contains(grupo.codigo, f.codigoGrupo),
      contains(empresa.codigoLoja, f.codigoLoja),
      f.tipoDeEstabelecimento.length > 0
        ? inArray(empresa.tipoEstabelecimento, f.tipoDeEstabelecimento)
        : undefined,
      f.localEstabelecimento.length > 0
        ? inArray(empresa.localEstabelecimento, f.localEstabelecimento)
        : undefined,
      ufs.length > 0 ? inArray(empresa.uf, ufs) : undefined,
      f.codigoCidade.length > 0 ? inArray(empresa.codigoIbgeCidade, f.codigoCidade) : undefined,
    ) ?? sql`true`
  );
}

const sortColumns = {
  razaoSocial: sql`lower(${empresa.razaoSocial})`,
  nomeGrupo: sql`lower(${grupo.nome})`,
  codigoLoja: sql`lower(${empresa.codigoLoja})`,
  nomeFantasia: sql`lower(${empresa.nomeFantasia})`,
  nickname: sql`lower(${empresa.apelido})`,
  m2: sql`${empresa.m2}`,
  cnpj: sql`${empresa.cnpj}`,
} as const;

/** The order of the list: the chosen column (empty values last either way), then the id, so pages are stable. */
function orderOf(f: EmpresasFiltros): SQL[] {
  const column = sortColumns[f.sort];
  const direction = f.order === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
  return [sql`${column} ${direction}`, f.order === 'desc' ? desc(empresa.id) : asc(empresa.id)];
}

const rowColumns = {
  _id: empresa.id,
  razaoSocial: empresa.razaoSocial,
  nomeGrupo: grupo.nome,
  codigoLoja: empresa.codigoLoja,
  nomeFantasia: empresa.nomeFantasia,
  nickname: empresa.apelido,
  m2: empresa.m2,
  cnpj: empresa.cnpj,
};

const withGrupo = and(eq(grupo.clienteId, empresa.clienteId), eq(grupo.id, empresa.grupoId));

/** A page of the stores matching the filters, in the chosen order. */
export async function selectEmpresas(
  tx: DatabaseOrTransaction,
  where: SQL,
  f: EmpresasFiltros,
  page: { limit: number; offset: number },
): Promise<EmpresaRow[]> {
  const rows = await tx
    .select(rowColumns)
    .from(empresa)
    .innerJoin(grupo, withGrupo)
    .where(where)
    .orderBy(...orderOf(f))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => ({ ...r, m2: r.m2 === null ? null : Number(r.m2) }));
}

export async function countEmpresas(tx: DatabaseOrTransaction, where: SQL): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(empresa).innerJoin(grupo, withGrupo).where(where);
  return row?.n ?? 0;
}
