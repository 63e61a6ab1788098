import { errorMessages, type FiltroConsultaDre } from '@matriz/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { membersOfClustersInScope } from '../access/cluster-members.ts';
import { assertInScope, type Scope } from '../access/scope.ts';
import { assertMarcas } from '../de-para/grupos-do-filtro.ts';
import { marcaFilter } from '../de-para/grupo-scope.ts';

/** A store of a DRE selection, with what the layout and the details show of it. */
export type LojaDre = {
  id: string;
  grupoId: string;
  /** the grupo's name (the unmapped-money notice names the grupos) */
  grupoNome: string;
  marcaId: string;
  /** legal name (razão social) */
  nome: string;
  /** nickname, else trade name, else legal name (the 'show nickname' label, as the option lists give it) */
  apelido: string;
};

const uuids = (ids: Iterable<string>) => sql`${sql.param([...new Set(ids)])}::uuid[]`;

/**
 * The stores one filter selects, within the user's scope (DESIGN.md §4): the stores asked (403 outside the
 * scope, 404 not the tenant's), or the members of the store clusters asked (a cluster gives exactly its member
 * list; 404 for a cluster that is not the tenant's store cluster; 403 when any member is outside the scope, as
 * choosing it would reach data the user may not see), or every store in scope; then of the marcas asked (403 /
 * 404 as the stores), active only with 'excluir inativas', and without the chosen clusters' outliers with
 * 'excluir outliers'. Sorted by legal name.
 */
export async function resolveLojasDre(
  tx: DatabaseOrTransaction,
  clienteId: string,
  scope: Scope,
  f: FiltroConsultaDre,
  opcoes: { excluirInativas: boolean },
): Promise<LojaDre[]> {
  const marcas = marcaFilter(f.marcas);
  if (marcas) await assertMarcas(tx, clienteId, scope, marcas);
  let pedidas: Set<string> | null = null;
  let outliers: string[] = [];
  if (f.clustersEmpresasIds.length > 0) {
    pedidas = await membersOfClustersInScope(tx, clienteId, scope, f.clustersEmpresasIds, 'empresa');
    if (f.excluirOutliers) outliers = await outliersDosClusters(tx, clienteId, f.clustersEmpresasIds);
  } else if (f.EmpresasIds.length > 0) {
    assertInScope(scope, { empresaIds: f.EmpresasIds });
    pedidas = new Set(f.EmpresasIds);
  }
  if (pedidas?.size === 0) return [];
  const filtros: SQL[] = [];
  if (!scope.unrestricted) filtros.push(sql`e.id = any(${uuids(scope.empresaIds)})`);
  if (marcas) filtros.push(sql`e.marca_id = any(${uuids(marcas)})`);
  if (opcoes.excluirInativas) filtros.push(sql`e.ativo`);
  if (outliers.length > 0) filtros.push(sql`not (e.id = any(${uuids(outliers)}))`);
  // stores asked by id: every one read, whatever the other filters (they only mark it), so that the same
  // statement tells an id that is not the tenant's store (404, as assertDoCliente) — one round trip
  const porId = f.clustersEmpresasIds.length === 0 && pedidas !== null;
  const condicao = filtros.length > 0 ? sql.join(filtros, sql` and `) : sql`true`;
  const { rows } = await tx.execute<LojaDre & { selecionada: boolean }>(sql`
    select e.id, e.grupo_id as "grupoId", g.nome as "grupoNome", e.marca_id as "marcaId",
      e.razao_social as nome, coalesce(e.apelido, e.nome_fantasia, e.razao_social) as apelido,
      ${porId ? sql`(${condicao})` : sql`true`} as selecionada
    from empresa e
    join grupo g on g.cliente_id = e.cliente_id and g.id = e.grupo_id
    where e.cliente_id = ${clienteId}
      ${pedidas ? sql`and e.id = any(${uuids(pedidas)})` : sql``}
      ${porId ? sql`` : sql`and ${condicao}`}
    order by lower(e.razao_social), e.id`);
  if (porId && rows.length < (pedidas?.size ?? 0)) throw notFound(errorMessages.notFound);
  return rows.filter((r) => r.selecionada).map(({ selecionada: _, ...loja }) => loja);
}

/** The stores the clusters mark as outliers (cluster_outlier), left out with 'excluir outliers'. */
async function outliersDosClusters(
  tx: DatabaseOrTransaction,
  clienteId: string,
  clusterIds: readonly string[],
): Promise<string[]> {
  const { rows } = await tx.execute<{ empresa_id: string }>(sql`
    select distinct empresa_id from cluster_outlier
    where cliente_id = ${clienteId} and cluster_id = any(${uuids(clusterIds)})`);
  return rows.map((r) => r.empresa_id);
}

/** 404 when any id is not a row of the tenant's table (another tenant's id, or none at all). */
export async function assertDoCliente(
  tx: DatabaseOrTransaction,
  clienteId: string,
  tabela: 'empresa' | 'centro_de_custo',
  ids: readonly string[],
): Promise<void> {
  const unicos = new Set(ids);
  const { rows } = await tx.execute<{ n: number }>(sql`
    select count(*)::int as n from ${sql.identifier(tabela)}
    where cliente_id = ${clienteId} and id = any(${uuids(unicos)})`);
  if ((rows[0]?.n ?? 0) < unicos.size) throw notFound(errorMessages.notFound);
}
