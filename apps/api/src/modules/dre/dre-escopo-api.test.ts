import { dreMessages, endpoints, type LinhaDreOpcao, type ModeloDreOpcao } from '@matriz/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { signIn } from '../../../test/fixtures.ts';
import { SCOPE_FORBIDDEN } from '../access/scope.ts';
import { apiAs } from '../de-para/leitura.fixtures.ts';
import { criarRedeDreApi, mesAtras, type RedeDreApi } from './dre-api.fixtures.ts';
import {
  centavos,
  colunas,
  consultaDre,
  ledgerPorMes,
  linhaDre,
  pesquisar,
  type Api,
} from './dre-consulta.fixtures.ts';

/**
 * DRE scope, tenancy and plan through the API (issue 10 §4): the options; a limited user's DRE never includes a
 * store outside the scope, not even through a cluster; a user limited to cost centres sees only theirs; another
 * tenant's ids are 404; the line detail is premium.
 */
let t: TestApp;
let rede: RedeDreApi;
let outra: RedeDreApi;
let starter: RedeDreApi;
let admin: Api;
let loja: Api;
let centro: Api;
let adminStarter: Api;
const e = endpoints.dre;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.tdb.ownerDb;
  [rede, outra, starter] = [
    await criarRedeDreApi(db),
    await criarRedeDreApi(db),
    await criarRedeDreApi(db, { plano: 'Starter' }),
  ];
  admin = apiAs(t, (await signIn(t.app, rede.emails.admin)).headers);
  loja = apiAs(t, (await signIn(t.app, rede.emails.loja)).headers);
  centro = apiAs(t, (await signIn(t.app, rede.emails.centro)).headers);
  adminStarter = apiAs(t, (await signIn(t.app, starter.emails.admin)).headers);
});
afterAll(() => t?.close());

/** Filter A's month columns of a value (in order). */
const meses = (r: Awaited<ReturnType<typeof pesquisar>>) =>
  colunas(r, (c) => c.tipo === 'valor' && c.filtro === 'A' && c.mes !== null);
const valoresPorMes = (r: Awaited<ReturnType<typeof pesquisar>>, linhaId: string) =>
  meses(r).map((c) => [c.mes, centavos(linhaDre(r, linhaId).cells[c.key])]);

describe('DRE options', () => {
  it('lists the cliente’s models, and a model’s lines in tree order with their levels', async () => {
    const modelos = (await admin.get(e.modelos)).json() as ModeloDreOpcao[];
    expect(modelos).toEqual([{ id: rede.modelo.id, nome: 'DRE de teste', padrao: true }]);
    const res = await admin.get(e.linhas, { modeloDre: rede.modelo.id });
    const linhas = (res.json() as LinhaDreOpcao[]).map((l) => [l.codigo, l.tipo, l.nivel]);
    expect(linhas).toEqual([
      ['RB', 'total', 0],
      ['RB.CARTAO', 'conta', 1],
      ['RB.PIX', 'conta', 1],
      ['DESP', 'conta', 0],
      ['RES', 'formula', 0],
      ['MARG', 'formula', 0],
      ['MAN', 'manual', 0],
      ['TKT', 'pdv', 0],
    ]);
  });

  it("answers 404 for another tenant's model, in the lines and in the search", async () => {
    expect((await admin.get(e.linhas, { modeloDre: outra.modelo.id })).statusCode).toBe(404);
    const res = await admin.post(e.listar, consultaDre(outra));
    expect(res.statusCode).toBe(404);
    expect(res.json().title).toBe(dreMessages.modeloNaoEncontrado);
  });
});

describe('DRE scope', () => {
  it('gives a user limited to a store only that store, whatever the filter asks', async () => {
    const dele = await pesquisar(loja, consultaDre(rede));
    const a1 = await pesquisar(admin, consultaDre(rede, {}, { EmpresasIds: [rede.lojas.a1] }));
    expect(valoresPorMes(dele, rede.modelo.linhas.CARTAO)).toEqual(
      valoresPorMes(a1, rede.modelo.linhas.CARTAO),
    );
    const esperado = await ledgerPorMes(t.tdb.ownerDb, rede, {
      contas: [rede.contas.m1.r1, rede.contas.m2.r1],
      lojas: [rede.lojas.a1],
    });
    expect(valoresPorMes(dele, rede.modelo.linhas.CARTAO)).toEqual(
      rede.meses.map((m) => [m, esperado.get(m) ?? null]),
    );
    const porLoja = await pesquisar(loja, consultaDre(rede, { visaoPorLoja: true }));
    expect(colunas(porLoja, (c) => c.empresaId !== null).map((c) => c.empresaId)).toEqual([rede.lojas.a1]);
  });

  it('refuses a store or a cluster with a store outside the scope (403), never showing its numbers', async () => {
    const fora = await loja.post(e.listar, consultaDre(rede, {}, { EmpresasIds: [rede.lojas.b1] }));
    expect(fora.statusCode).toBe(403);
    const cluster = await loja.post(
      e.listar,
      consultaDre(rede, {}, { clustersEmpresasIds: [rede.clusters.a1b1] }),
    );
    expect(cluster.statusCode).toBe(403);
    expect(cluster.json().title).toBe(SCOPE_FORBIDDEN);
    expect(cluster.body).not.toContain('"matriz"');
  });

  it('gives a user limited to a cost centre only its entries, never those without a cost centre', async () => {
    const dele = await pesquisar(centro, consultaDre(rede));
    const esperado = await ledgerPorMes(t.tdb.ownerDb, rede, {
      contas: [rede.contas.m1.r1, rede.contas.m2.r1],
      lojas: [rede.lojas.a1],
      centros: [rede.centros.a1[0]],
    });
    expect(valoresPorMes(dele, rede.modelo.linhas.CARTAO)).toEqual(
      rede.meses.map((m) => [m, esperado.get(m) ?? null]),
    );
    const outroCentro = await centro.post(
      e.listar,
      consultaDre(rede, {}, { CentroDeCustosIds: [rede.centros.a1[1]] }),
    );
    expect(outroCentro.statusCode).toBe(403);
  });

  it("answers 404 for another tenant's store, cost centre or cluster", async () => {
    for (const filtro of [
      { EmpresasIds: [outra.lojas.a1] },
      { CentroDeCustosIds: [outra.centros.a1[0]] },
      { clustersEmpresasIds: [outra.clusters.a1a3] },
    ]) {
      const res = await admin.post(e.listar, consultaDre(rede, {}, filtro));
      expect(res.statusCode, JSON.stringify(filtro)).toBe(404);
    }
  });
});

describe('DRE plan', () => {
  const celula = (r: RedeDreApi) => ({
    linhaId: r.modelo.linhas.CARTAO,
    competencia: mesAtras(1),
    filter: consultaDre(r),
  });

  it('refuses the line detail and its export to a Starter cliente with the spec’s text', async () => {
    for (const url of [e.detalhesLinha, e.exportarDetalhesLinha]) {
      const res = await adminStarter.post(url, { ...celula(starter), Page: 1, PageSize: 10 });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().title).toBe(dreMessages.somentePremium);
    }
    // before the body is read: an empty body is refused the same way
    expect((await adminStarter.post(e.detalhesLinha, {})).json().title).toBe(dreMessages.somentePremium);
  });

  it('gives the month detail to every DRE reader, Starter included', async () => {
    const res = await adminStarter.post(e.detalhesMes, celula(starter));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().valor).not.toBeNull();
  });
});
