import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/db.ts';
import { withTenant } from '../../db/index.ts';
import { MIGRATIONS_FOLDER } from '../../db/migrate.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { emptyScope } from '../access/scope.ts';
import { approveSolicitacoes } from '../de-para/approve-solicitacoes.ts';
import { changeDeParaStatus } from '../de-para/change-de-para-status.ts';
import { criarRedeDre, ledgerDre, type RedeDre } from '../dre/dre.fixtures.ts';
import { ingestLancamentos, type LancamentoInput } from '../ingestion/index.ts';
import { reconstruirRollupDfc } from './rollup-dfc.ts';
import { TABELAS_DFC } from './rollup-dfc-sql.ts';
import { rollupDfc } from './rollup-dfc.fixtures.ts';

/**
 * The cash flow's rollups at the franchisor grain (db/schema/dfc-rollup.ts), per store and per grupo, by day and by
 * month: always equal to
 * the ledger by cash day mapped through the approved De-Para as it is now — after a rebuild, after ingestion of new
 * and changed entries (every flag, a store move), after each kind of De-Para change (the use cases the routes call);
 * another tenant never sees them. The DRE's network (dre.fixtures.ts) has mappings of every state.
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
    nome: 'Admin DFC',
    plano: 'Premium',
    claims: [],
    visaoConsultor: false,
    loginTokenHash: '',
  };
}, 60_000);
afterAll(() => t?.close());

const q = async <T>(query: ReturnType<typeof sql>, clienteId = rede.clienteId) =>
  withTenant(t.ownerDb, clienteId, async (tx) => (await tx.execute(query)).rows as T[]);

async function conferir() {
  const { guardado, calculado } = await rollupDfc(t.db, rede.clienteId);
  expect(guardado.length).toBeGreaterThan(10);
  expect(guardado).toEqual(calculado);
}

/** A store's cash total on a franchisor account (null: its unmapped entries), by day and by month. */
async function total(loja: keyof RedeDre['lojas'], conta: string | null) {
  const cond = conta === null ? sql`conta_franqueador_id is null` : sql`conta_franqueador_id = ${conta}`;
  const [r] = await q<{ dia: string | null; mes: string | null }>(sql`select
      (select sum(valor)::text from dfc_diario_franqueador where empresa_id = ${rede.lojas[loja]} and ${cond}) as dia,
      (select sum(valor)::text from dfc_mensal_franqueador where empresa_id = ${rede.lojas[loja]} and ${cond}) as mes`);
  expect(r!.dia).toBe(r!.mes);
  return BigInt(r?.dia ?? 0);
}

const mapeamento = async (grupo: 'a' | 'b', marca: 'm1' | 'm2', de: number) =>
  (
    await q<{ id: string }>(sql`select id from de_para where grupo_id = ${rede.grupos[grupo]}
      and marca_id = ${rede.marcas[marca]} and conta_franqueado_id = ${rede.franqueado[grupo][de]}`)
  )[0]!.id;

/** Entries of every flag of the cash-flow filter on store aM1's account c0, around a month end. */
function comFlags(prefixo: string): LancamentoInput[] {
  const [modelo] = ledgerDre(rede, prefixo).filter((l) => l.empresaId === rede.lojas.aM1);
  const variantes: Partial<LancamentoInput>[] = [
    { previsao: true, parcelaAprovada: false, status: 'aberto', dataPagamento: null },
    { parcelaAprovada: false },
    { transferencia: true },
    { boletoAReceber: true, status: 'aberto', dataPagamento: null, dataVencimento: '2026-03-31' },
    { caixaAberto: true, dataPagamento: '2026-04-30' },
    { dataPagamento: '2026-05-01', dataVencimento: '2026-04-28' },
  ];
  return variantes.map((v, i) => ({ ...modelo!, ...v, idExterno: `${prefixo}-flag-${i}` }));
}

