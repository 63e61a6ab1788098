import {
  celulaDaColuna,
  endpoints,
  exportarDetalhesLinhaDreInput,
  type ColunaDreJson,
  type DetalhesLinhaDreOutput,
  type DetalhesMesDreOutput,
  type DreResultado,
} from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { signIn } from '../../../test/fixtures.ts';
import { withTenant } from '../../db/index.ts';
import { resolveScope } from '../access/scope.ts';
import { apiAs } from '../de-para/leitura.fixtures.ts';
import { detalhesLinhaDreReport } from './detalhes-linha-dre-report.ts';
import { criarRedeDreApi, mesAtras, type RedeDreApi } from './dre-api.fixtures.ts';
import {
  centavos,
  colunas,
  consultaDre,
  filtroDre,
  linhaDre,
  linhasDaMatriz,
  pesquisar,
  todasAsPaginas,
  type Api,
} from './dre-consulta.fixtures.ts';

/**
 * The drill-down through the API (issue 10 §2, §4: every cell drills down to ledger rows that sum to it exactly,
 * in every layout): the line detail's rows of all pages and its `soma` equal the cell, and so do the month
 * detail's breakdowns; total and formula lines say how they are made; manual and PDV lines list their values.
 */
let t: TestApp;
let rede: RedeDreApi;
let admin: Api;
const e = endpoints.dre;

beforeAll(async () => {
  t = await createTestApp();
  rede = await criarRedeDreApi(t.tdb.ownerDb);
  admin = apiAs(t, (await signIn(t.app, rede.emails.admin)).headers);
});
afterAll(() => t?.close());

const soma = (xs: readonly { valor: number }[]) => xs.reduce((s, x) => s + (centavos(x.valor) ?? 0n), 0n);

/** Checks every cell of the account lines' rows (the lines and their franchisor accounts) in the columns. */
async function conferirCelulas(consulta: object, r: DreResultado, cols: readonly ColunaDreJson[]) {
  let conferidas = 0;
  for (const row of linhasDaMatriz(r)) {
    const ref = r.referencias[row.id]!;
    if (ref.tipo !== 'conta') continue;
    for (const coluna of cols) {
      const cell = centavos(row.cells[coluna.key]);
      const corpo = {
        linhaId: ref.linhaId,
        ...(ref.contaFranqueadorId ? { PlanoDeContasId: ref.contaFranqueadorId } : {}),
        ...celulaDaColuna(coluna),
        filter: consulta,
      };
      const detalhe = await todasAsPaginas(admin, corpo);
      const onde = `${row.label} ${coluna.key}`;
      expect(centavos(detalhe.soma), onde).toBe(cell ?? 0n);
      expect(detalhe.somaDasPaginas, onde).toBe(cell ?? 0n);
      for (const tipo of ['conta', 'empresa'] as const)
        expect(soma(detalhe.grupos!.filter((g) => g.tipo === tipo)), `${onde} ${tipo}`).toBe(cell ?? 0n);
      const mes = (await admin.post(e.detalhesMes, corpo)).json() as DetalhesMesDreOutput;
      expect(centavos(mes.valor), onde).toBe(cell);
      expect(soma(mes.porEmpresa), onde).toBe(cell ?? 0n);
      expect(soma(mes.porConta), onde).toBe(cell ?? 0n);
      expect(
        mes.porConta.reduce((n, c) => n + c.quantidade, 0),
        onde,
      ).toBe(detalhe.total);
      conferidas++;
    }
  }
  return conferidas;
}

