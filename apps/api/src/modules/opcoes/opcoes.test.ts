import { endpoints, opcoesMessages } from '@matriz/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { signIn } from '../../../test/fixtures.ts';
import { SCOPE_FORBIDDEN } from '../access/scope.ts';
import { createOpcoesRede } from './rede.fixtures.ts';

const e = endpoints.opcoes;
let t: TestApp;
let rede: Awaited<ReturnType<typeof createOpcoesRede>>;
const h = {} as Record<'admin' | 'm1' | 'vazio', Record<string, string>>;

beforeAll(async () => {
  t = await createTestApp();
  rede = await createOpcoesRede(t.tdb.ownerDb);
  h.admin = (await signIn(t.app, rede.emails.admin)).headers;
  h.m1 = (await signIn(t.app, rede.emails.m1)).headers;
  h.vazio = (await signIn(t.app, rede.emails.vazio)).headers;
});
afterAll(() => t.close());

const get = async (url: string, headers = h.admin) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json(), raw: res.body };
};
const labels = async (url: string, headers = h.admin) => {
  const { status, body } = await get(url, headers);
  expect(status, url).toBe(200);
  return (body as Array<{ label: string }>).map((o) => o.label);
};

describe('marcas and grupos', () => {
  it("list the cliente's marcas, limited to the scope", async () => {
    const { body, raw } = await get(e.marcas);
    // ordered by name; the fixture marca's name is random ('Marca T…')
    const names = body.map((o: { label: string }) => o.label);
    expect(names).toHaveLength(3);
    expect(names).toEqual([...names].sort((x: string, y: string) => x.localeCompare(y)));
    expect(names).toEqual(
      expect.arrayContaining(['Marca Sul', 'Marca Vazia', expect.stringMatching(/^Marca T/)]),
    );
    expect(raw).not.toContain('Estrangeira');
    expect(await get(e.marcas, h.m1)).toMatchObject({ body: [{ id: rede.a.marcaId }] });
  });

  it('list grupos by marcas joined by comma or semicolon, "0" being every marca', async () => {
    expect(await labels(e.grupos)).toEqual(['Grupo Antiga', 'Grupo Leste', 'Grupo Norte', 'Grupo Sul']);
    expect(await labels(`${e.grupos}?marcas=${rede.marcaSul}`)).toEqual(['Grupo Sul']);
    expect(await labels(`${e.grupos}?marcas=${rede.marcaSul};${rede.marcaVazia}`)).toEqual(['Grupo Sul']);
    expect(await labels(`${e.grupos}?marcas=0`)).toHaveLength(4);
    expect(await labels(e.grupos, h.m1)).toEqual(['Grupo Antiga', 'Grupo Leste', 'Grupo Norte']);
  });
});

describe('empresas', () => {
  it('label stores by legal name, or by nickname with apelido=true; inactive ones marked or left out', async () => {
    expect(await labels(e.empresas)).toEqual([
      'Antiga Ltda (inativa)',
      'Leste Ltda',
      'Norte Ltda',
      'Sul Ltda',
    ]);
    expect(await labels(`${e.empresas}?apelido=true&excluirInativos=true`)).toEqual([
      'Leste',
      'Norte',
      'Sul',
    ]);
    expect(
      await labels(`${e.empresas}?marcas=${rede.marcaSul},${rede.a.marcaId}&excluirInativos=true`),
    ).toEqual(['Leste Ltda', 'Norte Ltda', 'Sul Ltda']);
    expect(await labels(`${e.empresas}?marcas=0&apelido=true`)).toHaveLength(4);
  });

  it('give each store its grupo (the cash flow allows balances only for stores of one grupo)', async () => {
    const { body } = await get(`${e.empresas}?marcas=${rede.marcaSul}`);
    expect(body).toEqual([{ id: rede.sul.empresaId, label: 'Sul Ltda', grupoId: rede.sul.grupoId }]);
  });

  it('show a limited user only the stores of their scope and refuse (403) a marca outside it', async () => {
    expect(await labels(`${e.empresas}?apelido=true`, h.m1)).toEqual(['Antiga (inativa)', 'Leste', 'Norte']);
    const out = await get(`${e.empresas}?marcas=${rede.marcaSul}`, h.m1);
    expect(out.status).toBe(403);
    expect(out.body.title).toBe(SCOPE_FORBIDDEN);
    expect(await labels(e.empresas, h.vazio)).toEqual([]);
  });

  it('refuse malformed input with a pt-BR 400', async () => {
    const bad = await get(`${e.empresas}?marcas=abc`);
    expect(bad.status).toBe(400);
    expect(bad.body.title).toBe(opcoesMessages.idInvalid);
    const flag = await get(`${e.empresas}?excluirInativos=talvez`);
    expect(flag.status).toBe(400);
    expect(flag.body.errors).toEqual([{ campo: 'excluirInativos', mensagem: opcoesMessages.flagInvalid }]);
  });
});

