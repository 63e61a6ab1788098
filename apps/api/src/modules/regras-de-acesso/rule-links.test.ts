import { and, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createCliente, createRede } from '../../../test/fixtures.ts';
import {
  centroDeCusto,
  cluster,
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
import { pgErrorCode } from '../../lib/pg-errors.ts';

/**
 * An empty list in a rule's data scope means "no restriction". If deleting the only store (or marca, grupo,
 * cluster, cost centre) a rule names removed its link, the rule would silently widen to everything. The
 * database refuses such a delete instead; deleting the rule itself still removes its links.
 */

let t: TestApp;
let clienteId: string;
let rede: Awaited<ReturnType<typeof createRede>>;
let marcaId: string;
const regraId = uuidv7();

beforeAll(async () => {
  t = await createTestApp();
  const db = t.tdb.ownerDb;
  const c = await createCliente(db, { nome: 'Rede Vínculos' });
  clienteId = c.id;
  marcaId = c.marcaId;
  rede = await createRede(db, clienteId, marcaId, 'Centro');
  await db.insert(regraAcesso).values({ clienteId, id: regraId, nome: 'Só a loja Centro', acessos: [] });
  await db.insert(regraAcessoMarca).values({ clienteId, regraAcessoId: regraId, marcaId });
  await db.insert(regraAcessoGrupo).values({ clienteId, regraAcessoId: regraId, grupoId: rede.grupoId });
  await db
    .insert(regraAcessoEmpresa)
    .values({ clienteId, regraAcessoId: regraId, empresaId: rede.empresaId });
  await db
    .insert(regraAcessoClusterEmpresa)
    .values({ clienteId, regraAcessoId: regraId, clusterId: rede.clusterEmpresaId });
  await db
    .insert(regraAcessoCentroDeCusto)
    .values({ clienteId, regraAcessoId: regraId, centroDeCustoId: rede.centroId });
  await db
    .insert(regraAcessoClusterCentroDeCusto)
    .values({ clienteId, regraAcessoId: regraId, clusterId: rede.clusterCentroId });
});

afterAll(async () => {
  await t?.close();
});

async function deleteError(run: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await run();
    return undefined;
  } catch (error) {
    return pgErrorCode(error);
  }
}

describe('items named by an access rule', () => {
  it.each([
    ['the store', () => t.tdb.ownerDb.delete(empresa).where(eq(empresa.id, rede.empresaId))],
    ['the cost centre', () => t.tdb.ownerDb.delete(centroDeCusto).where(eq(centroDeCusto.id, rede.centroId))],
    ['the grupo', () => t.tdb.ownerDb.delete(grupo).where(eq(grupo.id, rede.grupoId))],
    ['the marca', () => t.tdb.ownerDb.delete(marca).where(eq(marca.id, marcaId))],
    ['the store cluster', () => t.tdb.ownerDb.delete(cluster).where(eq(cluster.id, rede.clusterEmpresaId))],
    [
      'the cost-centre cluster',
      () => t.tdb.ownerDb.delete(cluster).where(eq(cluster.id, rede.clusterCentroId)),
    ],
  ])('cannot be deleted while a rule names %s, and the rule keeps its scope', async (_, remove) => {
    expect(await deleteError(remove)).toBe('23503');
    const links = await Promise.all(
      [
        regraAcessoMarca,
        regraAcessoGrupo,
        regraAcessoEmpresa,
        regraAcessoClusterEmpresa,
        regraAcessoCentroDeCusto,
        regraAcessoClusterCentroDeCusto,
      ].map((table) =>
        t.tdb.ownerDb
          .select()
          .from(table)
          .where(and(eq(table.clienteId, clienteId), eq(table.regraAcessoId, regraId))),
      ),
    );
    expect(links.map((rows) => rows.length)).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it('go away with the rule when the rule is deleted', async () => {
    await t.tdb.ownerDb.delete(regraAcesso).where(eq(regraAcesso.id, regraId));
    const left = await t.tdb.ownerDb
      .select()
      .from(regraAcessoEmpresa)
      .where(eq(regraAcessoEmpresa.regraAcessoId, regraId));
    expect(left).toEqual([]);
    // and now the store itself may go
    expect(await deleteError(() => t.tdb.ownerDb.delete(empresa).where(eq(empresa.id, rede.empresaId)))).toBe(
      undefined,
    );
  });
});