describe('DRE drill-down: every cell equals its rows', () => {
  it('months and total, competência', async () => {
    const consulta = consultaDre(rede, { TotalizarPeriodo: true });
    const r = await pesquisar(admin, consulta);
    const cols = colunas(r, (c) => c.tipo === 'valor');
    expect(await conferirCelulas(consulta, r, cols)).toBe(9 * 7);
  });

  it('caixa, settled only, with a cost-centre filter', async () => {
    const consulta = consultaDre(
      rede,
      { tipoDeRegime: 2, TotalizarPeriodo: true },
      { Status: '2', CentroDeCustosIds: [rede.centros.a1[1], rede.centros.a3[1]] },
    );
    const r = await pesquisar(admin, consulta);
    await conferirCelulas(
      consulta,
      r,
      colunas(r, (c) => c.tipo === 'valor' && c.mes === null),
    );
  });

  it('the store view, and each cost centre per column (the column without a cost centre too)', async () => {
    const porLoja = consultaDre(rede, { visaoPorLoja: true });
    const r = await pesquisar(admin, porLoja);
    await conferirCelulas(
      porLoja,
      r,
      colunas(r, (c) => c.tipo === 'valor'),
    );
    const porCentro = consultaDre(
      rede,
      { MostrarCadaCentroDeCustoSeparadoPorColuna: true, TotalizarPeriodo: true },
      { EmpresasIds: [rede.lojas.a1] },
    );
    const rc = await pesquisar(admin, porCentro);
    const cols = colunas(rc, (c) => c.tipo === 'valor' && c.mes === null && c.centroDeCusto !== null);
    expect(cols.map((c) => c.centroDeCusto?.id)).toEqual([...rede.centros.a1, null]);
    await conferirCelulas(porCentro, rc, cols);
  });

  it('the period B of the horizontal analysis', async () => {
    const consulta = consultaDre(rede, {
      AnaliseHorizontal: true,
      filters: [filtroDre('A', mesAtras(2), mesAtras(0)), filtroDre('B', mesAtras(5), mesAtras(3))],
    });
    const r = await pesquisar(admin, consulta);
    const b = colunas(r, (c) => c.tipo === 'valor' && c.filtro === 'B');
    expect(b.map((c) => c.mes)).toEqual([mesAtras(5), mesAtras(4), mesAtras(3)]);
    await conferirCelulas(consulta, r, b);
  });
});

