import { dreMessages, endpoints } from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser, signIn } from '../../../test/fixtures.ts';
import { apiAs } from '../de-para/leitura.fixtures.ts';
import { criarRedeDreApi, mesAtras, type RedeDreApi } from './dre-api.fixtures.ts';
import { consultaDre, filtroDre, type Api } from './dre-consulta.fixtures.ts';

/**
 * The consultant view (spec 001 §6, spec 002 premium/claims): a user whose access rule has it may give filter B
 * clusters only. A search or a detail whose filter B lists stores or cost centres of its own is refused with 400
 * on that field, nothing read or queued; clusters, or no list, pass. Everyone else is not limited.
 */
let t: TestApp;
let rede: RedeDreApi;
let admin: Api;
let adminHeaders: Record<string, string>;
let consultor: Api;
let regraConsultor: string;
const e = endpoints.dre;
const acessos = [{ nome: 'DRE', acoes: ['Obter', 'Exportar'] }];

beforeAll(async () => {
  t = await createTestApp();
  rede = await criarRedeDreApi(t.tdb.ownerDb);
  const c = await createUser(t.tdb.ownerDb, rede.clienteId, { email: 'consultor@dre.dev', acessos });
  regraConsultor = c.regraId;
  await t.tdb.ownerDb.execute(sql`update regra_acesso set visao_consultor = true where id = ${c.regraId}`);
  adminHeaders = (await signIn(t.app, rede.emails.admin)).headers;
  admin = apiAs(t, adminHeaders);
  consultor = apiAs(t, (await signIn(t.app, c.email)).headers);
});
afterAll(() => t?.close());

/** A horizontal analysis: A the last 3 months, B the 3 before with the lists given. */
const comparar = (b: object) =>
  consultaDre(rede, {
    AnaliseHorizontal: true,
    filters: [filtroDre('A', mesAtras(2), mesAtras(0)), filtroDre('B', mesAtras(5), mesAtras(3), b)],
  });
const comLojas = () => ({ EmpresasIds: [rede.lojas.a1] });
const comCentros = () => ({ CentroDeCustosIds: [rede.centros.a1[0]] });
const comClusters = () => ({ clustersEmpresasIds: [rede.clusters.a1b1] });

async function erros(res: Awaited<ReturnType<Api['post']>>) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.headers['content-type']).toContain('application/problem+json');
  const body = res.json() as { title: string; errors: { campo: string; mensagem: string }[] };
  expect(body.title).toBe(dreMessages.somenteClustersEmB);
  return body.errors;
}

describe('DRE listar in the consultant view', () => {
  it('refuses stores or cost centres in filter B (400 on the field)', async () => {
    expect(await erros(await consultor.post(e.listar, comparar(comLojas())))).toEqual([
      { campo: 'filters.1.EmpresasIds', mensagem: dreMessages.somenteClustersEmB },
    ]);
    expect(await erros(await consultor.post(e.listar, comparar({ ...comLojas(), ...comCentros() })))).toEqual(
      [
        { campo: 'filters.1.EmpresasIds', mensagem: dreMessages.somenteClustersEmB },
        { campo: 'filters.1.CentroDeCustosIds', mensagem: dreMessages.somenteClustersEmB },
      ],
    );
  });

  it('answers clusters in B, no list in B, and stores in A', async () => {
    for (const b of [comClusters(), {}]) {
      const res = await consultor.post(e.listar, comparar(b));
      expect(res.statusCode, res.body).toBe(200);
    }
    const lojasEmA = consultaDre(rede, {}, { ...comLojas(), ...comCentros() });
    expect((await consultor.post(e.listar, lojasEmA)).statusCode).toBe(200);
  });

  it('does not limit a user without the consultant view', async () => {
    const res = await admin.post(e.listar, comparar({ ...comLojas(), ...comCentros() }));
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('DRE details in the consultant view', () => {
  const celula = (b: object) => ({
    linhaId: rede.modelo.linhas.CARTAO,
    competencia: mesAtras(4),
    coluna: { filtro: 'B' },
    filter: comparar(b),
    Page: 1,
    PageSize: 10,
  });

  it('refuses the month and line details and the export of a filter B with stores, queueing nothing', async () => {
    const antes = await relatorios();
    for (const url of [e.detalhesMes, e.detalhesLinha, e.exportarDetalhesLinha])
      expect(await erros(await consultor.post(url, celula(comLojas()))), url).toEqual([
        { campo: 'filter.filters.1.EmpresasIds', mensagem: dreMessages.somenteClustersEmB },
      ]);
    expect(await relatorios()).toBe(antes);
  });

  it('answers them with clusters in B', async () => {
    for (const url of [e.detalhesMes, e.detalhesLinha]) {
      const res = await consultor.post(url, celula(comClusters()));
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    }
  });
});

describe('a rule edited', () => {
  it('takes effect at the next request of a session already open', async () => {
    const editar = (visaoConsultor: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: endpoints.regraDeAcesso.editar,
        headers: adminHeaders,
        payload: { _id: regraConsultor, nome: 'Regra consultor@dre.dev', acessos, visaoConsultor },
      });
    expect((await editar(false)).statusCode).toBe(200);
    expect((await consultor.post(e.listar, comparar(comLojas()))).statusCode).toBe(200);
    expect((await editar(true)).statusCode).toBe(200);
    expect((await consultor.post(e.listar, comparar(comLojas()))).statusCode).toBe(400);
  });
});

async function relatorios(): Promise<number> {
  const { rows } = await t.tdb.ownerDb.execute<{ n: number }>(
    sql`select count(*)::int as n from relatorio where cliente_id = ${rede.clienteId}`,
  );
  return rows[0]!.n;
}
