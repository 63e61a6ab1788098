import { empresasMessages, endpoints, M2_MAX, type EmpresaRow } from '@matriz/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser, signIn } from '../../../test/fixtures.ts';
import { waitFor } from '../../../test/wait-for.ts';
import { cluster, empresa, regraAcesso, regraAcessoClusterEmpresa } from '../../db/schema/index.ts';
import { SCOPE_FORBIDDEN } from '../access/scope.ts';
import { createOpcoesRede } from '../opcoes/rede.fixtures.ts';

const e = endpoints.empresas;

/** Whether a session of this test's database is blocked on a lock (the edit waiting on the unique index). */
const waitingOnALock = async () => {
  const waiting = await t.tdb.ownerDb.execute<{ n: number }>(
    sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return (waiting.rows[0]?.n ?? 0) > 0;
};
let t: TestApp;
let rede: Awaited<ReturnType<typeof createOpcoesRede>>;
const h = {} as Record<'admin' | 'm1' | 'dre' | 'grandes', Record<string, string>>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.tdb.ownerDb;
  rede = await createOpcoesRede(db);
  const clienteId = rede.a.id;
  await createUser(db, clienteId, { email: 'dre@editar.dev', acessos: [{ nome: 'DRE', acoes: ['Obter'] }] });
  // a user whose scope is a dynamic cluster of the stores of at least 100 m²
  const grandesCluster = uuidv7();
  await db.insert(cluster).values({
    clienteId,
    id: grandesCluster,
    nome: 'Grandes',
    tipo: 'dinamico',
    filtros: { m2Min: 100 },
  });
  const grandes = await createUser(db, clienteId, {
    email: 'grandes@editar.dev',
    acessos: [{ nome: 'Empresa', acoes: ['Obter'] }],
  });
  await db
    .update(regraAcesso)
    .set({ clusterEmpresaBool: true })
    .where(and(eq(regraAcesso.clienteId, clienteId), eq(regraAcesso.id, grandes.regraId)));
  await db
    .insert(regraAcessoClusterEmpresa)
    .values({ clienteId, regraAcessoId: grandes.regraId, clusterId: grandesCluster });

  h.admin = (await signIn(t.app, rede.emails.admin)).headers;
  h.m1 = (await signIn(t.app, rede.emails.m1)).headers;
  h.dre = (await signIn(t.app, 'dre@editar.dev')).headers;
  h.grandes = (await signIn(t.app, 'grandes@editar.dev')).headers;
});
afterAll(() => t.close());

const editar = (payload: object, headers = h.admin) =>
  t.app.inject({ method: 'POST', url: e.editar, payload, headers });

async function stored(clienteId: string, id: string) {
  const [row] = await t.tdb.ownerDb
    .select({ apelido: empresa.apelido, m2: empresa.m2 })
    .from(empresa)
    .where(and(eq(empresa.clienteId, clienteId), eq(empresa.id, id)));
  return row;
}

