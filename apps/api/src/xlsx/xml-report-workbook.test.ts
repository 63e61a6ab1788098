import ExcelJS from 'exceljs';
import { PassThrough, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { numFmts } from './formats.ts';
import type { ReportWriter } from './report-kind.ts';
import { createReportWorkbook, type ReportWorkbook } from './report-workbook.ts';
import { openRollingSheet } from './rolling-sheet.ts';
import { createXmlReportWorkbook } from './xml-report-workbook.ts';

type Criar = (stream: Writable, opts: { titulo: string; geradoEm?: Date }) => ReportWorkbook;

/** Writes the same report through a workbook and answers the file read back with exceljs. */
async function gerar(criar: Criar, escrever: (w: ReportWriter) => Promise<void>): Promise<ExcelJS.Workbook> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((done) => stream.once('end', done));
  const workbook = criar(stream, {
    titulo: 'Relatório <teste> & "aspas"',
    geradoEm: new Date(Date.UTC(2026, 10, 25, 15, 30)),
  });
  await escrever(workbook);
  await workbook.commit();
  await ended;
  const lido = new ExcelJS.Workbook();
  await lido.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return lido;
}

/** Everything a reader sees of a sheet: values, formats, fonts, alignment, outline, views, filter, widths. */
function retrato(sheet: ExcelJS.Worksheet) {
  const linhas: unknown[] = [];
  sheet.eachRow({ includeEmpty: true }, (row, n) => {
    const celulas: unknown[] = [];
    row.eachCell({ includeEmpty: false }, (cell, c) => {
      if (cell.value === null && !cell.numFmt && !cell.font?.bold) return;
      celulas.push({
        c,
        valor: cell.value,
        numFmt: cell.numFmt ?? null,
        bold: cell.font?.bold ?? false,
        italic: cell.font?.italic ?? false,
        size: cell.font?.size ?? null,
        cor: cell.font?.color?.argb ?? null,
        fill: cell.fill?.type === 'pattern' ? (cell.fill.fgColor?.argb ?? null) : null,
        indent: cell.alignment?.indent ?? 0,
        horizontal: cell.alignment?.horizontal ?? null,
      });
    });
    linhas.push({ n, outline: row.outlineLevel ?? 0, celulas });
  });
  return {
    nome: sheet.name,
    views: sheet.views.map((v) => {
      const { state, xSplit, ySplit } = v as { state?: string; xSplit?: number; ySplit?: number };
      return { state, xSplit: xSplit ?? 0, ySplit: ySplit ?? 0 };
    }),
    outlineLevelRow: sheet.properties.outlineLevelRow ?? 0,
    summaryBelow: sheet.properties.outlineProperties?.summaryBelow ?? null,
    autoFilter: sheet.autoFilter ?? null,
    larguras: sheet.columns?.map((c) => c.width) ?? [],
    linhas,
  };
}

async function comparar(escrever: (w: ReportWriter) => Promise<void>) {
  const exceljs = await gerar(createReportWorkbook, escrever);
  const xml = await gerar(createXmlReportWorkbook, escrever);
  expect(xml.worksheets.map(retrato)).toEqual(exceljs.worksheets.map(retrato));
  return xml;
}

describe('report workbook written as XML', () => {
  it('writes the same workbook as the exceljs one: a detail table with outline, totals, dates and filter buttons', async () => {
    const xml = await comparar(async (w) => {
      const sheet = await openRollingSheet(
        w,
        'Detalhes: 1/2',
        [
          { header: 'Código', width: 14 },
          { header: 'Data', format: 'data', width: 12 },
          { header: 'Histórico' },
          { header: 'Valor', format: 'moeda', width: 16 },
          { header: 'Parte', format: 'percentual' },
        ],
        [
          ['Período', '2025-12-01 a 2026-11-30'],
          ['Filtro', '=HYPERLINK("http://x")'],
        ],
        { autoFilter: true, outlineLevels: 1, maxLinhas: 4 },
      );
      await sheet.addRow(['RB', null, 'Total da linha', 123456n, 0.5], {
        bold: true,
        formats: [undefined, undefined, undefined, 'moeda', 'percentual'],
      });
      await sheet.addRow(['RB', '2026-01-31', '=1+1', -1050n, null], { outlineLevel: 1 });
      await sheet.addRow(['RB', '2026-02-01', ' espaço <b> & \u0001fim ', 0n, 0.25], { outlineLevel: 1 });
      await sheet.addRow(['ERR', null, 'Erro', 'Divisão por zero'], { bold: true, errorCells: [3] });
      await sheet.addRow(['X', '2026-03-15', '@menção', 99n, true], { outlineLevel: 1 });
    });
    const [a, b] = xml.worksheets;
    expect(a!.name).toBe('Detalhes  1 2');
    expect(b!.name).toBe('Detalhes  1 2 (2)');
    // texts that look like formulas stay texts; money in reais; dates as dates
    expect(a!.getCell('C8').value).toBe('=1+1');
    expect(a!.getCell('C8').formula).toBeUndefined();
    expect(a!.getCell('D7').value).toBe(1234.56);
    expect(a!.getCell('D7').numFmt).toBe(numFmts.moeda);
    expect(a!.getCell('B8').value).toEqual(new Date(Date.UTC(2026, 0, 31)));
    expect(a!.autoFilter).toBe('A6:E10');
  });

  it('writes the same matrix-like sheet: frozen columns, indents, several outline levels', async () => {
    await comparar(async (w) => {
      const sheet = await w.addSheet(
        'DRE',
        [
          { header: 'Nome', width: 40 },
          { header: 'Jan', format: 'moeda' },
        ],
        [],
        {
          frozenColumns: 1,
          outlineLevels: 2,
        },
      );
      await sheet.addRow(['Receita', 1000n], { bold: true, outlineLevel: 0 });
      await sheet.addRow(['Cartão', 600n], { outlineLevel: 1, indent: 1 });
      await sheet.addRow(['Visa', 600n], { outlineLevel: 2, indent: 2 });
      await sheet.addRow(['Margem', 0.1234], { formats: [undefined, 'percentual'], bold: true });
      const outra = await w.addSheet('Sem linhas', [{ header: 'Só cabeçalho' }], [['Grupo', 'Norte']]);
      void outra;
    });
  });

  it('names sheets as Excel takes them: no leading or trailing apostrophe, 31 characters, no repeats', async () => {
    const lido = await gerar(createXmlReportWorkbook, async (w) => {
      await w.addSheet("'Receita' bruta'", [{ header: 'A' }], []);
      await w.addSheet("Receita bruta'", [{ header: 'A' }], []);
      await w.addSheet(`${'x'.repeat(30)}'y`, [{ header: 'A' }], []);
    });
    expect(lido.worksheets.map((w) => w.name)).toEqual(["Receita' bruta", 'Receita bruta', 'x'.repeat(30)]);
  });

  it('fails, instead of waiting forever, when the file cannot be written (a full disk)', async () => {
    const cheio = new Writable({
      write(_chunk, _enc, done) {
        done(new Error('ENOSPC: no space left on device'));
      },
    });
    cheio.on('error', () => {});
    const workbook = createXmlReportWorkbook(cheio, { titulo: 'Teste' });
    const escrever = async () => {
      const sheet = await workbook.addSheet('Dados', [{ header: 'Texto' }], []);
      for (let i = 0; i < 20_000; i++) await sheet.addRow([`histórico ${i}`]);
      await workbook.commit();
    };
    await expect(escrever()).rejects.toThrow(/ENOSPC/);
  });
});
