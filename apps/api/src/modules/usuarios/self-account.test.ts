import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createCliente, createUser, signIn, TEST_PASSWORD } from '../../../test/fixtures.ts';
import { tokenRedefinicaoSenha, usuario } from '../../db/schema/index.ts';
import { createOpaqueToken } from '../../lib/tokens.ts';

/**
 * The users screen cannot take the place of 'Alterar Perfil' and 'Alterar Senha', which ask for the current
 * password (issue 8 §1, ASVS V6.2.3): a user allowed to save users may not change their own e-mail there (a
 * stolen access token would then point the account at another mailbox) nor have a new password mailed to
 * themselves. An administrator who changes another user's e-mail ends the links and temporary tokens of that
 * user, as 'Alterar Perfil' does.
 */

const U = '/api/v1/Usuario';
let t: TestApp;
let clienteId: string;
let editor: { id: string; regraId: string; email: string };
let editorHeaders: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ ACCOUNT_LOGIN_LIMIT: '1000' });
  clienteId = (await createCliente(t.tdb.ownerDb)).id;
  editor = await createUser(t.tdb.ownerDb, clienteId, {
    email: 'editor@proprio.dev',
    nome: 'Editor',
    acessos: [{ nome: 'usuarios', acoes: ['Obter', 'Salvar'] }],
  });
  editorHeaders = (await signIn(t.app, editor.email)).headers;
});
afterAll(() => t.close());

const put = (url: string, headers: { authorization: string }, payload?: object) =>
  t.app.inject({ method: 'PUT', url, headers, ...(payload ? { payload } : {}) });
const rowOf = async (id: string) =>
  (await t.tdb.ownerDb.select().from(usuario).where(eq(usuario.id, id)))[0]!;

describe('on oneself, the users screen', () => {
  it("refuses a new e-mail, pointing to 'Alterar Perfil'", async () => {
    const res = await put(`${U}/editar`, editorHeaders, {
      _id: editor.id,
      nome: 'Editor',
      email: 'atacante@fora.dev',
      regraDeAcessosFranqueadorId: editor.regraId,
      isApproved: true,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    const body = res.json();
    expect(body.title).toBe("Para alterar o seu próprio e-mail, use 'Alterar Perfil'.");
    expect(body.errors).toEqual([{ campo: 'email', mensagem: body.title }]);
    expect((await rowOf(editor.id)).email).toBe(editor.email);
  });

  it('still saves the rest (same e-mail, any case)', async () => {
    const res = await put(`${U}/editar`, editorHeaders, {
      _id: editor.id,
      nome: 'Editor Renomeado',
      email: 'EDITOR@proprio.dev',
      regraDeAcessosFranqueadorId: editor.regraId,
      isApproved: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await rowOf(editor.id)).nome).toBe('Editor Renomeado');
  });

  it("refuses to reset one's own password, pointing to 'Alterar Senha'", async () => {
    const before = (await rowOf(editor.id)).senhaHash;
    const mails = t.smtp.to(editor.email).length;
    const res = await put(`${U}/redefinir-senha?userId=${editor.id}`, editorHeaders);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().title).toBe("Para alterar a sua própria senha, use 'Alterar Senha'.");
    expect((await rowOf(editor.id)).senhaHash).toBe(before);
    expect(t.smtp.to(editor.email)).toHaveLength(mails);
  });
});

describe("an administrator's change of another user's e-mail", () => {
  it("ends that user's reset links and temporary tokens", async () => {
    const admin = await createUser(t.tdb.ownerDb, clienteId, { email: 'admin@proprio.dev' });
    const adminHeaders = (await signIn(t.app, admin.email)).headers;
    const user = await createUser(t.tdb.ownerDb, clienteId, { email: 'alvo@proprio.dev' });
    const link = createOpaqueToken();
    await t.tdb.ownerDb.insert(tokenRedefinicaoSenha).values({
      clienteId,
      usuarioId: user.id,
      tokenHash: link.hash,
      expiresAt: new Date(Date.now() + 60_000),
    });
    await signIn(t.app, user.email);
    const conflict = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Auth/login',
      payload: { Email: user.email, Password: TEST_PASSWORD },
    });
    expect(conflict.statusCode).toBe(401);

    const res = await put(`${U}/editar`, adminHeaders, {
      _id: user.id,
      nome: 'Alvo',
      email: 'novo-alvo@proprio.dev',
      regraDeAcessosFranqueadorId: user.regraId,
      isApproved: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const linkCheck = await t.app.inject({
      method: 'GET',
      url: `/api/v1/Auth/validar-token-redefinicao?token=${link.token}`,
    });
    expect(linkCheck.statusCode).toBe(400);
    const forced = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Auth/login',
      payload: { Email: 'novo-alvo@proprio.dev', Password: '', Token: conflict.json().token },
    });
    expect(forced.statusCode).toBe(400);
  });
});
