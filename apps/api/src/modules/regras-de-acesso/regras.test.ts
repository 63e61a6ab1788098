import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createCliente, createRede, createUser, signIn } from '../../../test/fixtures.ts';

let t: TestApp;
let admin: Record<string, string>;
let a: Awaited<ReturnType<typeof createCliente>>;
let rede: Awaited<ReturnType<typeof createRede>>;
let foreign: Awaited<ReturnType<typeof createRede>> & { marcaId: string; regraId: string };
let adminRegra: string;

const R = '/api/v1/RegraDeAcesso';

beforeAll(async () => {
  t = await createTestApp();
  a = await createCliente(t.tdb.ownerDb, { nome: 'Rede A' });
  adminRegra = (await createUser(t.tdb.ownerDb, a.id, { email: 'admin@a.dev' })).regraId;
  rede = await createRede(t.tdb.ownerDb, a.id, a.marcaId, 'Loja A');
  const b = await createCliente(t.tdb.ownerDb, { nome: 'Rede B' });
  const bRegra = (await createUser(t.tdb.ownerDb, b.id, { email: 'admin@b.dev' })).regraId;
  foreign = {
    ...(await createRede(t.tdb.ownerDb, b.id, b.marcaId, 'Loja B')),
    marcaId: b.marcaId,
    regraId: bRegra,
  };
  admin = (await signIn(t.app, 'admin@a.dev')).headers;
});
afterAll(() => t.close());

const call = (method: string, url: string, payload?: object, headers = admin) =>
  t.app.inject({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) });

const rule = (over: Record<string, unknown> = {}) => ({
  nome: 'Analista',
  marcas: [a.marcaId],
  gruposIds: [rede.grupoId],
  empresasIds: [rede.empresaId],
  clusterEmpresaBool: false,
  clustersEmpresasIds: [],
  clusterCentroDeCustosBool: false,
  centroDecustosIds: [rede.centroId],
  clustersCentroDecustosIds: [],
  acessos: [
    { nome: 'DRE', acoes: ['Obter', 'Exportar'] },
    { nome: 'Cluster', acoes: [] },
  ],
  ...over,
});

const idOf = async (nome: string) =>
  (await call('GET', `${R}/listar?nome=${encodeURIComponent(nome)}`)).json().regras[0]._id as string;

