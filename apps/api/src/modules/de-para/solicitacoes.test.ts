import { deParaMessages, endpoints, type SolicitacaoRow } from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { signIn } from '../../../test/fixtures.ts';
import { withTenant } from '../../db/index.ts';
import { SCOPE_FORBIDDEN } from '../access/scope.ts';
import { createDeParaRede, type DeParaRede } from './de-para.fixtures.ts';

/**
 * The Solicitações tab (spec 002 §2.2, §4, §8; issue 9 §3): the list (scope, filters, order, paging), approving
 * (the mapping asked for goes into Revisão with history naming the request, in the same transaction) and
 * rejecting (justification in the notes), all or nothing, with their messages; scope, another tenant and two
 * concurrent approvals of the same request.
 */
let t: TestApp;
let rede: DeParaRede;
let outra: DeParaRede;
let admin: Record<string, string>;
let limitado: Record<string, string>;
const e = endpoints.dePara;

interface Pedido {
  grupo?: 'a' | 'b';
  marca?: 'm1' | 'm2' | null;
  de?: number;
  para?: string | null;
  status?: number;
  dias?: number;
  idExterno?: string;
}

/** Inserts a request of `r`'s network (the fixture has none), `dias` days ago. */
async function pedir(p: Pedido, r: DeParaRede = rede): Promise<string> {
  const id = uuidv7();
  const grupo = p.grupo ?? 'a';
  const marca = p.marca === undefined ? 'm1' : p.marca;
  const para = p.para === undefined ? r.franqueador.m1.r1 : p.para;
  await withTenant(t.tdb.ownerDb, r.clienteId, (tx) =>
    tx.execute(sql`insert into de_para_solicitacao (cliente_id, id, grupo_id, marca_id, conta_franqueado_id,
        conta_franqueador_id, registro_do_franqueado, status, solicitante, data_da_solicitacao, id_externo)
      values (${r.clienteId}, ${id}, ${r.grupos[grupo]}, ${marca ? r.marcas[marca] : null},
        ${r.franqueado[grupo][p.de ?? 0]}, ${para}, ${'Registro do franqueado'}, ${p.status ?? 0},
        ${'Financeiro do grupo'}, now() - make_interval(days => ${p.dias ?? 1}), ${p.idExterno ?? null})`),
  );
  return id;
}

const query = <T>(q: ReturnType<typeof sql>, clienteId = rede.clienteId) =>
  withTenant(t.tdb.ownerDb, clienteId, async (tx) => (await tx.execute(q)).rows as T[]);
const pedido = async (id: string) =>
  (
    await query<{
      status: number;
      justificativa: string | null;
      notas: { usuario: string; valor: string; data: string }[];
      decidido_por: string | null;
    }>(sql`select status, justificativa, notas, decidido_por from de_para_solicitacao where id = ${id}`)
  )[0]!;
const mapping = async (grupo: 'a' | 'b', marca: 'm1' | 'm2', de: number) =>
  (
    await query<{ id: string; status: string; conta_franqueador_id: string | null }>(
      sql`select id, status, conta_franqueador_id from de_para where grupo_id = ${rede.grupos[grupo]}
        and marca_id = ${rede.marcas[marca]} and conta_franqueado_id = ${rede.franqueado[grupo][de]}`,
    )
  )[0];

const get = (qs: string, headers = admin) =>
  t.app.inject({ method: 'GET', url: `${e.listarSolicitacoes}?${qs}`, headers });
const post = (url: string, payload: unknown, headers = admin) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as object });

beforeAll(async () => {
  t = await createTestApp();
  rede = await createDeParaRede(t.tdb.ownerDb);
  outra = await createDeParaRede(t.tdb.ownerDb);
  admin = (await signIn(t.app, rede.emails.admin)).headers;
  limitado = (await signIn(t.app, rede.emails.limitado)).headers;
});
afterAll(() => t?.close());