describe('POST EDITAR_EMPRESA', () => {
  it('saves the nickname and m² (200)', async () => {
    const res = await editar({ empresaId: rede.norte.empresaId, m2: '99,9', apelido: ' Norte Novo ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: empresasMessages.editedDetail, apelido: 'Norte Novo', m2: 99.9 });
    expect(await stored(rede.a.id, rede.norte.empresaId)).toEqual({ apelido: 'Norte Novo', m2: '99.90' });
    const list = await t.app.inject({
      method: 'GET',
      url: e.listar,
      query: { apelido: 'novo' },
      headers: h.admin,
    });
    expect(list.json().empresas.map((r: EmpresaRow) => [r.nickname, r.m2])).toEqual([['Norte Novo', 99.9]]);
  });

  it('takes any m² of 2 decimals up to the maximum, and answers the value stored', async () => {
    const id = rede.leste.empresaId;
    const before = await stored(rede.a.id, id);
    // large values: n × 100 carries more floating-point error than an absolute tolerance allows
    for (const m2 of [4563115980.44, 9530452227.78, M2_MAX]) {
      const res = await editar({ empresaId: id, m2 });
      expect(res.statusCode, String(m2)).toBe(200);
      expect(res.json().m2).toBe(m2);
      expect((await stored(rede.a.id, id))?.m2).toBe(m2.toFixed(2));
    }
    // a float off by its last bit is the 2-decimal value: the answer is what was saved, not the float
    const res = await editar({ empresaId: id, m2: 0.1 + 0.2 });
    expect(res.statusCode).toBe(200);
    expect(res.json().m2).toBe(0.3);
    expect((await stored(rede.a.id, id))?.m2).toBe('0.30');
    await editar({ empresaId: id, m2: before?.m2 == null ? null : Number(before.m2) });
  });

  it('clears an empty nickname or m², and keeps a field left out', async () => {
    const res = await editar({ empresaId: rede.antiga.empresaId, apelido: '', m2: null });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ apelido: null, m2: null });
    expect(await stored(rede.a.id, rede.antiga.empresaId)).toEqual({ apelido: null, m2: null });
    expect((await editar({ empresaId: rede.antiga.empresaId, m2: 40 })).json()).toMatchObject({
      apelido: null,
      m2: 40,
    });
    expect((await editar({ empresaId: rede.antiga.empresaId, apelido: 'Antiga' })).json()).toMatchObject({
      apelido: 'Antiga',
      m2: 40,
    });
  });

  it('answers 202 with the current nickname when another store uses it (any case), changing nothing', async () => {
    const before = await stored(rede.a.id, rede.leste.empresaId);
    const res = await editar({ empresaId: rede.leste.empresaId, apelido: 'SUL', m2: 500 });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: empresasMessages.apelidoEmUso, apelido: 'Leste', m2: 80 });
    expect(await stored(rede.a.id, rede.leste.empresaId)).toEqual(before);
    // its own nickname again is no conflict
    expect((await editar({ empresaId: rede.leste.empresaId, apelido: 'Leste' })).statusCode).toBe(200);
  });

  it('answers 202 to the loser of two concurrent saves of the same nickname', async () => {
    const [x, y] = await Promise.all([
      editar({ empresaId: rede.leste.empresaId, apelido: 'Disputado' }),
      editar({ empresaId: rede.sul.empresaId, apelido: 'Disputado' }),
    ]);
    expect([x?.statusCode, y?.statusCode].sort()).toEqual([200, 202]);
    const loser = x?.statusCode === 202 ? x : y;
    expect(['Leste', 'Sul']).toContain(loser?.json().apelido);
  });

  it.each([
    ['the same nickname', 'Reservado', 'Reservado'],
    ['the nickname in other letter case', 'Caixa Alta', 'CAIXA ALTA'],
  ])(
    'answers 202 when the unique index catches %s saved meanwhile (race past the check)',
    async (_, held, asked) => {
      let release!: () => void;
      let updated!: () => void;
      const holding = new Promise<void>((r) => (release = r));
      const isUpdated = new Promise<void>((r) => (updated = r));
      const holder = t.tdb.ownerDb.transaction(async (tx) => {
        await tx
          .update(empresa)
          .set({ apelido: held })
          .where(and(eq(empresa.clienteId, rede.a.id), eq(empresa.id, rede.sul.empresaId)));
        updated();
        await holding;
      });
      await isUpdated;
      const before = await stored(rede.a.id, rede.leste.empresaId);
      // the check cannot see the uncommitted nickname; the update waits on the index, then fails with 23505
      const pending = editar({ empresaId: rede.leste.empresaId, apelido: asked, m2: 33 });
      await waitFor(waitingOnALock, { message: 'a edição não chegou a esperar pelo índice' });
      release();
      await holder;
      const res = await pending;
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({
        message: empresasMessages.apelidoEmUso,
        apelido: before?.apelido ?? null,
        m2: Number(before?.m2),
      });
      expect(await stored(rede.a.id, rede.leste.empresaId)).toEqual(before);
    },
  );

  it('refuses bad input with a pt-BR 400, changing nothing', async () => {
    const before = await stored(rede.a.id, rede.sul.empresaId);
    const cases: Array<[object, string, string]> = [
      [{ empresaId: rede.sul.empresaId, m2: -1 }, 'm2', empresasMessages.m2Invalid],
      [{ empresaId: rede.sul.empresaId, m2: 1.234 }, 'm2', empresasMessages.m2Invalid],
      [{ empresaId: rede.sul.empresaId, m2: 'muito' }, 'm2', empresasMessages.m2Invalid],
      [
        { empresaId: rede.sul.empresaId, apelido: 'x'.repeat(101) },
        'apelido',
        empresasMessages.apelidoTooLong,
      ],
      [{ empresaId: 'abc', m2: 1 }, 'empresaId', empresasMessages.idInvalid],
    ];
    for (const [payload, campo, mensagem] of cases) {
      const res = await editar(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors).toEqual([{ campo, mensagem }]);
    }
    expect(await stored(rede.a.id, rede.sul.empresaId)).toEqual(before);
  });

  it('refuses a store outside the scope (403), of another tenant or unknown (404), and a user without Empresa', async () => {
    const before = await stored(rede.a.id, rede.sul.empresaId);
    const out = await editar({ empresaId: rede.sul.empresaId, apelido: 'Meu' }, h.m1);
    expect(out.statusCode).toBe(403);
    expect(out.json().title).toBe(SCOPE_FORBIDDEN);
    expect(await stored(rede.a.id, rede.sul.empresaId)).toEqual(before);
    expect((await editar({ empresaId: rede.norte.empresaId, apelido: 'Do M1' }, h.m1)).statusCode).toBe(200);

    const foreign = await editar({ empresaId: rede.estrangeira.empresaId, apelido: 'Minha' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().title).toBe(empresasMessages.notFound);
    expect(await stored(rede.b.id, rede.estrangeira.empresaId)).toMatchObject({ apelido: 'Estrangeira' });
    expect((await editar({ empresaId: uuidv7(), apelido: 'X' })).statusCode).toBe(404);

    expect((await editar({ empresaId: rede.norte.empresaId, m2: 1 }, h.dre)).statusCode).toBe(403);
    expect((await editar({ empresaId: rede.norte.empresaId, m2: 1 }, {})).statusCode).toBe(401);
  });

  it('recomputes scopes built on dynamic clusters when m² changes', async () => {
    const visible = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: e.listar,
        query: { sort: 'm2' },
        headers: h.grandes,
      });
      return res.json().empresas.map((r: EmpresaRow) => r._id);
    };
    await editar({ empresaId: rede.norte.empresaId, m2: 120 });
    await editar({ empresaId: rede.leste.empresaId, m2: 80 });
    expect(await visible()).toEqual([rede.norte.empresaId]);
    expect((await editar({ empresaId: rede.leste.empresaId, m2: 150 })).statusCode).toBe(200);
    expect(await visible()).toEqual([rede.norte.empresaId, rede.leste.empresaId]);
    await editar({ empresaId: rede.norte.empresaId, m2: 10 });
    expect(await visible()).toEqual([rede.leste.empresaId]);
  });
});
