import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createCliente, createUser, TEST_PASSWORD } from '../../../test/fixtures.ts';

let t: TestApp;
let auth: { authorization: string };
let session: { loginToken: string };

beforeAll(async () => {
  t = await createTestApp();
  const c = await createCliente(t.tdb.ownerDb, { nome: 'Rede Conta', plano: 'Starter' });
  await createUser(t.tdb.ownerDb, c.id, { email: 'joao@teste.dev', nome: 'João' });
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
        token: session.loginToken,
        typeReset: 'alterar',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().title).toBe(title);
    }
  });

  it('changes the password and keeps the current session', async () => {
    const res = await post('/api/v1/Auth/alterar-senha', {
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

  it('refuses an e-mail used by another user, in any network', async () => {
    const res = await post('/api/v1/Auth/alterar-dados', {
      newUserName: 'João',
      newUserEmail: 'OCUPADO@outra.dev',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().title).toBe('Este e-mail já está em uso');
  });

  it('changes name and e-mail; the new e-mail signs in', async () => {
    const res = await post('/api/v1/Auth/alterar-dados', {
      newUserName: 'João Silva',
      newUserEmail: 'joao.silva@teste.dev',
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
    const payload = { newUserName: 'Corredor', newUserEmail: 'disputado@teste.dev' };
    const results = await Promise.all([
      post('/api/v1/Auth/alterar-dados', payload, h1),
      post('/api/v1/Auth/alterar-dados', payload, h2),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});
