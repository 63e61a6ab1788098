import { deParaMessages, endpoints } from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { signIn } from '../../../test/fixtures.ts';
import { withTenant } from '../../db/index.ts';
import { createDeParaRede, type DeParaRede } from './de-para.fixtures.ts';

/**
 * The mapping work (issue 9 §2, §5): create (pending → review), approve, undo, disapprove, each with its history
 * in the same transaction, the chart rules (400, nothing written), scope (403), another tenant (404), and
 * concurrent approvals (exactly one wins).
 */
let t: TestApp;
let rede: DeParaRede;
let outra: DeParaRede;
let admin: Record<string, string>;
let limitado: Record<string, string>;
const e = endpoints.dePara;

beforeAll(async () => {
  t = await createTestApp();
  rede = await createDeParaRede(t.tdb.ownerDb);
  outra = await createDeParaRede(t.tdb.ownerDb);
  admin = (await signIn(t.app, rede.emails.admin)).headers;
  limitado = (await signIn(t.app, rede.emails.limitado)).headers;
});
afterAll(() => t?.close());

const post = (url: string, payload: unknown, headers = admin) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as object });

type Row = {
  id: string;
  status: string;
  conta_franqueado_id: string | null;
  conta_franqueador_id: string | null;
  justificativa: string | null;
};
const rows = async (clienteId = rede.clienteId) =>
  withTenant(t.tdb.ownerDb, clienteId, async (tx) => {
    const r = await tx.execute<Row>(
      sql`select id, status, conta_franqueado_id, conta_franqueador_id, justificativa from de_para
        where cliente_id = ${clienteId} order by id`,
    );
    return r.rows;
  });
const history = async (deParaId: string) =>
  withTenant(t.tdb.ownerDb, rede.clienteId, async (tx) => {
    const r = await tx.execute<{
      tipo: string;
      status_anterior: string;
      status_novo: string;
      usuario_nome: string;
    }>(
      sql`select tipo, status_anterior, status_novo, usuario_nome from de_para_historico
        where cliente_id = ${rede.clienteId} and de_para_id = ${deParaId} order by created_at, id`,
    );
    return r.rows;
  });

const item = (over: Record<string, unknown>) => ({
  PlanoFranqueadoId: null,
  PlanoFranqueadorId: null,
  Justificativa: null,
  Marca: rede.marcas.m1,
  CustomerId: rede.grupos.a,
  ...over,
});

