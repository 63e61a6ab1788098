import { endpoints } from '@matriz/contracts';
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createCliente, createRede, createUser, signIn } from '../../../test/fixtures.ts';
import { empresa, marca, regraAcesso, regraAcessoEmpresa } from '../../db/schema/index.ts';

let t: TestApp;
let headers: Record<string, string>;
let marcaB: string;
let marcaA: string;

/**
 * A grupo with a store of marca A and a store of marca B; the user's rule: every marca ("0") but only the
 * store of marca A. The grupo is in the scope, its store of marca B is not.
 */
beforeAll(async () => {
  t = await createTestApp();
  const db = t.tdb.ownerDb;
  const c = await createCliente(db);
  marcaA = c.marcaId;
  marcaB = uuidv7();
  await db.insert(marca).values({ clienteId: c.id, id: marcaB, nome: 'Marca B' });
  const loja = await createRede(db, c.id, marcaA, 'Mista');
  const outra = await createRede(db, c.id, marcaA, 'Outra');
  // the second store moves into the first one's grupo, under marca B
  await db
    .update(empresa)
    .set({ grupoId: loja.grupoId, marcaId: marcaB })
    .where(eq(empresa.id, outra.empresaId));
  const user = await createUser(db, c.id, {
    email: 'uma-loja@grupos.dev',
    acessos: [{ nome: 'DRE', acoes: ['Obter'] }],
  });
  await db.update(regraAcesso).set({ todasAsMarcas: true }).where(eq(regraAcesso.id, user.regraId));
  await db
    .insert(regraAcessoEmpresa)
    .values({ clienteId: c.id, regraAcessoId: user.regraId, empresaId: loja.empresaId });
  headers = (await signIn(t.app, user.email)).headers;
});
afterAll(() => t.close());

const grupos = async (marcas: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `${endpoints.opcoes.grupos}?marcas=${marcas}`,
    headers,
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { label: string }[]).map((o) => o.label);
};

it('offers a grupo for a marca only through the stores of the scope', async () => {
  expect(await grupos('0')).toEqual(['Grupo Mista']);
  expect(await grupos(marcaA)).toEqual(['Grupo Mista']);
  // the grupo's store of marca B lies outside the scope: the grupo is not offered for marca B
  expect(await grupos(marcaB)).toEqual([]);
});
