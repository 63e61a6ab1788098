import {
  DRE_EXPORTACAO_TIPOS,
  dreExportacaoMessages,
  dreMessages,
  endpoints,
  errorMessages,
  motivoExportacaoBloqueada,
} from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser, signIn } from '../../../test/fixtures.ts';
import { withTenant } from '../../db/index.ts';
import { apiAs } from '../de-para/leitura.fixtures.ts';
import { criarRedeDreApi, mesAtras, type RedeDreApi } from './dre-api.fixtures.ts';
import { consultaDre, filtroDre, type Api } from './dre-consulta.fixtures.ts';
import { exportarDreReport } from './exportar-dre-report.ts';

/**
 * POST DRE exportar through the API (spec 001 §4, §5, §6, §7; issue 11 §1): the query is validated as the search
 * validates it but without the 36-column limit; the system exports are refused with the vertical, horizontal and
 * each-cost-centre analyses; type 6 needs lines of the model; DRE/Exportar on a premium cliente; the scope and
 * the tenant as everywhere; the consultant rule of filter B. A refused request queues nothing; a good one queues
 * the report of its type.
 */
let t: TestApp;
let rede: RedeDreApi;
let outra: RedeDreApi;
let admin: Api;
const e = endpoints.dre;
const exportar = { nome: 'DRE', acoes: ['Obter', 'Exportar'] };

/** A user of the network with the claims given, signed in. */
async function usuario(email: string, acessos = [exportar]) {
  const u = await createUser(t.tdb.ownerDb, rede.clienteId, { email, acessos });
  return { ...u, api: apiAs(t, (await signIn(t.app, email)).headers) };
}

beforeAll(async () => {
  t = await createTestApp();
  rede = await criarRedeDreApi(t.tdb.ownerDb);
  outra = await criarRedeDreApi(t.tdb.ownerDb);
  admin = apiAs(t, (await signIn(t.app, rede.emails.admin)).headers);
});
afterAll(() => t?.close());

const pedido = (tipo: number, extra: object = {}, filtroA: object = {}) => ({
  ...consultaDre(rede, extra, filtroA),
  tipo,
});

async function pedidos(): Promise<{ origem: string; status: number; tipo: number }[]> {
  const { rows } = await withTenant(t.tdb.ownerDb, rede.clienteId, (tx) =>
    tx.execute<{ origem: string; status: number; tipo: number }>(sql`
      select origem, status, (parametros->>'tipo')::int as tipo from relatorio
      where cliente_id = ${rede.clienteId} order by created_at, id`),
  );
  return rows;
}

/** The answer is a 400 with these problems, and nothing was queued. */
async function recusado(
  res: Awaited<ReturnType<Api['post']>>,
  errors: { campo: string; mensagem: string }[],
) {
  const antes = (await pedidos()).length;
  expect(res.statusCode, res.body).toBe(400);
  expect(res.headers['content-type']).toContain('application/problem+json');
  expect((res.json() as { errors: unknown[] }).errors).toEqual(errors);
  expect((await pedidos()).length).toBe(antes);
}

