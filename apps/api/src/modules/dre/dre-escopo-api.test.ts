import {
  dreMessages,
  endpoints,
  type DetalhesMesDreOutput,
  type LinhaDreOpcao,
  type ModeloDreOpcao,
} from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { signIn } from '../../../test/fixtures.ts';
import { withTenant } from '../../db/index.ts';
import { SCOPE_FORBIDDEN } from '../access/scope.ts';
import { apiAs } from '../de-para/leitura.fixtures.ts';
import { criarRedeDreApi, mesAtras, type RedeDreApi } from './dre-api.fixtures.ts';
import {
  centavos,
  colunas,
  consultaDre,
  filtroDre,
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
  // b1 out of `loja`'s scope, with a PDV value: the line detail lists stored values of the cell's stores
  await withTenant(db, rede.clienteId, (tx) =>
    tx.execute(sql`insert into valor_pdv (cliente_id, id, empresa_id, mes, tipo_de_valor_de_pdv, valor)
      values (${rede.clienteId}, ${uuidv7()}, ${rede.lojas.b1}, ${mesAtras(1)}, '1', 55500)`),
  );
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

  // The cell is narrowed to the store asked within the selection (filtroDaCelula): a store outside the scope is
  // outside every selection, so its cell has no stores, as a store not selected has: empty, never its numbers.
  const foraDoEscopo = (linhaId = rede.modelo.linhas.CARTAO) => {
    const celula = {
      linhaId,
      competencia: mesAtras(1),
      filter: consultaDre(rede),
    };
    const coluna = { filtro: 'A', empresaId: rede.lojas.b1, centroDeCusto: null };
    return { daColuna: { ...celula, coluna }, doFiltro: { ...celula, empresaId: rede.lojas.b1 } };
  };
  const semB1 = (res: { statusCode: number; body: string }) => {
    expect(res.statusCode, res.body).toBe(200);
    for (const texto of [rede.lojas.b1, 'Loja B1', 'Apelido b1']) expect(res.body).not.toContain(texto);
  };

  it("gives a limited user an empty month detail for an out-of-scope store's column", async () => {
    const { daColuna } = foraDoEscopo();
    const mes = await loja.post(e.detalhesMes, daColuna);
    semB1(mes);
    expect(mes.json()).toMatchObject({ valor: null, porConta: [], porEmpresa: [] });
    // the admin's same cell has numbers: the empty answer is the scope's doing
    const doAdmin = await admin.post(e.detalhesMes, daColuna);
    expect((doAdmin.json() as DetalhesMesDreOutput).valor).not.toBeNull();
  });

  for (const caso of ['daColuna', 'doFiltro'] as const)
    it(`gives a limited user an empty line detail for an out-of-scope store (${caso})`, async () => {
      const corpo = { ...foraDoEscopo(rede.modelo.linhas.TKT)[caso], Page: 1, PageSize: 10 };
      const linha = await loja.post(e.detalhesLinha, corpo);
      semB1(linha);
      expect(linha.json()).toMatchObject({ detalhes: [], total: 0, soma: 0 });
      const doAdmin = await admin.post(e.detalhesLinha, corpo);
      expect((doAdmin.json() as { total: number }).total).toBeGreaterThan(0);
    });

  it('refuses the details of a query whose filter B holds a cluster with a store outside the scope (403)', async () => {
    const filter = consultaDre(rede, {
      AnaliseHorizontal: true,
      filters: [
        filtroDre('A', mesAtras(2), mesAtras(0)),
        filtroDre('B', mesAtras(5), mesAtras(3), { clustersEmpresasIds: [rede.clusters.a1b1] }),
      ],
    });
    const corpo = { linhaId: rede.modelo.linhas.CARTAO, filter, Page: 1, PageSize: 10 };
    for (const url of [e.detalhesMes, e.detalhesLinha])
      for (const coluna of [{ filtro: 'A' }, { filtro: 'B' }]) {
        const res = await loja.post(url, {
          ...corpo,
          competencia: mesAtras(coluna.filtro === 'A' ? 1 : 4),
          coluna,
        });
        expect(res.statusCode, `${url} ${coluna.filtro}`).toBe(403);
        expect(res.json().title).toBe(SCOPE_FORBIDDEN);
      }
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

  it('hides the values of a store as a whole (PDV, manual of the store) from a user limited to a cost centre', async () => {
    const { MAN, TKT } = rede.modelo.linhas;
    // a manual value typed for the user's cost centre is theirs; the store's own manual and PDV values are not
    await withTenant(t.tdb.ownerDb, rede.clienteId, (tx) =>
      tx.execute(sql`insert into valor_manual_dre (cliente_id, id, linha_dre_id, empresa_id, centro_de_custo_id, mes, valor)
        values (${rede.clienteId}, ${uuidv7()}, ${MAN}, ${rede.lojas.a1}, ${rede.centros.a1[0]}, ${mesAtras(3)}, 4321)`),
    );
    const dele = await pesquisar(centro, consultaDre(rede));
    expect(dele.valoresDaLojaOcultos).toBe(true);
    expect(valoresPorMes(dele, TKT).every(([, v]) => v === null)).toBe(true);
    expect(valoresPorMes(dele, MAN).filter(([, v]) => v !== null)).toEqual([[mesAtras(3), 4_321n]]);
    const doAdmin = await pesquisar(admin, consultaDre(rede, {}, { EmpresasIds: [rede.lojas.a1] }));
    expect(doAdmin.valoresDaLojaOcultos).toBe(false);
    expect(valoresPorMes(doAdmin, TKT)).toContainEqual([mesAtras(1), 77_700n]);
    expect(valoresPorMes(doAdmin, MAN)).toContainEqual([mesAtras(1), 12_345n]);
    // the cell's detail agrees: nothing of the store's PDV value for the limited user, the value for the admin
    const celula = { linhaId: TKT, competencia: mesAtras(1), coluna: { filtro: 'A' } };
    const mes = await centro.post(e.detalhesMes, { ...celula, filter: consultaDre(rede) });
    expect(mes.statusCode, mes.body).toBe(200);
    expect(mes.json()).toMatchObject({ valor: null, porConta: [], porEmpresa: [] });
    const linha = await centro.post(e.detalhesLinha, {
      ...celula,
      filter: consultaDre(rede),
      Page: 1,
      PageSize: 10,
    });
    expect(linha.json()).toMatchObject({ detalhes: [], total: 0, soma: 0 });
    const linhaDoAdmin = await admin.post(e.detalhesLinha, {
      ...celula,
      filter: consultaDre(rede, {}, { EmpresasIds: [rede.lojas.a1] }),
      Page: 1,
      PageSize: 10,
    });
    expect(linhaDoAdmin.json()).toMatchObject({ total: 1, soma: 777 });
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
