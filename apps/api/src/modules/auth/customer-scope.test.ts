import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createCliente, createRede, createUser, TEST_PASSWORD } from '../../../test/fixtures.ts';
import { marca, regraAcessoGrupo, regraAcessoMarca } from '../../db/schema/index.ts';

/**
 * The login answer's customer (marcas, marcasDaFranquia, qtdeEmpresas, qtdeGrupos) is the user's data scope, not
 * the whole network (issue 8 §2): the marca select takes its options from there. The analista has the demo
 * network's rule shape (seed/usuarios.ts): DRE and FluxoDeCaixa of one marca.
 */

let t: TestApp;
let marcaA: { id: string; nome: string };
let marcaB: { id: string; nome: string };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.tdb.ownerDb;
  const c = await createCliente(db);
  marcaA = { id: c.marcaId, nome: `Marca ${c.codigo}` };
  marcaB = { id: uuidv7(), nome: 'Marca Outra' };
  await db.insert(marca).values({ clienteId: c.id, id: marcaB.id, nome: marcaB.nome });
  await db.insert(marca).values({ clienteId: c.id, id: uuidv7(), nome: 'Marca Inativa', ativo: false });
  const norte = await createRede(db, c.id, marcaA.id, 'Norte');
  await createRede(db, c.id, marcaA.id, 'Sul');
  const leste = await createRede(db, c.id, marcaB.id, 'Leste');
  await createUser(db, c.id, { email: 'admin@escopo.dev' });
  const analista = await createUser(db, c.id, {
    email: 'analista@escopo.dev',
    acessos: [
      { nome: 'DRE', acoes: ['Obter', 'Exportar'] },
      { nome: 'FluxoDeCaixa', acoes: ['Obter', 'Exportar'] },
    ],
  });
  await db
    .insert(regraAcessoMarca)
    .values({ clienteId: c.id, regraAcessoId: analista.regraId, marcaId: marcaA.id });
  // a rule naming marca A and two grupos, one of them (Leste) with stores of marca B only
  const porGrupo = await createUser(db, c.id, {
    email: 'grupos@escopo.dev',
    acessos: [{ nome: 'DRE', acoes: ['Obter'] }],
  });
  await db
    .insert(regraAcessoMarca)
    .values({ clienteId: c.id, regraAcessoId: porGrupo.regraId, marcaId: marcaA.id });
  await db.insert(regraAcessoGrupo).values([
    { clienteId: c.id, regraAcessoId: porGrupo.regraId, grupoId: norte.grupoId },
    { clienteId: c.id, regraAcessoId: porGrupo.regraId, grupoId: leste.grupoId },
  ]);
});
afterAll(() => t.close());

async function signInAs(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/Auth/login',
    payload: { Email: email, Password: TEST_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  return { customer: body.customer, headers: { authorization: `Bearer ${body.accessToken}` } };
}

const option = (m: { id: string; nome: string }) => ({ id: m.id, label: m.nome });

describe('the login answer of a user limited to one marca', () => {
  it('offers only that marca and counts only its stores and grupos', async () => {
    const { customer, headers } = await signInAs('analista@escopo.dev');
    expect(customer.marcas).toEqual([option(marcaA)]);
    expect(customer.marcasDaFranquia).toEqual([option(marcaA)]);
    expect(customer.qtdeEmpresas).toBe(2);
    expect(customer.qtdeGrupos).toBe(2);
    // the same marcas as the option list the filters read
    const opcoes = await t.app.inject({ method: 'GET', url: '/api/v1/Opcoes/marcas', headers });
    expect(opcoes.json()).toEqual(customer.marcas);
  });
});

describe('the login answer of a user whose rule names grupos', () => {
  it('counts only the grupos with a store in the scope', async () => {
    const { customer } = await signInAs('grupos@escopo.dev');
    expect(customer.marcas).toEqual([option(marcaA)]);
    // Norte's store; Leste is named by the rule, but its only store is of marca B
    expect(customer.qtdeEmpresas).toBe(1);
    expect(customer.qtdeGrupos).toBe(1);
  });
});

describe('the login answer of an administrator', () => {
  it('offers every active marca and counts the whole network', async () => {
    const { customer, headers } = await signInAs('admin@escopo.dev');
    expect(customer.marcas).toEqual(
      [option(marcaA), option(marcaB)].sort((a, b) => a.label.localeCompare(b.label)),
    );
    expect(customer.marcasDaFranquia).toEqual(customer.marcas);
    expect(customer.qtdeEmpresas).toBe(3);
    expect(customer.qtdeGrupos).toBe(3);
    const opcoes = await t.app.inject({ method: 'GET', url: '/api/v1/Opcoes/marcas', headers });
    expect(opcoes.json()).toEqual(customer.marcas);
  });
});
