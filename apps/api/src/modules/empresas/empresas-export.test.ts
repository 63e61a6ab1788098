import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createCliente, createRede, createUser, signIn } from '../../../test/fixtures.ts';
import { waitFor } from '../../../test/wait-for.ts';
import { empresa } from '../../db/schema/index.ts';

/**
 * The whole export path over HTTP, with the workers of the app: Exportar queues a request, the worker writes the
 * xlsx, the report list shows it Finalizado with its row count, and the downloaded file holds exactly the rows
 * the companies list shows for the same filters, in the same order.
 */

let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({}, {}, false, { workers: true });
  const db = t.tdb.ownerDb;
  const c = await createCliente(db, { nome: 'Rede Exportação' });
  for (const [i, nome] of ['Centro', 'Norte', 'Sul', 'Leste', '=Oeste'].entries()) {
    const rede = await createRede(db, c.id, c.marcaId, nome);
    await db
      .update(empresa)
      .set({ m2: `${100 + i * 12.5}`, apelido: i === 2 ? null : `Apelido ${nome}` })
      .where(eq(empresa.id, rede.empresaId));
  }
  await createUser(db, c.id, { email: 'exporta@rede.dev' });
  headers = (await signIn(t.app, 'exporta@rede.dev')).headers;
}, 60_000);
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers });

/** The request as the report list shows it, once Finalizado or Erro. */
async function waitFinished(id: string) {
  let row: { _id: string; status: number } | undefined;
  return waitFor(
    async () => {
      const list = (await get('/api/v1/Relatorio/listar')).json();
      row = list.relatorios.find((r: { _id: string }) => r._id === id);
      return row?.status === 2 || row?.status === 3 ? row : null;
    },
    { timeoutMs: 30_000, intervalMs: 250, message: () => `relatório ainda em ${String(row?.status)}` },
  );
}

describe('exporting companies', () => {
  it('produces the rows of the list, in its order, downloadable from the report list', async () => {
    const filtros = { sort: 'm2', order: 'desc', nomeFantasia: '' };
    const queued = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Empresa/exportar',
      headers,
      payload: filtros,
    });
    expect(queued.statusCode).toBe(200);
    const { id } = queued.json();

    const row = await waitFinished(id);
    expect(row).toMatchObject({ status: 2, tipoRelatorio: 'Empresas', linhas: 5, podeBaixar: true });

    const file = await get(`/api/v1/Relatorio/download/${id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/empresas.*\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const headerRow = (sheet.views[0] as { ySplit?: number }).ySplit!;
    expect(sheet.getRow(headerRow).values).toEqual([
      undefined,
      'Razão Social',
      'Grupo',
      'Código',
      'Nome Fantasia',
      'Apelido',
      'M2',
      'CNPJ',
    ]);
    const fileRows: Array<[string, string, number]> = [];
    for (let r = headerRow + 1; r <= sheet.rowCount; r++) {
      const cells = sheet.getRow(r);
      fileRows.push([
        String(cells.getCell(1).value),
        String(cells.getCell(5).value ?? ''),
        Number(cells.getCell(6).value),
      ]);
    }

    const list = (await get('/api/v1/Empresa/listar?sort=m2&order=desc&pageSize=25')).json();
    expect(list.total).toBe(5);
    const shown = list.empresas.map(
      (e: { razaoSocial: string; nickname: string | null; m2: number | string }) => [
        e.razaoSocial,
        e.nickname ?? '',
        Number(e.m2),
      ],
    );
    expect(fileRows).toEqual(shown);
    // a name that looks like a formula stays text in the file
    expect(fileRows.map((r) => r[0])).toContain('=Oeste Ltda');
    for (let r = headerRow + 1; r <= sheet.rowCount; r++)
      expect(sheet.getRow(r).getCell(1).formula ?? null).toBeNull();
  }, 60_000);
});
