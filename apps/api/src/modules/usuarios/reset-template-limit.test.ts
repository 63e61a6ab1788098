import { isPasswordStrong } from '@matriz/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createCliente, createUser, signIn } from '../../../test/fixtures.ts';
import { generatePassword } from './generate-password.ts';

let t: TestApp;
let admin: Record<string, string>;
let starter: Record<string, string>;
let starterRegra: string;
let starterAdminId: string;

const U = '/api/v1/Usuario';

beforeAll(async () => {
  t = await createTestApp();
  const a = await createCliente(t.tdb.ownerDb, { nome: 'Rede Premium' });
  await createUser(t.tdb.ownerDb, a.id, { email: 'admin@p.dev', nome: 'Paula' });
  await createUser(t.tdb.ownerDb, a.id, { email: 'alvo@p.dev', nome: 'Alvo' });
  const s = await createCliente(t.tdb.ownerDb, { nome: 'Rede Starter', plano: 'Starter' });
  const sa = await createUser(t.tdb.ownerDb, s.id, { email: 'admin@s.dev' });
  starterRegra = sa.regraId;
  starterAdminId = sa.id;
  const b = await createCliente(t.tdb.ownerDb);
  await createUser(t.tdb.ownerDb, b.id, { email: 'fora@b.dev' });
  admin = (await signIn(t.app, 'admin@p.dev')).headers;
  starter = (await signIn(t.app, 'admin@s.dev')).headers;
});
afterAll(() => t.close());

const call = (method: string, url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) });

const idOf = async (email: string, headers = admin) =>
  (await call('GET', `${U}/listar?email=${email}`, headers)).json().users[0]._id as string;

describe('generatePassword', () => {
  it('always meets the policy', () => {
    for (let i = 0; i < 500; i++) expect(isPasswordStrong(generatePassword())).toBe(true);
  });
});

describe('PUT reset user password', () => {
  it('sets a new password, ends the sessions and e-mails the password to the user', async () => {
    const alvo = await signIn(t.app, 'alvo@p.dev');
    const id = await idOf('alvo@p.dev');
    const res = await call('PUT', `${U}/redefinir-senha?userId=${id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Senha redefinida. A nova senha foi enviada para alvo@p.dev.' });
    expect((await call('GET', '/api/v1/Logo', alvo.headers)).statusCode).toBe(401);
    const mails = t.smtp.to('alvo@p.dev');
    expect(mails).toHaveLength(1);
    const senha = /A sua nova senha é: (\S+)/.exec(mails[0]!.raw)?.[1];
    expect(senha && isPasswordStrong(senha)).toBe(true);
    await signIn(t.app, 'alvo@p.dev', senha);
  });

  it("answers 404 for another cliente's user and sends nothing", async () => {
    const foreignId = (
      await t.tdb.ownerDb.query.usuario.findFirst({ where: (u, { eq }) => eq(u.email, 'fora@b.dev') })
    )?.id;
    const res = await call('PUT', `${U}/redefinir-senha?userId=${foreignId}`, admin);
    expect(res.statusCode).toBe(404);
    expect(t.smtp.to('fora@b.dev')).toHaveLength(0);
  });
});

describe('GET user-import template', () => {
  it('downloads a real xlsx with the header, frozen, and the rule names on a second sheet', async () => {
    const res = await call('GET', `${U}/exportar-modelo`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe('attachment; filename="modelo-importacao-usuarios.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const [users, rules] = workbook.worksheets;
    expect(users?.name).toBe('Usuários');
    expect(users?.getRow(1).values).toEqual([
      undefined,
      'Nome',
      'E-mail',
      'Regra de acesso',
      'Ativo (Sim/Não)',
    ]);
    expect(users?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(users?.getCell('D2').dataValidation).toMatchObject({ type: 'list', formulae: ['"Sim,Não"'] });
    expect(rules?.name).toBe('Regras de acesso');
    const names = rules!.getColumn(1).values.slice(2);
    expect(names).toEqual(['Regra admin@p.dev', 'Regra alvo@p.dev']);
  });
});

describe('plan limit of active users', () => {
  const user = (email: string, isApproved = true) => ({
    nome: email,
    email,
    regraDeAcessosFranqueadorId: starterRegra,
    password: 'Forte@2026',
    passwordConfirmacao: 'Forte@2026',
    isApproved,
  });

  it('lets a premium cliente add users without limit', async () => {
    expect((await call('GET', `${U}/limite`, admin)).json()).toEqual({
      podeCadastrar: true,
      ativos: 2,
      limite: null,
    });
  });

  it('stops a Starter cliente at 3 active users, creating or re-activating', async () => {
    expect((await call('GET', `${U}/limite`, starter)).json()).toEqual({
      podeCadastrar: true,
      ativos: 1,
      limite: 3,
    });
    for (const email of ['s2@s.dev', 's3@s.dev'])
      expect((await call('POST', `${U}/criar`, starter, user(email))).statusCode).toBe(200);
    expect((await call('GET', `${U}/limite`, starter)).json()).toEqual({
      podeCadastrar: false,
      ativos: 3,
      limite: 3,
    });

    const fourth = await call('POST', `${U}/criar`, starter, user('s4@s.dev'));
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json().title).toBe('Limite de usuários atingido, seja premium para cadastrar novos');
    expect((await call('POST', `${U}/criar`, starter, user('s4@s.dev', false))).statusCode).toBe(200);

    const s4 = await idOf('s4@s.dev', starter);
    const activate = (id: string, email: string, isApproved: boolean) =>
      call('PUT', `${U}/editar`, starter, {
        _id: id,
        nome: email,
        email,
        regraDeAcessosFranqueadorId: starterRegra,
        isApproved,
      });
    const again = await activate(s4, 's4@s.dev', true);
    expect(again.statusCode).toBe(403);
    expect(again.json().title).toBe('Limite de usuários atingido, seja premium para cadastrar novos');
    // an active user may still be edited while at the limit
    expect((await activate(starterAdminId, 'admin@s.dev', true)).statusCode).toBe(200);

    expect((await activate(await idOf('s3@s.dev', starter), 's3@s.dev', false)).statusCode).toBe(200);
    expect((await activate(s4, 's4@s.dev', true)).statusCode).toBe(200);
    expect((await call('GET', `${U}/limite`, starter)).json()).toMatchObject({
      podeCadastrar: false,
      ativos: 3,
    });
  });

  it('keeps the limit under concurrent creations', async () => {
    const id = await idOf('s4@s.dev', starter);
    await call('PUT', `${U}/editar`, starter, {
      _id: id,
      nome: 's4',
      email: 's4@s.dev',
      regraDeAcessosFranqueadorId: starterRegra,
      isApproved: false,
    });
    const results = await Promise.all(
      ['c1@s.dev', 'c2@s.dev', 'c3@s.dev'].map((email) => call('POST', `${U}/criar`, starter, user(email))),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 403, 403]);
  });
});