describe('centros de custo (cascader)', () => {
  it('answers stores with their cost centres', async () => {
    const { body } = await get(`${e.centrosDeCusto}?marcas=${rede.marcaSul}&apelido=true`);
    expect(body).toEqual([
      { id: rede.sul.empresaId, label: 'Sul', children: [{ id: rede.sul.centroId, label: '001 - Loja' }] },
    ]);
    expect(await labels(e.centrosDeCusto)).toEqual([
      'Antiga Ltda (inativa)',
      'Leste Ltda',
      'Norte Ltda',
      'Sul Ltda',
    ]);
    const [antiga] = (await get(e.centrosDeCusto)).body;
    expect(antiga.children).toEqual([{ id: rede.antiga.centroId, label: '001 - Loja (inativo)' }]);
    expect(await labels(`${e.centrosDeCusto}?excluirInativos=true`)).toEqual([
      'Leste Ltda',
      'Norte Ltda',
      'Sul Ltda',
    ]);
  });

  it('limits the tree to the scope', async () => {
    expect(await labels(`${e.centrosDeCusto}?excluirInativos=true`, h.m1)).toEqual([
      'Leste Ltda',
      'Norte Ltda',
    ]);
    expect((await get(`${e.centrosDeCusto}?marcas=${rede.marcaSul}`, h.m1)).status).toBe(403);
    expect(await labels(e.centrosDeCusto, h.vazio)).toEqual([]);
  });
});

describe('clusters', () => {
  it('listar-options: active store clusters by default, cost-centre clusters on request', async () => {
    expect(await labels(e.clusters)).toEqual([
      'Cluster Antiga',
      'Cluster Leste',
      'Cluster Norte',
      'Cluster Sul',
      'Dinâmico M1',
    ]);
    expect(await labels(`${e.clusters}?alvo=centro_de_custo`)).toEqual([
      'Cluster CC Antiga',
      'Cluster CC Leste',
      'Cluster CC Norte',
      'Cluster CC Sul',
    ]);
    const bad = await get(`${e.clusters}?alvo=loja`);
    expect(bad.status).toBe(400);
    expect(bad.body.title).toBe(opcoesMessages.alvoInvalid);
  });

  it('shows a limited user only clusters whose members all lie in the scope; an empty scope none', async () => {
    // Cluster Leste holds Sul (Marca Sul): outside the M1 scope, so never listed
    expect(await labels(e.clusters, h.m1)).toEqual(['Cluster Antiga', 'Cluster Norte', 'Dinâmico M1']);
    expect(await labels(`${e.clusters}?alvo=centro_de_custo`, h.m1)).toEqual([
      'Cluster CC Antiga',
      'Cluster CC Leste',
      'Cluster CC Norte',
    ]);
    expect(await labels(e.clusters, h.vazio)).toEqual([]);
    expect(await labels(`${e.clustersDre}`, h.vazio)).toEqual([]);
  });

  it('DRE list: optionally only clusters holding the stores; inactive ones marked or left out', async () => {
    expect(await labels(e.clustersDre)).toEqual([
      'Cluster Antiga',
      'Cluster Inativo (inativo)',
      'Cluster Leste',
      'Cluster Norte',
      'Cluster Sul',
      'Dinâmico M1',
    ]);
    expect(await labels(`${e.clustersDre}?excluirInativos=true`)).not.toContain('Cluster Inativo (inativo)');
    expect(await labels(`${e.clustersDre}?empresasIds=${rede.norte.empresaId}`)).toEqual([
      'Cluster Inativo (inativo)',
      'Cluster Norte',
      'Dinâmico M1',
    ]);
    expect(
      await labels(
        `${e.clustersDre}?empresasIds=${rede.sul.empresaId};${rede.leste.empresaId}&excluirInativos=true`,
      ),
    ).toEqual(['Cluster Leste', 'Cluster Sul', 'Dinâmico M1']);
  });

  it('by company: clusters holding any of the stores, within the scope; 403 for a store outside it', async () => {
    expect(await labels(`${e.clustersPorEmpresa}?empresasIds=${rede.leste.empresaId}`)).toEqual([
      'Cluster Leste',
      'Dinâmico M1',
    ]);
    expect(await labels(`${e.clustersPorEmpresa}?empresasIds=${rede.leste.empresaId}`, h.m1)).toEqual([
      'Dinâmico M1',
    ]);
    expect(await labels(e.clustersPorEmpresa)).toEqual([]);
    const out = await get(`${e.clustersPorEmpresa}?empresasIds=${rede.sul.empresaId}`, h.m1);
    expect(out.status).toBe(403);
    expect(out.body.title).toBe(SCOPE_FORBIDDEN);
    // another tenant's store is simply in no cluster of this one
    expect(await labels(`${e.clustersPorEmpresa}?empresasIds=${rede.estrangeira.empresaId}`)).toEqual([]);
  });

  it('by cost centre: cost-centre clusters holding any of them', async () => {
    expect(
      await labels(`${e.clustersPorCentroDeCusto}?ccsIds=${rede.norte.centroId},${rede.sul.centroId}`),
    ).toEqual(['Cluster CC Norte', 'Cluster CC Sul']);
    expect((await get(`${e.clustersPorCentroDeCusto}?ccsIds=${rede.sul.centroId}`, h.m1)).status).toBe(403);
    expect(await labels(`${e.clustersPorCentroDeCusto}?ccsIds=${rede.norte.centroId}`, h.m1)).toEqual([
      'Cluster CC Norte',
    ]);
  });
});

