import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createCliente, createUser } from '../../../test/fixtures.ts';

/**
 * The sign-in limit per address cannot be dodged with a forged X-Forwarded-For (issue 8 §1, ASVS V6.3.1): the
 * header is read only from the proxies TRUST_PROXY names (none by default).
 */

const email = 'alvo@limite.dev';
const PER_IP = 5;

async function appWith(env: Record<string, string>) {
  const t = await createTestApp({
    LOGIN_RATE_LIMIT_PER_MINUTE: String(PER_IP),
    ACCOUNT_LOGIN_LIMIT: '1000',
    ...env,
  });
  const c = await createCliente(t.tdb.ownerDb);
  await createUser(t.tdb.ownerDb, c.id, { email });
  return t;
}

/** Guesses at one account from `remoteAddress`, each claiming another client address. */
async function guesses(t: TestApp, remoteAddress: string, n: number) {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Auth/login',
      remoteAddress,
      headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      payload: { Email: email, Password: `Errada@${i}` },
    });
    statuses.push(res.statusCode);
    if (res.statusCode === 429) {
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().title).toBe('Muitas tentativas. Aguarde um pouco e tente novamente.');
    }
  }
  return statuses;
}

const expected = (allowed: number, n: number) =>
  Array.from({ length: n }, (_, i) => (i < allowed ? 400 : 429));

describe('without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({});
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For: 20 guesses with rotating forged addresses get 429 once the limit is reached', async () => {
    expect(await guesses(t, '10.1.1.1', 20)).toEqual(expected(PER_IP, 20));
  });
});

describe('with TRUST_PROXY naming the proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({ TRUST_PROXY: '10.1.1.1, 192.168.0.0/16' });
  });
  afterAll(() => t.close());

  it('reads the client address the proxy forwards', async () => {
    expect(await guesses(t, '10.1.1.1', 10)).toEqual(expected(10, 10));
    expect(await guesses(t, '192.168.4.5', 10)).toEqual(expected(10, 10));
  });

  it('ignores the header from anyone else', async () => {
    expect(await guesses(t, '10.9.9.9', 10)).toEqual(expected(PER_IP, 10));
  });
});

describe('with TRUST_PROXY as a hop count', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({ TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  it('reads the address the nearest proxy appended', async () => {
    expect(await guesses(t, '10.1.1.1', 10)).toEqual(expected(10, 10));
    // the client behind two proxies: only the address the nearest one appended counts
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/Auth/login',
        remoteAddress: '10.1.1.1',
        headers: { 'x-forwarded-for': `198.51.100.${i}, 198.51.100.77` },
        payload: { Email: email, Password: 'Errada@x' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual(expected(PER_IP, 10));
  });
});
