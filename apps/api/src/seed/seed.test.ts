import { sql } from 'drizzle-orm';
import { cnpj as validador } from 'cpf-cnpj-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/db.ts';
import { withTenant } from '../db/index.ts';
import { verifyPassword } from '../lib/password-hash.ts';
import { rollupDre } from '../modules/dre/dre.fixtures.ts';
import { lerCmvDre } from '../modules/dre/read-cmv-dre.ts';
import { rollupDfc } from '../modules/fluxo-de-caixa/rollup-dfc.fixtures.ts';
import { rollupDiario, rollupMensal } from '../modules/ingestion/ingestion.fixtures.ts';
import { DEMO_CLIENTE_ID, isSeeded, seedDemoNetwork, STARTER_CLIENTE_ID, type SeedReport } from './index.ts';

const today = new Date('2026-03-10T12:00:00Z');
let t: TestDatabase;
let report: SeedReport;

beforeAll(async () => {
  t = await createTestDatabase();
  expect(await isSeeded(t.db)).toBe(false);
  report = await seedDemoNetwork(t.ownerDb, { size: 'small', seed: 11, today });
});
afterAll(async () => {
  await t?.close();
});

const linhas = <T>(clienteId: string, query: ReturnType<typeof sql>) =>
  withTenant(t.db, clienteId, async (tx) => (await tx.execute(query)).rows as T[]);