describe('list', () => {
  const ids = {} as Record<'aberto' | 'm2' | 'rejeitado' | 'semMarca' | 'outra', string>;
  beforeAll(async () => {
    ids.aberto = await pedir({ de: 1, dias: 1, idExterno: 'SOL-1' });
    ids.m2 = await pedir({ marca: 'm2', de: 1, para: rede.franqueador.m2.r2, dias: 2 });
    ids.rejeitado = await pedir({ grupo: 'b', de: 2, para: rede.franqueador.m1.d1, status: 2, dias: 3 });
    ids.semMarca = await pedir({ marca: null, de: 3, para: null, dias: 4 });
    ids.outra = await pedir({}, outra);
  });
  const listed = (res: { json(): { valores: SolicitacaoRow[] } }) => res.json().valores.map((v) => v._id);

  it('lists the requests newest first with the contract fields', async () => {
    const res = await get('Status=&CustomerIds=&ClusterIds=');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, total: 4 });
    expect(listed(res)).toEqual([ids.aberto, ids.m2, ids.rejeitado, ids.semMarca]);
    expect(body.valores[0]).toEqual({
      _id: ids.aberto,
      customer: { id: rede.grupos.a, nome: 'Grupo A' },
      marca: { id: rede.marcas.m1, label: 'Marca M1' },
      de: { id: rede.franqueado.a[1], label: 'A-1 - Vendas PIX' },
      para: { id: rede.franqueador.m1.r1, label: '1.01 - Vendas com Cartão' },
      registroDoFranqueado: 'Registro do franqueado',
      usuario: 'Financeiro do grupo',
      dataDaSolicitacao: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      status: 0,
      statusDescricao: 'Em aberto',
      justificativa: null,
      notas: [],
      tipo: 0,
    });
    expect(body.valores[2].statusDescricao).toBe('Rejeitada');
    expect(body.valores[3]).toMatchObject({ marca: null, para: null });
  });

  it('filters by status, grupos and store clusters, and pages', async () => {
    expect(listed(await get('Status=0'))).toEqual([ids.aberto, ids.m2, ids.semMarca]);
    expect(listed(await get('Status=1,2'))).toEqual([ids.rejeitado]);
    expect(listed(await get(`CustomerIds=${rede.grupos.b}`))).toEqual([ids.rejeitado]);
    expect(listed(await get('Tipo=0&pageSize=5&page=1'))).toHaveLength(4);
    const page2 = await get('pageSize=5&page=2');
    expect(page2.json()).toMatchObject({ valores: [], page: 2, total: 4 });
    // a static store cluster holding grupo B's store
    const cluster = uuidv7();
    await withTenant(t.tdb.ownerDb, rede.clienteId, async (tx) => {
      await tx.execute(sql`insert into cluster (cliente_id, id, nome, descricao, tipo, alvo)
        values (${rede.clienteId}, ${cluster}, 'Cluster B', 'B', 'estatico', 'empresa')`);
      await tx.execute(sql`insert into cluster_empresa (cliente_id, cluster_id, empresa_id)
        values (${rede.clienteId}, ${cluster}, ${rede.empresas.bM1})`);
    });
    expect(listed(await get(`ClusterIds=${cluster}`))).toEqual([ids.rejeitado]);
    expect((await get(`ClusterIds=${uuidv7()}`)).statusCode).toBe(404);
  });

  it("shows a limited user only the requests of their marcas (and those without one), never another tenant's", async () => {
    expect(listed(await get('', limitado))).toEqual([ids.aberto, ids.rejeitado, ids.semMarca]);
    // without a marca, a request asking for an M2 account is of M2: not listed for the M1 user
    const paraM2 = await pedir({ marca: null, de: 2, para: rede.franqueador.m2.r1, dias: 5 });
    expect(listed(await get('', limitado))).not.toContain(paraM2);
    expect(listed(await get(''))).toContain(paraM2);
    await query(sql`delete from de_para_solicitacao where id = ${paraM2}`);
    // another tenant's grupo finds nothing; outside a limited user's scope it is refused
    expect((await get(`CustomerIds=${outra.grupos.a}`)).json()).toMatchObject({ valores: [], total: 0 });
    expect((await get(`CustomerIds=${outra.grupos.a}`, limitado)).statusCode).toBe(403);
  });

  it('refuses an invalid status or tipo with the pt-BR message', async () => {
    const bad = await get('Status=4');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].mensagem).toBe(deParaMessages.invalidStatus);
    expect((await get('Tipo=1')).json().errors[0].mensagem).toBe(deParaMessages.invalidTipo);
  });
});

