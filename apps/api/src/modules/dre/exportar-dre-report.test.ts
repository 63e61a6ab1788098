import { endpoints, type DreResultado, type MatrizLinhaJson } from '@matriz/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { signIn } from '../../../test/fixtures.ts';
import { numFmts } from '../../xlsx/formats.ts';
import { lerZip } from '../../xlsx/zip-reader.fixtures.ts';
import { apiAs } from '../de-para/leitura.fixtures.ts';
import { criarRedeDreApi, type RedeDreApi } from './dre-api.fixtures.ts';
import { consultaDre, linhasDaMatriz, pesquisar, type Api } from './dre-consulta.fixtures.ts';
import {
  abrirXlsx,
  exportarEGerar,
  linhasDeDados,
  valorDoCabecalho,
  type ArquivoExportado,
} from './exportar-dre.fixtures.ts';

/**
 * Export types 1 to 5 run by the report job on the hand-made network and opened with exceljs (issue 11 §1): the
 * numbers are the DRE's — the search's matrix for the same query, cell by cell —, real numbers with the pt-BR
 * money and percent formats, the tree as outline levels, flat tables with filter buttons, one workbook per grupo.
 */
let t: TestApp;
let rede: RedeDreApi;
let admin: Api;

beforeAll(async () => {
  t = await createTestApp();
  rede = await criarRedeDreApi(t.tdb.ownerDb);
  admin = apiAs(t, (await signIn(t.app, rede.emails.admin)).headers);
});
afterAll(() => t?.close());

const gerar = (tipo: number, consulta: object): Promise<ArquivoExportado> =>
  exportarEGerar(t, rede, admin, { ...consulta, tipo });

/** The matrix sheet's rows (header 'Nome') against the search's matrix: labels, levels and every cell. */
function conferirArvore(sheet: Parameters<typeof linhasDeDados>[0], r: DreResultado) {
  const { titulos, linhas } = linhasDeDados(sheet, 'Nome');
  expect(titulos).toEqual(['Nome', ...r.matriz.columns.map((c) => c.header)]);
  const esperadas = linhasDaMatriz(r);
  expect(linhas.map((l) => l.valores[0])).toEqual(esperadas.map((x) => x.label));
  expect(linhas.map((l) => l.row.outlineLevel ?? 0)).toEqual(esperadas.map((x: MatrizLinhaJson) => x.level));
  linhas.forEach(({ valores }, i) => {
    const row = esperadas[i]!;
    expect(valores.slice(1), row.label).toEqual(r.matriz.columns.map((c) => row.cells[c.key] ?? null));
  });
  return linhas;
}