describe('establishment types and places', () => {
  it('list the distinct values of the stores in scope', async () => {
    expect(await get(e.tiposDeEstabelecimento)).toMatchObject({
      status: 200,
      body: [
        { id: 'Loja de rua', label: 'Loja de rua' },
        { id: 'Quiosque', label: 'Quiosque' },
        { id: 'Shopping', label: 'Shopping' },
      ],
    });
    expect(await labels(`${e.tiposDeEstabelecimento}?marcas=${rede.marcaSul}`)).toEqual(['Quiosque']);
    expect(await labels(e.tiposDeEstabelecimento, h.m1)).toEqual(['Loja de rua', 'Shopping']);
    expect(await labels(e.locaisDeEstabelecimento)).toEqual(['Capital', 'Interior']);
    expect(await labels(e.locaisDeEstabelecimento, h.vazio)).toEqual([]);
    expect((await get(`${e.locaisDeEstabelecimento}?marcas=${rede.marcaSul}`, h.m1)).status).toBe(403);
  });
});

describe('regions, states and cities (IBGE)', () => {
  it('lists the five regions and the states, optionally of regions', async () => {
    expect(await labels(e.regioes)).toEqual(['Norte', 'Nordeste', 'Sudeste', 'Sul', 'Centro-Oeste']);
    expect(await labels(e.estados)).toHaveLength(27);
    expect((await get(`${e.estados}?regioes=Sul`)).body).toEqual([
      { id: 'PR', label: 'Paraná' },
      { id: 'RS', label: 'Rio Grande do Sul' },
      { id: 'SC', label: 'Santa Catarina' },
    ]);
    expect(await labels(`${e.estados}?regioes=5;Norte`)).toHaveLength(4 + 7);
    const bad = await get(`${e.estados}?regioes=Leste`);
    expect(bad.status).toBe(400);
    expect(bad.body.title).toBe(opcoesMessages.regiaoInvalid);
  });

  it('lists the cities of states given by sigla or code, joined by pipe, comma or semicolon', async () => {
    const df = (await get(`${e.cidades}?estados=DF`)).body;
    expect(df).toEqual([{ id: '5300108', label: 'Brasília' }]);
    for (const joined of ['DF|RR', 'DF,14', '53;RR']) {
      const { body } = await get(`${e.cidades}?estados=${encodeURIComponent(joined)}`);
      expect(body).toHaveLength(1 + 15);
      expect(body[0]).toEqual({ id: '5300108', label: 'Brasília - DF' });
    }
    expect((await get(e.cidades)).body).toEqual([]);
    const unknown = await get(`${e.cidades}?estados=XX`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ campo: 'estados', mensagem: opcoesMessages.estadoInvalid }]);
  });
});

describe('access', () => {
  it('needs a session (401) and nothing more', async () => {
    for (const path of Object.values(e)) {
      expect((await get(path, {})).status, path).toBe(401);
      expect((await get(path, h.vazio)).status, path).toBe(200);
    }
  });
});
