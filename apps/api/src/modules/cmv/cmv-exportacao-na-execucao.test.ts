import { CMV_LIMITE_DOWNLOAD_DIRETO, cmvMessages, dreMessages, endpoints } from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { signIn } from '../../../test/fixtures.ts';
import { withTenant } from '../../db/index.ts';
import { apiAs } from '../de-para/leitura.fixtures.ts';
import { mesAtras } from '../dre/dre-api.fixtures.ts';
import { historicoDoPlano } from '../dre/validate-consulta-dre.ts';
import { STATUS } from '../relatorio/report-queue.ts';
import { runMessages, runReportJob } from '../relatorio/run-report-job.ts';
import { criarEntradasEmMassa, criarRedeCmv, type RedeCmv } from './cmv.fixtures.ts';
import { estoqueReportKinds } from './exportacoes-estoque.ts';

/**
 * A queued stock export (issue 11 §4: above the direct-download limit) checks its month against the plan again
 * when its job runs: a cliente gone from Premium (36 months of history) to Starter (12) since the request gets
 * the report failed with the request's pt-BR message — status Erro, no file —; under Premium the same month is
 * written.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** The entries export of `mes` for a rede with more entries in it than a direct download takes: queued. */
async function pedir(rede: RedeCmv, mes: string): Promise<string> {
  await criarEntradasEmMassa(t.tdb.ownerDb, { ...rede, mesGrande: mes }, CMV_LIMITE_DOWNLOAD_DIRETO + 1);
  const api = apiAs(t, (await signIn(t.app, rede.emails.admin)).headers);
  const res = await api.post(endpoints.cmv.exportar['entrada-estoque'], { inicio: mes });
  expect(res.statusCode, res.body).toBe(200);
  const { id, message } = res.json() as { id: string; message: string };
  expect(message).toBe(cmvMessages.relatorioEnviado);
  return id;
}

/** The job as the worker runs it (last attempt; a failure is rethrown to pg-boss): the request and its file. */
async function gerar(rede: RedeCmv, relatorioId: string) {
  await runReportJob(
    { db: t.tdb.db, storage: t.app.storage, kinds: estoqueReportKinds, expiryDays: 7 },
    { id: 'job', data: { v: 1, relatorioId, clienteId: rede.clienteId }, retryCount: 0, retryLimit: 0 },
  ).catch(() => undefined);
  const { rows } = await withTenant(t.tdb.ownerDb, rede.clienteId, (tx) =>
    tx.execute<{ status: number; erro: string | null; chave: string | null }>(sql`
      select status, erro, arquivo_chave as chave from relatorio where id = ${relatorioId}`),
  );
  const arquivo = await t.app.storage.size(`relatorios/${rede.clienteId}/${relatorioId}.xlsx`);
  return { ...rows[0]!, arquivo };
}

const virarStarter = (rede: RedeCmv) =>
  t.tdb.ownerDb.execute(sql`update cliente set plano = 'Starter' where id = ${rede.clienteId}`);

describe('a queued stock export under a plan changed since the request', () => {
  it('fails a month beyond the Starter window: Erro with the history message, no file', async () => {
    const rede = await criarRedeCmv(t.tdb.ownerDb);
    const id = await pedir(rede, mesAtras(20));
    await virarStarter(rede);
    const { mesMinimo, meses } = historicoDoPlano(false);
    expect(await gerar(rede, id)).toEqual({
      status: STATUS.erro,
      erro: `${runMessages.falha} ${dreMessages.historicoExcedido(meses, mesMinimo)}`,
      chave: null,
      arquivo: null,
    });
  });

  it('writes the same month while the plan is still Premium', async () => {
    const rede = await criarRedeCmv(t.tdb.ownerDb);
    const pedido = await gerar(rede, await pedir(rede, mesAtras(20)));
    expect(pedido).toMatchObject({ status: STATUS.finalizado, erro: null });
    expect(pedido.arquivo).toBeGreaterThan(0);
  });
});
