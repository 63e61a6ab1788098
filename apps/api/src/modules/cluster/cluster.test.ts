import { clusterMessages, opcoesMessages } from '@matriz/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createCliente, createRede, createUser, signIn } from '../../../test/fixtures.ts';
import {
  clusterEmpresa,
  empresa,
  regraAcessoClusterEmpresa,
  regraAcessoEmpresa,
} from '../../db/schema/index.ts';
import { SCOPE_FORBIDDEN } from '../access/scope.ts';

const C = '/api/v1/cluster';

let t: TestApp;
type Headers = Record<string, string>;
const h = {} as Record<'admin' | 'limitado' | 'deletor' | 'dre' | 'starter' | 'outra', Headers>;
let norte: Awaited<ReturnType<typeof createRede>>;
let sul: Awaited<ReturnType<typeof createRede>>;
let limitadoRegra: string;
let outraCluster: string;
let outraRede: Awaited<ReturnType<typeof createRede>> & { marcaId: string };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.tdb.ownerDb;
  const a = await createCliente(db, { nome: 'Rede A' });
  norte = await createRede(db, a.id, a.marcaId, 'Norte');
  sul = await createRede(db, a.id, a.marcaId, 'Sul');
  await db
    .update(empresa)
    .set({ uf: 'SP', tipoEstabelecimento: 'Loja' })
    .where(eq(empresa.id, norte.empresaId));
  await db
    .update(empresa)
    .set({ uf: 'RJ', tipoEstabelecimento: 'Quiosque' })
    .where(eq(empresa.id, sul.empresaId));
  await createUser(db, a.id, { email: 'admin@a.dev' });
  const limitado = await createUser(db, a.id, {
    email: 'limitado@a.dev',
    acessos: [{ nome: 'Cluster', acoes: ['Salvar'] }],
  });
  limitadoRegra = limitado.regraId;
  await db
    .insert(regraAcessoEmpresa)
    .values({ clienteId: a.id, regraAcessoId: limitado.regraId, empresaId: norte.empresaId });
  await createUser(db, a.id, { email: 'deletor@a.dev', acessos: [{ nome: 'Cluster', acoes: ['Deletar'] }] });
  await createUser(db, a.id, { email: 'dre@a.dev', acessos: [{ nome: 'DRE', acoes: ['Obter'] }] });
  const s = await createCliente(db, { plano: 'Starter' });
  await createRede(db, s.id, s.marcaId, 'Starter');
  await createUser(db, s.id, { email: 'admin@starter.dev' });
  const b = await createCliente(db, { nome: 'Rede B' });
  outraRede = { ...(await createRede(db, b.id, b.marcaId, 'Outra')), marcaId: b.marcaId };
  outraCluster = outraRede.clusterEmpresaId;
  await createUser(db, b.id, { email: 'admin@b.dev' });
  h.admin = (await signIn(t.app, 'admin@a.dev')).headers;
  h.limitado = (await signIn(t.app, 'limitado@a.dev')).headers;
  h.deletor = (await signIn(t.app, 'deletor@a.dev')).headers;
  h.dre = (await signIn(t.app, 'dre@a.dev')).headers;
  h.starter = (await signIn(t.app, 'admin@starter.dev')).headers;
  h.outra = (await signIn(t.app, 'admin@b.dev')).headers;
});
afterAll(() => t.close());

const call = (method: string, url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) });

const staticCluster = (over: Record<string, unknown> = {}) => ({
  nome: 'Capitais',
  descricao: 'Lojas das capitais',
  tipoDeCluster: 1,
  ativo: true,
  outliers: true,
  empresas: [norte.empresaId, sul.empresaId],
  empresasOutliers: [sul.empresaId],
  ...over,
});

const names = (body: { clusters: { nome: string }[] }) => body.clusters.map((c) => c.nome);
const empresaNames = async (qs: string, headers = h.admin) => {
  const res = await call('GET', `${C}/listar-empresas?${qs}`, headers);
  expect(res.statusCode).toBe(200);
  return (res.json().empresas as { razaoSocial: string }[]).map((e) => e.razaoSocial);
};