describe('seedDemoNetwork (small)', () => {
  it('creates two clientes, marks the network seeded and reports what it wrote', async () => {
    expect(await isSeeded(t.db)).toBe(true);
    expect(report.clientes.map((c) => [c.codigo, c.plano])).toEqual([
      ['SABOR-BRASIL', 'Premium'],
      ['CAFE-DO-BAIRRO', 'Starter'],
    ]);
    const [premium] = report.clientes;
    expect(premium!.lancamentos).toBeGreaterThan(2000);
    const [contagem] = await linhas<{ n: number }>(
      DEMO_CLIENTE_ID,
      sql`select count(*)::int as n from lancamento`,
    );
    expect(contagem!.n).toBe(premium!.lancamentos);
  });

  it('creates the three demo users, each in its cliente, with the demo password', async () => {
    const esperado = {
      'admin@matriz.demo': DEMO_CLIENTE_ID,
      'analista@matriz.demo': DEMO_CLIENTE_ID,
      'starter@matriz.demo': STARTER_CLIENTE_ID,
    };
    for (const [email, clienteId] of Object.entries(esperado)) {
      const achado = await t.db.execute<{ cliente_id: string; usuario_id: string }>(
        sql`select * from app_find_login(${email})`,
      );
      expect(achado.rows.map((r) => r.cliente_id)).toEqual([clienteId]);
      const [u] = await linhas<{ senha_hash: string; acessos: unknown }>(
        clienteId,
        sql`select u.senha_hash, r.acessos from usuario u join regra_acesso r on r.id = u.regra_acesso_id where u.email = ${email}`,
      );
      expect(await verifyPassword(u!.senha_hash, 'Matriz@2026')).toBe(true);
    }
    const [analista] = await linhas<{ marcas: number }>(
      DEMO_CLIENTE_ID,
      sql`select count(*)::int as marcas from regra_acesso_marca m join regra_acesso r on r.id = m.regra_acesso_id where r.nome = 'Analista DRE e DFC'`,
    );
    expect(analista!.marcas).toBe(1);
  });

  it("holds the tenant scope: the Starter cliente sees none of the premium cliente's data", async () => {
    const premiumIds = (await linhas<{ id: string }>(DEMO_CLIENTE_ID, sql`select id from empresa`)).map(
      (r) => r.id,
    );
    expect(premiumIds.length).toBe(6);
    const [visto] = await linhas<{ todas: number; alheias: number; lancamentos: number }>(
      STARTER_CLIENTE_ID,
      sql`select (select count(*)::int from empresa) as todas,
        (select count(*)::int from empresa where id = any(${sql.param(premiumIds)}::uuid[])) as alheias,
        (select count(*)::int from lancamento where empresa_id = any(${sql.param(premiumIds)}::uuid[])) as lancamentos`,
    );
    expect(visto).toEqual({ todas: report.clientes[1]!.empresas, alheias: 0, lancamentos: 0 });
  });

  it('stores valid CNPJs and rollups equal to the sums of the ledger', async () => {
    const empresas = await linhas<{ cnpj: string }>(DEMO_CLIENTE_ID, sql`select cnpj from empresa`);
    for (const e of empresas) expect(validador.isValid(e.cnpj), e.cnpj).toBe(true);
    await withTenant(t.db, DEMO_CLIENTE_ID, async (tx) => {
      const mensal = await rollupMensal(tx, DEMO_CLIENTE_ID);
      expect(mensal.guardado).toEqual(mensal.calculado);
      const diario = await rollupDiario(tx, DEMO_CLIENTE_ID);
      expect(diario.guardado).toEqual(diario.calculado);
    });
    // the DRE's rollups too, mapped through the De-Para the seed loaded before the ledger
    const dre = await rollupDre(t.db, DEMO_CLIENTE_ID);
    expect(dre.guardado.length).toBeGreaterThan(2);
    expect(dre.guardado).toEqual(dre.calculado);
    // and the cash flow's, rebuilt once after the bulk load
    const dfc = await rollupDfc(t.db, DEMO_CLIENTE_ID);
    expect(dfc.guardado.length).toBeGreaterThan(2);
    expect(dfc.guardado).toEqual(dfc.calculado);
  });

  it("budgets every store's account and CMV lines of the default model for its last 12 months, near the actual", async () => {
    // the actual of each account line of the default model per store and month of the last 12 months of data,
    // before the line's sinal (the engine applies it to the budget as to the actual)
    const [o] = await linhas<{
      real: number;
      orcado: number;
      casados: number;
      perto: boolean;
      centros: number;
    }>(
      DEMO_CLIENTE_ID,
      sql`with real as (
          select ld.id as linha_id, f.empresa_id, f.mes, sum(f.valor) as valor
          from lancamento_mensal_franqueador f
          join linha_dre_conta ldc on ldc.conta_franqueador_id = f.conta_franqueador_id
          join linha_dre ld on ld.id = ldc.linha_id and ld.tipo = 'conta'
          join modelo_dre m on m.id = ld.modelo_id and m.padrao
          where f.regime = 1 and f.mes > (select max(mes) - interval '12 months' from lancamento_mensal_franqueador)
          group by ld.id, f.empresa_id, f.mes)
        select (select count(*)::int from real) as real,
          (select count(*)::int from valor_orcado_dre v join linha_dre ld on ld.id = v.linha_dre_id
            where ld.tipo = 'conta') as orcado,
          count(*)::int as casados, count(v.centro_de_custo_id)::int as centros,
          bool_and(v.valor % 10000 = 0 and abs(v.valor - r.valor) <= abs(r.valor) * 0.09 + 5000) as perto
        from valor_orcado_dre v
        join real r on r.linha_id = v.linha_dre_id and r.empresa_id = v.empresa_id and r.mes = v.mes`,
    );
    expect(o!.real).toBeGreaterThan(100);
    expect(o).toEqual({ real: o!.real, orcado: o!.real, casados: o!.real, perto: true, centros: 0 });

    // the CMV line: near the CMV the DRE reads for it (read-cmv-dre.ts) per store and month, with its sign
    const cmvs = await linhas<{ id: string }>(
      DEMO_CLIENTE_ID,
      sql`select ld.id from linha_dre ld join modelo_dre m on m.id = ld.modelo_id and m.padrao where ld.tipo = 'cmv'`,
    );
    expect(cmvs).toHaveLength(1);
    const [periodo] = await linhas<{ inicio: string; fim: string }>(
      DEMO_CLIENTE_ID,
      sql`select (max(mes) - interval '11 months')::date::text as inicio, max(mes)::text as fim
        from lancamento_mensal_franqueador where regime = 1 and conta_franqueador_id is not null`,
    );
    const empresaIds = (await linhas<{ id: string }>(DEMO_CLIENTE_ID, sql`select id from empresa`)).map(
      (e) => e.id,
    );
    const reais = await withTenant(t.db, DEMO_CLIENTE_ID, (tx) =>
      lerCmvDre(tx, {
        clienteId: DEMO_CLIENTE_ID,
        selecao: { filtro: 'A', empresaIds, centroDeCustoIds: null, ...periodo!, status: 0 },
        grao: { porEmpresa: true, porCentroDeCusto: false },
      }),
    );
    const orcados = await linhas<{ empresa: string; mes: string; valor: string; centro: string | null }>(
      DEMO_CLIENTE_ID,
      sql`select empresa_id as empresa, mes::text as mes, valor::text as valor, centro_de_custo_id as centro
        from valor_orcado_dre where linha_dre_id = ${cmvs[0]!.id}`,
    );
    const orcadoDe = new Map(orcados.map((v) => [`${v.empresa} ${v.mes}`, v]));
    expect(reais.filter((r) => r.valor < -1_000_00n).length).toBeGreaterThan(empresaIds.length);
    expect(orcados).toHaveLength(reais.length);
    const abs = (v: bigint) => (v < 0n ? -v : v);
    for (const real of reais) {
      const orcado = orcadoDe.get(`${real.empresaId} ${real.mes}`);
      expect(orcado, `${real.empresaId} ${real.mes}`).toMatchObject({ centro: null });
      const valor = BigInt(orcado!.valor);
      expect(valor % 10_000n).toBe(0n);
      expect(
        abs(valor - real.valor) <= (abs(real.valor) * 9n) / 100n + 5_000n,
        `${valor} ${real.valor}`,
      ).toBe(true);
    }
    // every budget is of an account or the CMV line (manual lines start without one)
    const [todos] = await linhas<{ n: number }>(
      DEMO_CLIENTE_ID,
      sql`select count(*)::int as n from valor_orcado_dre`,
    );
    expect(todos!.n).toBe(o!.real + reais.length);
    const [starter] = await linhas<{ n: number }>(
      STARTER_CLIENTE_ID,
      sql`select count(*)::int as n from valor_orcado_dre`,
    );
    expect(starter!.n).toBeGreaterThan(0);
  });

  it("ends each bank statement at the account's balance, which matches the ledger", async () => {
    const contas = await linhas<{ conta: string; saldo_extrato: string; saldo_final: string; razao: string }>(
      DEMO_CLIENTE_ID,
      sql`select c.id as conta,
          (select e.saldo::text from extrato_bancario e where e.conta_bancaria_id = c.id order by e.data desc, e.id_externo desc limit 1) as saldo_extrato,
          (select s.saldo::text from saldo_bancario s where s.conta_bancaria_id = c.id order by s.data desc limit 1) as saldo_final,
          ((select s.saldo from saldo_bancario s where s.conta_bancaria_id = c.id order by s.data limit 1)
            + coalesce((select sum(valor) from lancamento l where l.conta_bancaria_id = c.id and l.status = 'liquidado'), 0))::text as razao
        from conta_bancaria c where c.tipo = 'corrente'`,
    );
    expect(contas.length).toBeGreaterThan(0);
    for (const c of contas) {
      expect(c.saldo_final).toBe(c.razao);
      if (c.saldo_extrato !== null) expect(c.saldo_extrato).toBe(c.saldo_final);
    }
  });

  it('leaves nothing of a cliente whose load fails, and is not seeded then', async () => {
    const falhar = (m: string) => {
      if (m.includes('Rede Sabor Brasil')) throw new Error('falha simulada');
    };
    await expect(seedDemoNetwork(t.ownerDb, { size: 'small', seed: 11, today, log: falhar })).rejects.toThrow(
      'falha simulada',
    );
    expect(await isSeeded(t.db)).toBe(false);
    const restos = await t.ownerDb.execute<{ n: number }>(
      sql`select (select count(*) from lancamento where cliente_id = ${DEMO_CLIENTE_ID})
        + (select count(*) from lancamento_mensal_franqueador where cliente_id = ${DEMO_CLIENTE_ID})
        + (select count(*) from lancamento_mensal_franqueador_grupo where cliente_id = ${DEMO_CLIENTE_ID})
        + (select count(*) from empresa where cliente_id = ${DEMO_CLIENTE_ID})
        + (select count(*) from cliente where id = ${DEMO_CLIENTE_ID}) as n`,
    );
    expect(Number(restos.rows[0]!.n)).toBe(0);
  });
});
