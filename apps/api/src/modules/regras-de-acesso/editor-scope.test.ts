import { regraMessages } from '@matriz/contracts';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createCliente, createRede, createUser, signIn } from '../../../test/fixtures.ts';
import {
  cluster,
  clusterCentroDeCusto,
  clusterEmpresa,
  marca,
  regraAcessoMarca,
} from '../../db/schema/index.ts';
import { SCOPE_FORBIDDEN } from '../access/scope.ts';

/**
 * The access-rule form through the editor's own scope: an administrator sees and grants everything; an
 * editor limited to one marca sees only that marca's items and may grant nothing beyond them.
 */

let t: TestApp;
let admin: Record<string, string>;
let editor: Record<string, string>;
let a: Awaited<ReturnType<typeof createCliente>>;
let norte: Awaited<ReturnType<typeof createRede>>;
let leste: Awaited<ReturnType<typeof createRede>>;
let sul: Awaited<ReturnType<typeof createRede>>;
const marcaSul = uuidv7();
const dinamicos = { m1: uuidv7(), todas: uuidv7(), ccSul: uuidv7() };

const R = '/api/v1/RegraDeAcesso';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.tdb.ownerDb;
  a = await createCliente(db, { nome: 'Rede Escopo' });
  await db.insert(marca).values({ clienteId: a.id, id: marcaSul, nome: 'Marca Sul' });
  norte = await createRede(db, a.id, a.marcaId, 'Norte');
  leste = await createRede(db, a.id, a.marcaId, 'Leste');
  sul = await createRede(db, a.id, marcaSul, 'Sul');
  const clienteId = a.id;
  await db.insert(clusterEmpresa).values([
    { clienteId, clusterId: norte.clusterEmpresaId, empresaId: norte.empresaId },
    { clienteId, clusterId: sul.clusterEmpresaId, empresaId: sul.empresaId },
  ]);
  await db.insert(clusterCentroDeCusto).values([
    { clienteId, clusterId: norte.clusterCentroId, centroDeCustoId: norte.centroId },
    { clienteId, clusterId: sul.clusterCentroId, centroDeCustoId: sul.centroId },
  ]);
  await db.insert(cluster).values([
    { clienteId, id: dinamicos.m1, nome: 'Dinâmico M1', tipo: 'dinamico', filtros: { marca: [a.marcaId] } },
    { clienteId, id: dinamicos.todas, nome: 'Dinâmico todas', tipo: 'dinamico', filtros: {} },
    {
      clienteId,
      id: dinamicos.ccSul,
      nome: 'Dinâmico CC Sul',
      tipo: 'dinamico',
      alvo: 'centro_de_custo',
      filtros: { marca: [marcaSul] },
    },
  ]);
  await createUser(db, a.id, { email: 'admin@escopo.dev' });
  const limited = await createUser(db, a.id, {
    email: 'editor@escopo.dev',
    acessos: [
      { nome: 'usuarios', acoes: ['Obter', 'Salvar'] },
      { nome: 'DRE', acoes: ['Obter'] },
    ],
  });
  await db.insert(regraAcessoMarca).values({ clienteId, regraAcessoId: limited.regraId, marcaId: a.marcaId });
  admin = (await signIn(t.app, 'admin@escopo.dev')).headers;
  editor = (await signIn(t.app, 'editor@escopo.dev')).headers;
});
afterAll(() => t.close());

const get = async (url: string, headers: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() };
};
const labels = async (url: string, headers: Record<string, string>) => {
  const { status, body } = await get(url, headers);
  expect(status).toBe(200);
  return (body as Array<{ label: string }>).map((o) => o.label);
};

