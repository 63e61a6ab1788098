import { endpoints, type DetalhesLinhaDreOutput, type DreResultado } from '@matriz/contracts';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { signIn } from '../../../test/fixtures.ts';
import { numFmts } from '../../xlsx/formats.ts';
import { apiAs } from '../de-para/leitura.fixtures.ts';
import { criarRedeDreApi, type RedeDreApi } from './dre-api.fixtures.ts';
import { centavos, consultaDre, linhaDre, pesquisar, type Api } from './dre-consulta.fixtures.ts';
import { abrirXlsx, centavosDaPlanilha, exportarEGerar, linhasDeDados } from './exportar-dre.fixtures.ts';

/**
 * Export types 6 and 7 (issue 11 §1): the ledger rows behind the lines, each line with a total equal to its DRE
 * cell over the period — checked against the search's Total column and the line detail's rows; and one export
 * opened by a real spreadsheet program (LibreOffice, headless) with its numbers checked against the DRE API.
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

/** The search of the same query with the period's total, and a line's total cell in centavos. */
async function totais(consulta: object) {
  const r: DreResultado = await pesquisar(admin, { ...consulta, TotalizarPeriodo: true });
  const total = r.colunas.find((c) => c.tipo === 'valor' && c.mes === null)!;
  return (linhaId: string) => centavos(linhaDre(r, linhaId).cells[total.key]);
}

