import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createCliente, createUser, TEST_PASSWORD } from '../../test/fixtures.ts';
import { loggerOptions } from './logging.ts';

let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  const log = pino(loggerOptions('info'), { write: (line: string) => void lines.push(line) });
  t = await createTestApp({}, {}, log);
  const c = await createCliente(t.tdb.ownerDb);
  await createUser(t.tdb.ownerDb, c.id, { email: 'log@teste.dev' });
});
afterAll(() => t.close());

describe('structured logs', () => {
  it('carry the request id and never the password, tokens or bearer', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Auth/login',
      payload: { Email: 'log@teste.dev', Password: TEST_PASSWORD },
      headers: { 'x-request-id': 'req-teste-1' },
    });
    const { accessToken, loginToken } = login.json();
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/Auth/validar-token?token=${loginToken}`,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const all = lines.join('\n');
    expect(lines.map((l) => JSON.parse(l).reqId)).toContain('req-teste-1');
    expect(all).toContain('/api/v1/Auth/validar-token?token=***');
    for (const secret of [TEST_PASSWORD, loginToken, accessToken]) expect(all).not.toContain(secret);
  });
});
