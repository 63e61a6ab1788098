import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/db.ts';
import { DEMO_CLIENTE_ID, seedDemoNetwork } from '../seed/index.ts';
import { createReportWorkbook } from '../xlsx/report-workbook.ts';
import { openRollingSheet } from '../xlsx/rolling-sheet.ts';
import { contarLinhasXlsx, runExportacaoBench } from './bench-exportacao.ts';

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
    const { linhas, planilhas } = await contarLinhasXlsx(caminho);
    expect(planilhas).toBe(2);
    expect(linhas - 10_000).toBe(2 * 4);
  });
});

describe('bench de exportação: o caso numa rede pequena', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
    await seedDemoNetwork(t.ownerDb, { size: 'small', seed: 7 });
  }, 120_000);
  afterAll(() => t?.close());

  it('mede os dois escritores nas mesmas primeiras linhas e o job na exportação inteira, e confere os arquivos', async () => {
    const linhas: string[] = [];
    const limite = 500;
    const r = await runExportacaoBench(t.appUrl, t.db, DEMO_CLIENTE_ID, (l) => linhas.push(l), { limite });
    expect(r.same).toBe(true);
    // the network has more rows than the limit: both writers stopped at it, on the same rows; the job wrote all
    expect(r.job.linhas).toBeGreaterThan(limite);
    expect(r.matriz.linhas).toBe(limite);
    expect(r.exceljs.linhas).toBe(limite);
    for (const lado of [r.matriz, r.exceljs, r.job]) {
      expect(lado.segundos).toBeGreaterThan(0);
      expect(lado.picoRss).toBeGreaterThan(0);
    }
    const texto = linhas.join('\n');
    expect(texto).toContain('primeiras 500 linhas');
    expect(texto).toMatch(/Matriz \(escritor do worker\) +500 linhas em .* linhas\/s, pico de RSS \d+ MiB/);
    expect(texto).toMatch(/exceljs WorkbookWriter simples +500 linhas em/);
    expect(texto).toMatch(/exportação inteira \(job do worker\) +[\d.]+ linhas em/);
    expect(texto).toContain('— conferem');
  }, 120_000);
});
