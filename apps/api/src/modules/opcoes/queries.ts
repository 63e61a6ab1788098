import { TODAS_AS_MARCAS, type EmpresaOptionItem, type OptionItem, type OptionNode } from '@matriz/contracts';
import { and, asc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { centroDeCusto, empresa, grupo, marca } from '../../db/schema/index.ts';
import { assertInScope, scopeCondition, type Scope } from '../access/scope.ts';

/**
 * The option lists of marcas, grupos, stores and cost centres: one query per kind, shared by the access-rule
 * form and the filter cards. Every list is limited to the user's scope, so nothing outside it is ever listed,
 * and every id a filter names is checked against it (403 outside it).
 */

/** The ids to filter by; none (or "0", every marca) means no filter. */
export const filterIds = (ids: readonly string[]) =>
  ids.length === 0 || ids.includes(TODAS_AS_MARCAS) ? null : [...ids];

/** The filters of an option list, each id checked against the user's scope; "0" (every marca) asks for none. */
export function scopedFilters(
  scope: Scope,
  f: { marcas?: string[] | undefined; grupos?: string[] | undefined; empresas?: string[] | undefined },
) {
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

/** How a store is named in a list: by nickname (then trade name, then legal name), or by legal name. */
export interface EmpresaOptionsShape {
  /** true: label by nickname first; false: by legal name (razaoSocial) */
  apelido: boolean;
  /** true: inactive stores (and cost centres) are left out; false: listed with '(inativa)' / '(inativo)' */
  excluirInativos: boolean;
}

const byApelido = sql<string>`coalesce(${empresa.apelido}, ${empresa.nomeFantasia}, ${empresa.razaoSocial})`;
const empresaName = (apelido: boolean) => (apelido ? byApelido : sql<string>`${empresa.razaoSocial}`);
const empresaLabel = (apelido: boolean) =>
  sql<string>`${empresaName(apelido)} || case when ${empresa.ativo} then '' else ' (inativa)' end`;

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

/** Grupos; with marcas, only those with a store of one of them in the scope. */
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
                    // only the user's stores count: a grupo is never offered for a marca through a store
                    // outside the scope
                    scopeCondition(scope, 'empresaIds', empresa.id),
                  ),
                ),
            )
          : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${grupo.nome})`), asc(grupo.id));
}

/** Stores, optionally of marcas and grupos; the rule form lists active ones by nickname. */
export function listEmpresaOptions(
  tx: DatabaseOrTransaction,
  clienteId: string,
  scope: Scope,
  f: { marcas: string[]; grupos?: string[] | undefined } & EmpresaOptionsShape,
): Promise<EmpresaOptionItem[]> {
  const { marcas: byMarca, grupos: byGrupo } = scopedFilters(scope, f);
  return tx
    .select({ id: empresa.id, label: empresaLabel(f.apelido), grupoId: empresa.grupoId })
    .from(empresa)
    .where(
      and(
        eq(empresa.clienteId, clienteId),
        f.excluirInativos ? eq(empresa.ativo, true) : undefined,
        scopeCondition(scope, 'empresaIds', empresa.id),
        byMarca ? inArray(empresa.marcaId, byMarca) : undefined,
        byGrupo ? inArray(empresa.grupoId, byGrupo) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${empresaName(f.apelido)})`), asc(empresa.id));
}

/** Cost centres grouped by store (the cascader): each store an option with its cost centres as children. */
export async function listCentroDeCustoOptions(
  tx: DatabaseOrTransaction,
  clienteId: string,
  scope: Scope,
  f: { marcas: string[]; empresas?: string[] | undefined } & EmpresaOptionsShape,
): Promise<OptionNode[]> {
  const { marcas: byMarca, empresas: byEmpresa } = scopedFilters(scope, f);
  const rows = await tx
    .select({
      empresaId: empresa.id,
      empresa: empresaLabel(f.apelido),
      id: centroDeCusto.id,
      label: sql<string>`${centroDeCusto.codigo} || ' - ' || ${centroDeCusto.nome} || case when ${centroDeCusto.ativo} then '' else ' (inativo)' end`,
    })
    .from(centroDeCusto)
    .innerJoin(
      empresa,
      and(eq(empresa.clienteId, centroDeCusto.clienteId), eq(empresa.id, centroDeCusto.empresaId)),
    )
    .where(
      and(
        eq(centroDeCusto.clienteId, clienteId),
        f.excluirInativos ? and(eq(centroDeCusto.ativo, true), eq(empresa.ativo, true)) : undefined,
        scopeCondition(scope, 'centroDeCustoIds', centroDeCusto.id),
        byMarca ? inArray(empresa.marcaId, byMarca) : undefined,
        byEmpresa ? inArray(empresa.id, byEmpresa) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${empresaName(f.apelido)})`), asc(empresa.id), asc(centroDeCusto.codigo));
  const nodes = new Map<string, Required<OptionNode>>();
  for (const r of rows) {
    const node = nodes.get(r.empresaId) ?? { id: r.empresaId, label: r.empresa, children: [] };
    node.children.push({ id: r.id, label: r.label });
    nodes.set(r.empresaId, node);
  }
  return [...nodes.values()];
}
