import {
  DFC_EXPORTACAO_TIPOS,
  dfcExportacaoMessages,
  endpoints,
  errorMessages,
  fluxoDeCaixaMessages as m,
  type FluxoDeCaixaResultado,
  type Problem,
} from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createCliente, createUser, signIn } from '../../../test/fixtures.ts';
import { withTenant } from '../../db/index.ts';
import { somarDias } from '../../engine/dfc/datas.ts';
import { numFmts } from '../../xlsx/formats.ts';
import { SCOPE_FORBIDDEN } from '../access/scope.ts';
import { apiAs } from '../de-para/leitura.fixtures.ts';
import { abrirXlsx, linhasDeDados, valorDoCabecalho } from '../dre/exportar-dre.fixtures.ts';
import { runMessages, runReportJob } from '../relatorio/run-report-job.ts';
import { STATUS } from '../relatorio/report-queue.ts';
import { criarRedeDfcApi, type RedeDfcApi } from './dfc-api.fixtures.ts';
import { linhasDoFluxo, pesquisarFluxo, type Api } from './dfc-consulta.fixtures.ts';
import { exportarDfcReport, exportarDfcReports } from './exportar-dfc-report.ts';

/**
 * POST FluxoDeCaixa/exportar (spec 001 §2.3, §5, §6, §7; issue 12 §2) on the hand-made network: FluxoDeCaixa/Exportar
 * on a premium cliente ('Sem permissões' otherwise), the search's messages on their fields (nothing queued), the
 * scope; each of the three kinds run by the report job and read back with exceljs, its numbers the search's matrix
 * for the same query; and the job's own check of the claim, the plan and the scope when it runs.
 */
let t: TestApp;
let rede: RedeDfcApi;
let admin: Api;
let soObter: Api;
let starter: Api;
const e = endpoints.dfc;

beforeAll(async () => {
  t = await createTestApp();
  rede = await criarRedeDfcApi(t.tdb.ownerDb);
  const s = await createCliente(t.tdb.ownerDb, { plano: 'Starter' });
  const emailStarter = `starter-exp-${rede.clienteId.slice(-6)}@dfc.dev`;
  await createUser(t.tdb.ownerDb, s.id, { email: emailStarter });
  admin = apiAs(t, (await signIn(t.app, rede.emails.admin)).headers);
  soObter = apiAs(t, (await signIn(t.app, rede.emails.loja)).headers);
  starter = apiAs(t, (await signIn(t.app, emailStarter)).headers);
}, 60_000);
afterAll(() => t?.close());

/** A Mensal cash flow of store a1 (one grupo: balances shown) over the whole ledger. */
const consulta = (extra: object = {}) => ({
  ModeloFluxo: rede.modelo.id,
  Periodo: 'Mensal',
  Inicio: somarDias(rede.hoje, -45),
  Fim: somarDias(rede.hoje, 20),
  Empresas: [rede.lojas.a1],
  ExibirPrevisoes: true,
  ExibirParcelasNaoAprovadas: true,
  TrazerSaldos: true,
  ...extra,
});
const erros = (body: string) => (JSON.parse(body) as Problem).errors?.map((x) => [x.campo, x.mensagem]);

async function pedidos(): Promise<number> {
  const { rows } = await withTenant(t.tdb.ownerDb, rede.clienteId, (tx) =>
    tx.execute<{ n: number }>(
      sql`select count(*)::int as n from relatorio where cliente_id = ${rede.clienteId}`,
    ),
  );
  return rows[0]!.n;
}

/** POST the export (200), then `mudar`, then its job as the worker runs it; the request after and its file. */
async function exportarEGerar(api: Api, corpo: object, mudar: () => unknown = () => undefined) {
  const res = await api.post(e.exportar, corpo);
  expect(res.statusCode, res.body).toBe(200);
  const relatorioId = (res.json() as { id: string }).id;
  await mudar();
  await runReportJob(
    { db: t.tdb.db, storage: t.app.storage, kinds: exportarDfcReports, expiryDays: 7 },
    { id: 'job', data: { v: 1, relatorioId, clienteId: rede.clienteId }, retryCount: 0, retryLimit: 3 },
  );
  const { rows } = await withTenant(t.tdb.ownerDb, rede.clienteId, (tx) =>
    tx.execute<{
      status: number;
      erro: string | null;
      chave: string | null;
      nome: string;
      linhas: number;
    }>(sql`
      select status, erro, arquivo_chave as chave, arquivo_nome as nome, linhas from relatorio
      where id = ${relatorioId}`),
  );
  const pedido = rows[0]!;
  if (pedido.chave === null) return { ...pedido, bytes: null };
  const chunks: Buffer[] = [];
  for await (const chunk of t.app.storage.read(pedido.chave)) chunks.push(chunk as Buffer);
  return { ...pedido, bytes: Buffer.concat(chunks) };
}