describe('approve', () => {
  it('puts the asked mapping into Revisão with history naming the request, and closes the request', async () => {
    const id = await pedir({ grupo: 'b', de: 1, para: rede.franqueador.m1.r2, idExterno: 'SOL-77' });
    const res = await post(e.aprovarSolicitacoes, [id]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Solicitações aprovadas!', alterados: 1 });
    const row = (await mapping('b', 'm1', 1))!;
    expect(row).toMatchObject({ status: 'revisao', conta_franqueador_id: rede.franqueador.m1.r2 });
    const [h] = await query<{ tipo: string; status_anterior: string; info: string; usuario_nome: string }>(
      sql`select tipo, status_anterior, info, usuario_nome from de_para_historico where de_para_id = ${row.id}`,
    );
    expect(h).toMatchObject({
      tipo: 'solicitacao',
      status_anterior: 'pendente',
      usuario_nome: 'Admin De-Para',
    });
    expect(h!.info).toMatch(/^Solicitação SOL-77 de Financeiro do grupo em \d{2}\/\d{2}\/\d{4}$/);
    const closed = await pedido(id);
    expect(closed).toMatchObject({ status: 1, decidido_por: expect.any(String) });
    expect(closed.notas).toEqual([
      { usuario: 'Admin De-Para', valor: 'Aprovada pelo painel', data: expect.any(String) },
    ]);
    expect(Number.isNaN(Date.parse(closed.notas[0]!.data))).toBe(false);
  });

  it('replaces an approved mapping (back into Revisão) and takes the marca from the account when the request has none', async () => {
    await query(sql`insert into de_para (cliente_id, id, grupo_id, marca_id, conta_franqueado_id, conta_franqueador_id, status)
      values (${rede.clienteId}, ${uuidv7()}, ${rede.grupos.b}, ${rede.marcas.m1}, ${rede.franqueado.b[2]},
        ${rede.franqueador.m1.d1}, 'aprovado')`);
    const replace = await pedir({ grupo: 'b', de: 2, para: rede.franqueador.m1.r1 });
    const semMarca = await pedir({ grupo: 'a', marca: null, de: 2, para: rede.franqueador.m2.d1 });
    expect((await post(e.aprovarSolicitacoes, [replace, semMarca])).json().alterados).toBe(2);
    expect(await mapping('b', 'm1', 2)).toMatchObject({
      status: 'revisao',
      conta_franqueador_id: rede.franqueador.m1.r1,
    });
    expect(await mapping('a', 'm2', 2)).toMatchObject({
      status: 'revisao',
      conta_franqueador_id: rede.franqueador.m2.d1,
    });
    const [h] = await query<{ status_anterior: string; conta_franqueador_anterior_id: string }>(
      sql`select h.status_anterior, h.conta_franqueador_anterior_id from de_para_historico h
        join de_para d on d.id = h.de_para_id where d.conta_franqueado_id = ${rede.franqueado.b[2]}`,
    );
    expect(h).toEqual({ status_anterior: 'aprovado', conta_franqueador_anterior_id: rede.franqueador.m1.d1 });
  });

  it('leaves an approved mapping that already is what the request asks for, and closes the request', async () => {
    const [row] = await query<{ id: string }>(sql`insert into de_para (cliente_id, id, grupo_id, marca_id,
        conta_franqueado_id, conta_franqueador_id, status)
      values (${rede.clienteId}, ${uuidv7()}, ${rede.grupos.a}, ${rede.marcas.m2}, ${rede.franqueado.a[0]},
        ${rede.franqueador.m2.r1}, 'aprovado') returning id`);
    const id = await pedir({ grupo: 'a', marca: 'm2', de: 0, para: rede.franqueador.m2.r1 });
    expect((await post(e.aprovarSolicitacoes, [id])).statusCode).toBe(200);
    expect(await mapping('a', 'm2', 0)).toMatchObject({
      status: 'aprovado',
      conta_franqueador_id: rede.franqueador.m2.r1,
    });
    expect((await pedido(id)).status).toBe(1);
    const history = await query(sql`select 1 from de_para_historico where de_para_id = ${row!.id}`);
    expect(history).toHaveLength(0);
  });

  it('changes nothing when any request is not open (409), has no franchisor account or one off the charts (400)', async () => {
    const open = await pedir({ grupo: 'b', de: 3, para: rede.franqueador.m1.r1 });
    const decided = await pedir({ grupo: 'b', de: 0, status: 3 });
    const notOpen = await post(e.aprovarSolicitacoes, [open, decided]);
    expect(notOpen.statusCode).toBe(409);
    expect(notOpen.json().title).toBe(deParaMessages.solicitacoesNotOpen);
    const cases = [
      [await pedir({ grupo: 'b', de: 0, para: null }), deParaMessages.solicitacaoSemPara],
      [
        await pedir({ grupo: 'b', de: 0, para: rede.franqueador.m2.r1 }),
        deParaMessages.contaFranqueadorInvalida,
      ],
      [
        await pedir({ grupo: 'b', de: 0, para: rede.franqueador.m1.secao1 }),
        deParaMessages.contaFranqueadorInvalida,
      ],
      [
        await pedir({ grupo: 'b', de: 0, para: rede.franqueador.m1.inativa }),
        deParaMessages.contaFranqueadorInvalida,
      ],
      [
        await pedir({ grupo: 'b', marca: 'm2', de: 0, para: rede.franqueador.m2.r1 }),
        deParaMessages.marcaInvalida,
      ],
    ] as const;
    for (const [bad, message] of cases) {
      const res = await post(e.aprovarSolicitacoes, [open, bad]);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[0]).toEqual({ campo: '1', mensagem: message });
    }
    expect((await pedido(open)).status).toBe(0);
    expect(await mapping('b', 'm1', 3)).toBeUndefined();
  });

  it("answers 404 for another tenant's request and 403 outside the user's marcas", async () => {
    const theirs = await pedir({}, outra);
    const res = await post(e.aprovarSolicitacoes, [theirs]);
    expect(res.statusCode).toBe(404);
    expect(res.json().title).toBe(deParaMessages.solicitacaoNotFound);
    const m2 = await pedir({ marca: 'm2', de: 3, para: rede.franqueador.m2.r1 });
    const forbidden = await post(e.aprovarSolicitacoes, [m2], limitado);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().title).toBe(SCOPE_FORBIDDEN);
    // without a marca, the franchisor account's marca is checked
    const semMarca = await pedir({ marca: null, de: 3, para: rede.franqueador.m2.r1 });
    expect((await post(e.aprovarSolicitacoes, [semMarca], limitado)).statusCode).toBe(403);
    expect((await pedido(m2)).status).toBe(0);
  });

  it('lets exactly one of two concurrent approvals of the same request win', async () => {
    const id = await pedir({ grupo: 'a', de: 3, para: rede.franqueador.m1.d1 });
    const answers = await Promise.all([post(e.aprovarSolicitacoes, [id]), post(e.aprovarSolicitacoes, [id])]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const row = (await mapping('a', 'm1', 3))!;
    const history = await query(sql`select 1 from de_para_historico where de_para_id = ${row.id}`);
    expect(history).toHaveLength(1);
    expect((await pedido(id)).notas).toHaveLength(1);
  });
});

