import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createCliente, createUser } from '../../../test/fixtures.ts';
import { tentativaAcesso } from '../../db/schema/index.ts';
import type * as EnqueueJob from '../../lib/enqueue-job.ts';
import { accountKey } from './account-limit.ts';

/**
 * The recovery request counts the attempt and enqueues the job in one transaction: when the job cannot be
 * enqueued, the attempt is not counted either (the account's limit is not spent on requests that sent nothing).
 */

const queue = vi.hoisted(() => ({ down: false }));
vi.mock('../../lib/enqueue-job.ts', async (importOriginal) => {
  const real = await importOriginal<typeof EnqueueJob>();
  return {
    ...real,
    enqueueJob: (...args: Parameters<typeof real.enqueueJob>) => {
      if (queue.down) return Promise.reject(new Error('fila fora do ar'));
      return real.enqueueJob(...args);
    },
  };
});

const email = 'fila@recuperacao.dev';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const c = await createCliente(t.tdb.ownerDb);
  await createUser(t.tdb.ownerDb, c.id, { email });
});
afterAll(() => t.close());

const attempts = async () =>
  Number(
    (
      await t.tdb.ownerDb
        .select({ n: count() })
        .from(tentativaAcesso)
        .where(and(eq(tentativaAcesso.tipo, 'recuperacao'), eq(tentativaAcesso.chave, accountKey(email))))
    )[0]?.n,
  );
const askRecovery = () =>
  t.app.inject({ method: 'POST', url: '/api/v1/Auth/enviar-email-recuperacao', payload: { Email: email } });

describe('the recovery request when the job cannot be enqueued', () => {
  it('counts no attempt, and counts it once the queue is back', async () => {
    queue.down = true;
    try {
      const res = await askRecovery();
      // an infrastructure failure: the generic server problem, no internals
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ status: 500, title: 'Exception: algum erro no servidor' });
    } finally {
      queue.down = false;
    }
    expect(await attempts()).toBe(0);
    expect((await askRecovery()).statusCode).toBe(200);
    expect(await attempts()).toBe(1);
  });
});
