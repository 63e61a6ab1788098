import { deParaMessages, endpoints } from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { signIn } from '../../../test/fixtures.ts';
import { withTenant } from '../../db/index.ts';
import { createDeParaRede, type DeParaRede } from './de-para.fixtures.ts';
import { addMovimentos, apiAs, mensal } from './leitura.fixtures.ts';

/**
 * GET pending / review / approved lists (issue 9 §2): the rows of each tab in both views for a known set of
 * mappings (written through the API), the money-first order of the pending tab, filters, paging, history flags,
 * suggestions only where they belong, scope and tenancy.
 */
let t: TestApp;
let rede: DeParaRede;
let outra: DeParaRede;
let admin: ReturnType<typeof apiAs>;
let limitado: ReturnType<typeof apiAs>;
let grupoC: string;
const e = endpoints.dePara;
const tabs = { pendente: e.listarPendente, revisao: e.listarRevisao, aprovado: e.listarAprovado } as const;
type Tab = keyof typeof tabs;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.tdb.ownerDb;
  rede = await createDeParaRede(db);
  outra = await createDeParaRede(db);
  // 500,00 a month on A-1 in grupo A's M2 store
  await addMovimentos(
    db,
    rede,
    mensal({
      empresaId: rede.empresas.aM2,
      grupoId: rede.grupos.a,
      contaId: rede.franqueado.a[1],
      valor: 50_000n,
    }),
  );
  grupoC = uuidv7();
  await withTenant(db, rede.clienteId, async (tx) => {
    await tx.execute(
      sql`insert into grupo (cliente_id, id, nome) values (${rede.clienteId}, ${grupoC}, 'Grupo C')`,
    );
    await tx.execute(sql`insert into empresa (cliente_id, id, grupo_id, marca_id, cnpj, razao_social)
      values (${rede.clienteId}, ${uuidv7()}, ${grupoC}, ${rede.marcas.m2}, '00000000090000', 'Loja C Ltda')`);
  });
  admin = apiAs(t, (await signIn(t.app, rede.emails.admin)).headers);
  limitado = apiAs(t, (await signIn(t.app, rede.emails.limitado)).headers);
});
afterAll(() => t?.close());

