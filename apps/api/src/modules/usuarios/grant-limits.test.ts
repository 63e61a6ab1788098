import { regraMessages, usuariosMessages } from '@matriz/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createCliente, createUser, signIn } from '../../../test/fixtures.ts';

/**
 * The users permission does not let an editor climb above their own rule: they may neither create nor give a
 * rule with accesses or data they lack (the administrators' rule included), nor change, reset or delete a user
 * — or edit or delete a rule — stronger than themselves. An administrator may do all of it.
 */

let t: TestApp;
let admin: Record<string, string>;
let editor: Record<string, string>;
let adminUser: { id: string; regraId: string };
let editorUser: { id: string; regraId: string };
let weakRegra: string;
let marcaId: string;

const U = '/api/v1/Usuario';
const R = '/api/v1/RegraDeAcesso';
const strong = 'Forte@2026';
const editorAcessos = [
  { nome: 'usuarios', acoes: ['Obter', 'Salvar', 'Deletar'] },
  { nome: 'DRE', acoes: ['Obter'] },
];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.tdb.ownerDb;
  const a = await createCliente(db, { nome: 'Rede Degraus' });
  marcaId = a.marcaId;
  adminUser = await createUser(db, a.id, { email: 'admin@degraus.dev', nome: 'Alice Admin' });
  editorUser = await createUser(db, a.id, { email: 'editor@degraus.dev', acessos: editorAcessos });
  weakRegra = (
    await createUser(db, a.id, { email: 'leitor@degraus.dev', acessos: [{ nome: 'DRE', acoes: ['Obter'] }] })
  ).regraId;
  admin = (await signIn(t.app, 'admin@degraus.dev')).headers;
  editor = (await signIn(t.app, 'editor@degraus.dev')).headers;
});
afterAll(() => t.close());

const call = (headers: Record<string, string>, method: string, url: string, payload?: object) =>
  t.app.inject({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) });

const rule = (nome: string, acessos: object[]) => ({
  nome,
  marcas: [marcaId],
  gruposIds: [],
  empresasIds: [],
  clusterEmpresaBool: false,
  clustersEmpresasIds: [],
  clusterCentroDeCustosBool: false,
  centroDecustosIds: [],
  clustersCentroDecustosIds: [],
  acessos,
});

const user = (email: string, regraId: string, over: object = {}) => ({
  nome: 'Pessoa Nova',
  email,
  regraDeAcessosFranqueadorId: regraId,
  password: strong,
  passwordConfirmacao: strong,
  isApproved: true,
  ...over,
});

describe('an editor who is not an administrator', () => {
  it('creates rules within their own accesses', async () => {
    const res = await call(editor, 'POST', `${R}/criar`, rule('Só DRE', [{ nome: 'dre', acoes: ['Obter'] }]));
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['an action they lack', [{ nome: 'DRE', acoes: ['Obter', 'Exportar'] }]],
    ['a resource they lack', [{ nome: 'FluxoDeCaixa', acoes: ['Obter'] }]],
    ['the administrator entry', [{ nome: 'sysAdmin', acoes: [] }]],
  ])('may not create a rule granting %s', async (_, acessos) => {
    const res = await call(editor, 'POST', `${R}/criar`, rule(`Forte ${String(_)}`, acessos));
    expect(res.statusCode).toBe(403);
    expect(res.json().title).toBe(regraMessages.grantBeyondEditor);
    const list = await call(admin, 'GET', `${R}/listar?nome=Forte`);
    expect(list.json().total).toBe(0);
  });

  it('may not edit or delete a rule stronger than their own', async () => {
    const edit = await call(editor, 'PUT', `${R}/editar`, {
      _id: adminUser.regraId,
      ...rule('Regra admin@degraus.dev', [{ nome: 'DRE', acoes: ['Obter'] }]),
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().title).toBe(regraMessages.ruleBeyondEditor);
    const del = await call(editor, 'DELETE', `${R}/deletar?id=${adminUser.regraId}`);
    expect(del.statusCode).toBe(403);
    const still = await call(admin, 'GET', `${R}/${adminUser.regraId}`);
    expect(still.json().acessos).toEqual([{ nome: 'sysAdmin', acoes: [] }]);
  });

  it('is offered only the rules they may give', async () => {
    const res = await call(editor, 'GET', `${R}/listar-para-formulario`);
    const offered = res.json().map((o: { label: string }) => o.label);
    expect(offered).toContain('Regra leitor@degraus.dev');
    expect(offered).toContain('Regra editor@degraus.dev');
    expect(offered).not.toContain('Regra admin@degraus.dev');
    const all = (await call(admin, 'GET', `${R}/listar-para-formulario`)).json();
    expect(all.map((o: { label: string }) => o.label)).toContain('Regra admin@degraus.dev');
  });

  it('gives users rules within their own, and not a stronger one', async () => {
    const ok = await call(editor, 'POST', `${U}/criar`, user('fraco@degraus.dev', weakRegra));
    expect(ok.statusCode).toBe(200);
    const strongOne = await call(editor, 'POST', `${U}/criar`, user('forte@degraus.dev', adminUser.regraId));
    expect(strongOne.statusCode).toBe(403);
    expect(strongOne.json().title).toBe(usuariosMessages.ruleBeyondEditor);
    const listed = await call(admin, 'GET', `${U}/listar?email=forte@`);
    expect(listed.json().total).toBe(0);
  });

  it('may not give themselves the administrators’ rule', async () => {
    const res = await call(editor, 'PUT', `${U}/editar`, {
      _id: editorUser.id,
      nome: 'Editor',
      email: 'editor@degraus.dev',
      regraDeAcessosFranqueadorId: adminUser.regraId,
      isApproved: true,
    });
    expect(res.statusCode).toBe(403);
    const me = await call(admin, 'GET', `${U}/obter?id=${editorUser.id}`);
    expect(me.json().regraDeAcessosFranqueadorId).toBe(editorUser.regraId);
  });

  it('may not change, reset or delete an administrator (e.g. take over their e-mail)', async () => {
    const edit = await call(editor, 'PUT', `${U}/editar`, {
      _id: adminUser.id,
      nome: 'Alice Admin',
      email: 'editor+admin@degraus.dev',
      regraDeAcessosFranqueadorId: adminUser.regraId,
      isApproved: true,
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().title).toBe(usuariosMessages.userBeyondEditor);
    const reset = await call(editor, 'PUT', `${U}/redefinir-senha?userId=${adminUser.id}`);
    expect(reset.statusCode).toBe(403);
    const del = await call(editor, 'DELETE', `${U}/deletar?id=${adminUser.id}`);
    expect(del.statusCode).toBe(403);
    const still = await call(admin, 'GET', `${U}/obter?id=${adminUser.id}`);
    expect(still.json().email).toBe('admin@degraus.dev');
  });
});

describe('an administrator', () => {
  it('grants anything, the administrators’ rule included', async () => {
    const r = await call(
      admin,
      'POST',
      `${R}/criar`,
      rule('Exportadores', [{ nome: 'DRE', acoes: ['Exportar'] }]),
    );
    expect(r.statusCode).toBe(200);
    const u = await call(admin, 'POST', `${U}/criar`, user('segundo.admin@degraus.dev', adminUser.regraId));
    expect(u.statusCode).toBe(200);
  });
});
