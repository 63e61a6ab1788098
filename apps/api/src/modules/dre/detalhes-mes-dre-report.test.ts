import { dreMessages, endpoints, errorMessages, type DetalhesMesDreOutput } from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser, signIn } from '../../../test/fixtures.ts';
import { withTenant } from '../../db/index.ts';
import { numFmts } from '../../xlsx/formats.ts';
import { SCOPE_FORBIDDEN } from '../access/scope.ts';
import { apiAs } from '../de-para/leitura.fixtures.ts';
import { runReportJob } from '../relatorio/run-report-job.ts';
import { criarRedeDreApi, mesAtras, type RedeDreApi } from './dre-api.fixtures.ts';
import { centavos, consultaDre, filtroDre, todasAsPaginas, type Api } from './dre-consulta.fixtures.ts';
import { DETALHES_MES_ABAS, detalhesMesDreReport } from './detalhes-mes-dre-report.ts';
import { abrirXlsx, centavosDaPlanilha, linhasDeDados, valorDoCabecalho } from './exportar-dre.fixtures.ts';

/**
 * Export of 'Detalhes do mês selecionado' through the report queue (issue 11 §1): the month detail's checks
 * (claim, plan, validation, scope, tenant) before anything is queued; the report job's xlsx, opened with exceljs,
 * holds the month detail's answer — per account and per store, each total the cell — and for an account cell
 * the ledger rows of the line detail, their total the cell.
 */
let t: TestApp;
let rede: RedeDreApi;
let outra: RedeDreApi;
let starter: RedeDreApi;
let admin: Api;
let loja: Api;
let lojaExporta: Api;
let adminStarter: Api;
let consultor: Api;
const e = endpoints.dre;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.tdb.ownerDb;
  [rede, outra, starter] = [
    await criarRedeDreApi(db),
    await criarRedeDreApi(db),
    await criarRedeDreApi(db, { plano: 'Starter' }),
  ];
  // a store name that reads like a formula must stay a text in the file
  await withTenant(db, rede.clienteId, (tx) =>
    tx.execute(sql`update empresa set apelido = '=1+2' where id = ${rede.lojas.a2}`),
  );
  const acessos = [{ nome: 'DRE', acoes: ['Obter', 'Exportar'] }];
  const limitado = await createUser(db, rede.clienteId, { email: 'exporta@dre.dev', acessos });
  await withTenant(db, rede.clienteId, (tx) =>
    tx.execute(sql`insert into regra_acesso_empresa (cliente_id, regra_acesso_id, empresa_id)
      values (${rede.clienteId}, ${limitado.regraId}, ${rede.lojas.a1})`),
  );
  const c = await createUser(db, rede.clienteId, { email: 'consultor@dre.dev', acessos });
  await db.execute(sql`update regra_acesso set visao_consultor = true where id = ${c.regraId}`);
  consultor = apiAs(t, (await signIn(t.app, c.email)).headers);
  admin = apiAs(t, (await signIn(t.app, rede.emails.admin)).headers);
  loja = apiAs(t, (await signIn(t.app, rede.emails.loja)).headers);
  lojaExporta = apiAs(t, (await signIn(t.app, limitado.email)).headers);
  adminStarter = apiAs(t, (await signIn(t.app, starter.emails.admin)).headers);
});
afterAll(() => t?.close());

const celula = (extra: object = {}, r: RedeDreApi = rede) => ({
  linhaId: r.modelo.linhas.CARTAO,
  competencia: mesAtras(1),
  filter: consultaDre(r),
  ...extra,
});

async function pedidos(clienteId = rede.clienteId): Promise<number> {
  const { rows } = await withTenant(t.tdb.ownerDb, clienteId, (tx) =>
    tx.execute<{ n: number }>(sql`select count(*)::int as n from relatorio where cliente_id = ${clienteId}`),
  );
  return rows[0]!.n;
}

