import { dreMessages, endpoints, rotuloMes } from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { signIn } from '../../../test/fixtures.ts';
import { withTenant } from '../../db/index.ts';
import { apiAs } from '../de-para/leitura.fixtures.ts';
import { criarRedeDreApi, mesAtras, type RedeDreApi } from './dre-api.fixtures.ts';

/**
 * POST DRE listar, validation (spec 001 §5; issue 10 §4): each message reaches the client on its field — the
 * schema's (required fields, 12 months, A and B of the same length, 36 columns, toggle conflicts) and those the
 * server checks once the selection is resolved (36 columns of stores it did not list; the plan's history window).
 */
let t: TestApp;
let rede: RedeDreApi;
let starter: RedeDreApi;
let admin: ReturnType<typeof apiAs>;
let adminStarter: ReturnType<typeof apiAs>;
const e = endpoints.dre;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.tdb.ownerDb;
  rede = await criarRedeDreApi(db);
  starter = await criarRedeDreApi(db, { plano: 'Starter' });
  // 34 more stores (38 in all), without entries: the store view of every store has more than 36 columns
  await withTenant(db, rede.clienteId, async (tx) => {
    for (let i = 0; i < 34; i++)
      await tx.execute(sql`insert into empresa (cliente_id, id, grupo_id, marca_id, cnpj, razao_social)
        values (${rede.clienteId}, ${uuidv7()}, ${rede.grupos.b}, ${rede.marcas.m2},
          ${`${String(100 + i).padStart(12, '0')}00`}, ${`Loja extra ${i}`})`);
  });
  admin = apiAs(t, (await signIn(t.app, rede.emails.admin)).headers);
  adminStarter = apiAs(t, (await signIn(t.app, starter.emails.admin)).headers);
});
afterAll(() => t?.close());

const filtro = (nome: 'A' | 'B', inicio: string, fim: string, extra: object = {}) => ({
  nomeDoFiltro: nome,
  Status: '0',
  dataInicio: inicio,
  dataFim: fim,
  marcas: '0',
  ...extra,
});
const consulta = (r: RedeDreApi, extra: object = {}) => ({
  modeloDREId: r.modelo.id,
  tipoDeRegime: 1,
  filters: [filtro('A', mesAtras(5), mesAtras(0))],
  ...extra,
});

async function erros(res: Awaited<ReturnType<typeof admin.post>>) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.headers['content-type']).toContain('application/problem+json');
  return (res.json() as { errors: { campo: string; mensagem: string }[] }).errors;
}

