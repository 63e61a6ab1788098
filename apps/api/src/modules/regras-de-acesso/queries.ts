import type { Claim } from '@matriz/contracts';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import {
  regraAcesso,
  regraAcessoCentroDeCusto,
  regraAcessoClusterCentroDeCusto,
  regraAcessoClusterEmpresa,
  regraAcessoEmpresa,
  regraAcessoGrupo,
  regraAcessoMarca,
  usuario,
} from '../../db/schema/index.ts';
import { contains } from '../../db/sql-helpers.ts';
import type { RuleScope } from '../access/scope.ts';

export type { RuleScope };

/** What a rule's row and links are written from (prepareRule's result). */
export interface RuleValues {
  nome: string;
  acessos: Claim[];
  scope: RuleScope;
  /** the consultant view (DRE filter B clusters only); never on an administrator rule */
  visaoConsultor: boolean;
}

const byNome = asc(sql`lower(${regraAcesso.nome})`);

export async function selectRules(
  tx: DatabaseOrTransaction,
  clienteId: string,
  p: { nome?: string | undefined; page: number; pageSize: number },
) {
  const where = and(eq(regraAcesso.clienteId, clienteId), contains(regraAcesso.nome, p.nome));
  const rows = await tx
    .select({ _id: regraAcesso.id, nome: regraAcesso.nome, acessos: regraAcesso.acessos })
    .from(regraAcesso)
    .where(where)
    .orderBy(byNome, asc(regraAcesso.id))
    .limit(p.pageSize)
    .offset((p.page - 1) * p.pageSize);
  const [total] = await tx.select({ n: count() }).from(regraAcesso).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Every rule of the cliente as an option of the user form. */
export function listRuleOptions(tx: DatabaseOrTransaction, clienteId: string) {
  return tx
    .select({ id: regraAcesso.id, label: regraAcesso.nome })
    .from(regraAcesso)
    .where(eq(regraAcesso.clienteId, clienteId))
    .orderBy(byNome, asc(regraAcesso.id));
}

export async function getRuleRow(tx: DatabaseOrTransaction, clienteId: string, regraId: string) {
  const [row] = await tx
    .select()
    .from(regraAcesso)
    .where(and(eq(regraAcesso.clienteId, clienteId), eq(regraAcesso.id, regraId)));
  return row ?? null;
}

/** Another rule of the cliente with this name (case-insensitive), if any. */
export async function findRuleByNome(
  tx: DatabaseOrTransaction,
  clienteId: string,
  nome: string,
  exceptId?: string,
) {
  const [row] = await tx
    .select({ id: regraAcesso.id })
    .from(regraAcesso)
    .where(
      and(
        eq(regraAcesso.clienteId, clienteId),
        sql`lower(${regraAcesso.nome}) = lower(${nome})`,
        exceptId ? ne(regraAcesso.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Serialises rule writes of one cliente (name uniqueness is checked, not indexed). */
export async function lockRuleNames(tx: DatabaseOrTransaction, clienteId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`regra-nome:${clienteId}`}, 0))`);
}

export async function getRuleLinks(tx: DatabaseOrTransaction, clienteId: string, regraId: string) {
  const of = (t: { clienteId: PgColumn; regraAcessoId: PgColumn }) =>
    and(eq(t.clienteId, clienteId), eq(t.regraAcessoId, regraId));
  const ids = <R extends { id: string }>(rows: R[]) => rows.map((r) => r.id).sort();
  const m = regraAcessoMarca;
  const g = regraAcessoGrupo;
  const e = regraAcessoEmpresa;
  const ce = regraAcessoClusterEmpresa;
  const cc = regraAcessoCentroDeCusto;
  const ccc = regraAcessoClusterCentroDeCusto;
  return {
    marcaIds: ids(await tx.select({ id: m.marcaId }).from(m).where(of(m))),
    grupoIds: ids(await tx.select({ id: g.grupoId }).from(g).where(of(g))),
    empresaIds: ids(await tx.select({ id: e.empresaId }).from(e).where(of(e))),
    clusterEmpresaIds: ids(await tx.select({ id: ce.clusterId }).from(ce).where(of(ce))),
    centroDeCustoIds: ids(await tx.select({ id: cc.centroDeCustoId }).from(cc).where(of(cc))),
    clusterCentroDeCustoIds: ids(await tx.select({ id: ccc.clusterId }).from(ccc).where(of(ccc))),
  };
}

export async function insertRule(tx: DatabaseOrTransaction, clienteId: string, v: RuleValues) {
  const [row] = await tx
    .insert(regraAcesso)
    .values({
      clienteId,
      nome: v.nome,
      acessos: v.acessos,
      visaoConsultor: v.visaoConsultor,
      todasAsMarcas: v.scope.todasAsMarcas,
      clusterEmpresaBool: v.scope.clusterEmpresaBool,
      clusterCentroDeCustosBool: v.scope.clusterCentroDeCustosBool,
    })
    .returning({ id: regraAcesso.id });
  if (!row) throw new Error('regra não criada');
  await insertRuleLinks(tx, clienteId, row.id, v.scope);
  return row.id;
}

/** Updates the rule and replaces its data scope; false when the rule is not the cliente's. */
export async function updateRule(
  tx: DatabaseOrTransaction,
  clienteId: string,
  regraId: string,
  v: RuleValues,
) {
  const rows = await tx
    .update(regraAcesso)
    .set({
      nome: v.nome,
      acessos: v.acessos,
      visaoConsultor: v.visaoConsultor,
      todasAsMarcas: v.scope.todasAsMarcas,
      clusterEmpresaBool: v.scope.clusterEmpresaBool,
      clusterCentroDeCustosBool: v.scope.clusterCentroDeCustosBool,
      updatedAt: sql`now()`,
    })
    .where(and(eq(regraAcesso.clienteId, clienteId), eq(regraAcesso.id, regraId)))
    .returning({ id: regraAcesso.id });
  if (rows.length === 0) return false;
  for (const t of [
    regraAcessoMarca,
    regraAcessoGrupo,
    regraAcessoEmpresa,
    regraAcessoClusterEmpresa,
    regraAcessoCentroDeCusto,
    regraAcessoClusterCentroDeCusto,
  ]) {
    await tx.delete(t).where(and(eq(t.clienteId, clienteId), eq(t.regraAcessoId, regraId)));
  }
  await insertRuleLinks(tx, clienteId, regraId, v.scope);
  return true;
}

async function insertRuleLinks(
  tx: DatabaseOrTransaction,
  clienteId: string,
  regraAcessoId: string,
  s: RuleScope,
) {
  const base = { clienteId, regraAcessoId };
  if (s.marcaIds.length)
    await tx.insert(regraAcessoMarca).values(s.marcaIds.map((marcaId) => ({ ...base, marcaId })));
  if (s.grupoIds.length)
    await tx.insert(regraAcessoGrupo).values(s.grupoIds.map((grupoId) => ({ ...base, grupoId })));
  if (s.empresaIds.length)
    await tx.insert(regraAcessoEmpresa).values(s.empresaIds.map((empresaId) => ({ ...base, empresaId })));
  if (s.clusterEmpresaIds.length)
    await tx
      .insert(regraAcessoClusterEmpresa)
      .values(s.clusterEmpresaIds.map((clusterId) => ({ ...base, clusterId })));
  if (s.centroDeCustoIds.length)
    await tx
      .insert(regraAcessoCentroDeCusto)
      .values(s.centroDeCustoIds.map((centroDeCustoId) => ({ ...base, centroDeCustoId })));
  if (s.clusterCentroDeCustoIds.length)
    await tx
      .insert(regraAcessoClusterCentroDeCusto)
      .values(s.clusterCentroDeCustoIds.map((clusterId) => ({ ...base, clusterId })));
}

export async function countRuleUsers(tx: DatabaseOrTransaction, clienteId: string, regraId: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(usuario)
    .where(and(eq(usuario.clienteId, clienteId), eq(usuario.regraAcessoId, regraId)));
  return Number(row?.n ?? 0);
}

/** Deletes the rule (its scope links go with it); false when it is not the cliente's. */
export async function deleteRuleRow(tx: DatabaseOrTransaction, clienteId: string, regraId: string) {
  const rows = await tx
    .delete(regraAcesso)
    .where(and(eq(regraAcesso.clienteId, clienteId), eq(regraAcesso.id, regraId)))
    .returning({ id: regraAcesso.id });
  return rows.length > 0;
}
