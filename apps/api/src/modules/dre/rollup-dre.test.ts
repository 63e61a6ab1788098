import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/db.ts';
import { waitFor } from '../../../test/wait-for.ts';
import { withTenant } from '../../db/index.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { emptyScope } from '../access/scope.ts';
import { approveSolicitacoes } from '../de-para/approve-solicitacoes.ts';
import { changeDeParaStatus } from '../de-para/change-de-para-status.ts';
import { createDePara } from '../de-para/create-de-para.ts';
import { lockGrupos } from '../de-para/locks.ts';
import { linkPendingAccounts } from '../de-para/vinculo-link.ts';
import { ingestLancamentos } from '../ingestion/index.ts';
import { criarRedeDre, ledgerDre, rollupDre, type RedeDre } from './dre.fixtures.ts';
import { remapearRollupDreDoGrupo, reconstruirRollupDre } from './remapear-rollup-dre.ts';

/**
 * The DRE's compact rollups (issue 10 §3): always equal to the ledger mapped through the approved De-Para as it is
 * now — after ingestion, after each kind of De-Para change (the use cases the routes call), after a rebuild, and
 * when an ingestion and a mapping change of the same grupo run at the same time; another tenant never sees them.
 */
let t: TestDatabase;
let rede: RedeDre;
let auth: AuthContext;
const scope = { ...emptyScope(), unrestricted: true, todasAsMarcas: true };

beforeAll(async () => {
  t = await createTestDatabase();
  rede = await criarRedeDre(t.ownerDb);
  const [usuario] = await q<{ id: string }>(sql`select id from usuario where email = ${rede.emails.admin}`);
  auth = {
    usuarioId: usuario!.id,
    clienteId: rede.clienteId,
    sessaoId: uuidv7(),
    email: rede.emails.admin,
    nome: 'Admin De-Para',
    plano: 'Premium',
    claims: [],
    visaoConsultor: false,
    loginTokenHash: '',
  };
});
afterAll(() => t?.close());

const q = async <T>(query: ReturnType<typeof sql>, clienteId = rede.clienteId) =>
  withTenant(t.ownerDb, clienteId, async (tx) => (await tx.execute(query)).rows as T[]);

async function conferir() {
  const { guardado, calculado } = await rollupDre(t.db, rede.clienteId);
  expect(guardado.length).toBeGreaterThan(2);
  expect(guardado).toEqual(calculado);
}

/** Competência total of a store on a franchisor account (null: the unmapped rows of one franchisee account). */
async function total(
  loja: keyof RedeDre['empresas'],
  conta: { franqueador: string } | { franqueado: string },
) {
  const cond =
    'franqueador' in conta
      ? sql`conta_franqueador_id = ${conta.franqueador}`
      : sql`conta_franqueador_id is null and conta_franqueado_id = ${conta.franqueado}`;
  const [r] = await q<{
    v: string | null;
  }>(sql`select sum(valor)::text as v from lancamento_mensal_franqueador
    where empresa_id = ${rede.empresas[loja]} and regime = 1 and ${cond}`);
  return BigInt(r?.v ?? 0);
}

const mapeamento = async (grupo: 'a' | 'b', marca: 'm1' | 'm2', de: number) =>
  (
    await q<{ id: string }>(sql`select id from de_para where grupo_id = ${rede.grupos[grupo]}
      and marca_id = ${rede.marcas[marca]} and conta_franqueado_id = ${rede.franqueado[grupo][de]}`)
  )[0]!.id;

