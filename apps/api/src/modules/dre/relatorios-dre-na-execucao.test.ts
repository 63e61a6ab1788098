import { dreMessages, endpoints, errorMessages } from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser, signIn } from '../../../test/fixtures.ts';
import { withTenant } from '../../db/index.ts';
import { apiAs } from '../de-para/leitura.fixtures.ts';
import { runMessages, runReportJob } from '../relatorio/run-report-job.ts';
import { STATUS } from '../relatorio/report-queue.ts';
import { detalhesLinhaDreReport } from './detalhes-linha-dre-report.ts';
import { detalhesMesDreReport } from './detalhes-mes-dre-report.ts';
import { criarRedeDreApi, mesAtras, type RedeDreApi } from './dre-api.fixtures.ts';
import { consultaDre, filtroDre, type Api } from './dre-consulta.fixtures.ts';
import { exportarDreReports } from './exportar-dre-report.ts';

/**
 * The queued DRE reports (the seven exports, the month detail and the line detail; issue 11 §1) check the request
 * again when their job runs: a consultant view switched on since the request (spec 001 §6: filter B takes clusters
 * only), a plan gone from Premium to Starter (the report list and the line detail are premium) or a rule that lost
 * DRE/Exportar fails the report with the request's own pt-BR message — status Erro, no file.
 */
let t: TestApp;
const e = endpoints.dre;
const kinds = [...exportarDreReports, detalhesMesDreReport, detalhesLinhaDreReport];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** A user of the rede with DRE/Obter and Exportar, signed in (one per test: no session shares a rule change). */
async function usuario(rede: RedeDreApi, nome: string) {
  const u = await createUser(t.tdb.ownerDb, rede.clienteId, {
    email: `${nome}@${rede.clienteId.slice(-6)}.dev`,
    acessos: [{ nome: 'DRE', acoes: ['Obter', 'Exportar'] }],
  });
  return { ...u, api: apiAs(t, (await signIn(t.app, u.email)).headers) };
}

const consultor = (rede: RedeDreApi, regraId: string, on: boolean) =>
  t.tdb.ownerDb.execute(sql`update regra_acesso set visao_consultor = ${on}
    where cliente_id = ${rede.clienteId} and id = ${regraId}`);

/**
 * POST the request (200), then `mudar`, then its job as the worker runs it, on the first of several attempts: a
 * refusal ends the request at once (nothing rethrown for pg-boss to retry). The request after, and the size of its
 * file (null: none).
 */
async function pedirEGerar(rede: RedeDreApi, api: Api, url: string, corpo: object, mudar: () => unknown) {
  const res = await api.post(url, corpo);
  expect(res.statusCode, res.body).toBe(200);
  const relatorioId = (res.json() as { id: string }).id;
  await mudar();
  await runReportJob(
    { db: t.tdb.db, storage: t.app.storage, kinds, expiryDays: 7 },
    { id: 'job', data: { v: 1, relatorioId, clienteId: rede.clienteId }, retryCount: 0, retryLimit: 3 },
  );
  const { rows } = await withTenant(t.tdb.ownerDb, rede.clienteId, (tx) =>
    tx.execute<{ status: number; erro: string | null; chave: string | null }>(sql`
      select status, erro, arquivo_chave as chave from relatorio where id = ${relatorioId}`),
  );
  const pedido = rows[0]!;
  const arquivo = await t.app.storage.size(`relatorios/${rede.clienteId}/${relatorioId}.xlsx`);
  return { ...pedido, arquivo };
}

/** A query comparing filter A with a filter B holding `b`. */
const comparar = (rede: RedeDreApi, b: object) =>
  consultaDre(rede, {
    AnaliseHorizontal: true,
    filters: [filtroDre('A', mesAtras(2), mesAtras(0)), filtroDre('B', mesAtras(5), mesAtras(3), b)],
  });

/** The card sales line's cell of last month, as the month and line details ask for it. */
const celulaDoCartao = (rede: RedeDreApi, filter: object) => ({
  linhaId: rede.modelo.linhas.CARTAO,
  competencia: mesAtras(1),
  filter,
});

const falhou = (mensagem: string) => ({
  status: STATUS.erro,
  erro: `${runMessages.falha} ${mensagem}`,
  chave: null,
  arquivo: null,
});

