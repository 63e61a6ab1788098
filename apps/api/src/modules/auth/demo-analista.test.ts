import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { DEMO_CLIENTE_ID, demoLogins, seedDemoNetwork } from '../../seed/index.ts';
import { REGRA_ANALISTA } from '../../seed/usuarios.ts';

/**
 * The demo `analista` (README, demo logins) signs in and is offered only what the rule allows (issue 8 §2): the
 * login answer's marcas, marcasDaFranquia, qtdeEmpresas and qtdeGrupos against the seeded rule, read straight from
 * the tables on the owner's connection — the rule's marcas, their stores, and the grupos of those stores.
 */

let t: TestApp;
const analista = demoLogins.find((l) => l.email === 'analista@matriz.demo')!;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoNetwork(t.tdb.ownerDb, { size: 'small', seed: 11, today: new Date('2026-03-10T12:00:00Z') });
}, 120_000);
afterAll(() => t.close());

const rows = async <T>(query: ReturnType<typeof sql>) => (await t.tdb.ownerDb.execute(query)).rows as T[];

describe('the demo analista', () => {
  it('is offered the marcas, stores and grupos of the rule, not the whole network', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Auth/login',
      payload: { Email: analista.email, Password: analista.senha },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { customer } = res.json();

    const ruleMarcas = sql`(select m.marca_id from regra_acesso_marca m join regra_acesso r
      on r.cliente_id = m.cliente_id and r.id = m.regra_acesso_id
      where r.cliente_id = ${DEMO_CLIENTE_ID} and r.nome = ${REGRA_ANALISTA})`;
    const marcas = await rows<{ id: string; label: string }>(
      sql`select id::text, nome as label from marca where cliente_id = ${DEMO_CLIENTE_ID} and ativo
        and id in ${ruleMarcas} order by lower(nome), id`,
    );
    const [counts] = await rows<{ empresas: number; grupos: number; todas: number; todosGrupos: number }>(
      sql`select
        (select count(*)::int from empresa where cliente_id = ${DEMO_CLIENTE_ID} and marca_id in ${ruleMarcas}) as empresas,
        (select count(distinct grupo_id)::int from empresa where cliente_id = ${DEMO_CLIENTE_ID} and marca_id in ${ruleMarcas}) as grupos,
        (select count(*)::int from empresa where cliente_id = ${DEMO_CLIENTE_ID}) as todas,
        (select count(*)::int from grupo where cliente_id = ${DEMO_CLIENTE_ID}) as "todosGrupos"`,
    );
    // the rule is narrower than the network, so the comparison below means something
    expect(marcas).toHaveLength(1);
    expect(counts!.empresas).toBeGreaterThan(0);
    expect(counts!.empresas).toBeLessThan(counts!.todas);

    expect(customer.marcas).toEqual(marcas);
    expect(customer.marcasDaFranquia).toEqual(marcas);
    expect(customer.qtdeEmpresas).toBe(counts!.empresas);
    expect(customer.qtdeGrupos).toBe(counts!.grupos);
  });
});