describe('ingestion', () => {
  it('maps each entry at write time: approved mappings only, the rest on null with its franchisee account', async () => {
    await conferir();
    const { franqueado: fo, franqueador: fr } = rede;
    // in review, approved with a justification only, pending with an account chosen: unmapped
    expect(await total('aM1', { franqueado: fo.a[1] })).not.toBe(0n);
    expect(await total('aM1', { franqueado: fo.a[3] })).not.toBe(0n);
    expect(await total('aM2', { franqueado: fo.a[2] })).not.toBe(0n);
    // the franqueador view's justification of B's 2.01 names no franchisee account: it maps nothing
    expect(await total('bM1', { franqueador: fr.m1.d1 })).toBe(0n);
    expect(await total('bM1', { franqueado: fo.b[2] })).not.toBe(0n);
    // two franchisee accounts approved to one franchisor account share its rows
    const linhas = await q<{ n: number }>(sql`select count(*)::int as n from lancamento_mensal_franqueador
      where empresa_id = ${rede.empresas.aM2} and conta_franqueador_id = ${fr.m2.r1}
        and regime = 1 and mes = '2026-03-01' and status = 'liquidado'`);
    expect(linhas[0]!.n).toBe(1);
  });

  it('moves by exactly the difference when entries come again changed, one of them to another grupo', async () => {
    const [valor, pago, loja] = ledgerDre(rede).filter(
      (l) => l.empresaId === rede.empresas.aM1 && l.status === 'aberto',
    );
    const mudadas = [
      { ...valor!, valor: valor!.valor + 777n },
      { ...pago!, status: 'liquidado' as const, dataPagamento: '2026-08-20' },
      { ...loja!, empresaId: rede.empresas.bM1, grupoId: rede.grupos.b, centroDeCustoId: null },
    ];
    await withTenant(t.db, rede.clienteId, (tx) =>
      ingestLancamentos(tx, rede.clienteId, mudadas, { origem: 'dre-teste' }),
    );
    await conferir();
  });
});

describe('De-Para changes', () => {
  it('a link into review changes nothing the reports read', async () => {
    const antes = await rollupDre(t.db, rede.clienteId);
    const [r] = await createDePara(t.db, auth, scope, 'franqueado', [
      {
        PlanoFranqueadoId: rede.franqueado.a[3],
        PlanoFranqueadorId: rede.franqueador.m2.d1,
        Justificativa: null,
        Marca: rede.marcas.m2,
        CustomerId: rede.grupos.a,
      },
    ]);
    expect(r!.sucesso).toBe(true);
    expect((await rollupDre(t.db, rede.clienteId)).guardado).toEqual(antes.guardado);
    await conferir();
  });

  it('an approval moves the account onto its franchisor account at once', async () => {
    const naoMapeado = await total('aM1', { franqueado: rede.franqueado.a[1] });
    const antes = await total('aM1', { franqueador: rede.franqueador.m1.r2 });
    await changeDeParaStatus(t.db, auth, scope, 'aprovar', [await mapeamento('a', 'm1', 1)]);
    expect(await total('aM1', { franqueado: rede.franqueado.a[1] })).toBe(0n);
    expect(await total('aM1', { franqueador: rede.franqueador.m1.r2 })).toBe(antes + naoMapeado);
    await conferir();
  });

  it('a disapproval takes it out at once', async () => {
    const mapeado = await total('aM1', { franqueador: rede.franqueador.m1.r1 });
    await changeDeParaStatus(t.db, auth, scope, 'desaprovar', [await mapeamento('a', 'm1', 0)]);
    expect(await total('aM1', { franqueador: rede.franqueador.m1.r1 })).toBe(0n);
    expect(await total('aM1', { franqueado: rede.franqueado.a[0] })).toBe(mapeado);
    await conferir();
  });

  it('an undo of a mapping in review changes nothing the reports read', async () => {
    await changeDeParaStatus(t.db, auth, scope, 'desfazer', [await mapeamento('b', 'm1', 0)]);
    await conferir();
  });

  it('a request approved over an approved mapping takes it out of the reports until someone approves', async () => {
    const id = uuidv7();
    await q(sql`insert into de_para_solicitacao (cliente_id, id, grupo_id, marca_id, conta_franqueado_id,
        conta_franqueador_id, status, solicitante)
      values (${rede.clienteId}, ${id}, ${rede.grupos.b}, ${rede.marcas.m1}, ${rede.franqueado.b[1]},
        ${rede.franqueador.m1.r1}, 0, 'Financeiro')`);
    const mapeado = await total('bM1', { franqueador: rede.franqueador.m1.r2 });
    expect(mapeado).not.toBe(0n);
    await approveSolicitacoes(t.db, auth, scope, [id]);
    expect(await total('bM1', { franqueador: rede.franqueador.m1.r2 })).toBe(0n);
    expect(await total('bM1', { franqueado: rede.franqueado.b[1] })).toBe(mapeado);
    await conferir();
  });

  it('the automatic link (into review only) changes nothing the reports read', async () => {
    const antes = await rollupDre(t.db, rede.clienteId);
    const r = await withTenant(t.db, rede.clienteId, (tx) =>
      linkPendingAccounts(tx, { clienteId: rede.clienteId, usuarioId: auth.usuarioId, scope }, 0),
    );
    expect(r.vinculadas.length).toBeGreaterThan(0);
    expect((await rollupDre(t.db, rede.clienteId)).guardado).toEqual(antes.guardado);
    await conferir();
  });
});

