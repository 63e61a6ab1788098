import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createCliente, createUser, signIn, TEST_PASSWORD } from '../../../test/fixtures.ts';
import { usuario } from '../../db/schema/index.ts';

const LOGIN_LIMIT = 4;
let t: TestApp;
let auth: { authorization: string };
let session: { loginToken: string };

beforeAll(async () => {
  t = await createTestApp({ ACCOUNT_LOGIN_LIMIT: String(LOGIN_LIMIT) });
  const c = await createCliente(t.tdb.ownerDb, { nome: 'Rede Conta', plano: 'Starter' });
  await createUser(t.tdb.ownerDb, c.id, { email: 'joao@teste.dev', nome: 'João' });
  await createUser(t.tdb.ownerDb, c.id, { email: 'alvo@teste.dev' });
  const other = await createCliente(t.tdb.ownerDb);
  await createUser(t.tdb.ownerDb, other.id, { email: 'ocupado@outra.dev' });
  session = (
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/Auth/login',
      payload: { Email: 'joao@teste.dev', Password: TEST_PASSWORD },
    })
  ).json();
  auth = { authorization: `Bearer ${(session as unknown as { accessToken: string }).accessToken}` };
});
afterAll(() => t.close());

const senhaHashOf = async (email: string) =>
  (await t.tdb.ownerDb.select().from(usuario).where(eq(usuario.email, email)))[0]?.senhaHash;
const post = (url: string, payload: Record<string, unknown>, headers = auth) =>
  t.app.inject({ method: 'POST', url, payload, headers });

describe('Alterar Senha', () => {
  it('needs a session', async () => {
    expect(
      (await post('/api/v1/Auth/alterar-senha', { password: 'Nova@2026x' }, { authorization: '' }))
        .statusCode,
    ).toBe(401);
  });

  it('answers each policy message', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ password: '', passwordConfirmation: '' }, 'Por favor, preencha todos os campos'],
      [{ password: 'Nova@2026x', passwordConfirmation: 'Nova@2026' }, 'As senhas digitadas não coincidem'],
      [
        { password: 'semregras', passwordConfirmation: 'semregras' },
        'A senha deve atender aos requisitos listados',
      ],
    ];
    for (const [body, title] of cases) {
      const res = await post('/api/v1/Auth/alterar-senha', {
        ...body,
        currentPassword: TEST_PASSWORD,
        token: session.loginToken,
        typeReset: 'alterar',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().title).toBe(title);
    }
  });

  it('asks for the current password, checked by the server (issue 8 §1, V6.2.3)', async () => {
    const before = await senhaHashOf('joao@teste.dev');
    const change = { password: 'Nova@2026x', passwordConfirmation: 'Nova@2026x', typeReset: 'alterar' };
    const missing = await post('/api/v1/Auth/alterar-senha', change);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { campo: 'currentPassword', mensagem: 'Senha atual é um campo obrigatório!' },
    ]);
    const wrong = await post('/api/v1/Auth/alterar-senha', { ...change, currentPassword: 'Errada@2026' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().title).toBe('Senha atual incorreta');
    expect(wrong.json().errors).toEqual([{ campo: 'currentPassword', mensagem: 'Senha atual incorreta' }]);
    // nothing changed
    expect(await senhaHashOf('joao@teste.dev')).toBe(before);
  });

  it('counts wrong current passwords toward the account limit', async () => {
    const { headers } = await signIn(t.app, 'alvo@teste.dev');
    const change = {
      password: 'Nova@2026x',
      passwordConfirmation: 'Nova@2026x',
      currentPassword: 'Errada@1',
    };
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_LIMIT + 2; i++) {
      statuses.push((await post('/api/v1/Auth/alterar-senha', change, headers)).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);
    const right = await post(
      '/api/v1/Auth/alterar-senha',
      { ...change, currentPassword: TEST_PASSWORD },
      headers,
    );
    expect(right.statusCode).toBe(429);
    expect(right.json().title).toBe(
      'Muitas tentativas para esta conta. Aguarde alguns minutos e tente novamente.',
    );
  });

  it('changes the password and keeps the current session', async () => {
    const res = await post('/api/v1/Auth/alterar-senha', {
      currentPassword: TEST_PASSWORD,
      password: 'Nova@2026x',
      passwordConfirmation: 'Nova@2026x',
      typeReset: 'alterar',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Senha alterada com sucesso!');
    const still = await t.app.inject({
      method: 'GET',
      url: `/api/v1/Auth/validar-token?token=${session.loginToken}`,
      headers: auth,
    });
    expect(still.statusCode).toBe(200);
  });
});