describe('POST create rule and GET by id', () => {
  it('creates the rule with its scope; resources without actions are dropped', async () => {
    const res = await call('POST', `${R}/criar`, rule());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Regra de Usuário criada com sucesso' });
    const id = await idOf('Analista');
    const got = await call('GET', `${R}/${id}`);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual({
      _id: id,
      nome: 'Analista',
      marcas: [a.marcaId],
      gruposIds: [rede.grupoId],
      empresasIds: [rede.empresaId],
      clusterEmpresaBool: false,
      clustersEmpresasIds: [],
      clusterCentroDeCustosBool: false,
      centroDecustosIds: [rede.centroId],
      clustersCentroDecustosIds: [],
      acessos: [{ nome: 'DRE', acoes: ['Obter', 'Exportar'] }],
      visaoConsultor: false,
    });
  });

  it('keeps only sysAdmin for an administrator, and "0" for every marca', async () => {
    const res = await call(
      'POST',
      `${R}/criar`,
      rule({
        nome: 'Gerentes',
        marcas: ['0', a.marcaId],
        acessos: [
          { nome: 'DRE', acoes: ['Obter'] },
          { nome: 'sysAdmin', acoes: ['x'] },
        ],
      }),
    );
    expect(res.statusCode).toBe(200);
    const got = (await call('GET', `${R}/${await idOf('Gerentes')}`)).json();
    expect(got.acessos).toEqual([{ nome: 'sysAdmin', acoes: [] }]);
    expect(got.marcas).toEqual(['0']);
  });

  it('uses the cluster lists when the toggles are on, and empties the swapped lists', async () => {
    const res = await call(
      'POST',
      `${R}/criar`,
      rule({
        nome: 'Por clusters',
        clusterEmpresaBool: true,
        clustersEmpresasIds: [rede.clusterEmpresaId],
        clusterCentroDeCustosBool: true,
        clustersCentroDecustosIds: [rede.clusterCentroId],
      }),
    );
    expect(res.statusCode).toBe(200);
    const got = (await call('GET', `${R}/${await idOf('Por clusters')}`)).json();
    expect(got).toMatchObject({
      empresasIds: [],
      clustersEmpresasIds: [rede.clusterEmpresaId],
      centroDecustosIds: [],
      clustersCentroDecustosIds: [rede.clusterCentroId],
    });
  });

  it('answers the validation messages and changes nothing', async () => {
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ nome: '' }, 400, 'Nome é um campo obrigatório!'],
      [{ nome: undefined }, 400, 'Nome é um campo obrigatório!'],
      [
        { nome: 'X', acessos: [{ nome: 'Financeiro', acoes: ['Obter'] }] },
        400,
        'Permissão desconhecida: Financeiro',
      ],
      [
        { nome: 'X', acessos: [{ nome: 'sysPremium', acoes: [] }] },
        400,
        'Permissão desconhecida: sysPremium',
      ],
      [
        { nome: 'X', acessos: [{ nome: 'DRE', acoes: ['Apagar'] }] },
        400,
        'Ação desconhecida para DRE: Apagar',
      ],
      [{ nome: 'X', marcas: [foreign.marcaId] }, 400, 'Uma ou mais marcas selecionadas não existem'],
      [{ nome: 'X', gruposIds: [foreign.grupoId] }, 400, 'Um ou mais grupos selecionados não existem'],
      [{ nome: 'X', empresasIds: [foreign.empresaId] }, 400, 'Uma ou mais empresas selecionadas não existem'],
      [
        { nome: 'X', centroDecustosIds: [foreign.centroId] },
        400,
        'Um ou mais centros de custo selecionados não existem',
      ],
      [
        { nome: 'X', clusterEmpresaBool: true, clustersEmpresasIds: [rede.clusterCentroId] },
        400,
        'Um ou mais clusters de empresas selecionados não existem',
      ],
      [
        { nome: 'X', clusterCentroDeCustosBool: true, clustersCentroDecustosIds: [foreign.clusterCentroId] },
        400,
        'Um ou mais clusters de centros de custo selecionados não existem',
      ],
      [{ nome: 'X', gruposIds: ['nao-e-id'] }, 400, 'Identificador inválido'],
      [{ nome: 'X', marcas: ['abc'] }, 400, 'Identificador inválido'],
      [{ nome: 'X', acessos: 'DRE' }, 400, 'Valor inválido'],
      [{ nome: 'X', clusterEmpresaBool: 'sim' }, 400, 'Valor inválido'],
      [{ nome: 'analista' }, 409, 'Já existe uma regra de acesso com este nome'],
    ];
    for (const [over, status, title] of cases) {
      const res = await call('POST', `${R}/criar`, rule(over));
      expect(res.statusCode, title).toBe(status);
      expect(res.json().title).toBe(title);
    }
    expect((await call('GET', `${R}/listar?nome=X`)).json().total).toBe(0);
  });

  it("answers 404 for another cliente's rule", async () => {
    const res = await call('GET', `${R}/${foreign.regraId}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('admin@b.dev');
  });
});

describe('GET rules list', () => {
  it('lists with the type column, name filter and pages', async () => {
    const res = await call('GET', `${R}/listar?pageSize=5`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      regras: [
        { _id: expect.any(String), nome: 'Analista', tipo: 'Usuário comum' },
        { _id: expect.any(String), nome: 'Gerentes', tipo: 'Administrador' },
        { _id: expect.any(String), nome: 'Por clusters', tipo: 'Usuário comum' },
        { _id: adminRegra, nome: 'Regra admin@a.dev', tipo: 'Administrador' },
      ],
      page: 1,
      total: 4,
    });
    expect((await call('GET', `${R}/listar?nome=GERENT`)).json().regras).toHaveLength(1);
    expect((await call('GET', `${R}/listar?pageSize=5&page=2`)).json()).toMatchObject({
      regras: [],
      total: 4,
    });
  });

  it('lists every rule as options for the user form', async () => {
    const res = await call('GET', `${R}/listar-para-formulario`);
    expect(res.json().map((o: { label: string }) => o.label)).toEqual([
      'Analista',
      'Gerentes',
      'Por clusters',
      'Regra admin@a.dev',
    ]);
  });
});

describe('PUT edit rule', () => {
  it('replaces the accesses and the scope links', async () => {
    const id = await idOf('Analista');
    const res = await call(
      'PUT',
      `${R}/editar`,
      rule({
        _id: id,
        nome: 'Analista DRE',
        gruposIds: [],
        centroDecustosIds: [],
        acessos: [{ nome: 'dre', acoes: ['obter'] }],
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Regra de Usuário criada com sucesso');
    expect((await call('GET', `${R}/${id}`)).json()).toMatchObject({
      nome: 'Analista DRE',
      gruposIds: [],
      empresasIds: [rede.empresaId],
      centroDecustosIds: [],
      acessos: [{ nome: 'DRE', acoes: ['Obter'] }],
    });
  });

  it("answers 404 for another cliente's rule and leaves it alone", async () => {
    const res = await call('PUT', `${R}/editar`, rule({ _id: foreign.regraId, nome: 'Tomada', marcas: [] }));
    expect(res.statusCode).toBe(404);
  });
});

describe('DELETE rule', () => {
  it('refuses a rule in use, deletes an unused one', async () => {
    const inUse = await call('DELETE', `${R}/deletar?id=${adminRegra}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().title).toBe(
      'Esta regra de acesso não pode ser deletada: 1 usuário a utiliza. Troque a regra dele antes.',
    );
    const id = await idOf('Gerentes');
    const res = await call('DELETE', `${R}/deletar?id=${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Usuário deletado com sucesso !' });
    expect((await call('GET', `${R}/${id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `${R}/deletar?id=${foreign.regraId}`)).statusCode).toBe(404);
  });
});

