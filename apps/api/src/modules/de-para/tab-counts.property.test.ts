import { endpoints } from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { signIn } from '../../../test/fixtures.ts';
import { withTenant } from '../../db/index.ts';
import { createDeParaRede, type DeParaRede } from './de-para.fixtures.ts';
import { apiAs } from './leitura.fixtures.ts';

/**
 * The property of issue 9 §5: after any sequence of create (both views, counterpart or justification), approve,
 * undo and disapprove done through the API, the main list's counts of each grupo and view equal the totals of
 * the three tab lists, its money equals the pending rows' movement, and the history holds exactly one entry per
 * change the answers reported (and per justification a link replaced). One network for the whole property: each run goes on from the state the last
 * one left, so the sequences explore long histories too.
 */
let t: TestApp;
let rede: DeParaRede;
let admin: ReturnType<typeof apiAs>;
const e = endpoints.dePara;

beforeAll(async () => {
  t = await createTestApp();
  rede = await createDeParaRede(t.tdb.ownerDb);
  admin = apiAs(t, (await signIn(t.app, rede.emails.admin)).headers);
});
afterAll(() => t?.close());

type Grupo = 'a' | 'b';
type Op =
  | { kind: 'franqueado'; grupo: Grupo; conta: number; m2: boolean; para: number | null }
  | { kind: 'franqueador'; grupo: Grupo; m2: boolean; para: number; conta: number | null }
  | { kind: 'aprovar' | 'desfazer' | 'desaprovar'; pick: number; quantos: number };

const grupo = fc.constantFrom<Grupo>('a', 'b');
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('franqueado' as const),
    grupo,
    conta: fc.nat(3),
    m2: fc.boolean(),
    para: fc.option(fc.nat(2), { freq: 4 }),
  }),
  fc.record({
    kind: fc.constant('franqueador' as const),
    grupo,
    m2: fc.boolean(),
    para: fc.nat(2),
    conta: fc.option(fc.nat(3), { freq: 4 }),
  }),
  fc.record({
    kind: fc.constantFrom('aprovar' as const, 'desfazer' as const, 'desaprovar' as const),
    pick: fc.nat(20),
    quantos: fc.integer({ min: 1, max: 2 }),
  }),
);

const folhas = (m2: boolean) => {
  const f = rede.franqueador[m2 ? 'm2' : 'm1'];
  return [f.r1, f.r2, f.d1];
};
/** Grupo B has no M2 store: its items name M1 (an M2 item would be a 400 and change nothing). */
const marcaOf = (g: Grupo, m2: boolean) => (m2 && g === 'a' ? rede.marcas.m2 : rede.marcas.m1);

/** Every mapping's state, by id. */
async function snapshot(): Promise<Map<string, { estado: string; justificacao: boolean }>> {
  const { rows } = await withTenant(t.tdb.ownerDb, rede.clienteId, (tx) =>
    tx.execute<{
      id: string;
      status: string;
      conta_franqueado_id: string | null;
      conta_franqueador_id: string | null;
      justificativa: string | null;
    }>(sql`
      select id, status, conta_franqueado_id, conta_franqueador_id, justificativa from de_para
      where cliente_id = ${rede.clienteId}`),
  );
  return new Map(
    rows.map((r) => [
      r.id,
      {
        estado: `${r.status}|${r.conta_franqueador_id}|${r.justificativa}`,
        justificacao: r.conta_franqueado_id === null,
      },
    ]),
  );
}

/**
 * Runs one operation and answers its changes: those its answer reports, plus the franqueador-view justification a
 * link replaces (the link's own answer row stands for the link; the justification going back to pending is a
 * change of another mapping, with its own history entry). Every row that changed must be one of them.
 */
async function runCounting(o: Op): Promise<number> {
  const before = await snapshot();
  const reported = await run(o);
  const after = await snapshot();
  const changed = [...after].filter(([id, row]) => before.get(id)?.estado !== row.estado);
  const replaced =
    o.kind === 'franqueado' || o.kind === 'franqueador'
      ? changed.filter(
          ([id, row]) => row.justificacao && before.has(id) && row.estado.startsWith('pendente|'),
        ).length
      : 0;
  expect(changed.length, JSON.stringify(o)).toBe(reported + replaced);
  return reported + replaced;
}

