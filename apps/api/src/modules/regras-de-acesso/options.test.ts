import { normalizeAcessos } from '@matriz/contracts';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createCliente, createRede, createUser, signIn } from '../../../test/fixtures.ts';
import { marca } from '../../db/schema/index.ts';

let t: TestApp;
let admin: Record<string, string>;
let limited: Record<string, string>;
let a: Awaited<ReturnType<typeof createCliente>>;
let norte: Awaited<ReturnType<typeof createRede>>;
let sul: Awaited<ReturnType<typeof createRede>>;
const marcaSul = uuidv7();

const R = '/api/v1/RegraDeAcesso';

beforeAll(async () => {
  t = await createTestApp();
  a = await createCliente(t.tdb.ownerDb, { nome: 'Rede A' });
  await t.tdb.ownerDb.insert(marca).values({ clienteId: a.id, id: marcaSul, nome: 'Marca Sul' });
  norte = await createRede(t.tdb.ownerDb, a.id, a.marcaId, 'Norte');
  sul = await createRede(t.tdb.ownerDb, a.id, marcaSul, 'Sul');
  await createUser(t.tdb.ownerDb, a.id, { email: 'admin@a.dev' });
  await createUser(t.tdb.ownerDb, a.id, { email: 'dre@a.dev', acessos: [{ nome: 'DRE', acoes: ['Obter'] }] });
  const b = await createCliente(t.tdb.ownerDb);
  await createRede(t.tdb.ownerDb, b.id, b.marcaId, 'Estrangeira');
  admin = (await signIn(t.app, 'admin@a.dev')).headers;
  limited = (await signIn(t.app, 'dre@a.dev')).headers;
});
afterAll(() => t.close());

const get = async (url: string, headers = admin) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json(), raw: res.body };
};

describe('option lists of the rule form', () => {
  it("lists the cliente's marcas only", async () => {
    const { status, body, raw } = await get(`${R}/opcoes-marcas`);
    expect(status).toBe(200);
    expect(body).toEqual([
      { id: marcaSul, label: 'Marca Sul' },
      { id: a.marcaId, label: expect.stringMatching(/^Marca T/) },
    ]);
    expect(raw).not.toContain('Estrangeira');
  });

  it('lists grupos, optionally of the chosen marcas ("0" is all)', async () => {
    expect((await get(`${R}/opcoes-grupos`)).body.map((o: { label: string }) => o.label)).toEqual([
      'Grupo Norte',
      'Grupo Sul',
    ]);
    expect((await get(`${R}/opcoes-grupos?marcas=${marcaSul}`)).body).toEqual([
      { id: sul.grupoId, label: 'Grupo Sul' },
    ]);
    expect((await get(`${R}/opcoes-grupos?marcas=0`)).body).toHaveLength(2);
  });

  it('lists empresas by marcas (comma-separated) and grupos', async () => {
    expect((await get(`${R}/opcoes-empresas`)).body).toHaveLength(2);
    expect((await get(`${R}/opcoes-empresas?marcas=${a.marcaId},${marcaSul}`)).body).toHaveLength(2);
    expect((await get(`${R}/opcoes-empresas?marcas=${a.marcaId}`)).body).toEqual([
      { id: norte.empresaId, label: 'Norte' },
    ]);
    expect((await get(`${R}/opcoes-empresas?grupos=${sul.grupoId}`)).body).toEqual([
      { id: sul.empresaId, label: 'Sul' },
    ]);
    const bad = await get(`${R}/opcoes-empresas?marcas=abc`);
    expect(bad.status).toBe(400);
    expect(bad.body.title).toBe('Identificador inválido');
  });

  it('lists clusters by target', async () => {
    expect((await get(`${R}/opcoes-clusters`)).body).toHaveLength(4);
    expect((await get(`${R}/opcoes-clusters?alvo=empresa`)).body).toEqual([
      { id: norte.clusterEmpresaId, label: 'Cluster Norte' },
      { id: sul.clusterEmpresaId, label: 'Cluster Sul' },
    ]);
    expect((await get(`${R}/opcoes-clusters?alvo=centro_de_custo`)).body).toEqual([
      { id: norte.clusterCentroId, label: 'Cluster CC Norte' },
      { id: sul.clusterCentroId, label: 'Cluster CC Sul' },
    ]);
  });

  it('lists cost centres grouped by store', async () => {
    expect((await get(`${R}/opcoes-centros-de-custo?marcas=${marcaSul}`)).body).toEqual([
      { id: sul.empresaId, label: 'Sul', children: [{ id: sul.centroId, label: '001 - Loja' }] },
    ]);
    expect((await get(`${R}/opcoes-centros-de-custo?empresas=${norte.empresaId}`)).body).toEqual([
      { id: norte.empresaId, label: 'Norte', children: [{ id: norte.centroId, label: '001 - Loja' }] },
    ]);
    expect((await get(`${R}/opcoes-centros-de-custo`)).body).toHaveLength(2);
  });

  it('refuses a user without the usuarios rule', async () => {
    for (const path of ['marcas', 'grupos', 'empresas', 'clusters', 'centros-de-custo'])
      expect((await get(`${R}/opcoes-${path}`, limited)).status).toBe(403);
  });
});

describe('normalizeAcessos', () => {
  it('keeps known resources with actions, in the grid order and spelling', () => {
    expect(
      normalizeAcessos([
        { nome: 'usuarios', acoes: ['Deletar', 'obter', 'Obter'] },
        { nome: 'dre', acoes: ['Exportar'] },
        { nome: 'Cluster', acoes: [] },
      ]),
    ).toEqual({
      ok: true,
      acessos: [
        { nome: 'DRE', acoes: ['Exportar'] },
        { nome: 'usuarios', acoes: ['Obter', 'Deletar'] },
      ],
    });
  });

  it('reduces any rule with sysAdmin to sysAdmin alone', () => {
    expect(
      normalizeAcessos([
        { nome: 'DRE', acoes: ['Obter'] },
        { nome: 'SYSADMIN', acoes: ['Obter'] },
      ]),
    ).toEqual({
      ok: true,
      acessos: [{ nome: 'sysAdmin', acoes: [] }],
    });
  });

  it('refuses unknown resources and actions', () => {
    expect(normalizeAcessos([{ nome: 'Nada', acoes: [] }])).toEqual({
      ok: false,
      message: 'Permissão desconhecida: Nada',
    });
    expect(normalizeAcessos([{ nome: 'Logo', acoes: ['Obter'] }])).toEqual({
      ok: false,
      message: 'Ação desconhecida para Logo: Obter',
    });
  });
});