describe('DRE line detail', () => {
  const celula = (extra: object = {}) => ({
    linhaId: rede.modelo.linhas.CARTAO,
    filter: consultaDre(rede),
    ...extra,
  });

  it('pages by date, filters by company and lists the stores with rows', async () => {
    const todas = await todasAsPaginas(admin, celula());
    expect(todas.empresas.map((x) => x.label)).toEqual([
      'Loja A1 Ltda',
      'Loja A2 Ltda',
      'Loja A3 Ltda',
      'Loja B1 Ltda',
    ]);
    const datas = todas.linhas.map((l) => l.data);
    expect(datas).toEqual([...datas].sort());
    const a3 = await todasAsPaginas(admin, celula({ empresaId: rede.lojas.a3 }));
    expect(a3.linhas.every((l) => l.empresa === 'Loja A3 Ltda')).toBe(true);
    const grupoA3 = todas.grupos!.find((g) => g.tipo === 'empresa' && g.id === rede.lojas.a3)!;
    expect([a3.total, centavos(a3.soma)]).toEqual([grupoA3.quantidade, centavos(grupoA3.valor)]);
    expect(a3.empresas).toEqual(todas.empresas);
    expect(todas.linhas[0]?.origem).toMatch(/^[ab]0 - Conta [ab]0$/);
  });

  it('says how total and formula lines are made, with the values of the cell', async () => {
    const r = await pesquisar(admin, consultaDre(rede));
    const mes = colunas(r, (c) => c.mes === mesAtras(1))[0]!;
    const valor = (id: string) => linhaDre(r, id).cells[mes.key];
    const l = rede.modelo.linhas;
    const pedir = async (linhaId: string) => {
      const res = await admin.post(e.detalhesLinha, {
        linhaId,
        ...celulaDaColuna(mes),
        filter: consultaDre(rede),
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as DetalhesLinhaDreOutput).composicao!;
    };
    const res = await pedir(l.RES);
    expect(res).toMatchObject({ tipo: 'formula', formula: 'RB + DESP' });
    expect(res.linhas.map((x) => [x.codigo, x.valor])).toEqual([
      ['RB', valor(l.RB)],
      ['DESP', valor(l.DESP)],
    ]);
    const rb = await pedir(l.RB);
    expect(rb.tipo).toBe('total');
    expect(rb.linhas.map((x) => [x.codigo, x.valor])).toEqual([
      ['RB.CARTAO', valor(l.CARTAO)],
      ['RB.PIX', valor(l.PIX)],
    ]);
    expect((await pedir(l.MARG)).linhas.map((x) => x.codigo)).toEqual(['RES', 'RB']);
    // the month detail of a total line breaks it down by store; a ratio's has its value only
    const mesDe = async (linhaId: string) =>
      (
        await admin.post(e.detalhesMes, { linhaId, ...celulaDaColuna(mes), filter: consultaDre(rede) })
      ).json() as DetalhesMesDreOutput;
    const rbMes = await mesDe(l.RB);
    expect(rbMes.valor).toBe(valor(l.RB));
    expect(soma(rbMes.porEmpresa)).toBe(centavos(valor(l.RB)));
    expect(rbMes.porEmpresa).toHaveLength(4);
    expect(await mesDe(l.MARG)).toMatchObject({ valor: valor(l.MARG), porConta: [], porEmpresa: [] });
  });

  it('lists the manual values with who set them, and the PDV values', async () => {
    const manual = await todasAsPaginas(admin, celula({ linhaId: rede.modelo.linhas.MAN }));
    expect(manual.linhas.map((x) => [x.data, x.valor, x.observacao])).toEqual([
      [mesAtras(2), -50, 'Informado por Admin DRE'],
      [mesAtras(1), 123.45, 'Informado por Admin DRE'],
    ]);
    expect(manual.composicao?.tipo).toBe('manual');
    const pdv = await todasAsPaginas(admin, celula({ linhaId: rede.modelo.linhas.TKT }));
    expect([pdv.total, pdv.soma]).toEqual([1, 777]);
  });

  it("answers 'no details' for a cell without any: the month detail empty and its value null", async () => {
    const res = await admin.post(
      e.detalhesMes,
      celula({ linhaId: rede.modelo.linhas.MAN, competencia: mesAtras(0) }),
    );
    expect(res.json()).toMatchObject({ valor: null, porConta: [], porEmpresa: [] });
  });

  it('refuses a line of another model, or an account of another line (404)', async () => {
    const conta = await admin.post(e.detalhesLinha, celula({ PlanoDeContasId: rede.contas.m1.d1 }));
    expect(conta.statusCode).toBe(404);
    const linha = await admin.post(e.detalhesLinha, celula({ linhaId: rede.contas.m1.d1 }));
    expect(linha.statusCode).toBe(404);
  });

  it('exports, through the report queue, every row the pages list', async () => {
    const corpo = celula({ empresaId: rede.lojas.a1 });
    const res = await admin.post(e.exportarDetalhesLinha, corpo);
    expect(res.statusCode, res.body).toBe(200);
    const linhas: unknown[][] = [];
    const writer = {
      addSheet: () =>
        Promise.resolve({ addRow: (v: readonly unknown[]) => Promise.resolve(void linhas.push([...v])) }),
    };
    const escritas = await withTenant(t.tdb.db, rede.clienteId, async (tx) => {
      const { rows } = await tx.execute<{ origem: string; regra: string; usuario: string }>(sql`
        select r.origem, u.regra_acesso_id as regra, u.id as usuario from relatorio r
        join usuario u on u.cliente_id = r.cliente_id and u.id = r.usuario_id where r.id = ${res.json().id}`);
      const pedido = rows[0]!;
      expect(pedido.origem).toBe(detalhesLinhaDreReport.origem);
      const scope = await resolveScope(tx, { clienteId: rede.clienteId, regraAcessoId: pedido.regra });
      const ctx = { tx, clienteId: rede.clienteId, usuarioId: pedido.usuario, scope };
      return detalhesLinhaDreReport.run(ctx, exportarDetalhesLinhaDreInput.parse(corpo), writer);
    });
    const paginas = await todasAsPaginas(admin, corpo);
    expect(escritas).toBe(paginas.total);
    expect(linhas.map((l) => [l[0], l[1], l[6]])).toEqual(
      paginas.linhas.map((l) => [l.data, l.empresa, centavos(l.valor)]),
    );
  });
});
