import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createCliente, createUser, TEST_PASSWORD } from '../../../test/fixtures.ts';
import { cliente } from '../../db/schema/index.ts';

let t: TestApp;
const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

beforeAll(async () => {
  t = await createTestApp();
  const a = await createCliente(t.tdb.ownerDb);
  await t.tdb.ownerDb.update(cliente).set({ logo: png, logoMime: 'image/png' }).where(eq(cliente.id, a.id));
  await createUser(t.tdb.ownerDb, a.id, { email: 'com-logo@teste.dev' });
  const b = await createCliente(t.tdb.ownerDb);
  await createUser(t.tdb.ownerDb, b.id, { email: 'sem-logo@teste.dev' });
});
afterAll(() => t.close());

async function bearer(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/Auth/login',
    payload: { Email: email, Password: TEST_PASSWORD },
  });
  return { authorization: `Bearer ${res.json().accessToken}` };
}

describe('GET logo', () => {
  it("answers the signed-in user's cliente logo, and 204 for a cliente without one", async () => {
    const withLogo = await t.app.inject({
      method: 'GET',
      url: '/api/v1/Logo',
      headers: await bearer('com-logo@teste.dev'),
    });
    expect(withLogo.statusCode).toBe(200);
    expect(withLogo.headers['content-type']).toBe('image/png');
    expect(withLogo.rawPayload.equals(png)).toBe(true);
    const without = await t.app.inject({
      method: 'GET',
      url: '/api/v1/Logo',
      headers: await bearer('sem-logo@teste.dev'),
    });
    expect(without.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/Logo' })).statusCode).toBe(401);
  });
});