describe('rebuild, concurrency and tenants', () => {
  it('reconstruirRollupDre rebuilds the same rows from the monthly rollup', async () => {
    await q(sql`delete from lancamento_mensal_franqueador where cliente_id = ${rede.clienteId}`);
    await reconstruirRollupDre(t.db, rede.clienteId);
    await conferir();
  });

  it('an ingestion waits for a mapping change of the same grupo, then maps with the new mapping', async () => {
    const c1 = await mapeamento('a', 'm1', 1);
    await q(sql`update de_para set status = 'revisao' where id = ${c1}`);
    await remapearRollupDreDoGrupo(t.ownerDb, rede.clienteId, [rede.grupos.a]);
    let travou!: () => void;
    let soltar!: () => void;
    const travado = new Promise<void>((r) => (travou = r));
    const solto = new Promise<void>((r) => (soltar = r));
    const mudanca = withTenant(t.db, rede.clienteId, async (tx) => {
      await lockGrupos(tx, [rede.grupos.a]);
      await tx.execute(sql`update de_para set status = 'aprovado' where id = ${c1}`);
      travou();
      await solto;
      await remapearRollupDreDoGrupo(tx, rede.clienteId, [rede.grupos.a]);
    });
    await travado;
    const novas = ledgerDre(rede, 'concorrente').filter((l) => l.contaId === rede.franqueado.a[1]);
    const ingestao = withTenant(t.db, rede.clienteId, (tx) =>
      ingestLancamentos(tx, rede.clienteId, novas, { origem: 'dre-teste' }),
    );
    let terminou = false;
    void ingestao.then(() => (terminou = true));
    // without the grupo's lock the ingestion would map c1's entries as unmapped and finish, and the re-map, not
    // seeing its uncommitted entries, would leave them there
    const esperando = await waitFor(async () => {
      const [r] = await q<{ n: number }>(sql`select count(*)::int as n from pg_locks
        where locktype = 'advisory' and not granted
          and database = (select oid from pg_database where datname = current_database())`);
      return r!.n > 0 ? 'esperando' : terminou && 'terminou';
    });
    soltar();
    await Promise.all([mudanca, ingestao]);
    await conferir();
    expect(await total('aM1', { franqueado: rede.franqueado.a[1] })).toBe(0n);
    expect(esperando).toBe('esperando');
  });

  it("another tenant's connection sees none of the rollup", async () => {
    const outra = await criarRedeDre(t.ownerDb);
    const vistos = await withTenant(t.db, outra.clienteId, async (tx) => {
      const r = await tx.execute<{ cliente_id: string; n: number }>(sql`select cliente_id, count(*)::int as n
        from lancamento_mensal_franqueador group by cliente_id`);
      return r.rows;
    });
    expect(vistos).toEqual([{ cliente_id: outra.clienteId, n: expect.any(Number) }]);
    await expect(
      withTenant(t.db, outra.clienteId, (tx) =>
        tx.execute(sql`insert into lancamento_mensal_franqueador (cliente_id, empresa_id, conta_franqueador_id,
            valor, mes, quantidade, regime, status)
          values (${rede.clienteId}, ${rede.empresas.aM1}, ${rede.franqueador.m1.r1}, 1, '2026-01-01', 1, 1, 'aberto')`),
      ),
    ).rejects.toSatisfy((error) => (error as { cause?: { code?: string } }).cause?.code === '42501');
  });
});
