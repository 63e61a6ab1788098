import {
  contarColunasDre,
  CONFIG_DRE_PADRAO,
  dreExportacaoMessages,
  dreMessages,
  endpoints,
  tipoExportacaoDreInfo,
  type DreResultado,
  type LinhaValorManual,
} from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { signIn } from '../../../test/fixtures.ts';
import { withTenant } from '../../db/index.ts';
import { ingestEstoqueEntradas, ingestEstoquePosicoes } from '../ingestion/index.ts';
import { apiAs } from '../de-para/leitura.fixtures.ts';
import { criarRedeDreApi, mesAtras, type RedeDreApi } from './dre-api.fixtures.ts';
import { centavos, consultaDre, filtroDre, linhaDre, pesquisar, type Api } from './dre-consulta.fixtures.ts';
import {
  abrirXlsx,
  centavosDaPlanilha,
  exportarEGerar,
  linhasDeDados,
  valorDoCabecalho,
} from './exportar-dre.fixtures.ts';

/**
 * 'Comparar com orçado' through POST DRE listar and exportar (issue 11 §3): the toggle's validation messages, the
 * budget columns' count (the 36-column rule counts them), a cell's budget equal to the stored values' sum over the
 * selection, the user's scope (stores, cost centres), another tenant's budget never read, the export types that
 * refuse the option and those that render the budget columns; a CMV line's budget typed in Valores Manuais, in
 * its line and in the total and formula over it.
 */
let t: TestApp;
let rede: RedeDreApi;
let outra: RedeDreApi;
let apis: Record<'admin' | 'loja' | 'centro', Api>;
const e = endpoints.dre;
const MES = mesAtras(1);
/** The answer's key of filter A's column of a kind in a month (null: the period's total); keys are opaque names. */
function chave(
  r: DreResultado,
  tipo: DreResultado['colunas'][number]['tipo'],
  mes: string | null = MES,
): string {
  const c = r.colunas.find(
    (x) => x.tipo === tipo && x.mes === mes && x.empresaId === null && x.centroDeCusto === null,
  );
  if (!c) throw new Error(`sem coluna ${tipo} ${mes}`);
  return c.key;
}

async function orcar(
  r: RedeDreApi,
  linha: string,
  empresa: string,
  valor: bigint,
  centro: string | null = null,
) {
  await withTenant(t.tdb.ownerDb, r.clienteId, (tx) =>
    tx.execute(sql`insert into valor_orcado_dre
      (cliente_id, id, linha_dre_id, empresa_id, centro_de_custo_id, mes, valor)
      values (${r.clienteId}, ${uuidv7()}, ${linha}, ${empresa}, ${centro}, ${MES}, ${valor})`),
  );
}

/** The CMV part of the model, added to the test network: CUS (total) over a CMV line, LB = RB + CUS. */
const cmv = { CUS: uuidv7(), CMV: uuidv7(), LB: uuidv7() };

/** A CMV line with a closed month of stock for a1 (CMV −R$ 900,00 = −(1 000 + 500 − 600)); no budget yet. */
async function criarLinhaDeCmv(r: RedeDreApi) {
  const cl = r.clienteId;
  const produto = { produtoCodigo: 'P1', produtoNome: 'Insumo', unidade: 'un', quantidadeMilesimos: 1000 };
  const dia = (d: number) => `${MES.slice(0, 8)}${String(d).padStart(2, '0')}`;
  const posicao = (data: string, tipo: 'inicial' | 'final', valor: bigint) => ({
    empresaId: r.lojas.a1,
    data,
    tipo,
    ...produto,
    custoUnitario: valor,
    valorTotal: valor,
  });
  await withTenant(t.tdb.ownerDb, cl, async (tx) => {
    for (const [id, pai, codigo, nome, ordem, tipo, formula] of [
      [cmv.CUS, null, 'CUS', 'Custos', 7, 'total', null],
      [cmv.CMV, cmv.CUS, 'CUS.CMV', 'CMV apurado', 1, 'cmv', null],
      [cmv.LB, null, 'LB', 'Lucro Bruto', 8, 'formula', 'RB + CUS'],
    ] as const)
      await tx.execute(sql`insert into linha_dre (cliente_id, id, modelo_id, parent_id, codigo, nome, ordem, tipo,
          formula)
        values (${cl}, ${id}, ${r.modelo.id}, ${pai}, ${codigo}, ${nome}, ${ordem}, ${tipo}, ${formula})`);
    await ingestEstoquePosicoes(tx, cl, [
      posicao(dia(1), 'inicial', 100_000n),
      posicao(dia(28), 'final', 60_000n),
    ]);
    await ingestEstoqueEntradas(
      tx,
      cl,
      [
        {
          idExterno: 'orcado-e1',
          empresaId: r.lojas.a1,
          data: dia(10),
          ...produto,
          custoUnitario: 50_000n,
          valorTotal: 50_000n,
          fornecedor: 'Fornecedor',
          documento: 'NF 1',
        },
      ],
      'teste',
    );
  });
}

