import { endpoints, getRulePath, type LoginOutput, type RuleOutput } from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createCliente, createUser, signIn, TEST_PASSWORD } from '../../../test/fixtures.ts';

/**
 * The consultant view of an access rule (spec 001 §6, spec 002 premium/claims): a flag of the rule, off by
 * default, never on an administrator rule, and carried by the session of the rule's users. The DRE's use of it
 * is in modules/dre/dre-consultor-api.test.ts.
 */
let t: TestApp;
let admin: Record<string, string>;
let clienteId: string;
const R = endpoints.regraDeAcesso;
const DRE = [{ nome: 'DRE', acoes: ['Obter'] }];

beforeAll(async () => {
  t = await createTestApp();
  clienteId = (await createCliente(t.tdb.ownerDb, { nome: 'Rede Consultoria' })).id;
  await createUser(t.tdb.ownerDb, clienteId, { email: 'admin@consultoria.dev' });
  admin = (await signIn(t.app, 'admin@consultoria.dev')).headers;
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });

async function criar(regra: object): Promise<string> {
  const res = await call('POST', R.criar, regra);
  expect(res.statusCode, res.body).toBe(200);
  const nome = (regra as { nome: string }).nome;
  const lista = await call('GET', `${R.listar}?nome=${encodeURIComponent(nome)}`);
  return (lista.json() as { regras: { _id: string }[] }).regras[0]!._id;
}
const visao = async (id: string) =>
  ((await call('GET', getRulePath(id))).json() as RuleOutput).visaoConsultor;

async function login(email: string): Promise<LoginOutput> {
  const res = await t.app.inject({
    method: 'POST',
    url: endpoints.auth.login,
    payload: { Email: email, Password: TEST_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as LoginOutput;
}

const marcarNoBanco = (regraId: string) =>
  t.tdb.ownerDb.execute(sql`update regra_acesso set visao_consultor = true where id = ${regraId}`);

describe('the rule flag visaoConsultor', () => {
  it('round-trips through create, edit and get, and is off when not sent', async () => {
    const id = await criar({ nome: 'Consultores', acessos: DRE, visaoConsultor: true });
    expect(await visao(id)).toBe(true);

    const editar = (over: object) =>
      call('PUT', R.editar, { _id: id, nome: 'Consultores', acessos: DRE, ...over });
    expect((await editar({ visaoConsultor: false })).statusCode).toBe(200);
    expect(await visao(id)).toBe(false);
    expect((await editar({ visaoConsultor: true })).statusCode).toBe(200);
    expect(await visao(id)).toBe(true);
    expect((await editar({})).statusCode).toBe(200);
    expect(await visao(id)).toBe(false);

    expect(await visao(await criar({ nome: 'Analistas', acessos: DRE }))).toBe(false);
  });

  it('is never saved on an administrator rule', async () => {
    const id = await criar({
      nome: 'Diretoria',
      acessos: [{ nome: 'sysAdmin', acoes: [] }],
      visaoConsultor: true,
    });
    expect(await visao(id)).toBe(false);
  });

  it('refuses a value that is not a boolean, changing nothing', async () => {
    const res = await call('POST', R.criar, { nome: 'Errada', acessos: DRE, visaoConsultor: 'sim' });
    expect(res.statusCode).toBe(400);
    const lista = await call('GET', `${R.listar}?nome=Errada`);
    expect((lista.json() as { total: number }).total).toBe(0);
  });
});

describe('the session', () => {
  it("carries the flag of the user's rule", async () => {
    const consultor = await createUser(t.tdb.ownerDb, clienteId, {
      email: 'consultor@consultoria.dev',
      acessos: DRE,
    });
    await marcarNoBanco(consultor.regraId);
    const analista = await createUser(t.tdb.ownerDb, clienteId, {
      email: 'analista@consultoria.dev',
      acessos: DRE,
    });
    expect((await login(consultor.email)).user).toMatchObject({
      email: consultor.email,
      visaoConsultor: true,
    });
    expect((await login(analista.email)).user).toMatchObject({
      email: analista.email,
      visaoConsultor: false,
    });
  });

  it('is false for a sysAdmin whatever the row says, and for a user without a rule', async () => {
    const diretor = await createUser(t.tdb.ownerDb, clienteId, { email: 'diretor@consultoria.dev' });
    await marcarNoBanco(diretor.regraId);
    expect((await login(diretor.email)).user?.visaoConsultor).toBe(false);

    const semRegra = await createUser(t.tdb.ownerDb, clienteId, { email: 'sem-regra@consultoria.dev' });
    await t.tdb.ownerDb.execute(sql`update usuario set regra_acesso_id = null where id = ${semRegra.id}`);
    expect((await login(semRegra.email)).user?.visaoConsultor).toBe(false);
  });
});

describe('a consultant who edits rules', () => {
  it('cannot turn the view off, on their own rule or on a rule they create, nor edit a rule without it', async () => {
    const acessos = [...DRE, { nome: 'usuarios', acoes: ['Obter', 'Salvar'] }];
    const consultor = await createUser(t.tdb.ownerDb, clienteId, {
      email: 'consultor-editor@consultoria.dev',
      acessos,
    });
    await marcarNoBanco(consultor.regraId);
    const headers = (await signIn(t.app, consultor.email)).headers;
    const como = (method: 'POST' | 'PUT', url: string, payload: object) =>
      t.app.inject({ method, url, headers, payload });
    const propria = await call('GET', getRulePath(consultor.regraId));
    const nome = (propria.json() as RuleOutput).nome;

    const desligar = await como('PUT', R.editar, {
      _id: consultor.regraId,
      nome,
      acessos,
      visaoConsultor: false,
    });
    expect(desligar.statusCode, desligar.body).toBe(403);
    expect(await visao(consultor.regraId)).toBe(true);
    expect((await como('POST', R.criar, { nome: 'Livre', acessos: DRE })).statusCode).toBe(403);
    const outra = await criar({ nome: 'Sem visão', acessos: DRE });
    expect(
      (await como('PUT', R.editar, { _id: outra, nome: 'Sem visão', acessos: DRE, visaoConsultor: true }))
        .statusCode,
    ).toBe(403);
    // with the view, as their own rule has it, they may
    const criada = await como('POST', R.criar, { nome: 'Consultores 2', acessos: DRE, visaoConsultor: true });
    expect(criada.statusCode, criada.body).toBe(200);
  });
});