describe('export type 1: the standard DRE', () => {
  it('renders the screen’s matrix with its analyses, formats, outline and header block', async () => {
    const consulta = consultaDre(rede, { AnaliseVertical: true, TotalizarPeriodo: true });
    const r = await pesquisar(admin, consulta);
    const arquivo = await gerar(1, consulta);
    expect(arquivo.nome).toBe('dre-padrao.xlsx');
    const sheet = (await abrirXlsx(arquivo.bytes)).getWorksheet('DRE')!;
    expect(sheet.getCell('A1').value).toBe('DRE – DRE padrão');
    expect(valorDoCabecalho(sheet, 'Modelo')).toBe('DRE de teste');
    expect(valorDoCabecalho(sheet, 'Regime')).toBe('Competência');
    expect(valorDoCabecalho(sheet, 'Status')).toBe('Ambos');
    expect(valorDoCabecalho(sheet, 'Opções')).toBe('Análise vertical, Totalizar período');
    expect(valorDoCabecalho(sheet, 'Usuário')).toBe(`Admin DRE (${rede.emails.admin})`);
    // the period's unmapped money, as the search reports it (B1's PIX account is in review, c3 never mapped)
    const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
    expect(r.naoMapeado.valor).toBeGreaterThan(0);
    expect(valorDoCabecalho(sheet, 'Não mapeado')).toBe(
      `${brl.format(r.naoMapeado.valor)} do período em contas sem De-Para aprovado (fora da DRE)`,
    );

    const linhas = conferirArvore(sheet, r);
    expect(arquivo.linhas).toBe(linhas.length);
    expect(sheet.properties.outlineLevelRow).toBe(2);
    const { cabecalho } = linhasDeDados(sheet, 'Nome');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', xSplit: 1, ySplit: cabecalho });
    // money and AV % as numbers with their formats; a loss stays negative (shown red by the format)
    const desp = linhas.find((l) => l.valores[0] === 'Despesas')!;
    expect(desp.row.getCell(2).numFmt).toBe(numFmts.moeda);
    expect(desp.valores[1]).toBeLessThan(0);
    expect(typeof desp.valores[2]).toBe('number');
    expect(desp.row.getCell(3).numFmt).toBe(numFmts.percentual);
    expect(linhas.find((l) => l.valores[0] === 'Receita Bruta')!.row.getCell(2).font?.bold).toBe(true);
    // a ratio line keeps its own number format
    expect(linhas.find((l) => l.valores[0] === 'Margem')!.row.getCell(2).numFmt).toBe(numFmts.decimal);
  });

  it('is not bound by the 36 columns of the screen', async () => {
    const consulta = consultaDre(rede, {
      AnaliseVertical: true,
      AnaliseHorizontal: true,
      adicionarDiferenca: true,
      TotalizarPeriodo: true,
      filters: consultaDre(rede).filters.flatMap((f) => [f, { ...f, nomeDoFiltro: 'B' }]),
    });
    const sheet = (await abrirXlsx((await gerar(1, consulta)).bytes)).getWorksheet('DRE')!;
    // 6 months and the total, each A, AV % A, B, AV % B, AH %, Diferença: 42 value columns
    expect(linhasDeDados(sheet, 'Nome').titulos).toHaveLength(1 + 7 * 6);
  });
});

describe('export type 2: one workbook per grupo', () => {
  it('is a zip with one xlsx per grupo, each the DRE of the grupo’s stores', async () => {
    const arquivo = await gerar(2, consultaDre(rede, { TotalizarPeriodo: true }));
    expect(arquivo.nome).toBe('dre-por-grupo.zip');
    // the report list hands it over as a zip
    const download = await admin.get(endpoints.relatorio.download.replace(':id', arquivo.id));
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toContain('filename="dre-por-grupo.zip"');
    expect(download.rawPayload.equals(arquivo.bytes)).toBe(true);
    const entradas = lerZip(arquivo.bytes);
    expect([...entradas.keys()]).toEqual(['Grupo A.xlsx', 'Grupo B.xlsx']);
    const lojas = { 'Grupo A.xlsx': ['a1', 'a2', 'a3'], 'Grupo B.xlsx': ['b1'] } as const;
    for (const [nome, bytes] of entradas) {
      const workbook = await abrirXlsx(bytes);
      expect(workbook.worksheets.map((w) => w.name)).toEqual(['DRE', 'Tabela']);
      const empresas = lojas[nome as keyof typeof lojas].map((l) => rede.lojas[l as 'a1']);
      const r = await pesquisar(
        admin,
        consultaDre(rede, { TotalizarPeriodo: true }, { EmpresasIds: empresas }),
      );
      conferirArvore(workbook.getWorksheet('DRE')!, r);
      expect(valorDoCabecalho(workbook.getWorksheet('DRE')!, 'Grupo')).toBe(nome.replace('.xlsx', ''));
      expect(workbook.getWorksheet('Tabela')!.autoFilter).toBeTruthy();
    }
  });
});