beforeAll(async () => {
  t = await createTestApp();
  rede = await criarRedeDreApi(t.tdb.ownerDb);
  outra = await criarRedeDreApi(t.tdb.ownerDb);
  const l = rede.modelo.linhas;
  await orcar(rede, l.CARTAO, rede.lojas.a1, 50_000n);
  await orcar(rede, l.CARTAO, rede.lojas.a1, 1_000n, rede.centros.a1[0]);
  await orcar(rede, l.CARTAO, rede.lojas.a3, 30_000n);
  await orcar(rede, l.CARTAO, rede.lojas.b1, 7_000n);
  await orcar(rede, l.PIX, rede.lojas.a1, 2_500n);
  await orcar(rede, l.MAN, rede.lojas.a1, 10_000n);
  await orcar(outra, outra.modelo.linhas.CARTAO, outra.lojas.a1, 123_456_789n);
  await criarLinhaDeCmv(rede);
  const entrar = async (email: string) => apiAs(t, (await signIn(t.app, email)).headers);
  apis = {
    admin: await entrar(rede.emails.admin),
    loja: await entrar(rede.emails.loja),
    centro: await entrar(rede.emails.centro),
  };
});
afterAll(() => t?.close());

const comOrcado = (extra: object = {}, filtroA: object = {}) =>
  consultaDre(rede, { CompararComOrcado: true, ...extra }, filtroA);

async function erros(res: Awaited<ReturnType<Api['post']>>) {
  expect(res.statusCode, res.body).toBe(400);
  return (res.json() as { errors: { campo: string; mensagem: string }[] }).errors;
}

/** A line's actual, budget, Var. and Var. % in the month, in centavos (Var. % as the fraction). */
function celulas(r: DreResultado, linha: string) {
  const cells = linhaDre(r, linha).cells;
  return {
    real: centavos(cells[chave(r, 'valor')]),
    orcado: centavos(cells[chave(r, 'orcado')]),
    dif: centavos(cells[chave(r, 'diferenca-orcado')]),
    var: cells[chave(r, 'variacao-orcado')] ?? null,
  };
}

describe('Comparar com orçado: validation', () => {
  it('refuses the horizontal analysis, each cost centre per column and the views, on the toggle', async () => {
    const horizontal = await apis.admin.post(
      e.listar,
      comOrcado({
        AnaliseHorizontal: true,
        filters: [filtroDre('A', mesAtras(5), mesAtras(0)), filtroDre('B', mesAtras(11), mesAtras(6))],
      }),
    );
    expect(await erros(horizontal)).toContainEqual({
      campo: 'CompararComOrcado',
      mensagem: dreMessages.orcadoCom('a análise horizontal'),
    });
    const porCentro = await apis.admin.post(
      e.listar,
      comOrcado({ MostrarCadaCentroDeCustoSeparadoPorColuna: true, TotalizarPeriodo: true }),
    );
    expect(await erros(porCentro)).toEqual([
      { campo: 'CompararComOrcado', mensagem: dreMessages.orcadoCom('cada centro de custo por coluna') },
    ]);
    const porLoja = await apis.admin.post(e.listar, comOrcado({ visaoPorLoja: true }));
    expect(await erros(porLoja)).toEqual([
      { campo: 'CompararComOrcado', mensagem: dreMessages.visaoCom('loja', 'a comparação com o orçado') },
    ]);
    const porCc = await apis.admin.post(e.listar, comOrcado({ visaoPorCentroDeCusto: true }));
    expect(await erros(porCc)).toEqual([
      {
        campo: 'CompararComOrcado',
        mensagem: dreMessages.visaoCom('centro de custo', 'a comparação com o orçado'),
      },
    ]);
  });

  it('counts the budget columns in the 36-column rule, as contracts count them', async () => {
    const r = await pesquisar(apis.admin, comOrcado({ TotalizarPeriodo: true, AnaliseVertical: true }));
    const config = {
      ...CONFIG_DRE_PADRAO,
      CompararComOrcado: true,
      TotalizarPeriodo: true,
      AnaliseVertical: true,
    };
    const filtros = [{ nomeDoFiltro: 'A' as const, dataInicio: mesAtras(5), dataFim: mesAtras(0) }];
    expect(r.matriz.columns).toHaveLength(contarColunasDre(config, filtros)!);
    expect(r.matriz.columns).toHaveLength(7 * 5);
    // 12 months × 4 columns: only through the exports
    const doze = comOrcado({}, { dataInicio: mesAtras(11), dataFim: mesAtras(0) });
    expect(await erros(await apis.admin.post(e.listar, doze))).toEqual([
      { campo: 'colunas', mensagem: dreMessages.maxColunas },
    ]);
    expect((await apis.admin.post(e.exportar, { ...doze, tipo: 1 })).statusCode).toBe(200);
  });
});

