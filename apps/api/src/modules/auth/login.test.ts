import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createCliente, createUser, TEST_PASSWORD } from '../../../test/fixtures.ts';

let t: TestApp;
let adminEmail: string;

beforeAll(async () => {
  t = await createTestApp();
  const c = await createCliente(t.tdb.ownerDb, { nome: 'Rede Teste', plano: 'Premium' });
  adminEmail = (await createUser(t.tdb.ownerDb, c.id, { email: 'Admin@Teste.dev', nome: 'Ana Admin' })).email;
  await createUser(t.tdb.ownerDb, c.id, { email: 'inativo@teste.dev', isApproved: false });
});
afterAll(() => t.close());

const login = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/Auth/login', payload: body });
const logout = (email: string, loginToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/Auth/deletar-token', payload: { email, loginToken } });
const validate = (accessToken: string, loginToken: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/Auth/validar-token?token=${encodeURIComponent(loginToken)}`,
    headers: { authorization: `Bearer ${accessToken}` },
  });

describe('POST login', () => {
  it('signs in with e-mail (any case) and password and answers user, customer, tokens and claims', async () => {
    const res = await login({ Email: 'ADMIN@teste.dev', Password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.isCASSolicitation).toBe(false);
    expect(body.user).toMatchObject({ nome: 'Ana Admin', email: 'admin@teste.dev', isOnline: true });
    expect(body.customer).toMatchObject({ nome: 'Rede Teste', contrato: 'Premium', qtdeEmpresas: 0 });
    expect(body.customer.marcas).toHaveLength(1);
    expect(body.claims).toEqual(
      expect.arrayContaining([
        { nome: 'sysAdmin', acoes: [] },
        { nome: 'sysPremium', acoes: [] },
      ]),
    );
    const jwt = decodeJwt(body.accessToken);
    expect(jwt.unique_name).toBe('admin@teste.dev');
    expect(jwt.exp).toBeGreaterThan(Date.now() / 1000);
    expect((await validate(body.accessToken, body.loginToken)).statusCode).toBe(200);
    expect((await validate(body.accessToken, 'outro-token')).statusCode).toBe(401);
    expect((await logout(adminEmail, body.loginToken)).statusCode).toBe(200);
    expect((await validate(body.accessToken, body.loginToken)).statusCode).toBe(401);
  });

  it('refuses a wrong password or an unknown e-mail without a 401 (401 means session conflict)', async () => {
    for (const body of [
      { Email: adminEmail, Password: 'Errada@2026' },
      { Email: 'ninguem@teste.dev', Password: TEST_PASSWORD },
      { Email: adminEmail, Password: '' },
    ]) {
      const res = await login(body);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().title).toBe('E-mail ou senha inválidos');
    }
  });

  it('validates the e-mail field with the spec message', async () => {
    const res = await login({ Email: 'nao-e-email', Password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ campo: 'Email', mensagem: 'O E-mail deve ser Valido' }]);
  });

  it('refuses an inactive user', async () => {
    const res = await login({ Email: 'inativo@teste.dev', Password: TEST_PASSWORD });
    expect(res.statusCode).toBe(403);
  });

  it('keeps one session per user: a second login answers 401 and /desconectar takes over', async () => {
    const first = (await login({ Email: adminEmail, Password: TEST_PASSWORD })).json();
    const second = await login({ Email: adminEmail, Password: TEST_PASSWORD });
    expect(second.statusCode).toBe(401);
    const conflict = second.json();
    expect(conflict).toMatchObject({ title: 'Acesso em andamento', isForcedLogin: true, isOnline: true });
    expect(conflict.token).toEqual(expect.any(String));
    expect(conflict.loginToken).toEqual(expect.any(String));
    // the first session still works until the user decides
    expect((await validate(first.accessToken, first.loginToken)).statusCode).toBe(200);

    const del = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Auth/deletar-token',
      payload: {
        token: conflict.token,
        isForcedLogin: true,
        loginToken: conflict.loginToken,
        isOnline: true,
      },
    });
    expect(del.statusCode).toBe(200);
    expect((await validate(first.accessToken, first.loginToken)).statusCode).toBe(401);

    const again = await login({ Email: adminEmail, Password: '', Token: conflict.token });
    expect(again.statusCode).toBe(200);
    const session = again.json();
    expect((await validate(session.accessToken, session.loginToken)).statusCode).toBe(200);
    // the temporary token is single-use
    expect((await login({ Email: adminEmail, Password: '', Token: conflict.token })).statusCode).toBe(400);
    await logout(adminEmail, session.loginToken);
  });

  it('does not accept a temporary token for another user', async () => {
    const first = (await login({ Email: adminEmail, Password: TEST_PASSWORD })).json();
    const conflict = (await login({ Email: adminEmail, Password: TEST_PASSWORD })).json();
    const c2 = await createCliente(t.tdb.ownerDb);
    const other = await createUser(t.tdb.ownerDb, c2.id, { email: 'outro@teste.dev' });
    expect((await login({ Email: other.email, Token: conflict.token })).statusCode).toBe(400);
    await logout(adminEmail, first.loginToken);
  });

  it('rejects requests without a valid bearer token with 401', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/v1/Auth/validar-token?token=x' });
    expect(none.statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/v1/Auth/validar-token?token=x',
      headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.x' },
    });
    expect(forged.statusCode).toBe(401);
  });
});
