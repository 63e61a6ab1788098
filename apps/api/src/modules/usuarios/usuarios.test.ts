import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createCliente, createUser, signIn, TEST_PASSWORD } from '../../../test/fixtures.ts';

let t: TestApp;
let admin: Record<string, string>;
let adminId: string;
let adminRegra: string;
let other: { userId: string; regraId: string };
let novo: Awaited<ReturnType<typeof signIn>>;

const U = '/api/v1/Usuario';
const strong = 'Forte@2026';

beforeAll(async () => {
  t = await createTestApp();
  const a = await createCliente(t.tdb.ownerDb, { nome: 'Rede A' });
  const adm = await createUser(t.tdb.ownerDb, a.id, { email: 'admin@a.dev', nome: 'Alice Admin' });
  adminId = adm.id;
  adminRegra = adm.regraId;
  await createUser(t.tdb.ownerDb, a.id, {
    email: 'limitado@a.dev',
    nome: 'Bruno Limitado',
    acessos: [{ nome: 'DRE', acoes: ['Obter'] }],
  });
  await createUser(t.tdb.ownerDb, a.id, {
    email: 'leitor@a.dev',
    nome: 'Carla Leitora',
    acessos: [{ nome: 'usuarios', acoes: ['Obter'] }],
    isApproved: false,
  });
  const b = await createCliente(t.tdb.ownerDb, { nome: 'Rede B' });
  const ob = await createUser(t.tdb.ownerDb, b.id, { email: 'outra@b.dev', nome: 'Outra Rede' });
  other = { userId: ob.id, regraId: ob.regraId };
  admin = (await signIn(t.app, 'admin@a.dev')).headers;
});
afterAll(() => t.close());

const call = (method: string, url: string, payload?: object, headers = admin) =>
  t.app.inject({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) });

const newUser = (over: Record<string, unknown> = {}) => ({
  nome: 'Novo Usuário',
  regraDeAcessosFranqueadorId: adminRegra,
  email: 'novo@a.dev',
  password: strong,
  passwordConfirmacao: strong,
  isApproved: true,
  ...over,
});

describe('GET users list', () => {
  it('answers a page of the cliente users with the rule name, never a password', async () => {
    const res = await call('GET', `${U}/listar`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.page).toBe(1);
    expect(body.total).toBe(3);
    expect(body.users.map((u: { nome: string }) => u.nome)).toEqual([
      'Alice Admin',
      'Bruno Limitado',
      'Carla Leitora',
    ]);
    expect(body.users[0]).toEqual({
      _id: adminId,
      nome: 'Alice Admin',
      email: 'admin@a.dev',
      isApproved: true,
      regraDeAcessosFranqueadorId: adminRegra,
      nomeDaRegraDeAcesso: 'Regra admin@a.dev',
    });
    expect(res.body).not.toMatch(/senha|password|outra@b\.dev/i);
  });

  it('filters by name, e-mail and rule name (contains, any case) and by active flag', async () => {
    const names = async (qs: string) =>
      (await call('GET', `${U}/listar?${qs}`)).json().users.map((u: { nome: string }) => u.nome);
    expect(await names('nome=BRUNO')).toEqual(['Bruno Limitado']);
    expect(await names('email=LEITOR@')).toEqual(['Carla Leitora']);
    expect(await names('nomeDaRegraDeAcesso=limitado')).toEqual(['Bruno Limitado']);
    expect(await names('isApproved=false')).toEqual(['Carla Leitora']);
    expect(await names('isApproved=true')).toEqual(['Alice Admin', 'Bruno Limitado']);
    expect(await names('isApproved=null')).toHaveLength(3);
    expect(await names('nome=%25')).toEqual([]);
  });

  it('sorts, orders and pages', async () => {
    const res = await call('GET', `${U}/listar?sort=email&order=desc&page=2&pageSize=5`);
    expect(res.json()).toMatchObject({ users: [], page: 2, total: 3 });
    const desc = await call('GET', `${U}/listar?sort=nome&order=desc&pageSize=5`);
    expect(desc.json().users.map((u: { nome: string }) => u.nome)).toEqual([
      'Carla Leitora',
      'Bruno Limitado',
      'Alice Admin',
    ]);
    const bad = await call('GET', `${U}/listar?pageSize=7`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().title).toBe('Tamanho de página inválido: use 5, 10, 25, 50, 75, 100');
    expect((await call('GET', `${U}/listar?sort=senha`)).statusCode).toBe(400);
  });
});

