import ExcelJS from 'exceljs';
import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createReportArchive } from './report-archive.ts';
import { createReportWorkbook } from './report-workbook.ts';
import { openRollingSheet } from './rolling-sheet.ts';
import { createZipWriter } from './zip-writer.ts';
import { lerZip } from './zip-reader.fixtures.ts';

/** The bytes a writer produces on a stream, once it ends. */
function coletar(): { stream: PassThrough; bytes: Promise<Buffer> } {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  return { stream, bytes: new Promise((done) => stream.once('end', () => done(Buffer.concat(chunks)))) };
}

async function abrir(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

describe('zip writer', () => {
  it('streams entries deflated, with UTF-8 names, that a central-directory reader opens intact', async () => {
    const { stream, bytes } = coletar();
    const zip = createZipWriter(stream, { data: new Date(2026, 1, 3, 10, 30) });
    const grande = Buffer.alloc(300_000, 'DRE ');
    await zip.addEntry(
      'Grupo Ação.xlsx',
      Readable.from([grande.subarray(0, 100_000), grande.subarray(100_000)]),
    );
    await zip.addEntry('vazio.txt', Readable.from([]));
    await expect(zip.addEntry('vazio.txt', Readable.from([]))).rejects.toThrow(/repetida/);
    await zip.finish();
    const arquivo = await bytes;
    expect(arquivo.length).toBeLessThan(grande.length / 10);
    const entradas = lerZip(arquivo);
    expect([...entradas.keys()]).toEqual(['Grupo Ação.xlsx', 'vazio.txt']);
    expect(entradas.get('Grupo Ação.xlsx')!.equals(grande)).toBe(true);
    expect(entradas.get('vazio.txt')!.length).toBe(0);
  });
});

describe('report archive', () => {
  it('writes one streamed workbook per addWorkbook, each a complete xlsx, names made unique and safe', async () => {
    const { stream, bytes } = coletar();
    const archive = createReportArchive(stream, { titulo: 'DRE por grupo', geradoEm: new Date(0) });
    for (const [nome, valor] of [
      ['Grupo A', 123n],
      ['Grupo/A', -45n],
    ] as const) {
      await archive.addWorkbook(nome);
      const sheet = await archive.addSheet(
        'Tabela',
        [{ header: 'Valor', format: 'moeda' }],
        [['Grupo', nome]],
      );
      await sheet.addRow([valor]);
    }
    await archive.commit();
    const entradas = lerZip(await bytes);
    expect([...entradas.keys()]).toEqual(['Grupo A.xlsx', 'Grupo A (2).xlsx']);
    const segundo = (await abrir(entradas.get('Grupo A (2).xlsx')!)).getWorksheet('Tabela')!;
    expect(segundo.getCell('B2').value).toBe('Grupo/A');
    expect(segundo.getCell('A6').value).toBe(-0.45);
  });
});

describe('flat sheets', () => {
  it('put filter buttons over every row written, and go on in a new sheet past the row limit', async () => {
    const { stream, bytes } = coletar();
    const workbook = createReportWorkbook(stream, { titulo: 'Tabela', geradoEm: new Date(0) });
    const sheet = await openRollingSheet(
      workbook,
      'Detalhes',
      [{ header: 'Linha' }, { header: 'Valor', format: 'moeda' }],
      [['Filtro', 'x']],
      { autoFilter: true, maxLinhas: 3 },
    );
    for (let i = 1; i <= 5; i++) await sheet.addRow([`linha ${i}`, BigInt(i)]);
    await workbook.commit();
    expect(sheet.linhas).toBe(5);
    const lido = await abrir(await bytes);
    expect(lido.worksheets.map((w) => w.name)).toEqual(['Detalhes', 'Detalhes (2)']);
    // header row 5 (title, 1 filter, generated at, blank): three rows on the first sheet, two on the second
    expect(lido.getWorksheet('Detalhes')!.autoFilter).toBe('A5:B8');
    expect(lido.getWorksheet('Detalhes (2)')!.autoFilter).toBe('A5:B7');
    expect(lido.getWorksheet('Detalhes (2)')!.getCell('A7').value).toBe('linha 5');
  });
});