/** How many ledger rows the line detail lists for a line over the period. */
async function lancamentosDaLinha(consulta: object, linhaId: string): Promise<number> {
  const res = await admin.post(endpoints.dre.detalhesLinha, {
    linhaId,
    filter: consulta,
    Page: 1,
    PageSize: 10,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as DetalhesLinhaDreOutput).total;
}

describe('export type 6: multiple details', () => {
  it('one sheet per chosen line: its rows, and last its total, the line’s cell', async () => {
    const consulta = consultaDre(rede, { tipoDeRegime: 2 }, { Status: '2' });
    const l = rede.modelo.linhas;
    const arquivo = await exportarEGerar(t, rede, admin, {
      ...consulta,
      tipo: 6,
      filtroOpcionalExportacao: { linhasIds: [l.RES, l.CARTAO, l.MAN] },
    });
    const workbook = await abrirXlsx(arquivo.bytes);
    // in the model's order, whatever the order chosen
    expect(workbook.worksheets.map((w) => w.name)).toEqual([
      'RB.CARTAO Vendas com cartão',
      'RES Resultado',
      'MAN Rateio (manual)',
    ]);
    const celula = await totais(consulta);
    for (const [nome, linhaId] of [
      ['RB.CARTAO Vendas com cartão', l.CARTAO],
      ['MAN Rateio (manual)', l.MAN],
    ] as const) {
      const sheet = workbook.getWorksheet(nome)!;
      const { titulos, linhas } = linhasDeDados(sheet, 'Data');
      expect(titulos).toEqual([
        'Data',
        'Empresa',
        'Conta',
        'Origem do franqueado',
        'Observação',
        'Fornecedor',
        'Histórico',
        'Valor',
      ]);
      const total = linhas.at(-1)!;
      expect(total.valores[6]).toMatch(/^Total de /);
      expect(total.row.getCell(8).font?.bold).toBe(true);
      const detalhes = linhas.slice(0, -1);
      const soma = detalhes.reduce((s, d) => s + centavosDaPlanilha(d.valores[7])!, 0n);
      expect(centavosDaPlanilha(total.valores[7]), nome).toBe(celula(linhaId));
      expect(soma, nome).toBe(celula(linhaId));
      expect(detalhes.every((d) => d.valores[0] instanceof Date)).toBe(true);
      expect(detalhes[0]!.row.getCell(1).numFmt).toBe(numFmts.data);
      expect(detalhes[0]!.row.getCell(8).numFmt).toBe(numFmts.moeda);
      expect(sheet.autoFilter).toBeTruthy();
    }
    const cartao = linhasDeDados(workbook.getWorksheet('RB.CARTAO Vendas com cartão')!, 'Data').linhas;
    expect(cartao.length - 1).toBe(await lancamentosDaLinha(consulta, l.CARTAO));
    expect(cartao[0]!.valores[3]).toMatch(/^[ab]0 - Conta [ab]0$/);
    // a formula line: the lines it is made of, then its own value
    const res = linhasDeDados(workbook.getWorksheet('RES Resultado')!, 'Data').linhas;
    expect(res.map((x) => x.valores[2])).toEqual(['RB - Receita Bruta', 'DESP - Despesas', null]);
    expect(centavosDaPlanilha(res.at(-1)!.valores[7])).toBe(celula(l.RES));
    expect(centavosDaPlanilha(res[0]!.valores[7])).toBe(celula(l.RB));
  });

  it('with addDetalhes, details the lines under the chosen ones too', async () => {
    const arquivo = await exportarEGerar(t, rede, admin, {
      ...consultaDre(rede),
      tipo: 6,
      filtroOpcionalExportacao: { linhasIds: [rede.modelo.linhas.RB], addDetalhes: true },
    });
    expect((await abrirXlsx(arquivo.bytes)).worksheets.map((w) => w.name)).toEqual([
      'RB Receita Bruta',
      'RB.CARTAO Vendas com cartão',
      'RB.PIX Vendas PIX',
    ]);
  });
});

describe('export type 7: every line with its details', () => {
  it('one table: each line’s total row (its DRE cell) over its ledger rows, grouped in the outline', async () => {
    const consulta = consultaDre(rede, {}, { EmpresasIds: [rede.lojas.a1, rede.lojas.b1] });
    const arquivo = await exportarEGerar(t, rede, admin, { ...consulta, tipo: 7 });
    const sheet = (await abrirXlsx(arquivo.bytes)).getWorksheet('Detalhes')!;
    const { cabecalho, titulos, linhas } = linhasDeDados(sheet, 'Código');
    expect(titulos.slice(0, 4)).toEqual(['Código', 'Linha', 'Tipo', 'Data']);
    expect(sheet.autoFilter).toBe(`A${cabecalho}:K${cabecalho + linhas.length}`);
    expect(arquivo.linhas).toBe(linhas.length);
    const celula = await totais(consulta);
    const l = rede.modelo.linhas;
    const porCodigo = new Map<string, { total: bigint | null; soma: bigint; n: number }>();
    for (const { row, valores } of linhas) {
      const codigo = valores[0] as string;
      if (valores[2] === 'Total da linha') {
        expect(row.outlineLevel ?? 0).toBe(0);
        porCodigo.set(codigo, { total: centavosDaPlanilha(valores[10]), soma: 0n, n: 0 });
        continue;
      }
      expect(row.outlineLevel).toBe(1);
      const grupo = porCodigo.get(codigo)!;
      grupo.soma += centavosDaPlanilha(valores[10])!;
      grupo.n++;
    }
    // totals and formulas are made of these lines: they are not listed again
    expect([...porCodigo.keys()]).toEqual(['RB.CARTAO', 'RB.PIX', 'DESP', 'MAN', 'TKT']);
    for (const [codigo, linhaId] of [
      ['RB.CARTAO', l.CARTAO],
      ['RB.PIX', l.PIX],
      ['DESP', l.DESP],
      ['MAN', l.MAN],
      ['TKT', l.TKT],
    ] as const) {
      const g = porCodigo.get(codigo)!;
      expect(g.total, codigo).toBe(celula(linhaId));
      expect(g.soma, codigo).toBe(celula(linhaId) ?? 0n);
    }
    expect(porCodigo.get('DESP')!.n).toBe(await lancamentosDaLinha(consulta, l.DESP));
    // B1's PIX account is in review, not approved: its rows are not the line's
    expect(linhas.some((x) => x.valores[0] === 'RB.PIX' && x.valores[5] === 'Loja B1 Ltda')).toBe(false);
  });
});

describe('read by a spreadsheet program', () => {
  it('LibreOffice opens the standard DRE and reads the DRE API’s numbers', async () => {
    const consulta = consultaDre(rede, { TotalizarPeriodo: true });
    const r = await pesquisar(admin, consulta);
    const arquivo = await exportarEGerar(t, rede, admin, { ...consulta, tipo: 1 });
    const dir = mkdtempSync(join(tmpdir(), 'matriz-soffice-'));
    writeFileSync(join(dir, 'dre.xlsx'), arquivo.bytes);
    // ';' separated, UTF-8, the cells' values (not as shown, so no locale in the numbers)
    const filtro = 'csv:Text - txt - csv (StarCalc):59,34,76,1,,0,false,true,false';
    try {
      execFileSync(
        'soffice',
        [
          `-env:UserInstallation=file://${join(dir, 'perfil')}`,
          '--headless',
          '--convert-to',
          filtro,
          '--outdir',
          dir,
          join(dir, 'dre.xlsx'),
        ],
        { stdio: 'pipe', timeout: 120_000, env: { ...process.env, LANG: 'C.UTF-8', LC_ALL: 'C.UTF-8' } },
      );
    } catch (error) {
      throw new Error(
        'LibreOffice (soffice) é necessário para este teste: apt-get install libreoffice-calc-nogui',
        { cause: error },
      );
    }
    const linhas = readFileSync(join(dir, 'dre.csv'), 'utf8')
      .split(/\r?\n/)
      .map((l) => l.split(';'));
    const cabecalho = linhas.findIndex((l) => l[0] === 'Nome');
    expect(linhas[cabecalho]).toEqual(['Nome', ...r.matriz.columns.map((c) => c.header)]);
    for (const [nome, linhaId] of [
      ['Receita Bruta', rede.modelo.linhas.RB],
      ['Despesas', rede.modelo.linhas.DESP],
    ] as const) {
      const lida = linhas.find((l) => l[0] === nome)!;
      const esperada = linhaDre(r, linhaId);
      r.matriz.columns.forEach((c, i) => {
        expect(Number(lida[i + 1]), `${nome} ${c.header}`).toBeCloseTo(esperada.cells[c.key] as number, 2);
      });
    }
  }, 180_000);
});
