import { deParaHistoricoTipos, deParaMessages, endpoints, opcoesMessages } from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { signIn } from '../../../test/fixtures.ts';
import { withTenant } from '../../db/index.ts';
import { SCOPE_FORBIDDEN } from '../access/scope.ts';
import { createDeParaRede, type DeParaRede } from './de-para.fixtures.ts';
import { apiAs } from './leitura.fixtures.ts';

/**
 * GET chart-of-accounts options of the pending selector, and GET history of a row's mappings (issue 9 §2).
 */
let t: TestApp;
let rede: DeParaRede;
let outra: DeParaRede;
let admin: ReturnType<typeof apiAs>;
let limitado: ReturnType<typeof apiAs>;
const e = endpoints.dePara;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.tdb.ownerDb;
  rede = await createDeParaRede(db);
  outra = await createDeParaRede(db);
  await withTenant(db, rede.clienteId, async (tx) => {
    const secao = uuidv7();
    const contas = [
      [secao, '10', 'Financeiro', null, 1],
      [uuidv7(), '10.02', 'Tarifas', secao, 2],
      [uuidv7(), '10.01', 'Juros', secao, 2],
      [uuidv7(), '9.01', 'Impostos', null, 1],
      [uuidv7(), '3.01', 'Marketing', null, 1],
      [uuidv7(), '4.01', 'Pessoal', null, 1],
    ] as const;
    for (const [id, codigo, nome, parent, nivel] of contas)
      await tx.execute(sql`insert into plano_contas_franqueador (cliente_id, id, marca_id, codigo, nome, parent_id, nivel)
        values (${rede.clienteId}, ${id}, ${rede.marcas.m1}, ${codigo}, ${nome}, ${parent}, ${nivel})`);
    await tx.execute(sql`insert into plano_contas_franqueado (cliente_id, id, grupo_id, codigo, nome, ativo)
      values (${rede.clienteId}, ${uuidv7()}, ${rede.grupos.a}, 'A-4', 'Conta Antiga', false)`);
  });
  admin = apiAs(t, (await signIn(t.app, rede.emails.admin)).headers);
  limitado = apiAs(t, (await signIn(t.app, rede.emails.limitado)).headers);
});
afterAll(() => t?.close());

const item = (over: Record<string, unknown>) => ({
  PlanoFranqueadoId: null,
  PlanoFranqueadorId: null,
  Justificativa: null,
  Marca: rede.marcas.m1,
  CustomerId: rede.grupos.a,
  ...over,
});