describe('plan and permission refusals', () => {
  it('refuses the rule endpoints to a Starter cliente, but not the user-form list', async () => {
    const s = await createCliente(t.tdb.ownerDb, { plano: 'Starter' });
    await createUser(t.tdb.ownerDb, s.id, { email: 'admin@s.dev' });
    const starter = (await signIn(t.app, 'admin@s.dev')).headers;
    for (const [method, url, body] of [
      ['GET', `${R}/listar`],
      ['GET', `${R}/${adminRegra}`],
      ['POST', `${R}/criar`, rule({ nome: 'Starter' })],
      ['PUT', `${R}/editar`, rule({ _id: adminRegra })],
      ['DELETE', `${R}/deletar?id=${adminRegra}`],
      ['GET', `${R}/opcoes-marcas`],
    ] as Array<[string, string, object?]>) {
      const res = await call(method, url, body, starter);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const form = await call('GET', `${R}/listar-para-formulario`, undefined, starter);
    expect(form.statusCode).toBe(200);
    expect(form.json()).toEqual([{ id: expect.any(String), label: 'Regra admin@s.dev' }]);
  });

  it('refuses a rule without usuarios, and applies a changed rule at the next request', async () => {
    const id = await idOf('Analista DRE');
    await call(
      'PUT',
      `${R}/editar`,
      rule({ _id: id, nome: 'Analista DRE', acessos: [{ nome: 'usuarios', acoes: ['Obter'] }] }),
    );
    const created = await call('POST', '/api/v1/Usuario/criar', {
      nome: 'Analista',
      email: 'analista@a.dev',
      regraDeAcessosFranqueadorId: id,
      password: 'Forte@2026',
      passwordConfirmacao: 'Forte@2026',
      isApproved: true,
    });
    expect(created.statusCode).toBe(200);
    const analista = (await signIn(t.app, 'analista@a.dev', 'Forte@2026')).headers;
    expect((await call('GET', '/api/v1/Usuario/listar', undefined, analista)).statusCode).toBe(200);
    expect((await call('GET', `${R}/listar`, undefined, analista)).statusCode).toBe(200);
    expect((await call('POST', `${R}/criar`, rule({ nome: 'Y' }), analista)).statusCode).toBe(403);

    await call(
      'PUT',
      `${R}/editar`,
      rule({ _id: id, nome: 'Analista DRE', acessos: [{ nome: 'DRE', acoes: ['Obter'] }] }),
    );
    const after = await call('GET', '/api/v1/Usuario/listar', undefined, analista);
    expect(after.statusCode).toBe(403);
    expect((await call('GET', `${R}/listar`, undefined, analista)).statusCode).toBe(403);
    expect((await call('GET', `${R}/listar`, undefined, {})).statusCode).toBe(401);
  });
});