describe('option lists through the scope', () => {
  it('show an administrator everything', async () => {
    expect(await labels(`${R}/opcoes-marcas`, admin)).toHaveLength(2);
    expect(await labels(`${R}/opcoes-grupos`, admin)).toEqual(['Grupo Leste', 'Grupo Norte', 'Grupo Sul']);
    expect(await labels(`${R}/opcoes-empresas`, admin)).toEqual(['Leste', 'Norte', 'Sul']);
    expect(await labels(`${R}/opcoes-clusters?alvo=empresa`, admin)).toEqual([
      'Cluster Leste',
      'Cluster Norte',
      'Cluster Sul',
      'Dinâmico M1',
      'Dinâmico todas',
    ]);
    expect(await labels(`${R}/opcoes-centros-de-custo`, admin)).toEqual(['Leste', 'Norte', 'Sul']);
  });

  it('show a limited editor only what is in their scope, clusters only when wholly inside it', async () => {
    expect(await labels(`${R}/opcoes-marcas`, editor)).toEqual([expect.stringMatching(/^Marca T/)]);
    expect(await labels(`${R}/opcoes-grupos`, editor)).toEqual(['Grupo Leste', 'Grupo Norte']);
    expect(await labels(`${R}/opcoes-grupos?marcas=0`, editor)).toEqual(['Grupo Leste', 'Grupo Norte']);
    expect(await labels(`${R}/opcoes-empresas`, editor)).toEqual(['Leste', 'Norte']);
    expect(await labels(`${R}/opcoes-clusters?alvo=empresa`, editor)).toEqual([
      'Cluster Leste',
      'Cluster Norte',
      'Dinâmico M1',
    ]);
    expect(await labels(`${R}/opcoes-clusters?alvo=centro_de_custo`, editor)).toEqual([
      'Cluster CC Leste',
      'Cluster CC Norte',
    ]);
    expect(await labels(`${R}/opcoes-centros-de-custo`, editor)).toEqual(['Leste', 'Norte']);
  });

  it('refuse (403) a filter naming an id outside the scope', async () => {
    for (const url of [
      `${R}/opcoes-grupos?marcas=${marcaSul}`,
      `${R}/opcoes-empresas?grupos=${sul.grupoId}`,
      `${R}/opcoes-empresas?marcas=${a.marcaId},${marcaSul}`,
      `${R}/opcoes-centros-de-custo?empresas=${sul.empresaId}`,
    ]) {
      const { status, body } = await get(url, editor);
      expect(status).toBe(403);
      expect(body.title).toBe(SCOPE_FORBIDDEN);
      expect((await get(url, admin)).status).toBe(200);
    }
  });
});

describe('saving a rule within the editor scope', () => {
  let n = 0;
  const rule = (over: Record<string, unknown>) => ({
    nome: `Regra ${++n}`,
    marcas: [a.marcaId],
    acessos: [{ nome: 'DRE', acoes: ['Obter'] }],
    ...over,
  });
  const save = (headers: Record<string, string>, body: object, method: 'POST' | 'PUT' = 'POST') =>
    t.app.inject({ method, url: `${R}/${method === 'POST' ? 'criar' : 'editar'}`, headers, payload: body });

  it('accepts what the editor has', async () => {
    for (const over of [
      {},
      { empresasIds: [norte.empresaId], centroDecustosIds: [norte.centroId] },
      { gruposIds: [leste.grupoId] },
      { clusterEmpresaBool: true, clustersEmpresasIds: [norte.clusterEmpresaId, dinamicos.m1] },
      { clusterCentroDeCustosBool: true, clustersCentroDecustosIds: [norte.clusterCentroId] },
    ]) {
      const res = await save(editor, rule(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(200);
    }
  });

  it('refuses (403) a rule granting data outside the editor scope, and saves nothing', async () => {
    for (const over of [
      { marcas: [marcaSul] },
      { marcas: ['0'] },
      { marcas: [] },
      { gruposIds: [sul.grupoId] },
      { empresasIds: [sul.empresaId] },
      { centroDecustosIds: [sul.centroId] },
      { clusterEmpresaBool: true, clustersEmpresasIds: [dinamicos.todas] },
      { clusterEmpresaBool: true, clustersEmpresasIds: [sul.clusterEmpresaId] },
      { clusterCentroDeCustosBool: true, clustersCentroDecustosIds: [dinamicos.ccSul] },
    ]) {
      const body = rule(over);
      const res = await save(editor, body);
      expect(res.statusCode, JSON.stringify(over)).toBe(403);
      expect(res.json().title).toBe(SCOPE_FORBIDDEN);
      const listed = await get(`${R}/listar?nome=${encodeURIComponent(body.nome)}`, admin);
      expect(listed.body.total).toBe(0);
    }
    // an administrator rule is refused before its data: the editor lacks the administrator entry
    const res = await save(editor, rule({ acessos: [{ nome: 'sysAdmin', acoes: [] }] }));
    expect(res.statusCode).toBe(403);
    expect(res.json().title).toBe(regraMessages.grantBeyondEditor);
  });

  it('does not let the editor change a rule reaching beyond their scope, not even to narrow it; an administrator may', async () => {
    const body = rule({ marcas: [marcaSul] });
    expect((await save(admin, body)).statusCode).toBe(200);
    const id = (await get(`${R}/listar?nome=${encodeURIComponent(body.nome)}`, admin)).body.regras[0]._id;
    for (const marcas of [[marcaSul], [a.marcaId]]) {
      const res = await save(editor, { ...body, _id: id, marcas }, 'PUT');
      expect(res.statusCode).toBe(403);
      expect(res.json().title).toBe(regraMessages.ruleBeyondEditor);
    }
    expect((await get(`${R}/${id}`, admin)).body.marcas).toEqual([marcaSul]);
    expect((await save(admin, { ...body, _id: id, marcas: ['0'] }, 'PUT')).statusCode).toBe(200);
  });
});
