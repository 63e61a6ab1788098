import type {
  ClusterEmpresaRow,
  ClusterFiltros,
  ListClusterEmpresasOutput,
  ListClusterEmpresasParams,
} from '@matriz/contracts';
import { and, asc, count, eq, or, sql, type SQL } from 'drizzle-orm';
import { withTenant, type Database, type DatabaseOrTransaction } from '../../db/index.ts';
import { centroDeCusto, empresa, grupo, marca } from '../../db/schema/index.ts';
import { anyUuid, contains } from '../../db/sql-helpers.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { loadClusterMembers } from '../access/cluster-members.ts';
import { empresaMatchesFiltros } from '../access/cluster-sql.ts';
import { assertInScope, scopeCondition, type Scope } from '../access/scope.ts';
import { getClusterForUser } from './cluster-access.ts';
import { loadOutlierIds } from './queries.ts';

/** The query's filters as a dynamic cluster's filters (no m² bounds, both active and inactive stores). */
const filtrosOf = (q: ListClusterEmpresasParams): ClusterFiltros => ({
  marca: q.marca,
  codigoGrupo: q.codigoGrupo,
  codigoLoja: q.codigoLoja,
  tipoDeEstabelecimento: q.tipoDeEstabelecimento,
  localEstabelecimento: q.localEstabelecimento,
  regiaoBrasil: q.regiaoBrasil,
  codigoEstado: q.codigoEstado,
  codigoCidade: q.codigoCidade,
});

interface Membership {
  /** limits the stores listed (undefined: no limit) */
  stores: SQL | undefined;
  /** the member cost centres of a cost-centre cluster (null: every cost centre of the store) */
  centros: Set<string> | null;
  outliers: Set<string>;
  alvo: 'empresa' | 'centro_de_custo';
}

async function membershipOf(
  tx: DatabaseOrTransaction,
  clienteId: string,
  scope: Scope,
  q: ListClusterEmpresasParams,
): Promise<Membership> {
  if (!q.ClusterId)
    return { stores: undefined, centros: null, outliers: new Set(), alvo: q.alvo ?? 'empresa' };
  const row = await getClusterForUser(tx, clienteId, scope, q.ClusterId);
  const members = (await loadClusterMembers(tx, clienteId, [row])).get(row.id) ?? new Set<string>();
  const outliers = new Set((await loadOutlierIds(tx, clienteId, [row.id])).map((o) => o.empresaId));
  if (row.alvo === 'empresa') {
    return { stores: anyUuid(empresa.id, members), centros: null, outliers, alvo: 'empresa' };
  }
  const ofCentros = tx
    .select({ id: centroDeCusto.empresaId })
    .from(centroDeCusto)
    .where(and(eq(centroDeCusto.clienteId, clienteId), anyUuid(centroDeCusto.id, members)));
  return { stores: sql`${empresa.id} in ${ofCentros}`, centros: members, outliers, alvo: 'centro_de_custo' };
}

/** GET cluster company list (see listClusterEmpresasQuery): stores by razão social, within the scope. */
export function listClusterEmpresas(
  db: Database,
  auth: AuthContext,
  scope: Scope,
  q: ListClusterEmpresasParams,
): Promise<ListClusterEmpresasOutput> {
  assertInScope(scope, { marcaIds: q.marca, grupoIds: q.codigoGrupo, empresaIds: q.codigoLoja });
  return withTenant(db, auth.clienteId, async (tx) => {
    const m = await membershipOf(tx, auth.clienteId, scope, q);
    const where = and(
      eq(empresa.clienteId, auth.clienteId),
      scopeCondition(scope, 'empresaIds', empresa.id),
      m.stores,
      empresaMatchesFiltros(filtrosOf(q)),
      q.nome
        ? or(
            contains(empresa.razaoSocial, q.nome),
            contains(empresa.nomeFantasia, q.nome),
            contains(empresa.apelido, q.nome),
          )
        : undefined,
    );
    const rows = await tx
      .select({
        _id: empresa.id,
        razaoSocial: empresa.razaoSocial,
        nomeFantasia: empresa.nomeFantasia,
        apelido: empresa.apelido,
        cnpj: empresa.cnpj,
        codigoLoja: empresa.codigoLoja,
        nomeGrupo: grupo.nome,
        nomeMarca: marca.nome,
        tipoDeEstabelecimento: empresa.tipoEstabelecimento,
        localEstabelecimento: empresa.localEstabelecimento,
        uf: empresa.uf,
        cidade: empresa.cidade,
        ativo: empresa.ativo,
      })
      .from(empresa)
      .innerJoin(grupo, and(eq(grupo.clienteId, empresa.clienteId), eq(grupo.id, empresa.grupoId)))
      .innerJoin(marca, and(eq(marca.clienteId, empresa.clienteId), eq(marca.id, empresa.marcaId)))
      .where(where)
      .orderBy(asc(sql`lower(${empresa.razaoSocial})`), asc(empresa.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize);
    const [total] = await tx.select({ n: count() }).from(empresa).where(where);
    const centros = m.alvo === 'centro_de_custo' ? await centrosOf(tx, auth.clienteId, scope, rows, m) : null;
    const empresas: ClusterEmpresaRow[] = rows.map((r) => ({
      ...r,
      outlier: m.outliers.has(r._id),
      centrosDeCusto: centros?.get(r._id) ?? [],
    }));
    return { empresas, page: q.page, total: Number(total?.n ?? 0) };
  });
}

/** The cost centres of the page's stores (a cost-centre cluster's own ones), in the scope, by code. */
async function centrosOf(
  tx: DatabaseOrTransaction,
  clienteId: string,
  scope: Scope,
  stores: { _id: string }[],
  m: Membership,
) {
  const byStore = new Map<string, ClusterEmpresaRow['centrosDeCusto']>();
  if (stores.length === 0) return byStore;
  const rows = await tx
    .select({
      empresaId: centroDeCusto.empresaId,
      _id: centroDeCusto.id,
      codigo: centroDeCusto.codigo,
      nome: centroDeCusto.nome,
    })
    .from(centroDeCusto)
    .where(
      and(
        eq(centroDeCusto.clienteId, clienteId),
        anyUuid(
          centroDeCusto.empresaId,
          stores.map((s) => s._id),
        ),
        scopeCondition(scope, 'centroDeCustoIds', centroDeCusto.id),
        m.centros ? anyUuid(centroDeCusto.id, m.centros) : undefined,
      ),
    )
    .orderBy(asc(centroDeCusto.codigo), asc(centroDeCusto.id));
  for (const { empresaId, ...c } of rows) {
    byStore.set(empresaId, [...(byStore.get(empresaId) ?? []), c]);
  }
  return byStore;
}
