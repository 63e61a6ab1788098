import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createCliente, createUser, signIn, TEST_PASSWORD } from '../../../test/fixtures.ts';
import { tokenRedefinicaoSenha } from '../../db/schema/index.ts';
import { createOpaqueToken } from '../../lib/tokens.ts';

/**
 * The temporary token of a session conflict (the 401 of a second login) signs in without the password, so a
 * password change or reset ends it like the reset links and the other sessions: a token handed out before the
 * change does not sign in after it.
 */

let t: TestApp;
let clienteId: string;
let admin: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ ACCOUNT_LOGIN_LIMIT: '1000' });
  clienteId = (await createCliente(t.tdb.ownerDb)).id;
  await createUser(t.tdb.ownerDb, clienteId, { email: 'admin@conflito.dev' });
  admin = (await signIn(t.app, 'admin@conflito.dev')).headers;
});
afterAll(() => t.close());

const login = (payload: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/Auth/login', payload });

/** Signs the user in, then once more: the second login answers 401 with the conflict's temporary token. */
async function sessionAndConflictToken(email: string) {
  const session = await signIn(t.app, email);
  const conflict = await login({ Email: email, Password: TEST_PASSWORD });
  expect(conflict.statusCode).toBe(401);
  const token = conflict.json<{ token: string }>().token;
  expect(token).toEqual(expect.any(String));
  return { session, token };
}

async function expectTokenRefused(email: string, token: string) {
  const res = await login({ Email: email, Password: '', Token: token });
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().title).toBe('E-mail ou senha inválidos');
}

describe('a conflict token issued before', () => {
  it('does not sign in after a password change', async () => {
    const { email } = await createUser(t.tdb.ownerDb, clienteId, { email: 'troca@conflito.dev' });
    const { session, token } = await sessionAndConflictToken(email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Auth/alterar-senha',
      headers: session.headers,
      payload: {
        currentPassword: TEST_PASSWORD,
        password: 'Nova@2026a',
        passwordConfirmation: 'Nova@2026a',
        typeReset: 'alterar',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    await expectTokenRefused(email, token);
  });

  it('does not sign in after a reset through a link', async () => {
    const user = await createUser(t.tdb.ownerDb, clienteId, { email: 'link@conflito.dev' });
    const { token } = await sessionAndConflictToken(user.email);
    const link = createOpaqueToken();
    await t.tdb.ownerDb.insert(tokenRedefinicaoSenha).values({
      clienteId,
      usuarioId: user.id,
      tokenHash: link.hash,
      expiresAt: new Date(Date.now() + 60_000),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Auth/redefinir-senha',
      payload: { password: 'Nova@2026a', passwordConfirmation: 'Nova@2026a', token: link.token },
    });
    expect(res.statusCode, res.body).toBe(200);
    await expectTokenRefused(user.email, token);
  });

  it("does not sign in after an administrator's reset of the password", async () => {
    const user = await createUser(t.tdb.ownerDb, clienteId, { email: 'pelo-admin@conflito.dev' });
    const { token } = await sessionAndConflictToken(user.email);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/Usuario/redefinir-senha?userId=${user.id}`,
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    await expectTokenRefused(user.email, token);
  });

  it('still signs in when nothing changed (the test above is not vacuous)', async () => {
    const { email } = await createUser(t.tdb.ownerDb, clienteId, { email: 'nada@conflito.dev' });
    const { token } = await sessionAndConflictToken(email);
    expect((await login({ Email: email, Password: '', Token: token })).statusCode).toBe(200);
  });
});