describe('a consultant view switched on between the request and the run', () => {
  let rede: RedeDreApi;
  beforeAll(async () => {
    rede = await criarRedeDreApi(t.tdb.ownerDb);
  });

  it('fails an export, a month detail and a line detail whose filter B lists stores', async () => {
    const lojasEmB = comparar(rede, { EmpresasIds: [rede.lojas.a1] });
    const celula = celulaDoCartao(rede, lojasEmB);
    const pedidos = [
      [e.exportar, { ...lojasEmB, tipo: 1 }],
      [e.exportarDetalhesMes, celula],
      [e.exportarDetalhesLinha, celula],
    ] as const;
    for (const [i, [url, corpo]] of pedidos.entries()) {
      const u = await usuario(rede, `consultor${i}`);
      const pedido = await pedirEGerar(rede, u.api, url, corpo, () => consultor(rede, u.regraId, true));
      expect(pedido, url).toEqual(falhou(dreMessages.somenteClustersEmB));
    }
  });

  it('still writes the file of a filter B of clusters', async () => {
    const u = await usuario(rede, 'consultor-clusters');
    const corpo = { ...comparar(rede, { clustersEmpresasIds: [rede.clusters.a1b1] }), tipo: 1 };
    const pedido = await pedirEGerar(rede, u.api, e.exportar, corpo, () => consultor(rede, u.regraId, true));
    expect(pedido).toMatchObject({ status: STATUS.finalizado, erro: null });
    expect(pedido.arquivo).toBeGreaterThan(0);
  });
});

describe('a plan gone from Premium to Starter between the request and the run', () => {
  const starter = (rede: RedeDreApi) => () =>
    t.tdb.ownerDb.execute(sql`update cliente set plano = 'Starter' where id = ${rede.clienteId}`);

  it('fails an export and a month detail: the report list is premium', async () => {
    const rede = await criarRedeDreApi(t.tdb.ownerDb);
    const celula = celulaDoCartao(rede, consultaDre(rede));
    const pedidos = [
      [e.exportar, { ...consultaDre(rede), tipo: 3 }],
      [e.exportarDetalhesMes, celula],
    ] as const;
    for (const [i, [url, corpo]] of pedidos.entries()) {
      if (i > 0)
        await t.tdb.ownerDb.execute(sql`update cliente set plano = 'Premium' where id = ${rede.clienteId}`);
      const u = await usuario(rede, `starter${i}`);
      const pedido = await pedirEGerar(rede, u.api, url, corpo, starter(rede));
      expect(pedido, url).toEqual(falhou(errorMessages.forbidden));
    }
  });

  it('fails a line detail, which is premium', async () => {
    const rede = await criarRedeDreApi(t.tdb.ownerDb);
    const u = await usuario(rede, 'detalhe');
    const celula = celulaDoCartao(rede, consultaDre(rede));
    const pedido = await pedirEGerar(rede, u.api, e.exportarDetalhesLinha, celula, starter(rede));
    expect(pedido).toEqual(falhou(dreMessages.somentePremium));
  });
});

describe('a rule that lost DRE/Exportar between the request and the run', () => {
  it('fails an export, a month detail and a line detail, and writes no file', async () => {
    const rede = await criarRedeDreApi(t.tdb.ownerDb);
    const celula = celulaDoCartao(rede, consultaDre(rede));
    const pedidos = [
      [e.exportar, { ...consultaDre(rede), tipo: 1 }],
      [e.exportarDetalhesMes, celula],
      [e.exportarDetalhesLinha, celula],
    ] as const;
    for (const [i, [url, corpo]] of pedidos.entries()) {
      const u = await usuario(rede, `sem-exportar${i}`);
      const soObter = () =>
        t.tdb.ownerDb
          .execute(sql`update regra_acesso set acessos = ${JSON.stringify([{ nome: 'DRE', acoes: ['Obter'] }])}::jsonb
          where cliente_id = ${rede.clienteId} and id = ${u.regraId}`);
      const pedido = await pedirEGerar(rede, u.api, url, corpo, soObter);
      expect(pedido, url).toEqual(falhou(errorMessages.forbidden));
    }
  });
});