describe('POST DRE exportar', () => {
  it('queues one report request of each type, with its kind and parameters', async () => {
    const antes = (await pedidos()).length;
    for (const tipo of DRE_EXPORTACAO_TIPOS) {
      const extra =
        tipo === 6 ? { filtroOpcionalExportacao: { linhasIds: [rede.modelo.linhas.CARTAO] } } : {};
      const res = await admin.post(e.exportar, pedido(tipo, extra));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id: expect.any(String), message: dreMessages.relatorioEnviado });
    }
    const novos = (await pedidos()).slice(antes);
    expect(novos).toEqual(
      DRE_EXPORTACAO_TIPOS.map((tipo) => ({ origem: exportarDreReport(tipo).origem, status: 0, tipo })),
    );
    expect(new Set(novos.map((p) => p.origem)).size).toBe(7);
  });

  it('takes the spec’s body: lists comma-joined, Status and tipo as text', async () => {
    const res = await admin.post(e.exportar, {
      ...pedido(3, {}, { EmpresasIds: `${rede.lojas.a1},${rede.lojas.b1}`, Status: '2' }),
      tipo: '3',
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('exports beyond the screen’s 36 columns (the search refuses the same query)', async () => {
    const largo = {
      AnaliseVertical: true,
      AnaliseHorizontal: true,
      adicionarDiferenca: true,
      TotalizarPeriodo: true,
      filters: [filtroDre('A', mesAtras(11), mesAtras(0)), filtroDre('B', mesAtras(23), mesAtras(12))],
    };
    const busca = await admin.post(e.listar, consultaDre(rede, largo));
    expect(busca.statusCode).toBe(400);
    expect(busca.json().errors).toEqual([{ campo: 'colunas', mensagem: dreMessages.maxColunas }]);
    const res = await admin.post(e.exportar, pedido(1, largo));
    expect(res.statusCode, res.body).toBe(200);
  });

  it('answers the search’s messages on their fields', async () => {
    await recusado(await admin.post(e.exportar, consultaDre(rede)), [
      { campo: 'tipo', mensagem: dreMessages.required },
    ]);
    await recusado(await admin.post(e.exportar, pedido(8)), [
      { campo: 'tipo', mensagem: dreExportacaoMessages.tipoInvalido },
    ]);
    await recusado(await admin.post(e.exportar, { ...pedido(1), modeloDREId: '' }), [
      { campo: 'modeloDREId', mensagem: dreMessages.required },
    ]);
    await recusado(
      await admin.post(e.exportar, pedido(1, { filters: [filtroDre('A', mesAtras(12), mesAtras(0))] })),
      [{ campo: 'filters.0.dataFim', mensagem: dreMessages.maxMeses }],
    );
    await recusado(
      await admin.post(
        e.exportar,
        pedido(1, {
          AnaliseHorizontal: true,
          filters: [filtroDre('A', mesAtras(2), mesAtras(0)), filtroDre('B', mesAtras(4), mesAtras(3))],
        }),
      ),
      [{ campo: 'filters.1.dataFim', mensagem: dreMessages.mesesDiferentes }],
    );
    const historico = await admin.post(
      e.exportar,
      pedido(1, { filters: [filtroDre('A', mesAtras(40), mesAtras(35))] }),
    );
    expect(historico.statusCode).toBe(400);
    expect(historico.json().errors[0].campo).toBe('filters.0.dataInicio');
  });

  it('refuses the system exports with the vertical, horizontal and each-cost-centre analyses (spec 001 §4)', async () => {
    const analises = [
      { AnaliseVertical: true },
      {
        AnaliseHorizontal: true,
        filters: [filtroDre('A', mesAtras(2), mesAtras(0)), filtroDre('B', mesAtras(5), mesAtras(3))],
      },
      { MostrarCadaCentroDeCustoSeparadoPorColuna: true, TotalizarPeriodo: true },
    ];
    for (const extra of analises) {
      for (const tipo of [2, 3, 4, 5, 6, 7] as const) {
        const corpo = pedido(tipo, {
          ...extra,
          filtroOpcionalExportacao: { linhasIds: [rede.modelo.linhas.CARTAO] },
        });
        const mensagem = motivoExportacaoBloqueada(tipo, {
          AnaliseVertical: false,
          AnaliseHorizontal: false,
          MostrarCadaCentroDeCustoSeparadoPorColuna: false,
          ...extra,
        });
        expect(mensagem).toContain('DRE padrão');
        await recusado(await admin.post(e.exportar, corpo), [{ campo: 'tipo', mensagem: mensagem! }]);
      }
      // the standard DRE renders the analyses as the screen does
      const padrao = await admin.post(e.exportar, pedido(1, extra));
      expect(padrao.statusCode, padrao.body).toBe(200);
    }
    // the views are not analyses: the system exports take them
    const porLoja = await admin.post(e.exportar, pedido(3, { visaoPorLoja: true, tirarMedia: true }));
    expect(porLoja.statusCode, porLoja.body).toBe(200);
  });

  it('needs at least one line of the model for the multiple details', async () => {
    const campo = 'filtroOpcionalExportacao.linhasIds';
    await recusado(await admin.post(e.exportar, pedido(6)), [
      { campo, mensagem: dreExportacaoMessages.semLinhas },
    ]);
    await recusado(
      await admin.post(
        e.exportar,
        pedido(6, { filtroOpcionalExportacao: { linhasIds: '', addDetalhes: true } }),
      ),
      [{ campo, mensagem: dreExportacaoMessages.semLinhas }],
    );
    // a line of another model (another tenant's) is not found, and nothing is queued
    const antes = (await pedidos()).length;
    const alheia = await admin.post(
      e.exportar,
      pedido(6, { filtroOpcionalExportacao: { linhasIds: [outra.modelo.linhas.CARTAO] } }),
    );
    expect(alheia.statusCode).toBe(404);
    expect(alheia.json().title).toBe(dreMessages.linhaNaoEncontrada);
    expect((await pedidos()).length).toBe(antes);
  });

  it('needs DRE/Exportar and the premium plan (403 Sem permissões)', async () => {
    const leitor = await usuario('so-obter@dre-exportar.dev', [{ nome: 'DRE', acoes: ['Obter'] }]);
    const res = await leitor.api.post(e.exportar, pedido(1));
    expect(res.statusCode).toBe(403);
    expect(res.json().title).toBe(errorMessages.forbidden);
    const outroRecurso = await usuario('fluxo@dre-exportar.dev', [
      { nome: 'FluxoDeCaixa', acoes: ['Exportar'] },
    ]);
    expect((await outroRecurso.api.post(e.exportar, pedido(1))).statusCode).toBe(403);
    const exportador = await usuario('exportador@dre-exportar.dev');
    expect((await exportador.api.post(e.exportar, pedido(1))).statusCode).toBe(200);

    const starter = await criarRedeDreApi(t.tdb.ownerDb, { plano: 'Starter' });
    const api = apiAs(t, (await signIn(t.app, starter.emails.admin)).headers);
    const recusa = await api.post(e.exportar, { ...consultaDre(starter), tipo: 1 });
    expect(recusa.statusCode).toBe(403);
    expect(recusa.json().title).toBe(errorMessages.forbidden);
  });

  it('keeps to the user’s scope and to the tenant (403 outside, 404 not the tenant’s)', async () => {
    const loja = await usuario('loja-a1@dre-exportar.dev');
    await t.tdb.ownerDb.execute(sql`insert into regra_acesso_empresa (cliente_id, regra_acesso_id, empresa_id)
      values (${rede.clienteId}, ${loja.regraId}, ${rede.lojas.a1})`);
    const antes = (await pedidos()).length;
    const fora = await loja.api.post(e.exportar, pedido(3, {}, { EmpresasIds: [rede.lojas.b1] }));
    expect(fora.statusCode).toBe(403);
    const cluster = await loja.api.post(
      e.exportar,
      pedido(3, {}, { clustersEmpresasIds: [rede.clusters.a1b1] }),
    );
    expect(cluster.statusCode).toBe(403);
    const alheia = await admin.post(e.exportar, pedido(3, {}, { EmpresasIds: [outra.lojas.a1] }));
    expect(alheia.statusCode).toBe(404);
    const modelo = await admin.post(e.exportar, { ...pedido(1), modeloDREId: outra.modelo.id });
    expect(modelo.statusCode).toBe(404);
    const desconhecido = await admin.post(e.exportar, { ...pedido(1), modeloDREId: uuidv7() });
    expect(desconhecido.statusCode).toBe(404);
    expect((await pedidos()).length).toBe(antes);
    const propria = await loja.api.post(e.exportar, pedido(3, {}, { EmpresasIds: [rede.lojas.a1] }));
    expect(propria.statusCode, propria.body).toBe(200);
  });

  it('refuses a consultant’s filter B with stores of its own, as the search does', async () => {
    const consultor = await usuario('consultor@dre-exportar.dev');
    await t.tdb.ownerDb.execute(
      sql`update regra_acesso set visao_consultor = true where id = ${consultor.regraId}`,
    );
    const comparar = (b: object) =>
      pedido(1, {
        AnaliseHorizontal: true,
        filters: [filtroDre('A', mesAtras(2), mesAtras(0)), filtroDre('B', mesAtras(5), mesAtras(3), b)],
      });
    await recusado(await consultor.api.post(e.exportar, comparar({ EmpresasIds: [rede.lojas.a1] })), [
      { campo: 'filters.1.EmpresasIds', mensagem: dreMessages.somenteClustersEmB },
    ]);
    const clusters = await consultor.api.post(
      e.exportar,
      comparar({ clustersEmpresasIds: [rede.clusters.a1b1] }),
    );
    expect(clusters.statusCode, clusters.body).toBe(200);
  });

  it('answers malformed bodies with 400, never 5xx', async () => {
    for (const corpo of [
      null,
      [],
      { tipo: {} },
      { ...pedido(6), filtroOpcionalExportacao: 'x' },
      { ...pedido(6), filtroOpcionalExportacao: { linhasIds: ['não é id'] } },
      { ...pedido(1), filters: 'A' },
    ]) {
      const res = await admin.post(e.exportar, corpo);
      expect(res.statusCode, JSON.stringify(corpo)).toBe(400);
    }
  });
});
