import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createCliente, createUser, TEST_PASSWORD } from '../../../test/fixtures.ts';
import { buildApp, type App } from '../../app.ts';

/**
 * Attempts are limited per account, not only per address (issue 8 §1, ASVS V6.3.1): failed sign-ins and recovery
 * e-mails are counted in PostgreSQL, so guesses from many addresses and many API processes add up; an unknown
 * e-mail is limited the same way, so the answers never tell which e-mails have an account.
 */

const LOGIN_LIMIT = 5;
const RECOVERY_LIMIT = 3;
const limited = 'Muitas tentativas para esta conta. Aguarde alguns minutos e tente novamente.';

let t: TestApp;
let second: App;
let clienteId: string;
let address = 0;
/** Each request from an address of its own: the limit per address never applies here. */
const nextAddress = () => `10.20.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

beforeAll(async () => {
  t = await createTestApp({
    LOGIN_RATE_LIMIT_PER_MINUTE: '3',
    ACCOUNT_LOGIN_LIMIT: String(LOGIN_LIMIT),
    ACCOUNT_RECOVERY_LIMIT: String(RECOVERY_LIMIT),
  });
  clienteId = (await createCliente(t.tdb.ownerDb)).id;
  // a second API process on the same database
  second = await buildApp({ config: t.config, db: t.tdb.db, logger: false });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const login = (email: string, password: string, app: App = t.app) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/Auth/login',
    remoteAddress: nextAddress(),
    payload: { Email: email, Password: password },
  });
const recover = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/Auth/enviar-email-recuperacao',
    remoteAddress: nextAddress(),
    payload: { Email: email },
  });
const statusesOf = async (n: number, call: (i: number) => ReturnType<typeof login>) => {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) {
    const res = await call(i);
    statuses.push(res.statusCode);
    if (res.statusCode === 429) {
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().title).toBe(limited);
    }
  }
  return statuses;
};
const expected = (allowed: number, n: number, ok = 400) =>
  Array.from({ length: n }, (_, i) => (i < allowed ? ok : 429));

describe('sign-in attempts per account', () => {
  it('answer 429 at the limit to guesses from different addresses, then even to the right password', async () => {
    const email = (await createUser(t.tdb.ownerDb, clienteId, { email: 'vitima@conta.dev' })).email;
    await createUser(t.tdb.ownerDb, clienteId, { email: 'vizinha@conta.dev' });
    expect(await statusesOf(8, (i) => login(email, `Errada@${i}`))).toEqual(expected(LOGIN_LIMIT, 8));
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(429);
    // another account is not affected
    expect((await login('vizinha@conta.dev', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('limit an unknown e-mail exactly like a known one', async () => {
    expect(await statusesOf(8, (i) => login('ninguem@conta.dev', `Errada@${i}`))).toEqual(
      expected(LOGIN_LIMIT, 8),
    );
  });

  it('count across API processes', async () => {
    const email = (await createUser(t.tdb.ownerDb, clienteId, { email: 'dois-processos@conta.dev' })).email;
    const statuses = await statusesOf(8, (i) => login(email, `Errada@${i}`, i % 2 ? second : t.app));
    expect(statuses).toEqual(expected(LOGIN_LIMIT, 8));
  });

  it('let no more than the limit through when the guesses come at once', async () => {
    const email = (await createUser(t.tdb.ownerDb, clienteId, { email: 'simultanea@conta.dev' })).email;
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => login(email, `Errada@${i}`, i % 2 ? second : t.app)),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s !== 400 && s !== 429)).toEqual([]);
    expect(statuses.filter((s) => s === 400)).toHaveLength(LOGIN_LIMIT);
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('start again after the right password, and once the failures leave the window', async () => {
    const email = (await createUser(t.tdb.ownerDb, clienteId, { email: 'esquecida@conta.dev' })).email;
    expect(await statusesOf(LOGIN_LIMIT - 1, (i) => login(email, `Errada@${i}`))).toEqual(
      expected(LOGIN_LIMIT, LOGIN_LIMIT - 1),
    );
    const ok = await login(email, TEST_PASSWORD);
    expect(ok.statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/Auth/deletar-token',
      payload: { email, loginToken: ok.json().loginToken },
    });
    expect(await statusesOf(LOGIN_LIMIT + 1, (i) => login(email, `Errada@${i}`))).toEqual(
      expected(LOGIN_LIMIT, LOGIN_LIMIT + 1),
    );
    // the failures age past the window (15 minutes by default)
    await t.tdb.ownerDb.execute(
      sql`update tentativa_acesso set created_at = created_at - interval '16 minutes' where tipo = 'login'`,
    );
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('recovery e-mails per account', () => {
  it('answer 429 past the limit, for a known and an unknown e-mail alike', async () => {
    const email = (await createUser(t.tdb.ownerDb, clienteId, { email: 'recupera@conta.dev' })).email;
    expect(await statusesOf(5, () => recover(email))).toEqual(expected(RECOVERY_LIMIT, 5, 200));
    expect(await statusesOf(5, () => recover('ninguem-recupera@conta.dev'))).toEqual(
      expected(RECOVERY_LIMIT, 5, 200),
    );
  });
});