describe('create, approve, undo and disapprove', () => {
  it('links a franchisee account and justifies another, into review, with history', async () => {
    const [c0, , , c3] = rede.franqueado.a;
    const res = await post(e.criarFranqueado, [
      item({ PlanoFranqueadoId: c0, PlanoFranqueadorId: rede.franqueador.m1.r1 }),
      item({ PlanoFranqueadoId: c3, Justificativa: '  Sem correspondente na rede  ' }),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      {
        observacao: 'Inserido com sucesso',
        planoDoFranqueado: 'A-0 - Vendas Cartão',
        planoDoFranqueador: '1.01 - Vendas com Cartão',
        marca: 'Marca M1',
        justificativa: null,
        sucesso: true,
      },
      {
        observacao: 'Inserido com sucesso',
        planoDoFranqueado: 'A-3 - Brindes',
        planoDoFranqueador: null,
        marca: 'Marca M1',
        justificativa: 'Sem correspondente na rede',
        sucesso: true,
      },
    ]);
    const all = await rows();
    const linked = all.find((r) => r.conta_franqueado_id === c0)!;
    expect(linked).toMatchObject({ status: 'revisao', conta_franqueador_id: rede.franqueador.m1.r1 });
    const justified = all.find((r) => r.conta_franqueado_id === c3)!;
    expect(justified).toMatchObject({ status: 'revisao', conta_franqueador_id: null });
    expect(await history(linked.id)).toEqual([
      { tipo: 'criado', status_anterior: 'pendente', status_novo: 'revisao', usuario_nome: 'Admin De-Para' },
    ]);
    expect((await history(justified.id))[0]?.tipo).toBe('justificado');
  });

  it('answers an account another user linked meanwhile in its own result row', async () => {
    const [c0] = rede.franqueado.a;
    const res = await post(e.criarFranqueado, [
      item({ PlanoFranqueadoId: c0, PlanoFranqueadorId: rede.franqueador.m1.r2 }),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({ observacao: deParaMessages.alreadyLinked, sucesso: false });
    const linked = (await rows()).find((r) => r.conta_franqueado_id === c0)!;
    expect(linked.conta_franqueador_id).toBe(rede.franqueador.m1.r1);
  });

  it('approves, disapproves (back to review) and undoes (back to pending), one history entry per change', async () => {
    const [c0] = rede.franqueado.a;
    const id = (await rows()).find((r) => r.conta_franqueado_id === c0)!.id;
    const approve = await post(e.aprovar, [id]);
    expect(approve.json()).toEqual({ message: 'De-para aprovado com sucesso', alterados: 1 });
    expect((await rows()).find((r) => r.id === id)!.status).toBe('aprovado');
    // approving again: it is no longer in review
    expect((await post(e.aprovar, [id])).statusCode).toBe(409);
    const disapprove = await post(e.desaprovar, [id]);
    expect(disapprove.json()).toEqual({ message: 'De-para desaprovado com sucesso', alterados: 1 });
    expect((await rows()).find((r) => r.id === id)!).toMatchObject({
      status: 'revisao',
      conta_franqueador_id: rede.franqueador.m1.r1,
    });
    expect((await post(e.desfazer, [id])).statusCode).toBe(200);
    expect((await rows()).find((r) => r.id === id)!).toMatchObject({
      status: 'pendente',
      conta_franqueador_id: null,
      justificativa: null,
    });
    expect((await history(id)).map((h) => h.tipo)).toEqual(['criado', 'aprovado', 'desaprovado', 'desfeito']);
  });

  it('justifies a franchisor account in the franqueador view, and links franchisee accounts to another', async () => {
    const [, c1] = rede.franqueado.a;
    const res = await post(e.criarFranqueador, [
      item({
        PlanoFranqueadorId: rede.franqueador.m2.d1,
        Marca: rede.marcas.m2,
        Justificativa: 'Loja sem aluguel',
      }),
      item({ PlanoFranqueadorId: rede.franqueador.m2.r2, PlanoFranqueadoId: c1, Marca: rede.marcas.m2 }),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((r: { sucesso: boolean }) => r.sucesso)).toEqual([true, true]);
    const all = await rows();
    expect(all.find((r) => r.conta_franqueado_id === null)).toMatchObject({
      status: 'revisao',
      conta_franqueador_id: rede.franqueador.m2.d1,
      justificativa: 'Loja sem aluguel',
    });
    // undo keeps the franchisor account (the row's own account), back to pending
    const justification = all.find((r) => r.conta_franqueado_id === null)!;
    expect((await post(e.desfazer, [justification.id])).statusCode).toBe(200);
    expect((await rows()).find((r) => r.id === justification.id)).toMatchObject({
      status: 'pendente',
      conta_franqueador_id: rede.franqueador.m2.d1,
      justificativa: null,
    });
  });
});

describe("a franqueador-view justification and a person's link to the same account", () => {
  it('sends the justification back to pending, with its history, when a person links an account to it', async () => {
    const f = rede.franqueador.m2.r1;
    const justified = await post(e.criarFranqueador, [
      item({ PlanoFranqueadorId: f, Marca: rede.marcas.m2, Justificativa: 'Grupo sem vendas com cartão' }),
    ]);
    expect(justified.json()[0].sucesso).toBe(true);
    const row = (await rows()).find((r) => r.conta_franqueado_id === null && r.conta_franqueador_id === f)!;
    expect(row.status).toBe('revisao');
    const [c0] = rede.franqueado.a;
    const linked = await post(e.criarFranqueado, [
      item({ PlanoFranqueadoId: c0, PlanoFranqueadorId: f, Marca: rede.marcas.m2 }),
    ]);
    expect(linked.json()[0].sucesso).toBe(true);
    expect((await rows()).find((r) => r.id === row.id)).toMatchObject({
      status: 'pendente',
      justificativa: null,
    });
    expect((await history(row.id)).map((h) => h.tipo)).toEqual(['justificado', 'desfeito']);
  });
});

describe('server rules', () => {
  const before = async () => JSON.stringify(await rows());

  it('refuses, writing nothing, a franchisor account of another marca, a section, an inactive account, a franchisee account of another grupo and a marca the grupo lacks', async () => {
    const snapshot = await before();
    const [, c1, c2] = rede.franqueado.a;
    const cases = [
      [item({ PlanoFranqueadoId: c1, PlanoFranqueadorId: rede.franqueador.m2.r2 }), '1.PlanoFranqueadorId'],
      [
        item({ PlanoFranqueadoId: c1, PlanoFranqueadorId: rede.franqueador.m1.secao1 }),
        '1.PlanoFranqueadorId',
      ],
      [
        item({ PlanoFranqueadoId: c1, PlanoFranqueadorId: rede.franqueador.m1.inativa }),
        '1.PlanoFranqueadorId',
      ],
      [
        item({ PlanoFranqueadoId: rede.franqueado.b[1], PlanoFranqueadorId: rede.franqueador.m1.r2 }),
        '1.PlanoFranqueadoId',
      ],
      [
        item({
          CustomerId: rede.grupos.b,
          Marca: rede.marcas.m2,
          PlanoFranqueadoId: rede.franqueado.b[1],
          PlanoFranqueadorId: rede.franqueador.m2.r2,
        }),
        '1.Marca',
      ],
    ] as const;
    for (const [bad, campo] of cases) {
      // a valid item first: it must not be written either
      const res = await post(e.criarFranqueado, [
        item({ PlanoFranqueadoId: c2, PlanoFranqueadorId: rede.franqueador.m1.d1 }),
        bad,
      ]);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[0].campo).toBe(campo);
    }
    expect(await before()).toBe(snapshot);
  });

  it('validates the justification (spec 002 §5) and the counterpart-or-justification rule', async () => {
    const [, c1] = rede.franqueado.a;
    for (const Justificativa of ['ab', '   a  ', '<<<>>>']) {
      const res = await post(e.criarFranqueado, [item({ PlanoFranqueadoId: c1, Justificativa })]);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toEqual({
        campo: '0.Justificativa',
        mensagem: deParaMessages.justificativaInvalida,
      });
    }
    const neither = await post(e.criarFranqueado, [item({ PlanoFranqueadoId: c1 })]);
    expect(neither.json().errors[0].mensagem).toBe(deParaMessages.selectCounterpart);
    const both = await post(e.criarFranqueado, [
      item({
        PlanoFranqueadoId: c1,
        PlanoFranqueadorId: rede.franqueador.m1.r2,
        Justificativa: 'Motivo válido',
      }),
    ]);
    expect(both.json().errors[0].mensagem).toBe(deParaMessages.counterpartOrJustification);
    expect((await post(e.aprovar, [])).statusCode).toBe(400);
  });

  it("answers 404 for another tenant's grupo or mapping and 403 outside the user's marcas", async () => {
    const theirs = await post(e.criarFranqueado, [
      item({
        CustomerId: outra.grupos.a,
        PlanoFranqueadoId: outra.franqueado.a[0],
        PlanoFranqueadorId: outra.franqueador.m1.r1,
        Marca: outra.marcas.m1,
      }),
    ]);
    expect(theirs.statusCode).toBe(404);
    const theirRow = await withTenant(t.tdb.ownerDb, outra.clienteId, async (tx) =>
      tx.execute<{
        id: string;
      }>(sql`insert into de_para (cliente_id, id, grupo_id, marca_id, conta_franqueado_id,
        conta_franqueador_id, status) values (${outra.clienteId}, gen_random_uuid(), ${outra.grupos.a},
        ${outra.marcas.m1}, ${outra.franqueado.a[0]}, ${outra.franqueador.m1.r1}, 'revisao') returning id`),
    );
    const theirId = theirRow.rows[0]!.id;
    expect((await post(e.aprovar, [theirId])).statusCode).toBe(404);
    expect((await rows(outra.clienteId)).find((r) => r.id === theirId)?.status).toBe('revisao');
    // the limited user sees marca M1 only: grupo A's M2 mapping is outside (403, as the lists answer)
    const [, c1] = rede.franqueado.a;
    const m2 = await post(
      e.criarFranqueado,
      [item({ PlanoFranqueadoId: c1, PlanoFranqueadorId: rede.franqueador.m2.r2, Marca: rede.marcas.m2 })],
      limitado,
    );
    expect(m2.statusCode).toBe(403);
    const m2Row = (await rows()).find((r) => r.conta_franqueado_id === c1)!;
    expect((await post(e.desfazer, [m2Row.id], limitado)).statusCode).toBe(403);
  });

  it('lets exactly one of two concurrent approvals of the same mappings win', async () => {
    const [, , c2] = rede.franqueado.b;
    const created = await post(e.criarFranqueado, [
      item({ CustomerId: rede.grupos.b, PlanoFranqueadoId: c2, PlanoFranqueadorId: rede.franqueador.m1.d1 }),
    ]);
    expect(created.json()[0].sucesso).toBe(true);
    const id = (await rows()).find((r) => r.conta_franqueado_id === c2)!.id;
    const answers = await Promise.all([post(e.aprovar, [id]), post(e.aprovar, [id]), post(e.aprovar, [id])]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await history(id)).filter((h) => h.tipo === 'aprovado')).toHaveLength(1);
  });

  it('lets exactly one of two concurrent links of the same account win', async () => {
    const [, , , c3] = rede.franqueado.b;
    const answers = await Promise.all(
      [rede.franqueador.m1.r1, rede.franqueador.m1.r2].map((para) =>
        post(e.criarFranqueado, [
          item({ CustomerId: rede.grupos.b, PlanoFranqueadoId: c3, PlanoFranqueadorId: para }),
        ]),
      ),
    );
    expect(answers.map((a) => a.json()[0].sucesso).sort()).toEqual([false, true]);
    const id = (await rows()).find((r) => r.conta_franqueado_id === c3)!.id;
    expect(await history(id)).toHaveLength(1);
  });
});

describe('concurrent writers of one grupo', () => {
  it('never answer 5xx when two requests link crossed franchisor accounts at once (no deadlock)', async () => {
    const cliente = await createDeParaRede(t.tdb.ownerDb);
    const headers = (await signIn(t.app, cliente.emails.admin)).headers;
    const [c0, c1, c2, c3] = cliente.franqueado.b;
    const { r1, r2 } = cliente.franqueador.m1;
    const link = (pares: [string, string][]) =>
      post(
        e.criarFranqueado,
        pares.map(([de, para]) => ({
          PlanoFranqueadoId: de,
          PlanoFranqueadorId: para,
          Justificativa: null,
          Marca: cliente.marcas.m1,
          CustomerId: cliente.grupos.b,
        })),
        headers,
      );
    for (let round = 0; round < 8; round++) {
      const answers = await Promise.all([
        link([
          [c0, r1],
          [c1, r2],
        ]),
        link([
          [c2, r2],
          [c3, r1],
        ]),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      expect(answers.flatMap((a) => a.json().map((r: { sucesso: boolean }) => r.sucesso))).toEqual([
        true,
        true,
        true,
        true,
      ]);
      const ids = (await rows(cliente.clienteId)).filter((r) => r.status === 'revisao').map((r) => r.id);
      expect((await post(e.desfazer, ids, headers)).statusCode).toBe(200);
    }
  });
});

describe('approving after the chart changed', () => {
  it('refuses (409) a mapping whose franchisor account is no longer an active leaf account', async () => {
    const cliente = await createDeParaRede(t.tdb.ownerDb);
    const headers = (await signIn(t.app, cliente.emails.admin)).headers;
    const created = await post(
      e.criarFranqueado,
      [
        {
          PlanoFranqueadoId: cliente.franqueado.b[0],
          PlanoFranqueadorId: cliente.franqueador.m1.r2,
          Justificativa: null,
          Marca: cliente.marcas.m1,
          CustomerId: cliente.grupos.b,
        },
      ],
      headers,
    );
    expect(created.json()[0].sucesso).toBe(true);
    await withTenant(t.tdb.ownerDb, cliente.clienteId, (tx) =>
      tx.execute(sql`update plano_contas_franqueador set ativo = false
        where cliente_id = ${cliente.clienteId} and id = ${cliente.franqueador.m1.r2}`),
    );
    const [row] = await rows(cliente.clienteId);
    const res = await post(e.aprovar, [row!.id], headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().title).toBe(deParaMessages.contaFranqueadorInvalida);
    expect((await rows(cliente.clienteId))[0]?.status).toBe('revisao');
  });
});