/** POST the export, run its job as the worker does, and open the finished file. */
async function exportarEAbrir(corpo: object, quem: Api = admin) {
  const res = await quem.post(e.exportarDetalhesMes, corpo);
  expect(res.statusCode, res.body).toBe(200);
  const relatorioId = (res.json() as { id: string }).id;
  await runReportJob(
    { db: t.tdb.db, storage: t.app.storage, kinds: [detalhesMesDreReport], expiryDays: 7 },
    { id: 'job', data: { v: 1, relatorioId, clienteId: rede.clienteId }, retryCount: 0, retryLimit: 0 },
  );
  const { rows } = await withTenant(t.tdb.ownerDb, rede.clienteId, (tx) =>
    tx.execute<{ status: number; erro: string | null; chave: string; nome: string }>(sql`
      select status, erro, arquivo_chave as chave, arquivo_nome as nome from relatorio where id = ${relatorioId}`),
  );
  expect(rows[0]!.erro).toBeNull();
  expect(rows[0]!.status).toBe(2);
  expect(rows[0]!.nome).toBe('dre-detalhes-mes.xlsx');
  const chunks: Buffer[] = [];
  for await (const chunk of t.app.storage.read(rows[0]!.chave)) chunks.push(chunk as Buffer);
  return abrirXlsx(Buffer.concat(chunks));
}

const mesDoModal = async (corpo: object): Promise<DetalhesMesDreOutput> => {
  const res = await admin.post(e.detalhesMes, corpo);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DetalhesMesDreOutput;
};

/** The summary sheet's rows of one kind ('Conta do franqueador', 'Empresa'), without and with its total. */
function secao(sheet: ExcelJS.Worksheet, tipo: string) {
  const linhas = linhasDeDados(sheet, 'Detalhe').linhas.filter((l) => l.valores[0] === tipo);
  return {
    itens: linhas.filter((l) => l.valores[2] !== 'Total'),
    total: linhas.filter((l) => l.valores[2] === 'Total'),
  };
}
const somaDe = (linhas: readonly { valores: unknown[] }[], i: number) =>
  linhas.reduce((s, l) => s + (centavosDaPlanilha(l.valores[i]) ?? 0n), 0n);