describe('Comparar com orçado: values', () => {
  it("answers each cell's budget as the sum of the stored values of the selection, and the variance", async () => {
    const r = await pesquisar(apis.admin, comOrcado({ TotalizarPeriodo: true }));
    const cartao = celulas(r, rede.modelo.linhas.CARTAO);
    // a1 (the store and its cost centre), a3 and b1; never the other tenant's
    expect(cartao.orcado).toBe(88_000n);
    expect(cartao.dif).toBe(cartao.real! - 88_000n);
    expect(cartao.var).toBeCloseTo(Number(cartao.real! - 88_000n) / 88_000, 4);
    // a total line: the sum of its children's budgets
    expect(celulas(r, rede.modelo.linhas.RB).orcado).toBe(90_500n);
    expect(celulas(r, rede.modelo.linhas.MAN).orcado).toBe(10_000n);
    // no budget: empty, not zero
    expect(celulas(r, rede.modelo.linhas.DESP)).toMatchObject({ orcado: null, dif: null, var: null });
    const total = linhaDre(r, rede.modelo.linhas.CARTAO).cells;
    expect(centavos(total[chave(r, 'orcado', null)])).toBe(88_000n);
    // the budget's columns are not drilled into: no detail on them
    expect(r.colunas.find((c) => c.key === chave(r, 'orcado'))).toMatchObject({ tipo: 'orcado', mes: MES });
  });

  it('narrows the budget to the stores and cost centres of the filter', async () => {
    const a1 = await pesquisar(apis.admin, comOrcado({}, { EmpresasIds: rede.lojas.a1 }));
    expect(celulas(a1, rede.modelo.linhas.CARTAO).orcado).toBe(51_000n);
    const cc = await pesquisar(apis.admin, comOrcado({}, { CentroDeCustosIds: rede.centros.a1[0] }));
    // the cost centre's budget and the store's as a whole (as manual values)
    expect(celulas(cc, rede.modelo.linhas.CARTAO).orcado).toBe(51_000n);
  });

  it("keeps to the user's scope: a rule of one store, a rule of one cost centre", async () => {
    const loja = await pesquisar(apis.loja, comOrcado());
    expect(celulas(loja, rede.modelo.linhas.CARTAO).orcado).toBe(51_000n);
    // limited to a1's cc0: only that cost centre's budget, none of the store as a whole
    const centro = await pesquisar(apis.centro, comOrcado());
    expect(celulas(centro, rede.modelo.linhas.CARTAO).orcado).toBe(1_000n);
    expect(celulas(centro, rede.modelo.linhas.MAN).orcado).toBeNull();
    expect(centro.valoresDaLojaOcultos).toBe(true);
  });
});