describe('GET user by id', () => {
  it("answers the user, and 404 for another cliente's user", async () => {
    const res = await call('GET', `${U}/obter?id=${adminId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: adminId, email: 'admin@a.dev' });
    const foreign = await call('GET', `${U}/obter?id=${other.userId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('outra@b.dev');
    expect((await call('GET', `${U}/obter?id=abc`)).json().title).toBe('Identificador inválido');
  });
});

describe('POST create user', () => {
  it('answers each validation message of the spec', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ nome: '' }, 'Nome é um campo obrigatório!'],
      [{ nome: undefined }, 'Nome é um campo obrigatório!'],
      [{ regraDeAcessosFranqueadorId: '' }, 'Perfil é um campo obrigatório!'],
      [{ regraDeAcessosFranqueadorId: null }, 'Perfil é um campo obrigatório!'],
      [{ email: '' }, 'E-mail é um campo obrigatório!'],
      [{ email: 'sem-arroba' }, 'O E-mail deve ser Valido'],
      [{ password: '', passwordConfirmacao: '' }, 'Por favor, preencha os campos de senha'],
      [{ passwordConfirmacao: '' }, 'Confirme sua senha!'],
      [{ passwordConfirmacao: 'Outra@2026' }, 'As senhas digitadas não coincidem'],
      [{ password: 'fraca', passwordConfirmacao: 'fraca' }, 'A senha deve atender aos requisitos listados'],
    ];
    for (const [over, title] of cases) {
      const res = await call('POST', `${U}/criar`, newUser(over));
      expect(res.statusCode, title).toBe(400);
      expect(res.json().title).toBe(title);
    }
    expect((await call('GET', `${U}/listar`)).json().total).toBe(3);
  });

  it('creates the user, who signs in with the password', async () => {
    const res = await call('POST', `${U}/criar`, newUser({ email: ' Novo@A.dev ' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Usuário criado com sucesso' });
    const list = (await call('GET', `${U}/listar?email=novo@a.dev`)).json();
    expect(list.users).toEqual([expect.objectContaining({ nome: 'Novo Usuário', email: 'novo@a.dev' })]);
    novo = await signIn(t.app, 'novo@a.dev', strong);
  });

  it('refuses an e-mail that is a login in any network', async () => {
    for (const email of ['NOVO@a.dev', 'outra@b.dev']) {
      const res = await call('POST', `${U}/criar`, newUser({ email }));
      expect(res.statusCode).toBe(409);
      expect(res.json().title).toBe('Este e-mail já está em uso');
    }
  });

  it('refuses a rule of another cliente or one that does not exist', async () => {
    const res = await call(
      'POST',
      `${U}/criar`,
      newUser({ email: 'x@a.dev', regraDeAcessosFranqueadorId: other.regraId }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { campo: 'regraDeAcessosFranqueadorId', mensagem: 'Regra de acesso não encontrada' },
    ]);
  });
});

describe('PUT edit user', () => {
  it('edits name, e-mail, rule and flag, ignoring any password field', async () => {
    const id = (await call('GET', `${U}/listar?email=novo@a.dev`)).json().users[0]._id;
    const res = await call('PUT', `${U}/editar`, {
      _id: id,
      nome: 'Novo Editado',
      email: 'editado@a.dev',
      regraDeAcessosFranqueadorId: adminRegra,
      isApproved: true,
      password: 'Trocada@2026',
      passwordConfirmacao: 'Trocada@2026',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Usuário criado com sucesso');
    expect((await call('GET', `${U}/obter?id=${id}`)).json()).toMatchObject({
      nome: 'Novo Editado',
      email: 'editado@a.dev',
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Auth/login',
      payload: { Email: 'editado@a.dev', Password: 'Trocada@2026' },
    });
    expect(login.statusCode).toBe(400);
  });

  it('validates like the creation, without password fields', async () => {
    const res = await call('PUT', `${U}/editar`, {
      _id: adminId,
      nome: '',
      email: 'admin@a.dev',
      regraDeAcessosFranqueadorId: adminRegra,
    });
    expect(res.json().title).toBe('Nome é um campo obrigatório!');
  });

  it("answers 404 for another cliente's user and leaves it alone", async () => {
    const res = await call('PUT', `${U}/editar`, {
      _id: other.userId,
      nome: 'Invadido',
      email: 'outra@b.dev',
      regraDeAcessosFranqueadorId: adminRegra,
      isApproved: true,
    });
    expect(res.statusCode).toBe(404);
  });

  it('ends the sessions of a deactivated user: the next request is 401', async () => {
    const editado = novo; // signed in when created, before the e-mail changed
    const validate = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/Auth/validar-token?token=${editado.loginToken}`,
        headers: editado.headers,
      });
    expect((await validate()).statusCode).toBe(200);
    const id = (await call('GET', `${U}/listar?email=editado@a.dev`)).json().users[0]._id;
    const res = await call('PUT', `${U}/editar`, {
      _id: id,
      nome: 'Novo Editado',
      email: 'editado@a.dev',
      regraDeAcessosFranqueadorId: adminRegra,
      isApproved: false,
    });
    expect(res.statusCode).toBe(200);
    expect((await validate()).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Auth/login',
      payload: { Email: 'editado@a.dev', Password: strong },
    });
    expect(login.statusCode).toBe(403);
  });

  it('does not let a user deactivate himself', async () => {
    const res = await call('PUT', `${U}/editar`, {
      _id: adminId,
      nome: 'Alice Admin',
      email: 'admin@a.dev',
      regraDeAcessosFranqueadorId: adminRegra,
      isApproved: false,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().title).toBe('Você não pode desativar o seu próprio usuário');
  });
});

describe('DELETE user', () => {
  it('deletes the user and ends the sessions', async () => {
    await call('POST', `${U}/criar`, newUser({ email: 'apagar@a.dev' }));
    const victim = await signIn(t.app, 'apagar@a.dev', strong);
    const id = (await call('GET', `${U}/listar?email=apagar@a.dev`)).json().users[0]._id;
    const res = await call('DELETE', `${U}/deletar?id=${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Usuário deletado com sucesso !' });
    expect((await call('GET', `${U}/obter?id=${id}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/Logo', undefined, victim.headers)).statusCode).toBe(401);
    expect((await call('DELETE', `${U}/deletar?id=${id}`)).statusCode).toBe(404);
  });

  it("refuses oneself and another cliente's user", async () => {
    const self = await call('DELETE', `${U}/deletar?id=${adminId}`);
    expect(self.statusCode).toBe(400);
    expect(self.json().title).toBe('Você não pode deletar o seu próprio usuário');
    expect((await call('DELETE', `${U}/deletar?id=${other.userId}`)).statusCode).toBe(404);
    await signIn(t.app, 'outra@b.dev');
  });
});

describe('permissions', () => {
  it('refuses a rule without usuarios (403) and a missing session (401)', async () => {
    const limited = (await signIn(t.app, 'limitado@a.dev', TEST_PASSWORD)).headers;
    const routes: Array<[string, string, object?]> = [
      ['GET', `${U}/listar`],
      ['GET', `${U}/obter?id=${adminId}`],
      ['GET', `${U}/limite`],
      ['GET', `${U}/exportar-modelo`],
      ['POST', `${U}/criar`, newUser({ email: 'nao@a.dev' })],
      ['PUT', `${U}/editar`, { _id: adminId }],
      ['DELETE', `${U}/deletar?id=${adminId}`],
      ['PUT', `${U}/redefinir-senha?userId=${adminId}`],
    ];
    for (const [method, url, body] of routes) {
      const res = await call(method, url, body, limited);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().title).toBe('Sem permissões');
      expect((await call(method, url, body, {})).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('lets a reader (usuarios Obter) read but not write', async () => {
    // the fixture created the reader inactive: switch it on directly, not through the API under test
    await t.tdb.ownerDb.execute(sql`update usuario set is_approved = true where email = 'leitor@a.dev'`);
    const reader = (await signIn(t.app, 'leitor@a.dev')).headers;
    expect((await call('GET', `${U}/listar`, undefined, reader)).statusCode).toBe(200);
    expect((await call('POST', `${U}/criar`, newUser({ email: 'r@a.dev' }), reader)).statusCode).toBe(403);
    expect((await call('DELETE', `${U}/deletar?id=${adminId}`, undefined, reader)).statusCode).toBe(403);
  });
});