type Linha = {
  _id: string;
  valorPrimeiraColuna: string;
  valorSegundaColuna: { id: string; label: string }[];
  marca: { id: string; label: string };
  tipo: string;
  tipoDoValor: string;
  deParaId: string | null;
  deParaIds: string[];
  justificativa: string | null;
  temHistorico: boolean;
  movimento12Meses: number;
  sugestao: { id: string } | null;
};
async function tab(tabName: Tab, query: Record<string, string | number | string[]> = {}, api = admin) {
  const res = await api.get(tabs[tabName], { CustomerId: rede.grupos.a, pageSize: 25, ...query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    grupo: { id: string; nome: string; marcas: { id: string; label: string }[] };
    valores: Linha[];
    page: number;
    total: number;
  };
}
/** A row in short: account, marca, counterparts, justification, movement. */
const curta = (l: Linha) =>
  [
    l.valorPrimeiraColuna,
    l.marca.label,
    l.valorSegundaColuna.map((c) => c.label),
    l.justificativa,
    l.movimento12Meses,
  ] as const;

describe('before any mapping', () => {
  it('lists every active franchisee account × marca as pending, the money first, and pages', async () => {
    const page1 = await tab('pendente', { pageSize: 5 });
    expect(page1.grupo).toEqual({
      id: rede.grupos.a,
      nome: 'Grupo A',
      marcas: [
        { id: rede.marcas.m1, label: 'Marca M1' },
        { id: rede.marcas.m2, label: 'Marca M2' },
      ],
    });
    expect({ total: page1.total, page: page1.page }).toEqual({ total: 8, page: 1 });
    const page2 = await tab('pendente', { pageSize: 5, page: 2 });
    expect(
      [...page1.valores, ...page2.valores].map((l) => [
        l.valorPrimeiraColuna,
        l.marca.label,
        l.movimento12Meses,
      ]),
    ).toEqual([
      ['A-0 - Vendas Cartão', 'Marca M1', 12_000],
      ['A-1 - Vendas PIX', 'Marca M2', 6_000],
      ['A-2 - Aluguel', 'Marca M1', 2_400],
      ['A-0 - Vendas Cartão', 'Marca M2', 0],
      ['A-1 - Vendas PIX', 'Marca M1', 0],
      ['A-2 - Aluguel', 'Marca M2', 0],
      ['A-3 - Brindes', 'Marca M1', 0],
      ['A-3 - Brindes', 'Marca M2', 0],
    ]);
    const first = page1.valores[0]!;
    expect(first).toMatchObject({
      _id: `${rede.franqueado.a[0]}:${rede.marcas.m1}`,
      registroPendente: { id: rede.franqueado.a[0], label: 'A-0 - Vendas Cartão' },
      tipoDoValor: 'franqueado',
      tipo: 'pendente',
      deParaId: null,
      deParaIds: [],
      valorSegundaColuna: [],
      temHistorico: false,
    });
    expect((await tab('pendente', { pageSize: 5, page: 3 })).valores).toEqual([]);
    const far = await tab('pendente', { pageSize: 100, page: Number.MAX_SAFE_INTEGER });
    expect({ total: far.total, valores: far.valores }).toEqual({ total: 8, valores: [] });
  });
});

describe('with mappings in every state', () => {
  const ids: Record<string, string> = {};
  const item = (over: Record<string, unknown>) => ({
    PlanoFranqueadoId: null,
    PlanoFranqueadorId: null,
    Justificativa: null,
    Marca: rede.marcas.m1,
    CustomerId: rede.grupos.a,
    ...over,
  });

  beforeAll(async () => {
    const [c0, c1, c2, c3] = rede.franqueado.a;
    const { m1, m2 } = rede.franqueador;
    const created = await admin.post(e.criarFranqueado, [
      item({ PlanoFranqueadoId: c0, PlanoFranqueadorId: m1.r1 }),
      item({ PlanoFranqueadoId: c3, Justificativa: 'Sem uso' }),
      item({ PlanoFranqueadoId: c1, PlanoFranqueadorId: m2.r2, Marca: rede.marcas.m2 }),
    ]);
    expect(created.json().every((r: { sucesso: boolean }) => r.sucesso)).toBe(true);
    const franqueador = await admin.post(e.criarFranqueador, [
      item({ PlanoFranqueadorId: m1.r1, PlanoFranqueadoId: c2 }),
      item({ PlanoFranqueadorId: m1.r2, PlanoFranqueadoId: c1 }),
      item({ PlanoFranqueadorId: m2.d1, Marca: rede.marcas.m2, Justificativa: 'Loja sem aluguel' }),
    ]);
    expect(franqueador.json().every((r: { sucesso: boolean }) => r.sucesso)).toBe(true);
    const rows = await withTenant(
      t.tdb.ownerDb,
      rede.clienteId,
      async (tx) =>
        (
          await tx.execute<{ id: string; marca_id: string; conta_franqueado_id: string | null }>(sql`
        select id, marca_id, conta_franqueado_id from de_para where cliente_id = ${rede.clienteId}`)
        ).rows,
    );
    for (const r of rows) {
      const conta = r.conta_franqueado_id ? `c${rede.franqueado.a.indexOf(r.conta_franqueado_id)}` : 'just';
      ids[`${conta}${r.marca_id === rede.marcas.m1 ? 'M1' : 'M2'}`] = r.id;
    }
    expect((await admin.post(e.aprovar, [ids.c0M1, ids.c1M2])).statusCode).toBe(200);
  });

  it('franqueado view: each pair in the tab of its state, with its counterpart or justification', async () => {
    const pendente = await tab('pendente');
    expect(pendente.valores.map(curta)).toEqual([
      ['A-0 - Vendas Cartão', 'Marca M2', [], null, 0],
      ['A-2 - Aluguel', 'Marca M2', [], null, 0],
      ['A-3 - Brindes', 'Marca M2', [], null, 0],
    ]);
    const revisao = await tab('revisao');
    expect(revisao.valores.map(curta)).toEqual([
      ['A-1 - Vendas PIX', 'Marca M1', ['1.02 - Vendas via PIX'], null, 0],
      ['A-2 - Aluguel', 'Marca M1', ['1.01 - Vendas com Cartão'], null, 2_400],
      ['A-3 - Brindes', 'Marca M1', [], 'Sem uso', 0],
    ]);
    expect(revisao.valores.map((l) => [l.tipo, l.deParaId, l.deParaIds, l.temHistorico, l.sugestao])).toEqual(
      [
        ['revisao', ids.c1M1, [ids.c1M1], true, null],
        ['revisao', ids.c2M1, [ids.c2M1], true, null],
        ['revisao', ids.c3M1, [ids.c3M1], true, null],
      ],
    );
    const aprovado = await tab('aprovado');
    expect(aprovado.valores.map(curta)).toEqual([
      ['A-0 - Vendas Cartão', 'Marca M1', ['1.01 - Vendas com Cartão'], null, 12_000],
      ['A-1 - Vendas PIX', 'Marca M2', ['1.02 - Vendas via PIX'], null, 6_000],
    ]);
    expect(aprovado.valores.every((l) => l.tipo === 'aprovado' && l.sugestao === null)).toBe(true);
  });

  it('franqueador view: an account in review and approved at once, lists of franchisee accounts, justifications', async () => {
    const view = { Visao: 'franqueador' };
    const pendente = await tab('pendente', view);
    expect(pendente.valores.map(curta)).toEqual([
      ['1.01 - Vendas com Cartão', 'Marca M2', [], null, 0],
      ['2.01 - Aluguel', 'Marca M1', [], null, 0],
    ]);
    expect(pendente.valores.map((l) => [l.deParaIds, l.temHistorico, l.sugestao])).toEqual([
      [[], false, null],
      [[], false, null],
    ]);
    const revisao = await tab('revisao', view);
    expect(revisao.valores.map(curta)).toEqual([
      ['1.01 - Vendas com Cartão', 'Marca M1', ['A-2 - Aluguel'], null, 2_400],
      ['1.02 - Vendas via PIX', 'Marca M1', ['A-1 - Vendas PIX'], null, 0],
      ['2.01 - Aluguel', 'Marca M2', [], 'Loja sem aluguel', 0],
    ]);
    expect(revisao.valores.map((l) => [l._id, l.tipoDoValor, l.deParaId, l.deParaIds])).toEqual([
      [`${rede.franqueador.m1.r1}:${rede.marcas.m1}`, 'franqueador', null, [ids.c2M1]],
      [`${rede.franqueador.m1.r2}:${rede.marcas.m1}`, 'franqueador', null, [ids.c1M1]],
      [`${rede.franqueador.m2.d1}:${rede.marcas.m2}`, 'franqueador', null, [ids.justM2]],
    ]);
    const aprovado = await tab('aprovado', view);
    expect(aprovado.valores.map(curta)).toEqual([
      ['1.01 - Vendas com Cartão', 'Marca M1', ['A-0 - Vendas Cartão'], null, 12_000],
      ['1.02 - Vendas via PIX', 'Marca M2', ['A-1 - Vendas PIX'], null, 6_000],
    ]);
  });

  it('the main list counts exactly these rows', async () => {
    const res = await admin.get(e.listar, { CustomerIds: [rede.grupos.a] });
    expect(res.json().valores[0]).toMatchObject({ pendente: 3, revisao: 3, aprovado: 2, valorPendente: 0 });
    const fr = await admin.get(e.listar, { CustomerIds: [rede.grupos.a], Visao: 'franqueador' });
    expect(fr.json().valores[0]).toMatchObject({ pendente: 2, revisao: 3, aprovado: 2 });
  });

  it('filters by name (code or name, any case, taken literally) and by marca', async () => {
    const nomes = async (tabName: Tab, query: Record<string, string | string[]>) =>
      (await tab(tabName, query)).valores.map((l) => `${l.valorPrimeiraColuna} / ${l.marca.label}`);
    expect(await nomes('pendente', { Nome: 'VENDAS' })).toEqual(['A-0 - Vendas Cartão / Marca M2']);
    expect(await nomes('revisao', { Nome: 'a-3' })).toEqual(['A-3 - Brindes / Marca M1']);
    expect(await nomes('revisao', { Nome: '%' })).toEqual([]);
    expect(await nomes('revisao', { Nome: 'aluguel', Visao: 'franqueador' })).toEqual([
      '2.01 - Aluguel / Marca M2',
    ]);
    expect(await nomes('aprovado', { Marcas: [rede.marcas.m2] })).toEqual(['A-1 - Vendas PIX / Marca M2']);
    expect(await nomes('aprovado', { Marcas: ['0'] })).toHaveLength(2);
    expect((await tab('aprovado', { Marcas: [rede.marcas.m2], Nome: 'cartão' })).total).toBe(0);
  });

  it('keeps the history reachable from a pending row whose justification was undone', async () => {
    expect((await admin.post(e.desfazer, [ids.justM2])).statusCode).toBe(200);
    const pendente = await tab('pendente', { Visao: 'franqueador', Marcas: [rede.marcas.m2] });
    const d1 = pendente.valores.find((l) => l.valorPrimeiraColuna === '2.01 - Aluguel')!;
    expect(d1).toMatchObject({ deParaIds: [ids.justM2], temHistorico: true, justificativa: null });
  });

  it('gives the suggestion only to pending rows of the franqueado view, of the row marca', async () => {
    const pendente = await tab('pendente');
    // the network approved 'Vendas Cartão' to 1.01 in M1: the same code is offered in M2
    expect(pendente.valores.find((l) => l.valorPrimeiraColuna === 'A-0 - Vendas Cartão')?.sugestao?.id).toBe(
      rede.franqueador.m2.r1,
    );
    for (const l of pendente.valores) {
      if (l.sugestao)
        expect([rede.franqueador.m2.r1, rede.franqueador.m2.r2, rede.franqueador.m2.d1]).toContain(
          l.sugestao.id,
        );
    }
    for (const tabName of ['revisao', 'aprovado'] as const)
      for (const Visao of ['franqueado', 'franqueador'])
        expect((await tab(tabName, { Visao })).valores.every((l) => l.sugestao === null)).toBe(true);
  });

  it("shows a limited user only the scope's marcas, and refuses what lies outside", async () => {
    const revisao = await tab('revisao', {}, limitado);
    expect(revisao.valores.map((l) => l.marca.label)).toEqual(['Marca M1', 'Marca M1', 'Marca M1']);
    // the marca filter offers the scope's marcas of the grupo only
    expect(revisao.grupo.marcas).toEqual([{ id: rede.marcas.m1, label: 'Marca M1' }]);
    const aprovado = await tab('aprovado', {}, limitado);
    expect(aprovado.valores.map(curta)).toEqual([
      ['A-0 - Vendas Cartão', 'Marca M1', ['1.01 - Vendas com Cartão'], null, 12_000],
    ]);
    expect((await tab('pendente', {}, limitado)).total).toBe(0);
    expect(
      (await limitado.get(e.listarPendente, { CustomerId: rede.grupos.a, Marcas: [rede.marcas.m2] }))
        .statusCode,
    ).toBe(403);
    expect((await limitado.get(e.listarAprovado, { CustomerId: grupoC })).statusCode).toBe(403);
  });

  it("answers 404 for another tenant's grupo or marca, and 400 naming the field for a bad query", async () => {
    const theirs = await admin.get(e.listarRevisao, { CustomerId: outra.grupos.a });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().title).toBe(deParaMessages.grupoNotFound);
    expect(
      (await admin.get(e.listarRevisao, { CustomerId: rede.grupos.a, Marcas: [outra.marcas.m1] })).statusCode,
    ).toBe(404);
    const cases = [
      [{ CustomerId: 'x' }, 'CustomerId', deParaMessages.idInvalid],
      [{}, 'CustomerId', deParaMessages.idInvalid],
      // the pending tab offers its default (20) besides the spec's sizes
      [
        { CustomerId: rede.grupos.a, pageSize: 3 },
        'pageSize',
        deParaMessages.invalidPageSizeOf([5, 10, 20, 25, 50, 75, 100]),
      ],
      [{ CustomerId: rede.grupos.a, Visao: 'x' }, 'Visao', deParaMessages.invalidVisao],
    ] as const;
    for (const [query, campo, mensagem] of cases) {
      const res = await admin.get(e.listarPendente, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().errors).toEqual([{ campo, mensagem }]);
    }
    expect((await admin.get(e.listarPendente, { CustomerId: rede.grupos.a, pageSize: 20 })).statusCode).toBe(
      200,
    );
    const review = await admin.get(e.listarRevisao, { CustomerId: rede.grupos.a, pageSize: 20 });
    expect(review.json().errors).toEqual([{ campo: 'pageSize', mensagem: deParaMessages.invalidPageSize }]);
  });
});