describe('Comparar com orçado: a CMV line', () => {
  const editar = (EmpresaId: string, valor: number) =>
    apis.admin.post(endpoints.valoresManuais.editar, {
      tipo: 'orcado',
      DreId: rede.modelo.id,
      LinhaDaDreId: cmv.CMV,
      Competencia: MES,
      EmpresaId,
      valor,
    });

  it('takes a budget typed in Valores Manuais, shown in its line and in the total and formula over it', async () => {
    const linhas = await apis.admin.get(endpoints.valoresManuais.linhas, {
      modeloDre: rede.modelo.id,
      tipo: 'orcado',
    });
    expect((linhas.json() as LinhaValorManual[]).map((l) => l.codigo)).toContain('CUS.CMV');
    const antes = await pesquisar(apis.admin, comOrcado());
    expect(celulas(antes, cmv.CMV)).toEqual({ real: -90_000n, orcado: null, dif: null, var: null });

    // typed as the ledger signs a cost, like the CMV's actual; a3 has no stock (no actual) but a budget
    for (const [loja, valor] of [
      [rede.lojas.a1, -800],
      [rede.lojas.a3, -150],
    ] as const)
      expect((await editar(loja, valor)).statusCode).toBe(200);
    const r = await pesquisar(apis.admin, comOrcado({ TotalizarPeriodo: true }));
    const linha = celulas(r, cmv.CMV);
    expect(linha).toEqual({ real: -90_000n, orcado: -95_000n, dif: 5_000n, var: expect.any(Number) });
    expect(linha.var).toBeCloseTo(5_000 / 95_000, 10);
    expect(centavos(linhaDre(r, cmv.CMV).cells[chave(r, 'orcado', null)])).toBe(-95_000n);
    // the parent total and the formula over it carry the CMV's budget
    expect(celulas(r, cmv.CUS)).toMatchObject({ real: -90_000n, orcado: -95_000n, dif: 5_000n });
    const rb = celulas(r, rede.modelo.linhas.RB);
    expect(celulas(r, cmv.LB)).toMatchObject({
      real: rb.real! - 90_000n,
      orcado: rb.orcado! - 95_000n,
      dif: rb.dif! + 5_000n,
    });
    // the filter's stores: a1's budget alone
    const a1 = await pesquisar(apis.admin, comOrcado({}, { EmpresasIds: rede.lojas.a1 }));
    expect(celulas(a1, cmv.CMV)).toMatchObject({ real: -90_000n, orcado: -80_000n, dif: -10_000n });
    expect(celulas(a1, cmv.CUS).orcado).toBe(-80_000n);
  });
});

describe('Comparar com orçado: exports', () => {
  it('queues the types that render the matrix (1, 3, 4) and refuses the others on tipo', async () => {
    for (const tipo of [1, 3, 4]) {
      const res = await apis.admin.post(e.exportar, { ...comOrcado(), tipo });
      expect(res.statusCode, `${tipo} ${res.body}`).toBe(200);
    }
    for (const tipo of [2, 5, 6, 7] as const) {
      const extra =
        tipo === 6 ? { filtroOpcionalExportacao: { linhasIds: [rede.modelo.linhas.CARTAO] } } : {};
      const res = await apis.admin.post(e.exportar, { ...comOrcado(extra), tipo });
      expect(await erros(res)).toEqual([
        {
          campo: 'tipo',
          mensagem: dreExportacaoMessages.bloqueadaPelasAnalises(tipoExportacaoDreInfo(tipo).nome, [
            'comparar com orçado',
          ]),
        },
      ]);
    }
  });

  it('renders the budget columns in type 1 (the screen’s layout) and type 3 (a row per column, named)', async () => {
    const consulta = comOrcado({ TotalizarPeriodo: true });
    const r = await pesquisar(apis.admin, consulta);
    const padrao = await exportarEGerar(t, rede, apis.admin, { ...consulta, tipo: 1 });
    const dre = (await abrirXlsx(padrao.bytes)).getWorksheet('DRE')!;
    expect(valorDoCabecalho(dre, 'Opções')).toBe('Totalizar período, Comparar com orçado');
    const arvore = linhasDeDados(dre, 'Nome');
    expect(arvore.titulos).toEqual(['Nome', ...r.matriz.columns.map((c) => c.header)]);
    const i = r.matriz.columns.findIndex((c) => c.key === chave(r, 'orcado'));
    const cartao = arvore.linhas.find((l) => l.valores[0] === 'Vendas com cartão')!;
    expect(centavosDaPlanilha(cartao.valores[i + 1])).toBe(88_000n);
    expect(cartao.row.getCell(i + 4).value).toBeCloseTo(
      linhaDre(r, rede.modelo.linhas.CARTAO).cells[chave(r, 'variacao-orcado')] as number,
      10,
    );

    const plana = await exportarEGerar(t, rede, apis.admin, { ...consulta, tipo: 3 });
    const tabela = linhasDeDados((await abrirXlsx(plana.bytes)).getWorksheet('Tabela')!, 'Código');
    expect(tabela.titulos).toEqual(['Código', 'Linha', 'Nível', 'Período', 'Coluna', 'Valor']);
    const doCartao = tabela.linhas
      .map((l) => l.valores)
      .filter(
        (v) => v[0] === 'RB.CARTAO' && v[3] instanceof Date && (v[3] as Date).toISOString().startsWith(MES),
      );
    expect(doCartao.map((v) => v[4])).toEqual(['Realizado', 'Orçado', 'Var.', 'Var. %']);
    expect(centavosDaPlanilha(doCartao[1]![5])).toBe(88_000n);
  });
});
