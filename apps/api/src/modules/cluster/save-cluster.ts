import {
  clusterMessages,
  opcoesMessages,
  REGIOES_BRASIL,
  TIPO_CLUSTER_DINAMICO,
  type ClusterFiltros,
  type CreateClusterData,
} from '@matriz/contracts';
import { v7 as uuidv7 } from 'uuid';
import { withTenant, type Database, type DatabaseOrTransaction } from '../../db/index.ts';
import type { FiltrosCluster } from '../../db/schema/index.ts';
import { badRequest, conflict, forbidden } from '../../lib/app-error.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { getCidade, getEstado } from '../../shared/ibge/index.ts';
import { loadClusterMembers } from '../access/cluster-members.ts';
import { notifyAccessChanged } from '../access/notify.ts';
import { assertInScope, filterToScope, SCOPE_FORBIDDEN, type Scope } from '../access/scope.ts';
import { getClusterForUser } from './cluster-access.ts';
import {
  existingEmpresaIds,
  existingGrupoIds,
  existingMarcaIds,
  findClusterByNome,
  insertCluster,
  loadCentros,
  lockClusterNames,
  replaceClusterLinks,
  updateCluster,
  type ClusterLinks,
} from './queries.ts';

/**
 * POST create (`id` null) and PUT edit cluster (Cluster/Salvar): writes the cluster and its members in one
 * transaction; an edit only of a cluster the editor may see (all its members in their scope). Dynamic clusters are premium: a Starter cliente may
 * keep using, edit into a static one, or delete the dynamic clusters it has, but not save one as dynamic.
 * Every member (and, for a dynamic cluster, every store its filters match now) must lie in the editor's scope.
 */
export async function saveCluster(
  db: Database,
  auth: AuthContext,
  scope: Scope,
  id: string | null,
  input: CreateClusterData,
): Promise<{ message: string; _id: string }> {
  const dinamico = input.tipoDeCluster === TIPO_CLUSTER_DINAMICO;
  if (dinamico && auth.plano !== 'Premium') throw forbidden(clusterMessages.dynamicPremium);
  return withTenant(db, auth.clienteId, async (tx) => {
    await lockClusterNames(tx, auth.clienteId);
    if (id) await getClusterForUser(tx, auth.clienteId, scope, id);
    if (await findClusterByNome(tx, auth.clienteId, input.nome, id)) {
      throw conflict(clusterMessages.nameInUse, 'nome');
    }
    const links = dinamico
      ? await dynamicLinks(tx, auth.clienteId, scope, input)
      : await staticLinks(tx, auth.clienteId, scope, input);
    const values = {
      nome: input.nome,
      descricao: input.descricao,
      tipo: dinamico ? ('dinamico' as const) : ('estatico' as const),
      alvo: input.alvo,
      ativo: input.ativo,
      outliers: input.outliers,
      filtros: dinamico ? storedFiltros(input.filtros) : {},
    };
    const clusterId = id ?? (await insertCluster(tx, auth.clienteId, values));
    if (id) await updateCluster(tx, auth.clienteId, id, values);
    await replaceClusterLinks(tx, auth.clienteId, clusterId, links);
    // access rules may name the cluster, and scopes are cached
    await notifyAccessChanged(tx, auth.clienteId);
    return { message: id ? clusterMessages.updated : clusterMessages.created, _id: clusterId };
  });
}

/** The filters as stored: the lists, and the optional bounds only when given. */
function storedFiltros(f: ClusterFiltros): FiltrosCluster {
  const { m2Min, m2Max, ativos, ...lists } = f;
  return {
    ...lists,
    ...(m2Min != null ? { m2Min } : {}),
    ...(m2Max != null ? { m2Max } : {}),
    ...(ativos != null ? { ativos } : {}),
  };
}

/** Static cluster: the chosen stores (or cost centres), which must exist and lie in the scope. */
async function staticLinks(
  tx: DatabaseOrTransaction,
  clienteId: string,
  scope: Scope,
  input: CreateClusterData,
): Promise<ClusterLinks> {
  if (input.alvo === 'empresa') {
    const empresas = [...new Set(input.empresas)];
    assertInScope(scope, { empresaIds: empresas });
    const found = await existingEmpresaIds(tx, clienteId, empresas);
    if (found.size !== empresas.length) throw badRequest(clusterMessages.empresasInvalid, 'empresas');
    return { empresas, centros: [], outliers: outliersOf(scope, input, new Set(empresas)) };
  }
  const centros = [...new Set(input.centrosDeCusto)];
  assertInScope(scope, { centroDeCustoIds: centros });
  const rows = await loadCentros(tx, clienteId, centros);
  if (rows.length !== centros.length) throw badRequest(clusterMessages.centrosInvalid, 'centrosDeCusto');
  const stores = new Set(rows.map((r) => r.empresaId));
  return { empresas: [], centros, outliers: outliersOf(scope, input, stores) };
}