describe('POST DRE listar: validation', () => {
  it('answers a valid query (the baseline of the cases below)', async () => {
    const res = await admin.post(e.listar, consulta(rede));
    expect(res.statusCode, res.body).toBe(200);
  });

  it("requires the model, the start and the end: 'Campo obrigatório' on each field", async () => {
    const res = await admin.post(e.listar, {
      tipoDeRegime: 1,
      filters: [{ nomeDoFiltro: 'A', Status: '0', marcas: '0', dataInicio: '', dataFim: null }],
    });
    expect(await erros(res)).toEqual(
      expect.arrayContaining([
        { campo: 'modeloDREId', mensagem: dreMessages.required },
        { campo: 'filters.0.dataInicio', mensagem: dreMessages.required },
        { campo: 'filters.0.dataFim', mensagem: dreMessages.required },
      ]),
    );
  });

  it('refuses 13 months in a filter', async () => {
    const res = await admin.post(
      e.listar,
      consulta(rede, { filters: [filtro('A', mesAtras(12), mesAtras(0))] }),
    );
    expect(await erros(res)).toEqual([{ campo: 'filters.0.dataFim', mensagem: dreMessages.maxMeses }]);
  });

  it('refuses filters A and B of different lengths with the horizontal analysis', async () => {
    const res = await admin.post(
      e.listar,
      consulta(rede, {
        AnaliseHorizontal: true,
        filters: [filtro('A', mesAtras(5), mesAtras(0)), filtro('B', mesAtras(11), mesAtras(7))],
      }),
    );
    expect(await erros(res)).toEqual([{ campo: 'filters.1.dataFim', mensagem: dreMessages.mesesDiferentes }]);
  });

  it('refuses 37 columns the request itself says: 12 months × (A, B, variation) + the total', async () => {
    const doze = [filtro('A', mesAtras(11), mesAtras(0)), filtro('B', mesAtras(23), mesAtras(12))];
    const ok = await admin.post(e.listar, consulta(rede, { AnaliseHorizontal: true, filters: doze }));
    expect(ok.statusCode, ok.body).toBe(200);
    const res = await admin.post(
      e.listar,
      consulta(rede, { AnaliseHorizontal: true, TotalizarPeriodo: true, filters: doze }),
    );
    expect(await erros(res)).toEqual([{ campo: 'colunas', mensagem: dreMessages.maxColunas }]);
  });

  it('refuses the store view of every store in scope once they resolve to more than 36 columns', async () => {
    const res = await admin.post(e.listar, consulta(rede, { visaoPorLoja: true }));
    expect(await erros(res)).toEqual([{ campo: 'colunas', mensagem: dreMessages.maxColunas }]);
    // the same view of a few stores, listed or through a cluster, is answered
    const poucas = consulta(rede, {
      visaoPorLoja: true,
      filters: [filtro('A', mesAtras(5), mesAtras(0), { clustersEmpresasIds: [rede.clusters.a1a3] })],
    });
    expect((await admin.post(e.listar, poucas)).statusCode).toBe(200);
  });

  it('refuses impossible combinations of toggles, each on the toggle to turn off', async () => {
    const res = await admin.post(
      e.listar,
      consulta(rede, {
        visaoPorLoja: true,
        AnaliseVertical: true,
        tirarMedia: false,
        adicionarDiferenca: true,
      }),
    );
    expect(await erros(res)).toEqual(
      expect.arrayContaining([
        { campo: 'AnaliseVertical', mensagem: dreMessages.visaoCom('loja', 'a análise vertical') },
        { campo: 'adicionarDiferenca', mensagem: dreMessages.diferencaSemAnalises },
      ]),
    );
    const media = await admin.post(e.listar, consulta(rede, { tirarMedia: true }));
    expect(await erros(media)).toEqual([{ campo: 'tirarMedia', mensagem: dreMessages.mediaSemVisaoPorLoja }]);
  });

  it('keeps a Starter cliente to the current month and the 11 before (spec 000 §6)', async () => {
    const onze = await adminStarter.post(
      e.listar,
      consulta(starter, { filters: [filtro('A', mesAtras(11), mesAtras(6))] }),
    );
    expect(onze.statusCode, onze.body).toBe(200);
    const doze = await adminStarter.post(
      e.listar,
      consulta(starter, { filters: [filtro('A', mesAtras(12), mesAtras(7))] }),
    );
    expect(await erros(doze)).toEqual([
      { campo: 'filters.0.dataInicio', mensagem: dreMessages.historicoExcedido(12, mesAtras(11)) },
    ]);
    expect(dreMessages.historicoExcedido(12, mesAtras(11))).toContain(rotuloMes(mesAtras(11)));
  });

  it('keeps a Premium cliente to 36 months back, filter B included', async () => {
    const b = (inicio: number) =>
      consulta(rede, {
        AnaliseHorizontal: true,
        filters: [filtro('A', mesAtras(5), mesAtras(0)), filtro('B', mesAtras(inicio), mesAtras(inicio - 5))],
      });
    expect((await admin.post(e.listar, b(35))).statusCode).toBe(200);
    expect(await erros(await admin.post(e.listar, b(36)))).toEqual([
      { campo: 'filters.1.dataInicio', mensagem: dreMessages.historicoExcedido(36, mesAtras(35)) },
    ]);
  });
});
