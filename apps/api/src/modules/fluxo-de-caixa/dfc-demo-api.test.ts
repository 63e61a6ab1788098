import {
  endpoints,
  saldoDaColunaFluxo,
  somarMeses,
  type DreResultado,
  type ModeloDreOpcao,
  type ModeloFluxoOpcao,
} from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { signIn } from '../../../test/fixtures.ts';
import { withTenant } from '../../db/index.ts';
import { somarDias } from '../../engine/dfc/datas.ts';
import { DEMO_CLIENTE_ID, seedDemoNetwork } from '../../seed/index.ts';
import { apiAs } from '../de-para/leitura.fixtures.ts';
import { mesAtras } from '../dre/dre-api.fixtures.ts';
import { centavos, colunas, filtroDre, linhasDaMatriz, pesquisar } from '../dre/dre-consulta.fixtures.ts';
import {
  celula,
  detalheCompleto,
  linhaPorId,
  linhasDoFluxo,
  periodos,
  pesquisarFluxo,
  type Api,
} from './dfc-consulta.fixtures.ts';
import { conferirAgregacao, conferirSaldos } from './dfc-invariantes.fixtures.ts';

/**
 * The cash flow on the seeded demo network (the small size), through the API as the demo administrator (issue 12
 * §1): for one grupo with balances, saldo final = saldo inicial + net flow and the chaining of the periods, and a
 * day's opening the same whatever day (after the same month-end balance) the range starts on; Mensal, Trimestral
 * and Semestral = the sums of their Diário columns; every account line's month drills down to rows that sum to it;
 * and, with no entry filtered, each account line's monthly net flow equals the cash-regime DRE of the same
 * accounts and months.
 */
let t: TestApp;
let admin: Api;
let modelo: ModeloFluxoOpcao;
let lojasDoGrupo: string[];

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoNetwork(t.tdb.ownerDb, { size: 'small', seed: 7 });
  admin = apiAs(t, (await signIn(t.app, 'admin@matriz.demo')).headers);
  modelo = ((await admin.get(endpoints.dfc.modelos)).json() as ModeloFluxoOpcao[]).find((m) => m.padrao)!;
  await withTenant(t.tdb.ownerDb, DEMO_CLIENTE_ID, async (tx) => {
    // the stores of the grupo with the most bank accounts
    const { rows } = await tx.execute<{ id: string }>(sql`
      select e.id from empresa e where e.cliente_id = ${DEMO_CLIENTE_ID} and e.grupo_id = (
        select grupo_id from conta_bancaria where cliente_id = ${DEMO_CLIENTE_ID}
        group by grupo_id order by count(*) desc, grupo_id limit 1)`);
    lojasDoGrupo = rows.map((r) => r.id);
  });
}, 180_000);
afterAll(() => t?.close());

const fimDoMes = (mes: string) => somarDias(somarMeses(mes, 1)!, -1);
const nadaFiltrado = { ExibirPrevisoes: true, ExibirParcelasNaoAprovadas: true };
const consulta = (Periodo: string, inicio: string, extra: object = {}) => ({
  ModeloFluxo: modelo.id,
  Periodo,
  Inicio: inicio,
  Fim: fimDoMes(mesAtras(0)),
  ...extra,
});
const liquido = (r: Awaited<ReturnType<typeof pesquisarFluxo>>) =>
  linhasDoFluxo(r).find((row) => row.code === 'FLX')!;

