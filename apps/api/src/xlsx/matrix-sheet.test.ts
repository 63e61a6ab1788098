import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { cellError, createMatrix, type Matrix } from '../engine/matrix.ts';
import { numFmts } from './formats.ts';
import { writeMatrixSheet } from './matrix-sheet.ts';
import { createReportWorkbook } from './report-workbook.ts';

/** A three-level tree with money and percentage columns, a percentage row, no data, an error and a loss. */
const matrix: Matrix = createMatrix({
  labelHeader: 'Linha',
  columns: [
    { key: 'jan', header: 'jan/2026', format: 'moeda' },
    { key: 'fev', header: 'fev/2026', format: 'moeda' },
    { key: 'av', header: 'AV %', format: 'percentual' },
  ],
  rows: [
    {
      id: 'rb',
      label: 'Receita Bruta',
      kind: 'total',
      cells: { jan: 123456n, fev: 100n, av: 1 },
      children: [
        {
          id: 'vendas',
          label: 'Vendas',
          cells: { jan: 123400n, fev: null, av: 0.9995 },
          children: [
            { id: 'conta', label: '3.1.01 Vendas à vista', kind: 'detalhe', cells: { jan: 123400n } },
          ],
        },
        { id: 'outras', label: 'Outras', cells: { jan: 56n, fev: 100n } },
      ],
    },
    { id: 'despesas', label: 'Despesas', cells: { jan: -98765n, fev: cellError('referencia-invalida') } },
    { id: 'margem', label: 'Margem', format: 'percentual', cells: { jan: -0.125, fev: null } },
  ],
});

const filtros = [
  ['Marcas', 'Todas'],
  ['Período', 'jan/2026 a fev/2026'],
] as const;

async function writeAndRead(): Promise<{ sheet: ExcelJS.Worksheet; written: number }> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((done) => stream.once('end', done));
  const workbook = createReportWorkbook(stream, {
    titulo: 'DRE gerencial',
    geradoEm: new Date(Date.UTC(2026, 1, 3, 15, 4)),
  });
  const written = await writeMatrixSheet(workbook, 'DRE', matrix, filtros);
  await workbook.commit();
  await ended;
  const read = new ExcelJS.Workbook();
  await read.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return { sheet: read.getWorksheet('DRE')!, written };
}

// title, 2 filters, generated at, blank line, header row
const HEADER = 6;
const line = (sheet: ExcelJS.Worksheet, i: number) => sheet.getRow(HEADER + 1 + i);

describe('matrix sheet', () => {
  it('writes the header block of every report, then the columns, with header rows and labels frozen', async () => {
    const { sheet, written } = await writeAndRead();
    expect(written).toBe(6);
    expect(sheet.getCell('A1').value).toBe('DRE gerencial');
    expect(sheet.getRow(2).values).toEqual([undefined, 'Marcas', 'Todas']);
    expect(sheet.getRow(3).values).toEqual([undefined, 'Período', 'jan/2026 a fev/2026']);
    expect(sheet.getCell('A4').value).toBe('Gerado em 03/02/2026 12:04');
    expect(sheet.getRow(HEADER).values).toEqual([undefined, 'Linha', 'jan/2026', 'fev/2026', 'AV %']);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', xSplit: 1, ySplit: HEADER });
  });

  it('turns the tree into outline levels, parents above their children, labels indented, totals bold', async () => {
    const { sheet } = await writeAndRead();
    const rows = [0, 1, 2, 3, 4, 5].map((i) => line(sheet, i));
    expect(rows.map((r) => r.getCell(1).value)).toEqual([
      'Receita Bruta',
      'Vendas',
      '3.1.01 Vendas à vista',
      'Outras',
      'Despesas',
      'Margem',
    ]);
    expect(rows.map((r) => r.outlineLevel)).toEqual([0, 1, 2, 1, 0, 0]);
    expect(sheet.properties.outlineLevelRow).toBe(2);
    expect(sheet.properties.outlineProperties).toMatchObject({ summaryBelow: false });
    expect(rows.map((r) => r.getCell(1).alignment?.indent ?? 0)).toEqual([0, 1, 2, 1, 0, 0]);
    expect(rows[0]?.getCell(2).font?.bold).toBe(true);
    expect(rows[1]?.getCell(2).font?.bold).toBeFalsy();
  });

  it('writes real numbers with pt-BR money and percentage formats; no data empty; an error as its text', async () => {
    const { sheet } = await writeAndRead();
    const rb = line(sheet, 0);
    expect(rb.getCell(2).value).toBe(1234.56);
    expect(rb.getCell(2).numFmt).toBe(numFmts.moeda);
    expect(rb.getCell(3).value).toBe(1);
    expect(rb.getCell(4).value).toBe(1);
    expect(rb.getCell(4).numFmt).toBe(numFmts.percentual);
    // no data is an empty cell, never a zero
    expect(line(sheet, 1).getCell(3).value).toBeNull();
    expect(line(sheet, 2).getCell(3).value).toBeNull();
    // a loss stays a negative number, which the money format shows red with its minus sign
    const despesas = line(sheet, 4);
    expect(despesas.getCell(2).value).toBe(-987.65);
    expect(numFmts.moeda).toContain(';[Red]-');
    expect(despesas.getCell(3).value).toBe('Referência inválida');
    expect(despesas.getCell(3).font?.color?.argb).toBe('FFC00000');
    // a percentage row among money columns keeps its own format
    const margem = line(sheet, 5);
    expect(margem.getCell(2).value).toBe(-0.125);
    expect(margem.getCell(2).numFmt).toBe(numFmts.percentual);
  });
});
