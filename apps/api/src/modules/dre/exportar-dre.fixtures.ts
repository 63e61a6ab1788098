import { endpoints } from '@matriz/contracts';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/app.ts';
import { withTenant } from '../../db/index.ts';
import { runReportJob } from '../relatorio/run-report-job.ts';
import type { RedeDreApi } from './dre-api.fixtures.ts';
import type { Api } from './dre-consulta.fixtures.ts';
import { exportarDreReports } from './exportar-dre-report.ts';

/** Helpers of the export tests: queue an export through the API, run its job, read the file back. */

export interface ArquivoExportado {
  /** the report request */
  id: string;
  nome: string;
  linhas: number;
  bytes: Buffer;
}

/**
 * POST DRE exportar, then the report job as a worker runs it (the same code path, into the app's storage: the
 * report list downloads it), and the finished file.
 */
export async function exportarEGerar(
  t: TestApp,
  rede: Pick<RedeDreApi, 'clienteId'>,
  api: Api,
  corpo: object,
): Promise<ArquivoExportado> {
  const res = await api.post(endpoints.dre.exportar, corpo);
  expect(res.statusCode, res.body).toBe(200);
  const relatorioId = (res.json() as { id: string }).id;
  await runReportJob(
    { db: t.tdb.db, storage: t.app.storage, kinds: exportarDreReports, expiryDays: 7 },
    { id: 'job', data: { v: 1, relatorioId, clienteId: rede.clienteId }, retryCount: 0, retryLimit: 0 },
  );
  const { rows } = await withTenant(t.tdb.ownerDb, rede.clienteId, (tx) =>
    tx.execute<{ status: number; erro: string | null; chave: string; nome: string; linhas: number }>(sql`
      select status, erro, arquivo_chave as chave, arquivo_nome as nome, linhas from relatorio
      where id = ${relatorioId}`),
  );
  const pedido = rows[0]!;
  expect(pedido.erro).toBeNull();
  expect(pedido.status).toBe(2);
  const chunks: Buffer[] = [];
  for await (const chunk of t.app.storage.read(pedido.chave)) chunks.push(chunk as Buffer);
  return { id: relatorioId, nome: pedido.nome, linhas: pedido.linhas, bytes: Buffer.concat(chunks) };
}

export async function abrirXlsx(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

/** The header block's value of a label (column B of the row whose column A is the label). */
export function valorDoCabecalho(sheet: ExcelJS.Worksheet, rotulo: string): unknown {
  for (let i = 1; i <= 40; i++)
    if (sheet.getRow(i).getCell(1).value === rotulo) return sheet.getRow(i).getCell(2).value;
  return undefined;
}

/** The number of the header row: the first row whose column A is `primeira`. */
export function linhaDoCabecalho(sheet: ExcelJS.Worksheet, primeira: string): number {
  for (let i = 1; i <= 60; i++) if (sheet.getRow(i).getCell(1).value === primeira) return i;
  throw new Error(`cabeçalho '${primeira}' não encontrado em ${sheet.name}`);
}

/** The data rows under the header row, as arrays of values (index 0 = column A), with their rows. */
export function linhasDeDados(sheet: ExcelJS.Worksheet, primeira: string) {
  const cabecalho = linhaDoCabecalho(sheet, primeira);
  const titulos = (sheet.getRow(cabecalho).values as unknown[]).slice(1);
  const linhas: { row: ExcelJS.Row; valores: unknown[] }[] = [];
  for (let i = cabecalho + 1; i <= sheet.rowCount; i++) {
    const row = sheet.getRow(i);
    const valores = titulos.map((_, c) => row.getCell(c + 1).value ?? null);
    if (valores.every((v) => v === null)) continue;
    linhas.push({ row, valores });
  }
  return { cabecalho, titulos, linhas };
}

/** A money value of a sheet in centavos (exact: the sheet holds reais with 2 decimals). */
export const centavosDaPlanilha = (v: unknown): bigint | null =>
  v === null || v === undefined ? null : BigInt(Math.round(Number(v) * 100));