describe('static clusters', () => {
  let id: string;

  it('creates a static cluster with its stores and outliers, and reads it back', async () => {
    const res = await call('POST', `${C}/criar`, h.admin, staticCluster());
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(clusterMessages.created);
    id = res.json()._id;
    const got = (await call('GET', `${C}/obter?id=${id}`, h.admin)).json();
    expect(got).toMatchObject({
      _id: id,
      nome: 'Capitais',
      descricao: 'Lojas das capitais',
      tipoDeCluster: 1,
      alvo: 'empresa',
      ativo: true,
      outliers: true,
      empresasOutliers: [sul.empresaId],
      centrosDeCusto: [],
    });
    expect([...got.empresas].sort()).toEqual([norte.empresaId, sul.empresaId].sort());
  });

  it('lists the grid by name with paging', async () => {
    const all = (await call('GET', `${C}/listar`, h.admin)).json();
    expect(all).toMatchObject({ page: 1, total: 5 });
    expect(names(all)).toEqual([
      'Capitais',
      'Cluster CC Norte',
      'Cluster CC Sul',
      'Cluster Norte',
      'Cluster Sul',
    ]);
    const filtered = (await call('GET', `${C}/listar?nome=capit`, h.admin)).json();
    expect(filtered).toMatchObject({
      total: 1,
      clusters: [{ nome: 'Capitais', tipoDeCluster: 1, ativo: true }],
    });
    const page2 = (await call('GET', `${C}/listar?page=2&pageSize=5`, h.admin)).json();
    expect(page2).toMatchObject({ page: 2, total: 5, clusters: [] });
    expect((await call('GET', `${C}/listar?pageSize=7`, h.admin)).statusCode).toBe(400);
  });

  it('lists the cluster companies with the outlier flag, filtered by name', async () => {
    const res = await call('GET', `${C}/listar-empresas?ClusterId=${id}`, h.admin);
    expect(res.json()).toMatchObject({
      total: 2,
      empresas: [
        { razaoSocial: 'Norte Ltda', nomeGrupo: 'Grupo Norte', outlier: false },
        { razaoSocial: 'Sul Ltda', outlier: true },
      ],
    });
    expect(await empresaNames(`ClusterId=${id}&nome=sul`)).toEqual(['Sul Ltda']);
  });

  it('pages the company list by 6 too (the picker of the cluster modal), and no other odd size', async () => {
    const res = await call('GET', `${C}/listar-empresas?page=1&pageSize=6`, h.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ page: 1, total: 2 });
    const odd = await call('GET', `${C}/listar-empresas?pageSize=7`, h.admin);
    expect(odd.statusCode).toBe(400);
    expect(odd.json().errors).toEqual([
      { campo: 'pageSize', mensagem: clusterMessages.invalidEmpresasPageSize },
    ]);
  });

  it('refuses a missing name and description with the spec messages, creating nothing', async () => {
    const res = await call('POST', `${C}/criar`, h.admin, { nome: '  ', tipoDeCluster: 1 });
    expect(res.statusCode).toBe(400);
    const mensagens = (res.json().errors as { mensagem: string }[]).map((e) => e.mensagem);
    expect(mensagens).toContain('Nome é um campo obrigatório!');
    expect(mensagens).toContain('Descrição é um campo obrigatório!');
    expect((await call('GET', `${C}/listar`, h.admin)).json().total).toBe(5);
  });

  it('refuses a name already used, an unknown store and an outlier outside the cluster', async () => {
    const dup = await call('POST', `${C}/criar`, h.admin, staticCluster({ nome: 'CAPITAIS' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().title).toBe(clusterMessages.nameInUse);
    const unknown = await call(
      'POST',
      `${C}/criar`,
      h.admin,
      staticCluster({ nome: 'X', empresas: [outraEmpresaId()] }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().title).toBe(clusterMessages.empresasInvalid);
    const outlier = await call(
      'POST',
      `${C}/criar`,
      h.admin,
      staticCluster({ nome: 'X', empresas: [norte.empresaId], empresasOutliers: [sul.empresaId] }),
    );
    expect(outlier.statusCode).toBe(400);
    expect(outlier.json().title).toBe(clusterMessages.outliersNotMembers);
  });

  it('edits the cluster; changing the type to dynamic clears its stored companies', async () => {
    const res = await call('PUT', `${C}/editar`, h.admin, {
      ...staticCluster({ nome: 'Capitais SP', tipoDeCluster: 2, outliers: false }),
      _id: id,
      filtros: { codigoEstado: ['SP'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(clusterMessages.updated);
    const got = (await call('GET', `${C}/obter?id=${id}`, h.admin)).json();
    expect(got).toMatchObject({ nome: 'Capitais SP', tipoDeCluster: 2, empresas: [], empresasOutliers: [] });
    expect(got.filtros.codigoEstado).toEqual(['SP']);
    const stored = await t.tdb.ownerDb.select().from(clusterEmpresa).where(eq(clusterEmpresa.clusterId, id));
    expect(stored).toEqual([]);
    expect(await empresaNames(`ClusterId=${id}`)).toEqual(['Norte Ltda']);
  });
});

let outraEmpresa: string | undefined;
function outraEmpresaId() {
  // a store of another cliente: unknown here
  return (outraEmpresa ??= '01900000-0000-7000-8000-000000000001');
}

describe('dynamic clusters', () => {
  it('refuse filters naming a marca, grupo or store the cliente does not have, as static clusters do', async () => {
    const nowhere = '01900000-0000-7000-8000-00000000abcd';
    const cases: Array<[string, string, string]> = [
      ['marca', outraRede.marcaId, clusterMessages.marcasInvalid],
      ['marca', nowhere, clusterMessages.marcasInvalid],
      ['codigoGrupo', outraRede.grupoId, clusterMessages.gruposInvalid],
      ['codigoLoja', outraRede.empresaId, clusterMessages.empresasInvalid],
      ['codigoLoja', nowhere, clusterMessages.empresasInvalid],
    ];
    for (const [field, id, message] of cases) {
      const res = await call('POST', `${C}/criar`, h.admin, {
        nome: `Filtro ${field} ${id}`,
        descricao: 'Filtro com id de fora',
        tipoDeCluster: 2,
        filtros: { [field]: [id] },
      });
      expect(res.statusCode, `${field} ${id}`).toBe(400);
      expect(res.json().title).toBe(message);
      expect(res.json().errors).toEqual([{ campo: `filtros.${field}`, mensagem: message }]);
    }
    const names = (await call('GET', `${C}/listar?nome=Filtro`, h.admin)).json().clusters;
    expect(names).toEqual([]);
  });

  it('evaluates the members when used: a store that comes to match joins the cluster', async () => {
    const res = await call('POST', `${C}/criar`, h.admin, {
      nome: 'Lojas de rua',
      descricao: 'Tipo loja',
      tipoDeCluster: 2,
      filtros: { tipoDeEstabelecimento: ['Loja'] },
      outliers: true,
      empresasOutliers: [norte.empresaId],
    });
    expect(res.statusCode).toBe(200);
    const id = res.json()._id;
    expect(await empresaNames(`ClusterId=${id}`)).toEqual(['Norte Ltda']);
    await t.tdb.ownerDb
      .update(empresa)
      .set({ tipoEstabelecimento: 'Loja' })
      .where(eq(empresa.id, sul.empresaId));
    expect(await empresaNames(`ClusterId=${id}`)).toEqual(['Norte Ltda', 'Sul Ltda']);
    await t.tdb.ownerDb
      .update(empresa)
      .set({ tipoEstabelecimento: 'Quiosque' })
      .where(eq(empresa.id, sul.empresaId));
  });

  it('previews the companies a definition would have (no ClusterId), comma- or semicolon-joined', async () => {
    expect(await empresaNames('codigoEstado=RJ')).toEqual(['Sul Ltda']);
    expect(await empresaNames('codigoEstado=SP;RJ')).toEqual(['Norte Ltda', 'Sul Ltda']);
    expect(await empresaNames('tipoDeEstabelecimento=Quiosque,Outro')).toEqual(['Sul Ltda']);
    expect(await empresaNames(`codigoGrupo=${norte.grupoId}`)).toEqual(['Norte Ltda']);
    expect((await call('GET', `${C}/listar-empresas?codigoEstado=XYZ`, h.admin)).statusCode).toBe(400);
  });

  it('lists the cost centres of each store for a cost-centre preview', async () => {
    const res = await call('GET', `${C}/listar-empresas?alvo=centro_de_custo&codigoEstado=SP`, h.admin);
    expect(res.json().empresas).toMatchObject([
      { razaoSocial: 'Norte Ltda', centrosDeCusto: [{ _id: norte.centroId, codigo: '001' }] },
    ]);
  });

  it('refuses an unknown region, state or city (IBGE) with a pt-BR 400, creating nothing', async () => {
    const cases: Array<[object, string, string]> = [
      [{ regiaoBrasil: ['Sudeste', 'Sudoeste'] }, 'filtros.regiaoBrasil.1', opcoesMessages.regiaoInvalid],
      [{ codigoEstado: ['SP', 'XX'] }, 'filtros.codigoEstado.1', opcoesMessages.estadoInvalid],
      [{ codigoCidade: [1234567] }, 'filtros.codigoCidade.0', opcoesMessages.cidadeInvalid],
    ];
    for (const [filtros, campo, mensagem] of cases) {
      const res = await call('POST', `${C}/criar`, h.admin, {
        nome: 'Geografia inválida',
        descricao: 'x',
        tipoDeCluster: 2,
        filtros,
      });
      expect(res.statusCode, JSON.stringify(filtros)).toBe(400);
      expect(res.json().errors).toEqual([{ campo, mensagem }]);
    }
    expect((await call('GET', `${C}/listar?nome=Geografia`, h.admin)).json().total).toBe(0);
    const ok = await call('POST', `${C}/criar`, h.admin, {
      nome: 'Geografia válida',
      descricao: 'x',
      tipoDeCluster: 2,
      filtros: { regiaoBrasil: ['Sudeste'], codigoEstado: ['sp'], codigoCidade: [3550308] },
    });
    expect(ok.statusCode).toBe(200);
    await call('DELETE', `${C}/deletar?id=${ok.json()._id}`, h.admin);
  });

  it('refuses a dynamic cluster to a Starter cliente, whose static clusters still save', async () => {
    const dyn = await call('POST', `${C}/criar`, h.starter, {
      nome: 'Dinâmico',
      descricao: 'x',
      tipoDeCluster: 2,
      filtros: {},
    });
    expect(dyn.statusCode).toBe(403);
    expect(dyn.json().title).toBe(clusterMessages.dynamicPremium);
    const stat = await call('POST', `${C}/criar`, h.starter, { nome: 'Estático', descricao: 'x' });
    expect(stat.statusCode).toBe(200);
    const list = (await call('GET', `${C}/listar?nome=din`, h.starter)).json();
    expect(list.total).toBe(0);
  });
});

describe('cost-centre clusters', () => {
  it('stores chosen cost centres and lists their stores with only those cost centres', async () => {
    const res = await call('POST', `${C}/criar`, h.admin, {
      nome: 'CC Norte',
      descricao: 'Centros',
      alvo: 'centro_de_custo',
      centrosDeCusto: [norte.centroId],
    });
    expect(res.statusCode).toBe(200);
    const id = res.json()._id;
    const got = (await call('GET', `${C}/obter?id=${id}`, h.admin)).json();
    expect(got).toMatchObject({ alvo: 'centro_de_custo', centrosDeCusto: [norte.centroId], empresas: [] });
    const list = (await call('GET', `${C}/listar-empresas?ClusterId=${id}`, h.admin)).json();
    expect(list).toMatchObject({
      total: 1,
      empresas: [{ razaoSocial: 'Norte Ltda', centrosDeCusto: [{ _id: norte.centroId }] }],
    });
    const bad = await call('POST', `${C}/criar`, h.admin, {
      nome: 'CC ruim',
      descricao: 'x',
      alvo: 'centro_de_custo',
      centrosDeCusto: [outraEmpresaId()],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().title).toBe(clusterMessages.centrosInvalid);
  });
});

describe('permissions and scope', () => {
  it('refuses reading without a Cluster claim, saving without Salvar and deleting without Deletar', async () => {
    expect((await call('GET', `${C}/listar`, h.dre)).statusCode).toBe(403);
    expect((await call('GET', `${C}/listar-empresas`, h.dre)).statusCode).toBe(403);
    expect((await call('POST', `${C}/criar`, h.deletor, staticCluster({ nome: 'Y' }))).statusCode).toBe(403);
    const del = await call('DELETE', `${C}/deletar?id=${norte.clusterEmpresaId}`, h.limitado);
    expect(del.statusCode).toBe(403);
    expect((await call('GET', `${C}/listar`, h.deletor)).statusCode).toBe(200);
  });

  it('shows a limited user only clusters wholly inside their scope, and only their stores', async () => {
    const list = (await call('GET', `${C}/listar`, h.limitado)).json();
    // the empty static clusters lie in any scope; Capitais SP (dynamic: Norte) too; Lojas de rua as well
    expect(names(list)).toContain('Capitais SP');
    expect(await empresaNames('', h.limitado)).toEqual(['Norte Ltda']);
    const both = await call('POST', `${C}/criar`, h.admin, staticCluster({ nome: 'Ambas', outliers: false }));
    const ambas = both.json()._id;
    expect(names((await call('GET', `${C}/listar`, h.limitado)).json())).not.toContain('Ambas');
    for (const [method, url, body] of [
      ['GET', `${C}/obter?id=${ambas}`, undefined],
      ['GET', `${C}/listar-empresas?ClusterId=${ambas}`, undefined],
      [
        'PUT',
        `${C}/editar`,
        { ...staticCluster({ nome: 'Ambas', empresas: [norte.empresaId] }), _id: ambas },
      ],
    ] as const) {
      const res = await call(method, url, h.limitado, body);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().title).toBe(SCOPE_FORBIDDEN);
    }
  });

  it('refuses a limited user a store outside their scope, or a dynamic definition reaching beyond it', async () => {
    const stat = await call('POST', `${C}/criar`, h.limitado, staticCluster({ nome: 'Z', outliers: false }));
    expect(stat.statusCode).toBe(403);
    const dyn = await call('POST', `${C}/criar`, h.limitado, {
      nome: 'Z',
      descricao: 'z',
      tipoDeCluster: 2,
      filtros: {},
    });
    expect(dyn.statusCode).toBe(403);
    expect(
      (await call('GET', `${C}/listar-empresas?codigoLoja=${sul.empresaId}`, h.limitado)).statusCode,
    ).toBe(403);
    const ok = await call('POST', `${C}/criar`, h.limitado, {
      nome: 'Só SP',
      descricao: 'z',
      tipoDeCluster: 2,
      filtros: { codigoEstado: ['SP'] },
    });
    expect(ok.statusCode).toBe(200);
  });

  it("answers 404 for another cliente's cluster", async () => {
    expect((await call('GET', `${C}/obter?id=${outraCluster}`, h.admin)).statusCode).toBe(404);
    expect((await call('DELETE', `${C}/deletar?id=${outraCluster}`, h.admin)).statusCode).toBe(404);
    const put = await call('PUT', `${C}/editar`, h.admin, {
      ...staticCluster({ nome: 'W' }),
      _id: outraCluster,
    });
    expect(put.statusCode).toBe(404);
    expect((await call('GET', `${C}/listar-empresas?ClusterId=${outraCluster}`, h.admin)).statusCode).toBe(
      404,
    );
    expect(names((await call('GET', `${C}/listar`, h.outra)).json())).toEqual([
      'Cluster CC Outra',
      'Cluster Outra',
    ]);
  });
});

describe('delete', () => {
  it('refuses to delete a cluster an access rule names, naming the rule; deletes it once free', async () => {
    const db = t.tdb.ownerDb;
    const clienteId = (await db.select().from(empresa).where(eq(empresa.id, norte.empresaId)))[0]!.clienteId;
    await db.insert(regraAcessoClusterEmpresa).values({
      clienteId,
      regraAcessoId: limitadoRegra,
      clusterId: norte.clusterEmpresaId,
    });
    const refused = await call('DELETE', `${C}/deletar?id=${norte.clusterEmpresaId}`, h.deletor);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().title).toBe(clusterMessages.usedByRules(['Regra limitado@a.dev']));
    await db
      .delete(regraAcessoClusterEmpresa)
      .where(
        and(
          eq(regraAcessoClusterEmpresa.regraAcessoId, limitadoRegra),
          eq(regraAcessoClusterEmpresa.clusterId, norte.clusterEmpresaId),
        ),
      );
    const res = await call('DELETE', `${C}/deletar?id=${norte.clusterEmpresaId}`, h.deletor);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Cluster deletado com sucesso !');
    expect((await call('GET', `${C}/obter?id=${norte.clusterEmpresaId}`, h.admin)).statusCode).toBe(404);
  });
});

describe('report requests', () => {
  it('are premium and need a Cluster claim', async () => {
    expect((await call('GET', `${C}/gerar-relatorio`, h.starter)).statusCode).toBe(403);
    expect((await call('GET', `${C}/exportar-modelo`, h.starter)).statusCode).toBe(403);
    expect((await call('GET', `${C}/gerar-relatorio`, h.dre)).statusCode).toBe(403);
  });

  it('queue the cluster report and the model for a premium user', async () => {
    for (const path of ['gerar-relatorio', 'exportar-modelo']) {
      const res = await call('GET', `${C}/${path}`, h.admin);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id: expect.any(String), message: clusterMessages.reportQueued });
    }
  });
});
