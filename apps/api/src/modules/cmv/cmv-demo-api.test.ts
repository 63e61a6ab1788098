import {
  endpoints,
  type DisponibilidadeCmvOutput,
  type DreResultado,
  type ModeloDreOpcao,
} from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { signIn } from '../../../test/fixtures.ts';
import { DEMO_CLIENTE_ID, seedDemoNetwork } from '../../seed/index.ts';
import { apiAs } from '../de-para/leitura.fixtures.ts';
import { mesAtras } from '../dre/dre-api.fixtures.ts';
import { centavos, colunas, filtroDre, linhasDaMatriz, pesquisar } from '../dre/dre-consulta.fixtures.ts';
import { lerPlanilhas } from './planilha.fixtures.ts';

/**
 * The CMV tab on the seeded demo network (small size): exactly one marca has stock control — the premium
 * cliente's first —, the Starter cliente has no CMV tab, the seeded setup names that marca's accounts, and the CMV
 * export of last month gives, store by store, the figure of the DRE's CMV line (view by store).
 */
let t: TestApp;
type Api = ReturnType<typeof apiAs>;
let admin: Api;
let starter: Api;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoNetwork(t.tdb.ownerDb, { size: 'small', seed: 7 });
  admin = apiAs(t, (await signIn(t.app, 'admin@matriz.demo')).headers);
  starter = apiAs(t, (await signIn(t.app, 'starter@matriz.demo')).headers);
}, 120_000);
afterAll(() => t?.close());

describe('the CMV tab on the demo network', () => {
  it('exists for one marca of the premium cliente only', async () => {
    const { rows } = await t.tdb.ownerDb.execute<{ cliente_id: string; nome: string }>(
      sql`select cliente_id, nome from marca where controle_de_estoque`,
    );
    expect(rows).toEqual([{ cliente_id: DEMO_CLIENTE_ID, nome: 'Sabor Brasil Café' }]);
    const disponivel = (await admin.get(endpoints.cmv.disponibilidade)).json() as DisponibilidadeCmvOutput;
    expect(disponivel.marcas.map((m) => m.label)).toEqual(['Sabor Brasil Café']);
    expect((await starter.get(endpoints.cmv.disponibilidade)).json()).toEqual({
      controleDeEstoque: false,
      marcas: [],
    });
    const config = (await admin.get(endpoints.cmv.configuracao)).json();
    expect(config.planoDeContasCMV.label).toMatch(/Compras de Insumos/);
  });

  it("exports last month's CMV of each store as the DRE's CMV line shows it", async () => {
    const mes = mesAtras(1);
    const res = await admin.post(endpoints.cmv.exportar.cmv, { inicio: mes });
    expect(res.statusCode, res.body).toBe(200);
    const sheet = (await lerPlanilhas(res.rawPayload)).get('CMV')!;
    const cnpjs = sheet.colunas.indexOf('CNPJ');
    const cmv = sheet.colunas.indexOf('CMV');
    const exportado = new Map(sheet.linhas.map((l) => [l[cnpjs] as string, l[cmv] as number]));
    expect(exportado.size).toBeGreaterThan(0);

    const modelos = (await admin.get(endpoints.dre.modelos)).json() as ModeloDreOpcao[];
    const modelo = modelos.find((m) => m.padrao)!;
    const r: DreResultado = await pesquisar(admin, {
      modeloDREId: modelo.id,
      tipoDeRegime: 1,
      visaoPorLoja: true,
      filters: [filtroDre('A', mes, mes)],
    });
    const linha = linhasDaMatriz(r).find((l) => r.referencias[l.id]?.tipo === 'cmv')!;
    const { rows } = await t.tdb.ownerDb.execute<{ id: string; cnpj: string }>(sql`
      select e.id, e.cnpj from empresa e join marca m on m.cliente_id = e.cliente_id and m.id = e.marca_id
      where e.cliente_id = ${DEMO_CLIENTE_ID} and m.controle_de_estoque`);
    const cnpjDe = new Map(rows.map((e) => [e.id, e.cnpj]));
    let conferidas = 0;
    for (const c of colunas(r, (x) => x.tipo === 'valor' && x.empresaId !== null)) {
      const cnpj = cnpjDe.get(c.empresaId!);
      if (!cnpj) continue;
      const formatado = cnpj.replace(/^(.{2})(.{3})(.{3})(.{4})(.{2})$/, '$1.$2.$3/$4-$5');
      const daDre = centavos(linha.cells[c.key]);
      expect(exportado.get(formatado), formatado).toBe(daDre === null ? null : -Number(daDre) / 100);
      conferidas++;
    }
    expect(conferidas).toBe(exportado.size);
  });
});