describe('the cash rollups at the franchisor grain', () => {
  it('a rebuild computes them from the daily rollup (the fixture mapped its first entries afterwards)', async () => {
    await reconstruirRollupDfc(t.db, rede.clienteId);
    await conferir();
  });

  it('ingestion moves them in the same statement: new entries of every flag, then changed ones', async () => {
    const ingerir = (linhas: LancamentoInput[]) =>
      withTenant(t.db, rede.clienteId, (tx) =>
        ingestLancamentos(tx, rede.clienteId, linhas, { origem: 'dfc-teste' }),
      );
    await ingerir(comFlags('dfc'));
    await conferir();
    const [valor, pago, loja, data] = ledgerDre(rede).filter(
      (l) => l.empresaId === rede.lojas.aM1 && l.status === 'aberto',
    );
    await withTenant(t.db, rede.clienteId, (tx) =>
      ingestLancamentos(
        tx,
        rede.clienteId,
        [
          { ...valor!, valor: valor!.valor + 777n },
          { ...pago!, status: 'liquidado', dataPagamento: '2026-08-20' },
          { ...loja!, empresaId: rede.lojas.bM1, grupoId: rede.grupos.b, centroDeCustoId: null },
          { ...data!, dataVencimento: '2026-09-30', boletoAReceber: true },
        ],
        { origem: 'dre-teste' },
      ),
    );
    await conferir();
    // no emptied keys left behind by the entry that moved to another store
    for (const tabela of TABELAS_DFC) {
      const [vazias] = await q<{ n: number }>(
        sql`select count(*)::int as n from ${sql.raw(tabela)} where quantidade = 0`,
      );
      expect(vazias!.n, tabela).toBe(0);
    }
  });

  it("an approval moves an account's cash onto its franchisor account at once, a disapproval takes it out", async () => {
    const naoMapeado = await total('aM1', null);
    const antes = await total('aM1', rede.franqueador.m1.r2);
    await changeDeParaStatus(t.db, auth, scope, 'aprovar', [await mapeamento('a', 'm1', 1)]);
    const depois = await total('aM1', rede.franqueador.m1.r2);
    expect(depois).not.toBe(antes);
    expect(naoMapeado - (await total('aM1', null))).toBe(depois - antes);
    await conferir();
    await changeDeParaStatus(t.db, auth, scope, 'desaprovar', [await mapeamento('a', 'm1', 0)]);
    expect(await total('aM1', rede.franqueador.m1.r1)).toBe(0n);
    await conferir();
  });

  it('a request approved over an approved mapping takes it out until someone approves', async () => {
    const id = uuidv7();
    await q(sql`insert into de_para_solicitacao (cliente_id, id, grupo_id, marca_id, conta_franqueado_id,
        conta_franqueador_id, status, solicitante)
      values (${rede.clienteId}, ${id}, ${rede.grupos.b}, ${rede.marcas.m1}, ${rede.franqueado.b[1]},
        ${rede.franqueador.m1.r1}, 0, 'Financeiro')`);
    expect(await total('bM1', rede.franqueador.m1.r2)).not.toBe(0n);
    await approveSolicitacoes(t.db, auth, scope, [id]);
    expect(await total('bM1', rede.franqueador.m1.r2)).toBe(0n);
    await conferir();
  });

  it('the migrations that created them fill them the same from an existing daily rollup', async () => {
    const inserts = ['_dfc_rollup.sql', '_dfc_rollup_grupo.sql'].flatMap((sufixo) => {
      const arquivo = readdirSync(MIGRATIONS_FOLDER).find((f) => f.endsWith(sufixo))!;
      return readFileSync(join(MIGRATIONS_FOLDER, arquivo), 'utf8')
        .split('--> statement-breakpoint')
        .map((s) => s.trim())
        .filter((s) => s.startsWith('INSERT'));
    });
    expect(inserts).toHaveLength(4);
    await t.ownerDb.transaction(async (tx) => {
      for (const tabela of TABELAS_DFC) await tx.execute(sql.raw(`delete from ${tabela}`));
      for (const insert of inserts) await tx.execute(sql.raw(insert));
    });
    await conferir();
  });

  it("another tenant's connection sees none of them", async () => {
    const outra = await criarRedeDre(t.ownerDb);
    for (const tabela of TABELAS_DFC) {
      const vistos = await withTenant(t.db, outra.clienteId, async (tx) => {
        const r = await tx.execute<{ cliente_id: string }>(
          sql`select distinct cliente_id from ${sql.raw(tabela)}`,
        );
        return r.rows;
      });
      expect(vistos).toEqual([{ cliente_id: outra.clienteId }]);
    }
    await expect(
      withTenant(t.db, outra.clienteId, (tx) =>
        tx.execute(sql`insert into dfc_diario_franqueador (cliente_id, empresa_id, dia, conta_franqueador_id, status,
            parcela_aprovada, previsao, transferencia, boleto_a_receber, caixa_aberto, valor, quantidade)
          values (${rede.clienteId}, ${rede.lojas.aM1}, '2026-01-01', null, 'aberto', true, false, false, false, false,
            1, 1)`),
      ),
    ).rejects.toSatisfy((error) => (error as { cause?: { code?: string } }).cause?.code === '42501');
  });
});
