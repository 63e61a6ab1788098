import { TODAS_AS_MARCAS, type OptionItem, type OptionNode } from '@matriz/contracts';
import { and, asc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { centroDeCusto, cluster, empresa, grupo, marca } from '../../db/schema/index.ts';
import { clustersWithinScope } from '../access/cluster-members.ts';
import { assertInScope, scopeCondition, type Scope } from '../access/scope.ts';

/** The ids to filter by; none (or "0", every marca) means no filter. */
const filterIds = (ids: readonly string[]) =>
  ids.length === 0 || ids.includes(TODAS_AS_MARCAS) ? null : [...ids];

/**
 * The filters of an option list, each id checked against the user's scope (403 outside it); "0" (every marca)
 * asks for no id. Every list is also limited to the scope, so nothing outside it is ever listed.
 */
function scopedFilters(scope: Scope, f: { marcas?: string[]; grupos?: string[]; empresas?: string[] }) {
  const marcas = filterIds(f.marcas ?? []);
  const grupos = filterIds(f.grupos ?? []);
  const empresas = filterIds(f.empresas ?? []);
  assertInScope(scope, {
    marcaIds: marcas ?? [],
    grupoIds: grupos ?? [],
    empresaIds: empresas ?? [],
  });
  return { marcas, grupos, empresas };
}

const empresaLabel = sql<string>`coalesce(${empresa.apelido}, ${empresa.nomeFantasia}, ${empresa.razaoSocial})`;

export function listMarcaOptions(
  tx: DatabaseOrTransaction,
  clienteId: string,
  scope: Scope,
): Promise<OptionItem[]> {
  return tx
    .select({ id: marca.id, label: marca.nome })
    .from(marca)
    .where(
      and(eq(marca.clienteId, clienteId), eq(marca.ativo, true), scopeCondition(scope, 'marcaIds', marca.id)),
    )
    .orderBy(asc(sql`lower(${marca.nome})`), asc(marca.id));
}

/** Grupos; with marcas, only those with a store of one of them. */
export function listGrupoOptions(
  tx: DatabaseOrTransaction,
  clienteId: string,
  scope: Scope,
  marcas: string[],
): Promise<OptionItem[]> {
  const byMarca = scopedFilters(scope, { marcas }).marcas;
  return tx
    .select({ id: grupo.id, label: grupo.nome })
    .from(grupo)
    .where(
      and(
        eq(grupo.clienteId, clienteId),
        eq(grupo.ativo, true),
        scopeCondition(scope, 'grupoIds', grupo.id),
        byMarca
          ? exists(
              tx
                .select({ one: sql`1` })
                .from(empresa)
                .where(
                  and(
                    eq(empresa.clienteId, grupo.clienteId),
                    eq(empresa.grupoId, grupo.id),
                    inArray(empresa.marcaId, byMarca),
                  ),
                ),
            )
          : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${grupo.nome})`), asc(grupo.id));
}

export function listEmpresaOptions(
  tx: DatabaseOrTransaction,
  clienteId: string,
  scope: Scope,
  f: { marcas: string[]; grupos: string[] },
): Promise<OptionItem[]> {
  const { marcas: byMarca, grupos: byGrupo } = scopedFilters(scope, f);
  return tx
    .select({ id: empresa.id, label: empresaLabel })
    .from(empresa)
    .where(
      and(
        eq(empresa.clienteId, clienteId),
        eq(empresa.ativo, true),
        scopeCondition(scope, 'empresaIds', empresa.id),
        byMarca ? inArray(empresa.marcaId, byMarca) : undefined,
        byGrupo ? inArray(empresa.grupoId, byGrupo) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${empresaLabel})`), asc(empresa.id));
}

/**
 * Active clusters, optionally of one target. A user with a limited scope sees only the clusters whose members
 * (now) are all inside it: choosing one can never grant more than the user has.
 */
export async function listClusterOptions(
  tx: DatabaseOrTransaction,
  clienteId: string,
  scope: Scope,
  alvo: 'empresa' | 'centro_de_custo' | undefined,
): Promise<OptionItem[]> {
  const rows = await tx
    .select({
      id: cluster.id,
      label: cluster.nome,
      tipo: cluster.tipo,
      alvo: cluster.alvo,
      filtros: cluster.filtros,
    })
    .from(cluster)
    .where(
      and(
        eq(cluster.clienteId, clienteId),
        eq(cluster.ativo, true),
        alvo ? eq(cluster.alvo, alvo) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${cluster.nome})`), asc(cluster.id));
  const within = await clustersWithinScope(tx, clienteId, scope, rows);
  return rows.filter((c) => within.has(c.id)).map((c) => ({ id: c.id, label: c.label }));
}

/** Cost centres grouped by store: each store an option with its cost centres as children. */
export async function listCentroDeCustoOptions(
  tx: DatabaseOrTransaction,
  clienteId: string,
  scope: Scope,
  f: { marcas: string[]; empresas: string[] },
): Promise<OptionNode[]> {
  const { marcas: byMarca, empresas: byEmpresa } = scopedFilters(scope, f);
  const rows = await tx
    .select({
      empresaId: empresa.id,
      empresa: empresaLabel,
      id: centroDeCusto.id,
      label: sql<string>`${centroDeCusto.codigo} || ' - ' || ${centroDeCusto.nome}`,
    })
    .from(centroDeCusto)
    .innerJoin(
      empresa,
      and(eq(empresa.clienteId, centroDeCusto.clienteId), eq(empresa.id, centroDeCusto.empresaId)),
    )
    .where(
      and(
        eq(centroDeCusto.clienteId, clienteId),
        eq(centroDeCusto.ativo, true),
        eq(empresa.ativo, true),
        scopeCondition(scope, 'centroDeCustoIds', centroDeCusto.id),
        byMarca ? inArray(empresa.marcaId, byMarca) : undefined,
        byEmpresa ? inArray(empresa.id, byEmpresa) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${empresaLabel})`), asc(empresa.id), asc(centroDeCusto.codigo));
  const nodes = new Map<string, Required<OptionNode>>();
  for (const r of rows) {
    const node = nodes.get(r.empresaId) ?? { id: r.empresaId, label: r.empresa, children: [] };
    node.children.push({ id: r.id, label: r.label });
    nodes.set(r.empresaId, node);
  }
  return [...nodes.values()];
}
