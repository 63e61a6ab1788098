import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createCliente, createUser, TEST_PASSWORD } from '../../../test/fixtures.ts';
import { waitFor } from '../../../test/wait-for.ts';
import { usuario } from '../../db/schema/index.ts';
import { enqueueJob } from '../../lib/enqueue-job.ts';
import { RECOVERY_QUEUE, type RecoveryJobPayload } from './recovery-queue.ts';

const email = 'rita@teste.dev';
const unknown = 'nao-existe@teste.dev';

const linkOf = (raw: string) => /http:\/\/localhost:3000\/reset-password\/([A-Za-z0-9_-]+)/.exec(raw)?.[1];

async function withUser(t: TestApp) {
  const c = await createCliente(t.tdb.ownerDb);
  await createUser(t.tdb.ownerDb, c.id, { email, nome: 'Rita' });
}
const post = (t: TestApp, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, payload });
const askRecovery = (t: TestApp, to: string) =>
  post(t, '/api/v1/Auth/enviar-email-recuperacao', { Email: to });

interface JobRow extends Record<string, unknown> {
  data: Record<string, unknown>;
  state: string;
}
const jobsOf = async (t: TestApp) =>
  (
    await t.tdb.ownerDb.execute<JobRow>(
      sql`select data, state::text from pgboss.job where name = ${RECOVERY_QUEUE} order by created_on`,
    )
  ).rows;

/**
 * The request does the same work whether or not the e-mail has an account (issue 8 §1, ASVS V6.3.8): it counts
 * the attempt and enqueues one job with the e-mail, inside its transaction, and sends nothing itself.
 */
describe('the recovery request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(); // no workers: nothing runs the jobs
    await withUser(t);
  });
  afterAll(() => t.close());

  it('only enqueues the same job for a known and an unknown e-mail, and sends no mail', async () => {
    const known = await askRecovery(t, email);
    const other = await askRecovery(t, unknown);
    expect([known.statusCode, other.statusCode]).toEqual([200, 200]);
    expect(known.json().message).toBe(`Um E-mail de recuperação foi enviado para ${email}`);
    expect(other.json().message).toBe(`Um E-mail de recuperação foi enviado para ${unknown}`);

    expect(await jobsOf(t)).toEqual([
      { data: { v: 1, email }, state: 'created' },
      { data: { v: 1, email: unknown }, state: 'created' },
    ]);
    expect(t.smtp.messages).toHaveLength(0);
    const tokens = await t.tdb.ownerDb.execute(sql`select 1 from token_redefinicao_senha`);
    expect(tokens.rows).toHaveLength(0);
  });
});

describe('the recovery job', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, {}, false, { workers: true });
    await withUser(t);
  });
  afterAll(() => t.close());

  it('sends nothing for an unknown e-mail', async () => {
    expect((await askRecovery(t, unknown)).statusCode).toBe(200);
    await waitFor(async () => (await jobsOf(t)).every((j) => j.state === 'completed'), {
      message: 'a tarefa de recuperação não terminou',
    });
    expect(t.smtp.to(unknown)).toHaveLength(0);
  });

  it('e-mails a single-use link that resets the password and ends open sessions', async () => {
    const session = (await post(t, '/api/v1/Auth/login', { Email: email, Password: TEST_PASSWORD })).json();
    const res = await askRecovery(t, email);
    expect(res.json().message).toBe(`Um E-mail de recuperação foi enviado para ${email}`);
    const mails = await waitFor(() => t.smtp.to(email).length > 0 && t.smtp.to(email), {
      message: 'o e-mail de recuperação não chegou',
    });
    expect(mails).toHaveLength(1);
    const token = linkOf(mails[0]!.raw);
    expect(token).toBeDefined();

    const check = await t.app.inject({
      method: 'GET',
      url: `/api/v1/Auth/validar-token-redefinicao?token=${token}`,
    });
    expect(check.statusCode).toBe(200);

    const weak = await post(t, '/api/v1/Auth/redefinir-senha', {
      password: 'fraca',
      passwordConfirmation: 'fraca',
      token,
      email: '',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().title).toBe('A senha deve atender aos requisitos de complexidade');

    const mismatch = await post(t, '/api/v1/Auth/redefinir-senha', {
      password: 'Nova@2026x',
      passwordConfirmation: 'Nova@2026y',
      token,
    });
    expect(mismatch.json().title).toBe('As senhas digitadas não coincidem');

    const ok = await post(t, '/api/v1/Auth/redefinir-senha', {
      password: 'Nova@2026x',
      passwordConfirmation: 'Nova@2026x',
      token,
      email: '',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Senha alterada com sucesso!');

    const reuse = await post(t, '/api/v1/Auth/redefinir-senha', { password: 'Outra@2026', token });
    expect(reuse.statusCode).toBe(400);
    const recheck = await t.app.inject({
      method: 'GET',
      url: `/api/v1/Auth/validar-token-redefinicao?token=${token}`,
    });
    expect(recheck.statusCode).toBe(400);

    const old = await t.app.inject({
      method: 'GET',
      url: `/api/v1/Auth/validar-token?token=${session.loginToken}`,
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(old.statusCode).toBe(401);
    const again = (password: string) => post(t, '/api/v1/Auth/login', { Email: email, Password: password });
    expect((await again(TEST_PASSWORD)).statusCode).toBe(400);
    expect((await again('Nova@2026x')).statusCode).toBe(200);
  });

  it('an invitation (a user the users upload created without a password): a welcome whose link lasts 7 days', async () => {
    const c = await createCliente(t.tdb.ownerDb);
    const novo = await createUser(t.tdb.ownerDb, c.id, { email: 'novo@teste.dev', nome: 'Nina' });
    await t.tdb.ownerDb.update(usuario).set({ senhaHash: null }).where(eq(usuario.id, novo.id));
    const convite: RecoveryJobPayload = { v: 1, email: 'novo@teste.dev', convite: true };
    const antes = Date.now();
    await enqueueJob(t.tdb.ownerDb, RECOVERY_QUEUE, convite);
    const mails = await waitFor(() => t.smtp.to('novo@teste.dev').length > 0 && t.smtp.to('novo@teste.dev'), {
      message: 'o convite não chegou',
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toContain('O seu acesso ao Matriz foi criado com este e-mail.');
    expect(mails[0]!.raw).toContain('válido por 7 dias');
    expect(mails[0]!.raw).not.toContain('a sua senha continua a mesma');
    const [token] = (
      await t.tdb.ownerDb.execute<{ expira: string }>(
        sql`select expires_at::text as expira from token_redefinicao_senha where usuario_id = ${novo.id}`,
      )
    ).rows;
    const dias = (Date.parse(token!.expira) - antes) / 86_400_000;
    expect(dias).toBeGreaterThan(6.99);
    expect(dias).toBeLessThan(7.01);

    const ok = await post(t, '/api/v1/Auth/redefinir-senha', {
      password: 'Nova@2026x',
      passwordConfirmation: 'Nova@2026x',
      token: linkOf(mails[0]!.raw),
    });
    expect(ok.statusCode).toBe(200);

    // with the password defined, a late invitation sends nothing
    await enqueueJob(t.tdb.ownerDb, RECOVERY_QUEUE, convite);
    await waitFor(async () => (await jobsOf(t)).every((j) => j.state === 'completed'), {
      message: 'o segundo convite não terminou',
    });
    expect(t.smtp.to('novo@teste.dev')).toHaveLength(1);
  });

  it('refuses an unknown reset token on load', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/Auth/validar-token-redefinicao?token=inexistente',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().title).toBe('O link de redefinição de senha é inválido ou expirou');
  });
});
