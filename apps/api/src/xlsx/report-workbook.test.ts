import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createReportWorkbook } from './report-workbook.ts';

/** Writes `rows` distinct texts through the report workbook and answers the file's bytes. */
async function writeReport(rows: number): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((done) => stream.once('end', done));
  const workbook = createReportWorkbook(stream, { titulo: 'Teste', geradoEm: new Date(0) });
  const sheet = await workbook.addSheet(
    'Dados',
    [{ header: 'Texto' }, { header: 'Valor', format: 'moeda' }],
    [['Filtro', '=1+1']],
  );
  for (let i = 1; i <= rows; i++) await sheet.addRow([`histórico ${i}`, BigInt(i)]);
  await workbook.commit();
  await ended;
  return Buffer.concat(chunks);
}

describe('report workbook', () => {
  it('writes texts inline, with no shared-string table held until the end (bounded memory)', async () => {
    const file = await writeReport(500);
    // the zip's directory names its parts in plain text
    expect(file.includes('xl/worksheets/sheet1.xml')).toBe(true);
    expect(file.includes('sharedStrings.xml')).toBe(false);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Dados')!;
    expect(sheet.getCell('A1').value).toBe('Teste');
    // a text that looks like a formula stays a text
    expect(sheet.getCell('B2').value).toBe('=1+1');
    expect(sheet.getCell('B2').formula).toBeUndefined();
    expect(sheet.getRow(5).values).toEqual([undefined, 'Texto', 'Valor']);
    expect(sheet.getRow(6).values).toEqual([undefined, 'histórico 1', 0.01]);
    expect(sheet.getRow(505).values).toEqual([undefined, 'histórico 500', 5]);
  });
});
