import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { startTestCas } from '../../../test/cas-server.ts';
import { createCliente, createUser } from '../../../test/fixtures.ts';

let t: TestApp;
let cas: Awaited<ReturnType<typeof startTestCas>>;
let casUser = 'carla@sso.dev';

beforeAll(async () => {
  cas = await startTestCas({ user: () => casUser });
  t = await createTestApp();
  const c = await createCliente(t.tdb.ownerDb, { casUrl: cas.baseUrl });
  await createUser(t.tdb.ownerDb, c.id, { email: 'carla@sso.dev', nome: 'Carla' });
});
afterAll(async () => {
  await t.close();
  await cas.close();
});

/** What a browser does: login → CAS → back to our callback → the login page with e-mail and key. */
async function followCas(returnUrl: string) {
  const atCas = await fetch(returnUrl, { redirect: 'manual' });
  expect(atCas.status).toBe(302);
  const callback = new URL(atCas.headers.get('location') ?? '');
  const back = await t.app.inject({ method: 'GET', url: callback.pathname + callback.search });
  expect(back.statusCode).toBe(302);
  return new URL(back.headers.location as string);
}

describe('single sign-on (CAS)', () => {
  it('answers isCASSolicitation with the CAS address, then signs in with e-mail and key', async () => {
    casUser = 'carla@sso.dev';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Auth/login',
      payload: { Email: 'carla@sso.dev' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.isCASSolicitation).toBe(true);
    expect(body.returnUrl.startsWith(`${cas.baseUrl}/login?service=`)).toBe(true);
    expect(body.accessToken).toBeNull();

    const landing = await followCas(body.returnUrl);
    expect(landing.origin + landing.pathname).toBe('http://localhost:3000/');
    const key = landing.searchParams.get('key');
    expect(landing.searchParams.get('email')).toBe('carla@sso.dev');

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Auth/login-cas',
      payload: { email: 'carla@sso.dev', key },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user.nome).toBe('Carla');
    // the key is single-use
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Auth/login-cas',
      payload: { email: 'carla@sso.dev', key },
    });
    expect(again.statusCode).toBe(400);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/Auth/deletar-token',
      payload: { email: 'carla@sso.dev', loginToken: signIn.json().loginToken },
    });
  });

  it('gives no key when CAS authenticates somebody else', async () => {
    casUser = 'intruso@sso.dev';
    const body = (
      await t.app.inject({ method: 'POST', url: '/api/v1/Auth/login', payload: { Email: 'carla@sso.dev' } })
    ).json();
    const landing = await followCas(body.returnUrl);
    expect(landing.searchParams.get('key')).toBeNull();
  });

  it('refuses a made-up key', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Auth/login-cas',
      payload: { email: 'carla@sso.dev', key: 'inventada' },
    });
    expect(res.statusCode).toBe(400);
  });
});