/** Runs one operation and answers how many changes its answer reports. */
async function run(o: Op): Promise<number> {
  if (o.kind === 'franqueado' || o.kind === 'franqueador') {
    const m2 = o.m2 && o.grupo === 'a';
    const item = {
      CustomerId: rede.grupos[o.grupo],
      Marca: marcaOf(o.grupo, m2),
      PlanoFranqueadoId: o.conta === null ? null : rede.franqueado[o.grupo][o.conta],
      PlanoFranqueadorId: o.para === null ? null : folhas(m2)[o.para],
      Justificativa:
        o.kind === 'franqueado'
          ? o.para === null
            ? 'Sem correspondente'
            : null
          : o.conta === null
            ? 'Sem conta no grupo'
            : null,
    };
    const res = await admin.post(o.kind === 'franqueado' ? e.criarFranqueado : e.criarFranqueador, [item]);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { sucesso: boolean }[]).filter((r) => r.sucesso).length;
  }
  const from = o.kind === 'desaprovar' ? 'aprovado' : 'revisao';
  const ids = await withTenant(t.tdb.ownerDb, rede.clienteId, async (tx) =>
    (
      await tx.execute<{ id: string }>(sql`
      select id from de_para where cliente_id = ${rede.clienteId} and status = ${from} order by id`)
    ).rows.map((r) => r.id),
  );
  if (ids.length === 0) return 0;
  const chosen = [...new Set(Array.from({ length: o.quantos }, (_, i) => ids[(o.pick + i) % ids.length]!))];
  const path = { aprovar: e.aprovar, desfazer: e.desfazer, desaprovar: e.desaprovar }[o.kind];
  const res = await admin.post(path, chosen);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { alterados: number }).alterados;
}

const cents = (reais: number) => Math.round(reais * 100);

async function checkCounts() {
  for (const Visao of ['franqueado', 'franqueador'] as const) {
    const lista = (await admin.get(e.listar, { Visao, pageSize: 100 })).json() as {
      valores: { _id: string; pendente: number; revisao: number; aprovado: number; valorPendente: number }[];
    };
    expect(lista.valores.map((v) => v._id).sort()).toEqual([rede.grupos.a, rede.grupos.b].sort());
    for (const row of lista.valores) {
      const totals: Record<string, number> = {};
      for (const [tab, path] of [
        ['pendente', e.listarPendente],
        ['revisao', e.listarRevisao],
        ['aprovado', e.listarAprovado],
      ] as const) {
        const res = await admin.get(path, { CustomerId: row._id, Visao, pageSize: 100 });
        const body = res.json() as { total: number; valores: { movimento12Meses: number }[] };
        totals[tab] = body.total;
        expect(body.valores).toHaveLength(body.total);
        if (Visao === 'franqueado' && tab === 'pendente')
          expect(body.valores.reduce((s, l) => s + cents(l.movimento12Meses), 0)).toBe(
            cents(row.valorPendente),
          );
      }
      expect(
        { pendente: row.pendente, revisao: row.revisao, aprovado: row.aprovado },
        `${Visao} ${row._id}`,
      ).toEqual(totals);
    }
  }
}

async function historyEntries(): Promise<number> {
  const ids = await withTenant(t.tdb.ownerDb, rede.clienteId, async (tx) =>
    (
      await tx.execute<{ id: string }>(sql`select id from de_para where cliente_id = ${rede.clienteId}`)
    ).rows.map((r) => r.id),
  );
  if (ids.length === 0) return 0;
  const res = await admin.get(e.historico, { ids });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as unknown[]).length;
}

describe('De-Para counts and history, after any sequence of changes', () => {
  it('list counts = tab totals, money = pending movement, one history entry per change', async () => {
    let changes = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 6 }), async (ops) => {
        for (const o of ops) changes += await runCounting(o);
        await checkCounts();
        expect(await historyEntries()).toBe(changes);
      }),
      { numRuns: 20, endOnFailure: true },
    );
    // the sequences did change things (the property is not vacuous)
    expect(changes).toBeGreaterThan(10);
  }, 120_000);
});
