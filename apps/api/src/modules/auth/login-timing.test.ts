import type * as Argon2 from '@node-rs/argon2';
import { verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createCliente, createUser, TEST_PASSWORD } from '../../../test/fixtures.ts';
import { usuario } from '../../db/schema/index.ts';

/**
 * Timing does not tell which e-mails exist (issue 8 §1, ASVS V6.3.8), checked by structure instead of a clock:
 * every sign-in attempt runs exactly one real argon2 verification, with the cost parameters of a real password
 * hash, whatever the e-mail, the password (empty too) or the conflict token; and a refused attempt sends
 * PostgreSQL the same statements, in the same order, whether or not the e-mail has an account.
 */

vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof Argon2>();
  return { ...real, verify: vi.fn(real.verify) };
});
const verifySpy = vi.mocked(verify);

let t: TestApp;
const email = 'existe@tempo.dev';
let realParams: string;

beforeAll(async () => {
  t = await createTestApp({ ACCOUNT_LOGIN_LIMIT: '1000' });
  const c = await createCliente(t.tdb.ownerDb);
  const user = await createUser(t.tdb.ownerDb, c.id, { email });
  const semSenha = await createUser(t.tdb.ownerDb, c.id, { email: 'sem-senha@tempo.dev' });
  await t.tdb.ownerDb.update(usuario).set({ senhaHash: null }).where(eq(usuario.id, semSenha.id));
  const cas = await createCliente(t.tdb.ownerDb, { casUrl: 'https://cas.exemplo.dev' });
  await createUser(t.tdb.ownerDb, cas.id, { email: 'unico@tempo.dev' });
  const [row] = await t.tdb.ownerDb.select().from(usuario).where(eq(usuario.id, user.id));
  realParams = paramsOf(row!.senhaHash!);
});
afterAll(() => t.close());
beforeEach(() => {
  verifySpy.mockClear();
});

/** "$argon2id$v=19$m=19456,t=2,p=1": what the cost of a verification depends on. */
const paramsOf = (phc: string) => phc.split('$').slice(0, 4).join('$');

const login = (payload: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/Auth/login', payload });

function expectOneRealVerification() {
  expect(verifySpy).toHaveBeenCalledTimes(1);
  expect(paramsOf(String(verifySpy.mock.calls[0]![0]))).toBe(realParams);
  // it ran to the end: a malformed hash would reject at once
  expect(verifySpy.mock.settledResults[0]).toEqual({ type: 'fulfilled', value: expect.any(Boolean) });
}

describe('POST login spends one argon2 verification on every path', () => {
  const cases: Array<[string, Record<string, string>]> = [
    ['unknown e-mail', { Email: 'nao-existe@tempo.dev', Password: 'Errada@2026' }],
    ['unknown e-mail, empty password', { Email: 'nao-existe@tempo.dev', Password: '' }],
    ['existing e-mail, empty password', { Email: email, Password: '' }],
    ['existing e-mail, wrong password', { Email: email, Password: 'Errada@2026' }],
    ['user without a password', { Email: 'sem-senha@tempo.dev', Password: 'Errada@2026' }],
    ['existing e-mail, unknown conflict token', { Email: email, Password: '', Token: 'inventado' }],
    ['unknown e-mail, unknown conflict token', { Email: 'nao-existe@tempo.dev', Password: '', Token: 'x' }],
  ];
  for (const [name, payload] of cases) {
    it(name, async () => {
      const res = await login(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().title).toBe('E-mail ou senha inválidos');
      expectOneRealVerification();
    });
  }

  it('a cliente that signs in through CAS', async () => {
    const res = await login({ Email: 'unico@tempo.dev', Password: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().isCASSolicitation).toBe(true);
    expectOneRealVerification();
  });

  it('the right password', async () => {
    const res = await login({ Email: email, Password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expectOneRealVerification();
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/Auth/deletar-token',
      payload: { email, loginToken: res.json().loginToken },
    });
  });
});

describe('POST login sends the same statements whether or not the e-mail has an account', () => {
  /** The SQL text of every statement a login sends (the values aside), in order. */
  async function statementsOf(payload: Record<string, string>) {
    const spy = vi.spyOn(pg.Client.prototype, 'query');
    try {
      const res = await login(payload);
      expect(res.statusCode).toBe(400);
      return spy.mock.calls.map(([query]) =>
        typeof query === 'string' ? query : (query as { text: string }).text,
      );
    } finally {
      spy.mockRestore();
    }
  }

  it('a wrong or empty password, or an account without a password, against an unknown e-mail', async () => {
    const unknown = await statementsOf({ Email: 'nao-existe@tempo.dev', Password: 'Errada@2026' });
    // the account's tenant is read on every path: a transaction, the cliente and the user
    expect(unknown.some((q) => /set_config\('app\.cliente_id'/.test(q))).toBe(true);
    expect(await statementsOf({ Email: email, Password: 'Errada@2026' })).toEqual(unknown);
    expect(await statementsOf({ Email: email, Password: '' })).toEqual(unknown);
    expect(await statementsOf({ Email: 'sem-senha@tempo.dev', Password: 'Errada@2026' })).toEqual(unknown);
    expect(await statementsOf({ Email: 'nao-existe@tempo.dev', Password: '' })).toEqual(unknown);
  });

  it('an unknown conflict token, with an unknown or an existing e-mail', async () => {
    const unknown = await statementsOf({ Email: 'nao-existe@tempo.dev', Password: '', Token: 'x' });
    expect(unknown.some((q) => /app_find_token_temporario/.test(q))).toBe(true);
    expect(await statementsOf({ Email: email, Password: '', Token: 'inventado' })).toEqual(unknown);
  });
});