describe('the cash flow of the demo network', () => {
  it('moves the balances by the net flow, and sums days into months, quarters and semesters', async () => {
    const extra = { ...nadaFiltrado, Empresas: lojasDoGrupo, TrazerSaldos: true };
    const diario = await pesquisarFluxo(admin, consulta('Diario', mesAtras(2), extra));
    expect(diario.trazerSaldos).toBe(true);
    expect(saldoDaColunaFluxo(diario, 'inicial', 'total')!.contas.length).toBeGreaterThan(1);
    conferirSaldos(diario, (key) => celula(liquido(diario), key));
    for (const Periodo of ['Mensal', 'Trimestral', 'Semestral']) {
      const r = await pesquisarFluxo(admin, consulta(Periodo, mesAtras(2), extra));
      conferirSaldos(r, (key) => celula(liquido(r), key));
      conferirAgregacao(r, diario);
    }
  });

  it('opens a day the same whether the range starts on it or earlier in the month', async () => {
    const extra = { ...nadaFiltrado, Empresas: lojasDoGrupo, TrazerSaldos: true };
    const dia = somarDias(mesAtras(1), 12);
    const [cedo, tarde] = [
      await pesquisarFluxo(admin, consulta('Diario', mesAtras(1), extra)),
      await pesquisarFluxo(admin, consulta('Diario', dia, extra)),
    ];
    const contas = (r: typeof cedo, qual: 'inicial' | 'final', key: string) =>
      saldoDaColunaFluxo(r, qual, key)!.contas.flatMap((c) =>
        c.contaBancariaId ? [[c.contaBancariaId, c.valor]] : [],
      );
    expect(contas(tarde, 'inicial', `d:${dia}`).length).toBeGreaterThan(1);
    for (const c of periodos(tarde))
      for (const qual of ['inicial', 'final'] as const)
        expect(contas(tarde, qual, c.key), `${qual} ${c.key}`).toEqual(contas(cedo, qual, c.key));
  });

  it('drills every account line of a month down to rows that sum to it', async () => {
    const q = consulta('Mensal', mesAtras(2), { Empresas: lojasDoGrupo, OcultarTitulosVencidos: true });
    const r = await pesquisarFluxo(admin, q);
    const mes = periodos(r).find((c) => c.inicio === mesAtras(1))!;
    let conferidas = 0;
    for (const row of linhasDoFluxo(r)) {
      const ref = r.referencias[row.id];
      if (ref?.tipo !== 'linha' || ref.tipoDaLinha !== 'conta' || ref.contaFranqueadorId) continue;
      const d = await detalheCompleto(admin, { linhaId: ref.linhaId, data: mes.inicio, PesquisaModel: q });
      expect(d.somaDasPaginas, row.label).toBe(celula(row, mes.key));
      conferidas++;
    }
    expect(conferidas).toBeGreaterThan(5);
  });

  it("equals, with no entry filtered, the cash-regime DRE of each account line's accounts", async () => {
    const fluxo = await pesquisarFluxo(admin, consulta('Mensal', mesAtras(5), nadaFiltrado));
    const dreModelo = ((await admin.get(endpoints.dre.modelos)).json() as ModeloDreOpcao[]).find(
      (m) => m.padrao,
    )!;
    const dre: DreResultado = await pesquisar(admin, {
      modeloDREId: dreModelo.id,
      tipoDeRegime: 2,
      filters: [filtroDre('A', mesAtras(5), mesAtras(0))],
    });
    const meses = colunas(dre, (c) => c.tipo === 'valor' && c.mes !== null);
    // the DRE's rows of each franchisor account, by month (in centavos)
    const doDre = new Map<string, Map<string, bigint>>();
    for (const row of linhasDaMatriz(dre)) {
      const ref = dre.referencias[row.id];
      if (ref?.tipo !== 'conta' || !ref.contaFranqueadorId) continue;
      doDre.set(
        ref.contaFranqueadorId,
        new Map(meses.map((c) => [c.mes!, centavos(row.cells[c.key]) ?? 0n])),
      );
    }
    let conferidas = 0;
    for (const row of linhasDoFluxo(fluxo)) {
      const ref = fluxo.referencias[row.id];
      if (ref?.tipo !== 'linha' || ref.tipoDaLinha !== 'conta' || ref.contaFranqueadorId) continue;
      const contas = row.children.flatMap((c) => {
        const r = fluxo.referencias[c.id];
        return r?.tipo === 'linha' && r.contaFranqueadorId ? [r.contaFranqueadorId] : [];
      });
      if (contas.length === 0 || contas.some((c) => !doDre.has(c))) continue;
      for (const c of periodos(fluxo)) {
        const esperado = contas.reduce((s, conta) => s + (doDre.get(conta)!.get(c.inicio) ?? 0n), 0n);
        expect(celula(row, c.key), `${row.label} ${c.rotulo}`).toBe(esperado);
      }
      conferidas++;
    }
    expect(conferidas).toBeGreaterThan(3);
    expect(linhaPorId(fluxo, liquido(fluxo).id)).toBeDefined();
  });
});