describe('GET listar-plano-de-contas', () => {
  const opcoes = async (query: Record<string, string | number>, api = admin) => {
    const res = await api.get(e.listarPlanoDeContas, {
      CustomerId: rede.grupos.a,
      Marca: rede.marcas.m1,
      ...query,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { valores: { id: string; label: string }[]; page: number; total: number };
  };

  it("offers the marca's leaf, active franchisor accounts in the franqueado view, by code as a chart reads, paged", async () => {
    const page1 = await opcoes({ pageSize: 5 });
    const page2 = await opcoes({ pageSize: 5, page: 2 });
    expect({ total: page1.total, page: page2.page }).toEqual({ total: 8, page: 2 });
    expect([...page1.valores, ...page2.valores].map((o) => o.label)).toEqual([
      '1.01 - Vendas com Cartão',
      '1.02 - Vendas via PIX',
      '2.01 - Aluguel',
      '3.01 - Marketing',
      '4.01 - Pessoal',
      '9.01 - Impostos',
      '10.01 - Juros',
      '10.02 - Tarifas',
    ]);
    expect(page1.valores[0]?.id).toBe(rede.franqueador.m1.r1);
    expect((await opcoes({ Nome: 'VENDAS' })).valores.map((o) => o.label)).toEqual([
      '1.01 - Vendas com Cartão',
      '1.02 - Vendas via PIX',
    ]);
    expect((await opcoes({ Nome: '10.0' })).total).toBe(2);
    expect(await opcoes({ pageSize: 100, page: Number.MAX_SAFE_INTEGER })).toMatchObject({
      total: 8,
      valores: [],
    });
    expect((await opcoes({ Marca: rede.marcas.m2 })).valores.map((o) => o.id)).toEqual([
      rede.franqueador.m2.r1,
      rede.franqueador.m2.r2,
      rede.franqueador.m2.d1,
    ]);
  });

  it("offers the grupo's active franchisee accounts still pending for the marca in the franqueador view", async () => {
    const labels = async (Marca: string) =>
      (await opcoes({ Visao: 'franqueador', Marca })).valores.map((o) => o.label);
    expect(await labels(rede.marcas.m1)).toEqual([
      'A-0 - Vendas Cartão',
      'A-1 - Vendas PIX',
      'A-2 - Aluguel',
      'A-3 - Brindes',
    ]);
    const [c0] = rede.franqueado.a;
    await admin.post(e.criarFranqueado, [
      item({ PlanoFranqueadoId: c0, PlanoFranqueadorId: rede.franqueador.m1.r1 }),
    ]);
    expect(await labels(rede.marcas.m1)).toEqual(['A-1 - Vendas PIX', 'A-2 - Aluguel', 'A-3 - Brindes']);
    // the same account is still pending for the other marca
    expect(await labels(rede.marcas.m2)).toHaveLength(4);
  });

  it("refuses a marca the grupo lacks (400), one of its marcas outside the user's scope (403), another tenant (404) and bad queries", async () => {
    for (const [api, query] of [
      [admin, { CustomerId: rede.grupos.b, Marca: rede.marcas.m2 }],
      [admin, { Marca: outra.marcas.m1 }],
      // grupo B has no M2 store: not one of its marcas, whatever the user's scope
      [limitado, { CustomerId: rede.grupos.b, Marca: rede.marcas.m2 }],
    ] as const) {
      const res = await api.get(e.listarPlanoDeContas, { CustomerId: rede.grupos.a, ...query });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().errors).toEqual([{ campo: 'Marca', mensagem: deParaMessages.marcaInvalida }]);
    }
    // grupo A has an M2 store, but the limited user may see M1 only
    for (const Visao of ['franqueado', 'franqueador']) {
      const forbidden = await limitado.get(e.listarPlanoDeContas, {
        CustomerId: rede.grupos.a,
        Marca: rede.marcas.m2,
        Visao,
      });
      expect(forbidden.statusCode, Visao).toBe(403);
      expect(forbidden.json().title).toBe(SCOPE_FORBIDDEN);
    }
    expect(
      (await limitado.get(e.listarPlanoDeContas, { CustomerId: rede.grupos.a, Marca: rede.marcas.m1 }))
        .statusCode,
    ).toBe(200);
    const theirs = await admin.get(e.listarPlanoDeContas, {
      CustomerId: outra.grupos.a,
      Marca: outra.marcas.m1,
    });
    expect(theirs.statusCode).toBe(404);
    const missing = await admin.get(e.listarPlanoDeContas, { CustomerId: rede.grupos.a });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ campo: 'Marca', mensagem: deParaMessages.idInvalid }]);
  });
});

