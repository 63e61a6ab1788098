import { endpoints, fluxoDeCaixaBancoMessages as m } from '@matriz/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { signIn } from '../../../test/fixtures.ts';
import { waitFor } from '../../../test/wait-for.ts';
import { createBancoRede, type BancoRede } from './banco.fixtures.ts';

/**
 * The bank tabs' exports over HTTP, with the app's workers: Exportar queues a request, the worker writes the xlsx,
 * the report list shows it Finalizado, and the file holds the rows the screen shows for the same filter.
 */

const e = endpoints.fluxoDeCaixa;
let t: TestApp;
let rede: BancoRede;
let admin: Record<string, string>;
let limitado: Record<string, string>;
let grupoNorte: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({}, {}, false, { workers: true });
  rede = await createBancoRede(t.tdb.ownerDb);
  admin = (await signIn(t.app, rede.emails.admin)).headers;
  limitado = (await signIn(t.app, rede.emails.limitado)).headers;
  grupoNorte = (await signIn(t.app, rede.emails.grupoNorte)).headers;
}, 60_000);
afterAll(() => t.close());

/**
 * Queues the export, waits for it and answers the report row and the workbook's first sheet from its header row,
 * as rows of 7 plain values (null for an empty cell).
 */
async function exportar(url: string, payload: object, headers: Record<string, string>) {
  const queued = await t.app.inject({ method: 'POST', url, payload, headers });
  expect(queued.statusCode, queued.body).toBe(200);
  const { id } = queued.json();
  const row = await waitFor(
    async () => {
      const list = await t.app.inject({ method: 'GET', url: '/api/v1/Relatorio/listar', headers });
      const found = list.json().relatorios.find((r: { _id: string }) => r._id === id);
      return found?.status === 2 || found?.status === 3 ? found : null;
    },
    { timeoutMs: 30_000, intervalMs: 200, message: () => 'relatório não terminou' },
  );
  expect(row.status).toBe(2);
  const file = await t.app.inject({ method: 'GET', url: `/api/v1/Relatorio/download/${id}`, headers });
  expect(file.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const header = (sheet.views[0] as { ySplit?: number }).ySplit!;
  const rows: unknown[][] = [];
  for (let r = header; r <= sheet.rowCount; r++) {
    const cells = sheet.getRow(r);
    const values = Array.from({ length: 7 }, (_, i) => cells.getCell(i + 1).value);
    rows.push(values.map((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : (v ?? null))));
  }
  return { row, disposition: String(file.headers['content-disposition']), rows };
}

describe('bank exports', () => {
  it('writes the detailed statement with its balances and the entries behind the reconciled lines', async () => {
    const filtro = {
      grupo: rede.norte.grupoId,
      conta: rede.contas.itau,
      inicio: '2025-02-01',
      fim: '2025-02-28',
      modo: 1,
      status: 1,
    };
    const { row, disposition, rows } = await exportar(e.exportarExtrato, filtro, admin);
    expect(row).toMatchObject({ tipoRelatorio: 'Extrato bancário', linhas: 4 });
    expect(disposition).toMatch(/extrato-bancario-2025-02-01-a-2025-02-28\.xlsx/);
    expect(rows).toEqual([
      ['Data', 'Histórico', 'Nº do documento', 'Entrada', 'Saída', 'Saldo', 'Conciliado'],
      ['2025-02-01', 'Saldo inicial', null, null, null, 1000, null],
      ['2025-02-01', 'CRED REDE', 'DOC-N.202501.2025-02-01.CRED', 150, null, 1150, 'Sim'],
      ['2025-02-01', 'Norte · Cartão de Crédito · Histórico venda-1', null, 100, null, null, null],
      ['2025-02-01', 'Norte · Cartão de Crédito · Histórico venda-2', null, 50, null, null, null],
      ['2025-02-01', 'PAG BOLETO ALFA', 'DOC-lanc-alfa', null, 30.55, 1119.45, 'Sim'],
      ['2025-02-01', 'Norte · Boleto · Fornecedor Alfa · Histórico lanc-alfa', null, null, 30.55, null, null],
      ['2025-02-03', 'TARIFA', 'DOC-x-tarifa', null, 0.2, 1119.35, 'Sim'],
      ['2025-02-05', 'PAG BOLETO BETA', 'DOC-lanc-beta', null, 45, 1074.35, 'Sim'],
      [
        '2025-02-05',
        'Norte Dois · Boleto · Fornecedor Beta · Histórico lanc-beta',
        null,
        null,
        45,
        null,
        null,
      ],
      // status 1 hides two lines: the closing rows say so and 'Saldo final' adds up (1000 + 1234717,99 − 75,75)
      ['2025-02-28', m.totalExibidas, null, 150, 75.75, null, null],
      ['2025-02-28', m.totalOcultas, null, 1234567.99, 0, null, null],
      ['2025-02-28', 'Saldo final', null, 1234717.99, 75.75, 1235642.24, null],
    ]);
  }, 60_000);

  it('writes the linked accounts of the requester scope', async () => {
    const all = await exportar(e.exportarContasVinculadas, {}, admin);
    expect(all.row).toMatchObject({ tipoRelatorio: 'Contas bancárias', linhas: 3 });
    expect(all.rows).toEqual([
      ['Grupo', 'Empresas vinculadas', 'Banco', 'Conta', 'Agência', 'Número', 'Dígito'],
      ['Grupo Norte', 'Norte Dois', 'Caixa Econômica', 'Conta Caixa', '1234', '56789', '0'],
      ['Grupo Norte', 'Norte, Norte Dois', 'Itaú', 'Conta Itaú', '1234', '56789', '0'],
      ['Grupo Sul', 'Sul', 'Banrisul', 'Conta Sul', '1234', '56789', '0'],
    ]);
    // store Norte only: no account is wholly of its scope ('Conta Itaú' is shared with Norte Dois)
    const mine = await exportar(e.exportarContasVinculadas, {}, limitado);
    expect(mine.rows.slice(1)).toEqual([]);
    const grupo = await exportar(e.exportarContasVinculadas, {}, grupoNorte);
    expect(grupo.rows.slice(1)).toEqual([
      ['Grupo Norte', 'Norte Dois', 'Caixa Econômica', 'Conta Caixa', '1234', '56789', '0'],
      ['Grupo Norte', 'Norte, Norte Dois', 'Itaú', 'Conta Itaú', '1234', '56789', '0'],
    ]);
  }, 60_000);
});