describe('export of the month detail: queueing', () => {
  it('queues the report with the spec’s message', async () => {
    const antes = await pedidos();
    const res = await admin.post(e.exportarDetalhesMes, celula());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(dreMessages.relatorioEnviado);
    const { rows } = await withTenant(t.tdb.ownerDb, rede.clienteId, (tx) =>
      tx.execute<{ origem: string; status: number }>(
        sql`select origem, status from relatorio where id = ${res.json().id}`,
      ),
    );
    expect(rows[0]).toEqual({ origem: 'dre-detalhes-mes', status: 0 });
    expect(await pedidos()).toBe(antes + 1);
  });

  it('needs DRE/Exportar and a premium cliente, even though the month detail is every reader’s', async () => {
    expect((await loja.post(e.detalhesMes, celula())).statusCode).toBe(200);
    const semClaim = await loja.post(e.exportarDetalhesMes, celula());
    expect(semClaim.statusCode).toBe(403);
    expect(semClaim.json().title).toBe(errorMessages.forbidden);
    const doStarter = await adminStarter.post(e.exportarDetalhesMes, celula({}, starter));
    expect(doStarter.statusCode).toBe(403);
    expect(await pedidos(starter.clienteId)).toBe(0);
  });

  it('refuses bad input as the month detail does (400 on the field), queueing nothing', async () => {
    const antes = await pedidos();
    const res = await admin.post(e.exportarDetalhesMes, celula({ competencia: '2024-13' }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toContainEqual({ campo: 'competencia', mensagem: dreMessages.mesInvalido });
    const semFiltro = await admin.post(e.exportarDetalhesMes, { linhaId: rede.modelo.linhas.CARTAO });
    expect(semFiltro.statusCode).toBe(400);
    expect(await pedidos()).toBe(antes);
  });

  it('refuses a store out of scope (403) and another tenant’s model or line (404), queueing nothing', async () => {
    const antes = await pedidos();
    const fora = await lojaExporta.post(
      e.exportarDetalhesMes,
      celula({ filter: consultaDre(rede, {}, { EmpresasIds: [rede.lojas.b1] }) }),
    );
    expect(fora.statusCode, fora.body).toBe(403);
    expect(fora.json().title).toBe(SCOPE_FORBIDDEN);
    const cluster = await lojaExporta.post(
      e.exportarDetalhesMes,
      celula({ filter: consultaDre(rede, {}, { clustersEmpresasIds: [rede.clusters.a1b1] }) }),
    );
    expect(cluster.statusCode).toBe(403);
    const modelo = await admin.post(e.exportarDetalhesMes, celula({}, outra));
    expect(modelo.statusCode).toBe(404);
    const linha = await admin.post(e.exportarDetalhesMes, celula({ linhaId: outra.modelo.linhas.CARTAO }));
    expect(linha.statusCode).toBe(404);
    expect(await pedidos()).toBe(antes);
    expect((await lojaExporta.post(e.exportarDetalhesMes, celula())).statusCode).toBe(200);
  });

  it('refuses a consultant’s filter B with stores, as the month detail does, queueing nothing', async () => {
    const antes = await pedidos();
    const comparar = (b: object) => ({
      ...celula(),
      filter: consultaDre(rede, {
        AnaliseHorizontal: true,
        filters: [filtroDre('A', mesAtras(2), mesAtras(0)), filtroDre('B', mesAtras(5), mesAtras(3), b)],
      }),
    });
    const res = await consultor.post(e.exportarDetalhesMes, comparar({ EmpresasIds: [rede.lojas.a1] }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual([
      { campo: 'filter.filters.1.EmpresasIds', mensagem: dreMessages.somenteClustersEmB },
    ]);
    expect(await pedidos()).toBe(antes);
    const clusters = await consultor.post(
      e.exportarDetalhesMes,
      comparar({ clustersEmpresasIds: [rede.clusters.a1b1] }),
    );
    expect(clusters.statusCode, clusters.body).toBe(200);
  });
});

describe('export of the month detail: the file', () => {
  it('an account cell: the modal’s breakdown, totals equal to the cell, and its ledger rows', async () => {
    const corpo = celula({ filter: consultaDre(rede, { EmpresaPorApelido: true }) });
    const modal = await mesDoModal(corpo);
    const cel = centavos(modal.valor)!;
    expect(modal.porConta.length).toBeGreaterThan(0);
    const workbook = await exportarEAbrir(corpo);
    expect(workbook.worksheets.map((w) => w.name)).toEqual([
      DETALHES_MES_ABAS.resumo,
      DETALHES_MES_ABAS.lancamentos,
    ]);
    const sheet = workbook.getWorksheet(DETALHES_MES_ABAS.resumo)!;
    expect(sheet.getCell('A1').value).toBe(detalhesMesDreReport.descricao);
    expect(valorDoCabecalho(sheet, 'Modelo')).toBe('DRE de teste');
    expect(valorDoCabecalho(sheet, 'Linha')).toMatch(/ - /);
    expect(valorDoCabecalho(sheet, 'Mês')).toMatch(/^\d{2}\/\d{4}$/);
    expect(valorDoCabecalho(sheet, 'Regime')).toBe('Competência');
    expect(valorDoCabecalho(sheet, 'Status')).toBe('Ambos');
    expect(valorDoCabecalho(sheet, 'Usuário')).toBe(`Admin DRE (${rede.emails.admin})`);
    const topo = Array.from({ length: 40 }, (_, i) => String(sheet.getCell(`A${i + 1}`).value ?? ''));
    expect(topo.some((v) => /^Gerado em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/.test(v))).toBe(true);

    const contas = secao(sheet, 'Conta do franqueador');
    expect(contas.itens.map((l) => [l.valores[1], l.valores[2], l.valores[3], l.valores[4]])).toEqual(
      modal.porConta.map((c) => [c.codigo, c.nome, c.quantidade, c.valor]),
    );
    expect(somaDe(contas.itens, 4)).toBe(cel);
    expect(contas.total.map((l) => centavosDaPlanilha(l.valores[4]))).toEqual([cel]);
    const lojas = secao(sheet, 'Empresa');
    expect(lojas.itens.map((l) => [l.valores[2], l.valores[3], l.valores[4]])).toEqual(
      modal.porEmpresa.map((x) => [x.nome, x.quantidade, x.valor]),
    );
    expect(somaDe(lojas.itens, 4)).toBe(cel);
    expect(lojas.total.map((l) => centavosDaPlanilha(l.valores[4]))).toEqual([cel]);
    // real numbers with the money format; the formula-like name a text
    const primeira = lojas.itens[0]!;
    expect(typeof primeira.valores[4]).toBe('number');
    expect(primeira.row.getCell(5).numFmt).toBe(numFmts.moeda);
    expect(lojas.itens.map((l) => l.valores[2])).toContain('=1+2');
    expect(lojas.itens.every((l) => l.row.getCell(3).type === ExcelJS.ValueType.String)).toBe(true);

    // the ledger rows: the line detail's, every page of them; their total the cell
    const paginas = await todasAsPaginas(admin, corpo);
    const ledger = workbook.getWorksheet(DETALHES_MES_ABAS.lancamentos)!;
    const { linhas } = linhasDeDados(ledger, 'Data');
    const total = linhas.at(-1)!;
    const rows = linhas.slice(0, -1);
    expect(total.valores[1]).toBe('Total');
    expect(rows.map((l) => [l.valores[1], centavosDaPlanilha(l.valores[6])])).toEqual(
      paginas.linhas.map((l) => [l.empresa, centavos(l.valor)]),
    );
    expect(rows.every((l) => l.valores[0] instanceof Date)).toBe(true);
    expect(somaDe(rows, 6)).toBe(cel);
    expect(centavosDaPlanilha(total.valores[6])).toBe(cel);
  });

  it("names no cost centre outside the user's scope: the column's cell is empty and its name not theirs", async () => {
    const corpo = celula({ coluna: { filtro: 'A', centroDeCusto: { id: rede.centros.b1[0] } } });
    const deFora = (await exportarEAbrir(corpo, lojaExporta)).getWorksheet(DETALHES_MES_ABAS.resumo)!;
    expect(valorDoCabecalho(deFora, 'Centro de custo da coluna')).toBe('Fora do seu acesso');
    const doAdmin = (await exportarEAbrir(corpo)).getWorksheet(DETALHES_MES_ABAS.resumo)!;
    expect(valorDoCabecalho(doAdmin, 'Centro de custo da coluna')).toMatch(/b1/);
  });

  it('a total line: by store, its total the cell, and no ledger sheet', async () => {
    const corpo = celula({ linhaId: rede.modelo.linhas.RB, competencia: null });
    const modal = await mesDoModal(corpo);
    const workbook = await exportarEAbrir(corpo);
    expect(workbook.worksheets.map((w) => w.name)).toEqual([DETALHES_MES_ABAS.resumo]);
    const sheet = workbook.getWorksheet(DETALHES_MES_ABAS.resumo)!;
    expect(valorDoCabecalho(sheet, 'Mês')).toBe('Período inteiro');
    const lojas = secao(sheet, 'Empresa');
    expect(lojas.itens.map((l) => [l.valores[2], l.valores[4]])).toEqual(
      modal.porEmpresa.map((x) => [x.nome, x.valor]),
    );
    expect(lojas.total.map((l) => centavosDaPlanilha(l.valores[4]))).toEqual([centavos(modal.valor)]);
    expect(secao(sheet, 'Conta do franqueador').itens).toEqual([]);
  });

  it('a ratio formula line: its value as a plain number; an empty cell says so', async () => {
    const corpo = celula({ linhaId: rede.modelo.linhas.MARG });
    const modal = await mesDoModal(corpo);
    const sheet = (await exportarEAbrir(corpo)).getWorksheet(DETALHES_MES_ABAS.resumo)!;
    const [linha] = secao(sheet, 'Linha calculada').total;
    expect(linha!.valores[4]).toBe(modal.valor);
    expect(linha!.row.getCell(5).numFmt).toBe(numFmts.decimal);

    const vazia = celula({ linhaId: rede.modelo.linhas.MAN, competencia: mesAtras(0) });
    expect((await mesDoModal(vazia)).valor).toBeNull();
    const semDados = (await exportarEAbrir(vazia)).getWorksheet(DETALHES_MES_ABAS.resumo)!;
    expect(linhasDeDados(semDados, 'Detalhe').linhas.map((l) => l.valores[0])).toEqual([
      dreMessages.semDetalhes,
    ]);
  });
});