describe('Alterar Perfil', () => {
  it('validates name and e-mail with the spec messages', async () => {
    const res = await post('/api/v1/Auth/alterar-dados', { newUserName: '', newUserEmail: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { campo: 'newUserName', mensagem: 'Nome é um campo obrigatório!' },
        { campo: 'newUserEmail', mensagem: 'O E-mail deve ser Valido' },
      ]),
    );
  });

  it('asks for the current password when the e-mail changes, not for the name alone', async () => {
    const missing = await post('/api/v1/Auth/alterar-dados', {
      newUserName: 'João',
      newUserEmail: 'novo@teste.dev',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { campo: 'currentPassword', mensagem: 'Senha atual é um campo obrigatório!' },
    ]);
    const wrong = await post('/api/v1/Auth/alterar-dados', {
      newUserName: 'João',
      newUserEmail: 'novo@teste.dev',
      currentPassword: 'Errada@2026',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ campo: 'currentPassword', mensagem: 'Senha atual incorreta' }]);
    // the address taken or not is not told without the password
    const taken = await post('/api/v1/Auth/alterar-dados', {
      newUserName: 'João',
      newUserEmail: 'ocupado@outra.dev',
    });
    expect(taken.statusCode).toBe(400);
    const nameOnly = await post('/api/v1/Auth/alterar-dados', {
      newUserName: 'João',
      newUserEmail: 'JOAO@teste.dev',
    });
    expect(nameOnly.statusCode).toBe(200);
  });

  it('refuses an e-mail used by another user, in any network', async () => {
    const res = await post('/api/v1/Auth/alterar-dados', {
      newUserName: 'João',
      newUserEmail: 'OCUPADO@outra.dev',
      currentPassword: 'Nova@2026x',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().title).toBe('Este e-mail já está em uso');
  });

  it('changes name and e-mail; the new e-mail signs in', async () => {
    const res = await post('/api/v1/Auth/alterar-dados', {
      newUserName: 'João Silva',
      newUserEmail: 'joao.silva@teste.dev',
      currentPassword: 'Nova@2026x',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Usuario alterado com sucesso!');
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/Auth/deletar-token',
      payload: { email: 'joao.silva@teste.dev', loginToken: session.loginToken },
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Auth/login',
      payload: { Email: 'joao.silva@teste.dev', Password: 'Nova@2026x' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().user.nome).toBe('João Silva');
    expect(again.json().customer.contrato).toBe('Starter');
    expect(again.json().claims.some((c: { nome: string }) => c.nome === 'sysPremium')).toBe(false);
  });
});

describe('Premium request', () => {
  it('records the request and e-mails the sales address', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Auth/login',
      payload: { Email: 'ocupado@outra.dev', Password: TEST_PASSWORD },
    });
    const headers = { authorization: `Bearer ${login.json().accessToken}` };
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/Premium/solicitar', headers });
    expect(res.statusCode).toBe(200);
    const mails = t.smtp.to(t.config.salesEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toContain('ocupado@outra.dev');
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/Premium/solicitar' })).statusCode).toBe(401);
  });
});

describe('Alterar Perfil, two users racing for one e-mail', () => {
  it('gives the e-mail to one and a 409 to the other, never a 500', async () => {
    const c = await createCliente(t.tdb.ownerDb);
    await createUser(t.tdb.ownerDb, c.id, { email: 'corrida1@teste.dev' });
    await createUser(t.tdb.ownerDb, c.id, { email: 'corrida2@teste.dev' });
    const bearer = async (email: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/Auth/login',
        payload: { Email: email, Password: TEST_PASSWORD },
      });
      return { authorization: `Bearer ${res.json().accessToken}` };
    };
    const [h1, h2] = await Promise.all([bearer('corrida1@teste.dev'), bearer('corrida2@teste.dev')]);
    const payload = {
      newUserName: 'Corredor',
      newUserEmail: 'disputado@teste.dev',
      currentPassword: TEST_PASSWORD,
    };
    const results = await Promise.all([
      post('/api/v1/Auth/alterar-dados', payload, h1),
      post('/api/v1/Auth/alterar-dados', payload, h2),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});
