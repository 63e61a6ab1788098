import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createCliente, createUser, signIn, TEST_PASSWORD } from '../../../test/fixtures.ts';
import { waitFor } from '../../../test/wait-for.ts';

/**
 * Only the newest reset link works, and none survives a password change or reset (issue 8 §1, ASVS V6.4.1,
 * V7.4.3); a reset also ends the user's sessions, refused at once although the session was cached.
 */

let t: TestApp;
let clienteId: string;
let admin: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ ACCOUNT_RECOVERY_LIMIT: '100' }, {}, false, { workers: true });
  clienteId = (await createCliente(t.tdb.ownerDb)).id;
  await createUser(t.tdb.ownerDb, clienteId, { email: 'admin@links.dev' });
  admin = (await signIn(t.app, 'admin@links.dev')).headers;
});
afterAll(() => t.close());

const linkPattern = /http:\/\/localhost:3000\/reset-password\/([A-Za-z0-9_-]+)/;

/** Asks for a link and answers it once its e-mail arrives. */
async function requestLink(email: string): Promise<string> {
  const before = t.smtp.to(email).length;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/Auth/enviar-email-recuperacao',
    payload: { Email: email },
  });
  expect(res.statusCode).toBe(200);
  const mails = await waitFor(() => t.smtp.to(email).length > before && t.smtp.to(email), {
    message: `o e-mail de recuperação de ${email} não chegou`,
  });
  return linkPattern.exec(mails.at(-1)!.raw)![1]!;
}

const linkStatus = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/Auth/validar-token-redefinicao?token=${token}` }))
    .statusCode;
const reset = (token: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/Auth/redefinir-senha',
    payload: { password, passwordConfirmation: password, token },
  });
const sessionStatus = async (session: { headers: { authorization: string }; loginToken: string }) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/Auth/validar-token?token=${session.loginToken}`,
      headers: session.headers,
    })
  ).statusCode;

describe('reset links', () => {
  it('a new link ends the older ones; after using it none works', async () => {
    const { email } = await createUser(t.tdb.ownerDb, clienteId, { email: 'duas-vezes@links.dev' });
    const first = await requestLink(email);
    const second = await requestLink(email);
    expect(await linkStatus(first)).toBe(400);
    expect(await linkStatus(second)).toBe(200);
    expect((await reset(second, 'Nova@2026a')).statusCode).toBe(200);
    expect(await linkStatus(first)).toBe(400);
    expect((await reset(first, 'Outra@2026b')).statusCode).toBe(400);
  });

  it('a reset ends every session of the user, even one just used (cached)', async () => {
    const { email } = await createUser(t.tdb.ownerDb, clienteId, { email: 'sessao@links.dev' });
    const session = await signIn(t.app, email);
    expect(await sessionStatus(session)).toBe(200);
    const link = await requestLink(email);
    expect((await reset(link, 'Nova@2026a')).statusCode).toBe(200);
    expect(await sessionStatus(session)).toBe(401);
  });

  it('a password change ends every link and keeps only the current session', async () => {
    const { email } = await createUser(t.tdb.ownerDb, clienteId, { email: 'troca@links.dev' });
    const link = await requestLink(email);
    const session = await signIn(t.app, email);
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
    expect(res.statusCode).toBe(200);
    expect(await linkStatus(link)).toBe(400);
    expect(await sessionStatus(session)).toBe(200);
  });

  it("an administrator's reset of the user's password ends every link", async () => {
    const user = await createUser(t.tdb.ownerDb, clienteId, { email: 'pelo-admin@links.dev' });
    const link = await requestLink(user.email);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/Usuario/redefinir-senha?userId=${user.id}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(await linkStatus(link)).toBe(400);
  });
});