describe('export types 3 and 4: flat tables', () => {
  it('type 3: one row per line and column with a value, months as dates, with filter buttons', async () => {
    const consulta = consultaDre(rede, { TotalizarPeriodo: true });
    const r = await pesquisar(admin, consulta);
    const sheet = (await abrirXlsx((await gerar(3, consulta)).bytes)).getWorksheet('Tabela')!;
    const { cabecalho, titulos, linhas } = linhasDeDados(sheet, 'Código');
    expect(titulos).toEqual(['Código', 'Linha', 'Nível', 'Período', 'Valor']);
    expect(sheet.autoFilter).toBe(`A${cabecalho}:E${cabecalho + linhas.length}`);
    const esperadas = linhasDaMatriz(r)
      .filter((row) => row.kind !== 'detalhe')
      .flatMap((row) =>
        r.colunas
          .filter((c) => (row.cells[c.key] ?? null) !== null)
          .map((c) => [row.code, row.label, row.level, c.mes ?? 'Total', row.cells[c.key]]),
      );
    const lidas = linhas.map(({ valores }) => [
      valores[0],
      valores[1],
      valores[2],
      valores[3] instanceof Date ? (valores[3] as Date).toISOString().slice(0, 10) : valores[3],
      valores[4],
    ]);
    expect(lidas).toEqual(esperadas);
    const rb = linhas.find((l) => l.valores[0] === 'RB')!;
    expect(rb.row.getCell(4).numFmt).toBe(numFmts.mes);
    expect(rb.row.getCell(5).numFmt).toBe(numFmts.moeda);
    expect(linhas.find((l) => l.valores[0] === 'MARG')!.row.getCell(5).numFmt).toBe(numFmts.decimal);
  });

  it('type 4: every row, the franchisor accounts and the cells with no data, in the store view', async () => {
    const consulta = consultaDre(rede, { visaoPorLoja: true, tirarMedia: true });
    const r = await pesquisar(admin, consulta);
    const sheet = (await abrirXlsx((await gerar(4, consulta)).bytes)).getWorksheet('Tabela')!;
    const { titulos, linhas } = linhasDeDados(sheet, 'Código');
    expect(titulos).toEqual(['Código', 'Linha', 'Nível', 'Conta', 'Período', 'Loja', 'Valor']);
    const todas = linhasDaMatriz(r);
    expect(linhas).toHaveLength(todas.length * r.matriz.columns.length);
    // an account row: its line's code and name, the account, the store of the column, the exact value
    const conta = todas.find((x) => r.referencias[x.id]?.contaFranqueadorId === rede.contas.m1.r1)!;
    const coluna = r.matriz.columns[0]!;
    const lida = linhas.find((l) => l.valores[3] === conta.label && l.valores[5] === coluna.header)!;
    expect(lida.valores.slice(0, 3)).toEqual(['RB.CARTAO', 'Vendas com cartão', 1]);
    expect(lida.valores[6]).toBe(conta.cells[coluna.key]);
    // no data is an empty cell, never a zero (the manual line has values on a1 only)
    const semDados = linhas.filter((l) => l.valores[0] === 'MAN' && l.valores[6] === null);
    expect(semDados.length).toBeGreaterThan(0);
    expect(linhas.some((l) => l.valores[5]?.toString().startsWith('Média'))).toBe(true);
  });
});

describe('export type 5: by cost centre', () => {
  it('renders the cost-centre view of the query, whatever its own view', async () => {
    const consulta = consultaDre(rede, { TotalizarPeriodo: true }, { EmpresasIds: [rede.lojas.a1] });
    const r = await pesquisar(
      admin,
      consultaDre(rede, { visaoPorCentroDeCusto: true }, { EmpresasIds: [rede.lojas.a1] }),
    );
    const workbook = await abrirXlsx((await gerar(5, consulta)).bytes);
    const sheet = workbook.getWorksheet('DRE por centro de custo')!;
    const linhas = conferirArvore(sheet, r);
    expect(r.matriz.columns.map((c) => c.header)).toEqual([
      'CC0 - Centro 0 a1',
      'CC1 - Centro 1 a1',
      'Sem centro de custo',
    ]);
    expect(linhas.length).toBeGreaterThan(0);
  });
});