describe('reject', () => {
  it('closes the requests with the justification in their notes, no mapping changed', async () => {
    const id = await pedir({ grupo: 'b', de: 0, para: rede.franqueador.m1.r1 });
    const res = await post(e.rejeitarSolicitacoes, {
      ids: [id],
      justificativa: '  Conta deve ir para Outras Despesas ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Solicitações rejeitadas!', alterados: 1 });
    const closed = await pedido(id);
    expect(closed).toMatchObject({ status: 2, justificativa: 'Conta deve ir para Outras Despesas' });
    expect(closed.notas).toEqual([
      { usuario: 'Admin De-Para', valor: 'Conta deve ir para Outras Despesas', data: expect.any(String) },
    ]);
    expect(await mapping('b', 'm1', 0)).toBeUndefined();
    const again = await post(e.rejeitarSolicitacoes, { ids: [id], justificativa: 'De novo' });
    expect(again.statusCode).toBe(409);
    expect(again.json().title).toBe(deParaMessages.solicitacoesNotOpen);
  });

  it("asks for a justification ('É necessário criar uma justificativa')", async () => {
    const id = await pedir({ grupo: 'b', de: 0 });
    for (const payload of [{ ids: [id] }, { ids: [id], justificativa: '   ' }]) {
      const res = await post(e.rejeitarSolicitacoes, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toEqual({
        campo: 'justificativa',
        mensagem: 'É necessário criar uma justificativa',
      });
    }
    expect(
      (await post(e.rejeitarSolicitacoes, { ids: [], justificativa: 'Motivo' })).json().errors[0].mensagem,
    ).toBe(deParaMessages.emptyList);
    expect((await pedido(id)).status).toBe(0);
  });

  it("answers 404 for another tenant's request and 403 outside the user's marcas", async () => {
    expect(
      (await post(e.rejeitarSolicitacoes, { ids: [await pedir({}, outra)], justificativa: 'Não' }))
        .statusCode,
    ).toBe(404);
    const m2 = await pedir({ marca: 'm2', de: 0, para: rede.franqueador.m2.r1 });
    expect(
      (await post(e.rejeitarSolicitacoes, { ids: [m2], justificativa: 'Não' }, limitado)).statusCode,
    ).toBe(403);
    // without a marca, the marca of the franchisor account it asks for decides (M2: outside)
    const semMarca = await pedir({ marca: null, de: 0, para: rede.franqueador.m2.r1 });
    expect(
      (await post(e.rejeitarSolicitacoes, { ids: [semMarca], justificativa: 'Não' }, limitado)).statusCode,
    ).toBe(403);
    expect((await pedido(semMarca)).status).toBe(0);
  });
});