/**
 * Dynamic cluster: no stored members (they are evaluated when used). The ids its filters name must lie in the
 * scope, and so must every store (or cost centre) they match now: the editor could not see the cluster otherwise.
 */
async function dynamicLinks(
  tx: DatabaseOrTransaction,
  clienteId: string,
  scope: Scope,
  input: CreateClusterData,
): Promise<ClusterLinks> {
  const f = input.filtros;
  assertGeografia(f);
  await assertFiltroIdsExist(tx, clienteId, f);
  assertInScope(scope, { marcaIds: f.marca, grupoIds: f.codigoGrupo, empresaIds: f.codigoLoja });
  // two probe clusters that exist only in this query: the stores, and the cost centres, the filters match
  const probe = uuidv7();
  const probeCentros = uuidv7();
  const refs = [
    { id: probe, tipo: 'dinamico' as const, alvo: 'empresa' as const, filtros: f },
    { id: probeCentros, tipo: 'dinamico' as const, alvo: 'centro_de_custo' as const, filtros: f },
  ];
  const members = await loadClusterMembers(tx, clienteId, input.alvo === 'empresa' ? refs.slice(0, 1) : refs);
  const stores = members.get(probe) ?? new Set<string>();
  const centros = [...(members.get(probeCentros) ?? [])];
  if (
    filterToScope(scope, 'empresaIds', stores).length !== stores.size ||
    filterToScope(scope, 'centroDeCustoIds', centros).length !== centros.length
  ) {
    throw forbidden(SCOPE_FORBIDDEN);
  }
  return { empresas: [], centros: [], outliers: outliersOf(scope, input, stores) };
}

/**
 * The regions, states and cities of a dynamic cluster's filters must exist (IBGE): an unknown one would be saved
 * and silently match no store. 400 on the first unknown value.
 */
function assertGeografia(f: ClusterFiltros): void {
  const first = <T>(values: readonly T[], known: (v: T) => boolean) => values.findIndex((v) => !known(v));
  const regiao = first(f.regiaoBrasil, (r) => (REGIOES_BRASIL as readonly string[]).includes(r));
  if (regiao >= 0) throw badRequest(opcoesMessages.regiaoInvalid, `filtros.regiaoBrasil.${regiao}`);
  const estado = first(f.codigoEstado, (uf) => getEstado(uf) !== undefined);
  if (estado >= 0) throw badRequest(opcoesMessages.estadoInvalid, `filtros.codigoEstado.${estado}`);
  const cidade = first(f.codigoCidade, (codigo) => getCidade(codigo) !== undefined);
  if (cidade >= 0) throw badRequest(opcoesMessages.cidadeInvalid, `filtros.codigoCidade.${cidade}`);
}

/**
 * The marcas, grupos and stores a dynamic cluster's filters name must be the cliente's, as a static cluster's stores
 * must: an id of nothing would be saved and silently match no store. 400 naming the first field that fails.
 */
async function assertFiltroIdsExist(tx: DatabaseOrTransaction, clienteId: string, f: ClusterFiltros) {
  const checks = [
    { campo: 'marca', ids: f.marca, existing: existingMarcaIds, message: clusterMessages.marcasInvalid },
    {
      campo: 'codigoGrupo',
      ids: f.codigoGrupo,
      existing: existingGrupoIds,
      message: clusterMessages.gruposInvalid,
    },
    {
      campo: 'codigoLoja',
      ids: f.codigoLoja,
      existing: existingEmpresaIds,
      message: clusterMessages.empresasInvalid,
    },
  ];
  for (const { campo, ids, existing, message } of checks) {
    const wanted = new Set(ids);
    if ((await existing(tx, clienteId, [...wanted])).size !== wanted.size) {
      throw badRequest(message, `filtros.${campo}`);
    }
  }
}

/** The outlier stores: none without the outliers flag; otherwise stores of the cluster (400 for any other). */
function outliersOf(scope: Scope, input: CreateClusterData, memberStores: Set<string>): string[] {
  if (!input.outliers) return [];
  const outliers = [...new Set(input.empresasOutliers)];
  assertInScope(scope, { empresaIds: outliers });
  if (outliers.some((o) => !memberStores.has(o))) {
    throw badRequest(clusterMessages.outliersNotMembers, 'empresasOutliers');
  }
  return outliers;
}
