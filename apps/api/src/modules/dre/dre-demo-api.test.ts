import { celulaDaColuna, endpoints, type DreResultado, type ModeloDreOpcao } from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { signIn } from '../../../test/fixtures.ts';
import { withTenant } from '../../db/index.ts';
import { DEMO_CLIENTE_ID, seedDemoNetwork } from '../../seed/index.ts';
import { apiAs } from '../de-para/leitura.fixtures.ts';
import { mesAtras } from './dre-api.fixtures.ts';
import {
  centavos,
  colunas,
  filtroDre,
  ledgerPorMes,
  linhasDaMatriz,
  pesquisar,
  todasAsPaginas,
  type Api,
} from './dre-consulta.fixtures.ts';

/**
 * The DRE's invariants on the seeded demo network (the small size: its generator, models, De-Para and ledger, the
 * last 6 months), through the API as the demo administrator: every account line and franchisor account equals an
 * independent SQL over the raw ledger and the approved De-Para; the total column is the sum of the months; the
 * store view sums to the consolidated; a few cells drill down to rows that sum to them.
 */
let t: TestApp;
let admin: Api;
let modelo: ModeloDreOpcao;
let contasDaLinha: Map<string, string[]>;
let lojas: string[];

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoNetwork(t.tdb.ownerDb, { size: 'small', seed: 7 });
  admin = apiAs(t, (await signIn(t.app, 'admin@matriz.demo')).headers);
  modelo = ((await admin.get(endpoints.dre.modelos)).json() as ModeloDreOpcao[]).find((m) => m.padrao)!;
  await withTenant(t.tdb.ownerDb, DEMO_CLIENTE_ID, async (tx) => {
    const contas = await tx.execute<{ linha_id: string; contas: string[] }>(sql`
      select linha_id, array_agg(conta_franqueador_id::text) as contas from linha_dre_conta
      where cliente_id = ${DEMO_CLIENTE_ID} group by linha_id`);
    contasDaLinha = new Map(contas.rows.map((r) => [r.linha_id, r.contas]));
    const e = await tx.execute<{ id: string }>(
      sql`select id from empresa where cliente_id = ${DEMO_CLIENTE_ID}`,
    );
    lojas = e.rows.map((r) => r.id);
  });
}, 120_000);
afterAll(() => t?.close());

const consulta = (extra: object = {}) => ({
  modeloDREId: modelo.id,
  tipoDeRegime: 1,
  filters: [filtroDre('A', mesAtras(5), mesAtras(0))],
  ...extra,
});
const total = (r: DreResultado) =>
  colunas(r, (c) => c.tipo === 'valor' && c.mes === null && c.empresaId === null)[0]!;

describe('DRE on the demo network', () => {
  it('equals the raw ledger through the approved De-Para, every account line and account, every month', async () => {
    const r = await pesquisar(admin, consulta());
    const meses = colunas(r, (c) => c.tipo === 'valor' && c.mes !== null);
    let conferidas = 0;
    for (const row of linhasDaMatriz(r)) {
      const ref = r.referencias[row.id]!;
      if (ref.tipo !== 'conta') continue;
      const contas = ref.contaFranqueadorId
        ? [ref.contaFranqueadorId]
        : (contasDaLinha.get(ref.linhaId) ?? []);
      const esperado = await ledgerPorMes(t.tdb.ownerDb, { clienteId: DEMO_CLIENTE_ID }, { contas, lojas });
      expect(
        meses.map((c) => centavos(row.cells[c.key])),
        row.label,
      ).toEqual(meses.map((c) => esperado.get(c.mes!) ?? null));
      conferidas++;
    }
    expect(conferidas).toBeGreaterThan(40);
  });

  it('totals the months, and the store view sums to the consolidated', async () => {
    const r = await pesquisar(admin, consulta({ TotalizarPeriodo: true }));
    const porLoja = await pesquisar(admin, consulta({ visaoPorLoja: true }));
    const meses = colunas(r, (c) => c.tipo === 'valor' && c.mes !== null);
    const colunasLoja = colunas(porLoja, (c) => c.tipo === 'valor' && c.empresaId !== null);
    const daLoja = new Map(linhasDaMatriz(porLoja).map((row) => [row.id, row]));
    for (const row of linhasDaMatriz(r)) {
      if (row.format !== null) continue;
      const cell = centavos(row.cells[total(r).key]);
      const somaMeses = meses.reduce((s, c) => s + (centavos(row.cells[c.key]) ?? 0n), 0n);
      expect(cell ?? 0n, row.label).toBe(somaMeses);
      const outra = daLoja.get(row.id)!;
      const somaLojas = colunasLoja.reduce((s, c) => s + (centavos(outra.cells[c.key]) ?? 0n), 0n);
      expect(somaLojas, row.label).toBe(cell ?? 0n);
    }
  });

  it('drills a month of every account line down to rows that sum to it', async () => {
    const q = consulta();
    const r = await pesquisar(admin, q);
    const mes = colunas(r, (c) => c.tipo === 'valor' && c.mes === mesAtras(1))[0]!;
    for (const row of linhasDaMatriz(r)) {
      const ref = r.referencias[row.id]!;
      if (ref.tipo !== 'conta' || ref.contaFranqueadorId) continue;
      const detalhe = await todasAsPaginas(
        admin,
        { linhaId: ref.linhaId, ...celulaDaColuna(mes), filter: q },
        100,
      );
      expect(detalhe.somaDasPaginas, row.label).toBe(centavos(row.cells[mes.key]) ?? 0n);
      expect(centavos(detalhe.soma), row.label).toBe(centavos(row.cells[mes.key]) ?? 0n);
    }
  });
});
