import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { createReportWorkbook } from '../xlsx/report-workbook.ts';
import { openRollingSheet } from '../xlsx/rolling-sheet.ts';
import { contarLinhasXlsx } from './bench-exportacao.ts';

const dir = await mkdtemp(join(tmpdir(), 'bench-exportacao-test-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('bench de exportação: conferência das linhas dos arquivos', () => {
  it('conta as linhas de todas as planilhas de um xlsx, com o bloco de cabeçalho de cada uma', async () => {
    const caminho = join(dir, 'relatorio.xlsx');
    const stream = createWriteStream(caminho);
    const workbook = createReportWorkbook(stream, { titulo: 'Teste', geradoEm: new Date(0) });
    const sheet = await openRollingSheet(
      workbook,
      'Detalhes',
      [{ header: 'Texto' }, { header: 'Valor', format: 'moeda' }],
      [['Filtro', '<row x']],
      { maxLinhas: 7_000, outlineLevels: 1 },
    );
    // textos longos e repetidos: a planilha passa de vários pedaços descomprimidos
    for (let i = 1; i <= 10_000; i++)
      await sheet.addRow([`histórico <row ${i} ${'x'.repeat(40)}`, BigInt(i)]);
    await workbook.commit();
    await finished(stream);
    // two sheets (7,000 + 3,000 data rows), each with title, filter, 'Gerado em' and header rows (the blank row
    // of the block has no cell and is not written)
    const porPlanilha = (await contarLinhasXlsx(caminho)) - 10_000;
    expect(porPlanilha).toBe(2 * 4);
  });
});
