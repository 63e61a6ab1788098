import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createCliente, createUser, TEST_PASSWORD } from '../../../test/fixtures.ts';

let t: TestApp;
const email = 'rita@teste.dev';

beforeAll(async () => {
  t = await createTestApp();
  const c = await createCliente(t.tdb.ownerDb);
  await createUser(t.tdb.ownerDb, c.id, { email, nome: 'Rita' });
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, payload });
const linkOf = (raw: string) => /http:\/\/localhost:3000\/reset-password\/([A-Za-z0-9_-]+)/.exec(raw)?.[1];

describe('password recovery', () => {
  it('answers the same for unknown e-mails and sends nothing', async () => {
    const res = await post('/api/v1/Auth/enviar-email-recuperacao', { Email: 'nao-existe@teste.dev' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Um E-mail de recuperação foi enviado para nao-existe@teste.dev');
    expect(t.smtp.to('nao-existe@teste.dev')).toHaveLength(0);
  });

  it('e-mails a single-use link that resets the password and ends open sessions', async () => {
    const session = (await post('/api/v1/Auth/login', { Email: email, Password: TEST_PASSWORD })).json();
    const res = await post('/api/v1/Auth/enviar-email-recuperacao', { Email: email });
    expect(res.json().message).toBe(`Um E-mail de recuperação foi enviado para ${email}`);
    const mails = t.smtp.to(email);
    expect(mails).toHaveLength(1);
    const token = linkOf(mails[0]!.raw);
    expect(token).toBeDefined();

    const check = await t.app.inject({
      method: 'GET',
      url: `/api/v1/Auth/validar-token-redefinicao?token=${token}`,
    });
    expect(check.statusCode).toBe(200);

    const weak = await post('/api/v1/Auth/redefinir-senha', {
      password: 'fraca',
      passwordConfirmation: 'fraca',
      token,
      email: '',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().title).toBe('A senha deve atender aos requisitos de complexidade');

    const mismatch = await post('/api/v1/Auth/redefinir-senha', {
      password: 'Nova@2026x',
      passwordConfirmation: 'Nova@2026y',
      token,
    });
    expect(mismatch.json().title).toBe('As senhas digitadas não coincidem');

    const ok = await post('/api/v1/Auth/redefinir-senha', {
      password: 'Nova@2026x',
      passwordConfirmation: 'Nova@2026x',
      token,
      email: '',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Senha alterada com sucesso!');

    const reuse = await post('/api/v1/Auth/redefinir-senha', { password: 'Outra@2026', token });
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
    expect((await post('/api/v1/Auth/login', { Email: email, Password: TEST_PASSWORD })).statusCode).toBe(
      400,
    );
    expect((await post('/api/v1/Auth/login', { Email: email, Password: 'Nova@2026x' })).statusCode).toBe(200);
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