async function planilha(tipo: number, q: object) {
  const pedido = await exportarEGerar(admin, { ...q, tipo });
  expect(pedido.erro).toBeNull();
  expect(pedido.status).toBe(STATUS.finalizado);
  const workbook = await abrirXlsx(pedido.bytes!);
  expect(workbook.worksheets).toHaveLength(1);
  return { pedido, sheet: workbook.worksheets[0]! };
}

const dia = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : v);

describe('POST FluxoDeCaixa/exportar', () => {
  it('queues one report of each kind and answers the queue’s message', async () => {
    for (const tipo of DFC_EXPORTACAO_TIPOS) {
      const res = await admin.post(e.exportar, { ...consulta(), tipo: String(tipo) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ id: expect.any(String), message: dfcExportacaoMessages.relatorioEnviado });
      const { rows } = await withTenant(t.tdb.ownerDb, rede.clienteId, (tx) =>
        tx.execute<{ origem: string; status: number }>(sql`
          select origem, status from relatorio where id = ${(res.json() as { id: string }).id}`),
      );
      expect(rows[0]).toEqual({ origem: exportarDfcReport(tipo).origem, status: STATUS.aguardando });
    }
  });

  it("refuses without FluxoDeCaixa/Exportar or on a Starter cliente with 'Sem permissões'", async () => {
    const antes = await pedidos();
    for (const res of [
      await soObter.post(e.exportar, { ...consulta({ Empresas: [] }), tipo: 1 }),
      await starter.post(e.exportar, { ...consulta({ Empresas: [] }), tipo: 1 }),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect((res.json() as Problem).title).toBe(errorMessages.forbidden);
    }
    expect(await pedidos()).toBe(antes);
  });

  it('answers the search’s messages on their fields and queues nothing', async () => {
    const antes = await pedidos();
    const casos: Array<[object, string[][]]> = [
      [consulta(), [['tipo', m.required]]],
      [{ ...consulta(), tipo: 4 }, [['tipo', dfcExportacaoMessages.tipoInvalido]]],
      [{ ...consulta({ ModeloFluxo: '' }), tipo: 1 }, [['ModeloFluxo', m.required]]],
      [{ ...consulta({ Periodo: 'Anual' }), tipo: 2 }, [['Periodo', m.periodoInvalido]]],
      [
        { ...consulta({ Inicio: rede.hoje, Fim: somarDias(rede.hoje, -1) }), tipo: 3 },
        [['Fim', m.periodoInvertido]],
      ],
    ];
    for (const [corpo, esperado] of casos) {
      const res = await admin.post(e.exportar, corpo);
      expect(res.statusCode, res.body).toBe(400);
      expect(erros(res.body)).toEqual(esperado);
    }
    const historico = await admin.post(e.exportar, {
      ...consulta({ Inicio: somarDias(rede.hoje, -40 * 31) }),
      tipo: 1,
    });
    expect(historico.statusCode).toBe(400);
    expect(erros(historico.body)?.[0]?.[0]).toBe('Inicio');
    expect(await pedidos()).toBe(antes);
  });

  it('refuses another tenant’s model (404) and a store outside the user’s scope (403)', async () => {
    const u = await createUser(t.tdb.ownerDb, rede.clienteId, {
      email: `exporta-a1-${rede.clienteId.slice(-6)}@dfc.dev`,
      acessos: [{ nome: 'FluxoDeCaixa', acoes: ['Obter', 'Exportar'] }],
    });
    await withTenant(t.tdb.ownerDb, rede.clienteId, (tx) =>
      tx.execute(sql`insert into regra_acesso_empresa (cliente_id, regra_acesso_id, empresa_id)
        values (${rede.clienteId}, ${u.regraId}, ${rede.lojas.a1})`),
    );
    const api = apiAs(t, (await signIn(t.app, u.email)).headers);
    const antes = await pedidos();
    const fora = await api.post(e.exportar, { ...consulta({ Empresas: [rede.lojas.b1] }), tipo: 1 });
    expect(fora.statusCode).toBe(403);
    expect((fora.json() as Problem).title).toBe(SCOPE_FORBIDDEN);
    const modelo = await admin.post(e.exportar, {
      ...consulta({ ModeloFluxo: '0190a0b0-0000-7000-8000-000000000000' }),
      tipo: 1,
    });
    expect(modelo.statusCode).toBe(404);
    expect(await pedidos()).toBe(antes);
  });
});

describe('the three kinds, read back', () => {
  let r: FluxoDeCaixaResultado;
  beforeAll(async () => {
    r = await pesquisarFluxo(admin, consulta());
    expect(r.trazerSaldos).toBe(true);
  });

  it('1 DFC padrão: the search’s tree, balances included, as outline levels with money formats', async () => {
    const { pedido, sheet } = await planilha(1, consulta());
    expect(pedido.nome).toBe(`fluxo-de-caixa-padrao-${consulta().Inicio}-a-${consulta().Fim}.xlsx`);
    expect(sheet.getCell('A1').value).toBe('Fluxo de caixa – DFC padrão');
    expect(valorDoCabecalho(sheet, 'Exportação')).toBe('DFC padrão');
    expect(valorDoCabecalho(sheet, 'Modelo')).toBe('Fluxo de teste');
    expect(valorDoCabecalho(sheet, 'Regime')).toBe('Caixa');
    expect(valorDoCabecalho(sheet, 'Tipo de período')).toBe('Mensal');
    expect(valorDoCabecalho(sheet, 'Empresas')).toBe('Loja A1 Ltda');
    expect(valorDoCabecalho(sheet, 'Opções')).toBe(
      'Exibir parcelas não aprovadas, Exibir previsões, Trazer saldos',
    );
    expect(valorDoCabecalho(sheet, 'Usuário')).toBe(`Admin DFC (${rede.emails.admin})`);

    const { titulos, linhas, cabecalho } = linhasDeDados(sheet, 'Nome');
    expect(titulos).toEqual(['Nome', ...r.matriz.columns.map((c) => c.header)]);
    const esperadas = linhasDoFluxo(r);
    expect(linhas.map((l) => l.valores[0])).toEqual(esperadas.map((x) => x.label));
    expect(linhas[0]!.valores[0]).toBe('Saldo inicial');
    expect(r.matriz.rows.at(-1)!.label).toBe('Saldo final');
    expect(linhas.map((l) => l.row.outlineLevel ?? 0)).toEqual(esperadas.map((x) => x.level));
    linhas.forEach(({ valores }, i) => {
      const row = esperadas[i]!;
      expect(valores.slice(1), row.label).toEqual(r.matriz.columns.map((c) => row.cells[c.key] ?? null));
    });
    expect(pedido.linhas).toBe(linhas.length);
    expect(sheet.properties.outlineLevelRow).toBeGreaterThanOrEqual(1);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', xSplit: 1, ySplit: cabecalho });
    const saidas = linhas.find((l) => l.valores[0] === 'Saídas')!;
    expect(saidas.row.getCell(2).numFmt).toBe(numFmts.moeda);
    expect(linhas.find((l) => l.valores[0] === 'Operacional')!.row.getCell(2).font?.bold).toBe(true);
  });

  /** The flat table's expected rows from the search's matrix. */
  function tabelaEsperada(todas: boolean) {
    const out: unknown[][] = [];
    const porChave = new Map(r.colunas.map((c) => [c.key, c]));
    const visitar = (rows: typeof r.matriz.rows, pai: (typeof r.matriz.rows)[number] | null) => {
      for (const row of rows) {
        const conta = row.kind === 'detalhe';
        if (!conta || todas) {
          const linha = conta && pai ? pai : row;
          for (const c of r.matriz.columns) {
            const valor = row.cells[c.key] ?? null;
            if (valor === null && !todas) continue;
            out.push([
              linha.code ?? null,
              linha.label,
              conta ? row.level - 1 : row.level,
              ...(todas ? [conta ? row.label : null] : []),
              c.header,
              porChave.get(c.key)!.inicio,
              porChave.get(c.key)!.fim,
              valor,
            ]);
          }
        }
        visitar(row.children, row);
      }
    };
    visitar(r.matriz.rows, null);
    return out;
  }

  it('2 Tabela, arquivo único: one row per line × column with a value, with filter buttons', async () => {
    const { pedido, sheet } = await planilha(2, consulta());
    expect(valorDoCabecalho(sheet, 'Exportação')).toBe('Tabela, arquivo único');
    const { titulos, linhas } = linhasDeDados(sheet, 'Código');
    expect(titulos).toEqual(['Código', 'Linha', 'Nível', 'Período', 'Início', 'Fim', 'Valor']);
    const esperadas = tabelaEsperada(false);
    expect(linhas.map((l) => l.valores.map(dia))).toEqual(esperadas);
    expect(pedido.linhas).toBe(esperadas.length);
    expect(sheet.autoFilter).toBeTruthy();
    expect(linhas.some((l) => l.valores[1] === 'Saldo final')).toBe(true);
  });

  it('3 Tabela, todas as linhas: every row (franchisor and bank accounts) and column, empty where no data', async () => {
    const { pedido, sheet } = await planilha(3, consulta());
    const { titulos, linhas } = linhasDeDados(sheet, 'Código');
    expect(titulos).toEqual(['Código', 'Linha', 'Nível', 'Conta', 'Período', 'Início', 'Fim', 'Valor']);
    const esperadas = tabelaEsperada(true);
    expect(esperadas.length).toBe(linhasDoFluxo(r).length * r.matriz.columns.length);
    expect(linhas.map((l) => l.valores.map(dia))).toEqual(esperadas);
    expect(pedido.linhas).toBe(esperadas.length);
    expect(linhas.some((l) => l.valores[3] === 'Conta A1')).toBe(true);
  });
});

describe('the job checks the request again when it runs', () => {
  const falhou = (mensagem: string) => ({
    status: STATUS.erro,
    erro: `${runMessages.falha} ${mensagem}`,
    chave: null,
  });

  async function usuario(nome: string, lojas: string[] = []) {
    const u = await createUser(t.tdb.ownerDb, rede.clienteId, {
      email: `${nome}-${rede.clienteId.slice(-6)}@dfc.dev`,
      acessos: [{ nome: 'FluxoDeCaixa', acoes: ['Obter', 'Exportar'] }],
    });
    for (const loja of lojas)
      await withTenant(t.tdb.ownerDb, rede.clienteId, (tx) =>
        tx.execute(sql`insert into regra_acesso_empresa (cliente_id, regra_acesso_id, empresa_id)
          values (${rede.clienteId}, ${u.regraId}, ${loja})`),
      );
    return { ...u, api: apiAs(t, (await signIn(t.app, u.email)).headers) };
  }

  it('fails the report of a rule that lost FluxoDeCaixa/Exportar', async () => {
    const u = await usuario('perdeu-exportar');
    const pedido = await exportarEGerar(u.api, { ...consulta(), tipo: 1 }, () =>
      t.tdb.ownerDb.execute(sql`update regra_acesso
        set acessos = ${JSON.stringify([{ nome: 'FluxoDeCaixa', acoes: ['Obter'] }])}::jsonb
        where cliente_id = ${rede.clienteId} and id = ${u.regraId}`),
    );
    expect(pedido).toMatchObject(falhou(errorMessages.forbidden));
  });

  it('fails the report of a store taken out of the rule', async () => {
    const u = await usuario('perdeu-loja', [rede.lojas.a1]);
    const pedido = await exportarEGerar(u.api, { ...consulta(), tipo: 2 }, () =>
      withTenant(t.tdb.ownerDb, rede.clienteId, (tx) =>
        tx.execute(sql`update regra_acesso_empresa set empresa_id = ${rede.lojas.a2}
          where cliente_id = ${rede.clienteId} and regra_acesso_id = ${u.regraId}`),
      ),
    );
    expect(pedido).toMatchObject(falhou(SCOPE_FORBIDDEN));
  });

  it('fails the report of a cliente gone from Premium to Starter (the report list is premium)', async () => {
    const u = await usuario('perdeu-premium');
    const plano = (p: string) =>
      t.tdb.ownerDb.execute(sql`update cliente set plano = ${p} where id = ${rede.clienteId}`);
    try {
      const pedido = await exportarEGerar(u.api, { ...consulta(), tipo: 3 }, () => plano('Starter'));
      expect(pedido).toMatchObject(falhou(errorMessages.forbidden));
    } finally {
      await plano('Premium');
    }
  });
});