describe('GET historico', () => {
  const deParaId = async (where: ReturnType<typeof sql>) =>
    withTenant(t.tdb.ownerDb, rede.clienteId, async (tx) => {
      const r = await tx.execute<{ id: string }>(
        sql`select id from de_para where cliente_id = ${rede.clienteId} and ${where}`,
      );
      return r.rows[0]!.id;
    });
  let linkId: string;
  let justId: string;

  beforeAll(async () => {
    const [, c1] = rede.franqueado.a;
    await admin.post(e.criarFranqueado, [
      item({ PlanoFranqueadoId: c1, PlanoFranqueadorId: rede.franqueador.m1.r2 }),
    ]);
    linkId = await deParaId(sql`conta_franqueado_id = ${c1}`);
    for (const acao of [e.aprovar, e.desaprovar, e.desfazer])
      expect((await admin.post(acao, [linkId])).statusCode).toBe(200);
    await admin.post(e.criarFranqueador, [
      item({
        PlanoFranqueadorId: rede.franqueador.m2.d1,
        Marca: rede.marcas.m2,
        Justificativa: 'Loja sem aluguel',
      }),
    ]);
    justId = await deParaId(sql`conta_franqueado_id is null`);
  });

  it('answers every change of the mapping, newest first, with the accounts labelled', async () => {
    const res = await admin.get(e.historico, { ids: [linkId] });
    expect(res.statusCode, res.body).toBe(200);
    const historico = res.json() as Record<string, unknown>[];
    expect(
      historico.map((h) => [h.tipo, h.nome, h.statusAnterior, h.statusNovo, h.contaAnterior, h.contaNova]),
    ).toEqual([
      ['desfeito', deParaHistoricoTipos.desfeito, 'revisao', 'pendente', '1.02 - Vendas via PIX', null],
      [
        'desaprovado',
        deParaHistoricoTipos.desaprovado,
        'aprovado',
        'revisao',
        '1.02 - Vendas via PIX',
        '1.02 - Vendas via PIX',
      ],
      [
        'aprovado',
        deParaHistoricoTipos.aprovado,
        'revisao',
        'aprovado',
        '1.02 - Vendas via PIX',
        '1.02 - Vendas via PIX',
      ],
      ['criado', deParaHistoricoTipos.criado, 'pendente', 'revisao', null, '1.02 - Vendas via PIX'],
    ]);
    for (const h of historico) {
      expect(h).toMatchObject({
        dePara: linkId,
        usuario: 'Admin De-Para',
        contaFranqueado: 'A-1 - Vendas PIX',
      });
      expect(new Date(h.data as string).toISOString()).toBe(h.data);
    }
    const datas = historico.map((h) => h.data as string);
    expect([...datas].sort().reverse()).toEqual(datas);
  });

  it("merges the history of a row's mappings and shows a justification's", async () => {
    const res = await admin.get(e.historico, { ids: [linkId, justId] });
    const historico = res.json() as Record<string, unknown>[];
    expect(historico).toHaveLength(5);
    expect(historico[0]).toMatchObject({
      dePara: justId,
      tipo: 'justificado',
      nome: 'Justificativa registrada',
      contaFranqueado: null,
      contaNova: '2.01 - Aluguel',
      justificativa: 'Loja sem aluguel',
      info: 'Vinculado pela visão do franqueador',
    });
    expect((await admin.get(e.historico)).json()).toEqual([]);
  });

  it('answers the history of a franqueador-view row standing for 150 mappings', async () => {
    const contas = Array.from({ length: 150 }, () => uuidv7());
    await withTenant(t.tdb.ownerDb, rede.clienteId, async (tx) => {
      for (const [i, id] of contas.entries())
        await tx.execute(sql`insert into plano_contas_franqueado (cliente_id, id, grupo_id, codigo, nome)
          values (${rede.clienteId}, ${id}, ${rede.grupos.b}, ${`B-${100 + i}`}, ${`Conta ${i}`})`);
    });
    const criar = await admin.post(
      e.criarFranqueado,
      contas.map((c) =>
        item({ CustomerId: rede.grupos.b, PlanoFranqueadoId: c, PlanoFranqueadorId: rede.franqueador.m1.r2 }),
      ),
    );
    expect(criar.statusCode, criar.body).toBe(200);
    const revisao = await admin.get(e.listarRevisao, { CustomerId: rede.grupos.b, Visao: 'franqueador' });
    expect(revisao.statusCode, revisao.body).toBe(200);
    const [linha] = (revisao.json() as { valores: { deParaIds: string[] }[] }).valores;
    expect(linha!.deParaIds).toHaveLength(150);
    const res = await admin.get(e.historico, { ids: linha!.deParaIds });
    expect(res.statusCode, res.body).toBe(200);
    const historico = res.json() as { dePara: string; tipo: string }[];
    expect(historico).toHaveLength(150);
    expect(new Set(historico.map((h) => h.dePara))).toEqual(new Set(linha!.deParaIds));
    expect(new Set(historico.map((h) => h.tipo))).toEqual(new Set(['criado']));
  });

  it("refuses another tenant's mapping (404), one outside the scope (403) and a bad id (400)", async () => {
    const theirs = await withTenant(
      t.tdb.ownerDb,
      outra.clienteId,
      async (tx) =>
        (
          await tx.execute<{
            id: string;
          }>(sql`insert into de_para (cliente_id, id, grupo_id, marca_id, conta_franqueado_id, status)
        values (${outra.clienteId}, ${uuidv7()}, ${outra.grupos.a}, ${outra.marcas.m1}, ${outra.franqueado.a[0]}, 'pendente')
        returning id`)
        ).rows[0]!.id,
    );
    const notFound = await admin.get(e.historico, { ids: [linkId, theirs] });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json().title).toBe(deParaMessages.notFound);
    expect((await limitado.get(e.historico, { ids: [linkId] })).statusCode).toBe(200);
    expect((await limitado.get(e.historico, { ids: [linkId, justId] })).statusCode).toBe(403);
    const bad = await admin.get(e.historico, { ids: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ campo: 'ids.0', mensagem: opcoesMessages.idInvalid }]);
  });
});
