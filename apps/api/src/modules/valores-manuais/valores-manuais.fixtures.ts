import type { Claim } from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { randomBytes } from 'node:crypto';
import type { TestApp } from '../../../test/app.ts';
import { createUser, signIn } from '../../../test/fixtures.ts';
import { withTenant } from '../../db/index.ts';
import { criarRedeDreApi, mesAtras, type RedeDreApi } from '../dre/dre-api.fixtures.ts';
import { apiAs } from '../de-para/leitura.fixtures.ts';

/**
 * The Valores Manuais tests' network: the DRE API network (criarRedeDreApi: grupo A with a1, a2 (inactive), a3;
 * grupo B with b1; the model's manual line MAN; a1 has 123,45 in the month before the current one and -50,00 two
 * months before, typed by 'Admin DRE'), and users of the rule DreValorManual:
 * - `leitor` Obter only; `exportador` Obter and Exportar; `editor` Obter and Editar, limited to the store a1;
 * - `centro` Obter and Editar, limited to a1's default cost centre (cc0);
 * - the network's `loja` user has DRE/Obter and nothing of DreValorManual.
 */
export interface RedeValoresManuais {
  rede: RedeDreApi;
  /** the month with a1's 123,45 */
  mes: string;
  apis: Record<
    'admin' | 'leitor' | 'exportador' | 'editor' | 'centro' | 'semClaim',
    ReturnType<typeof apiAs>
  >;
  headers: Record<
    'admin' | 'leitor' | 'exportador' | 'editor' | 'centro' | 'semClaim',
    Record<string, string>
  >;
  nomes: { editor: string };
}

const dvm = (...acoes: string[]): Claim[] => [{ nome: 'DreValorManual', acoes }];

export async function criarRedeValoresManuais(t: TestApp): Promise<RedeValoresManuais> {
  const db = t.tdb.ownerDb;
  const rede = await criarRedeDreApi(db);
  const cl = rede.clienteId;
  const email = (u: string) => `${u}.${rede.emails.admin}`;
  await createUser(db, cl, { email: email('leitor'), acessos: dvm('Obter') });
  await createUser(db, cl, { email: email('exportador'), acessos: dvm('Obter', 'Exportar') });
  const editor = await createUser(db, cl, {
    email: email('editor'),
    nome: 'Editora A1',
    acessos: dvm('Obter', 'Editar'),
  });
  const centro = await createUser(db, cl, { email: email('centro'), acessos: dvm('Obter', 'Editar') });
  await withTenant(db, cl, async (tx) => {
    await tx.execute(sql`insert into regra_acesso_empresa (cliente_id, regra_acesso_id, empresa_id)
      values (${cl}, ${editor.regraId}, ${rede.lojas.a1})`);
    await tx.execute(sql`insert into regra_acesso_centro_de_custo (cliente_id, regra_acesso_id, centro_de_custo_id)
      values (${cl}, ${centro.regraId}, ${rede.centros.a1[0]})`);
  });
  const quem = {
    admin: rede.emails.admin,
    leitor: email('leitor'),
    exportador: email('exportador'),
    editor: email('editor'),
    centro: email('centro'),
    semClaim: rede.emails.loja,
  } as const;
  const headers = {} as RedeValoresManuais['headers'];
  const apis = {} as RedeValoresManuais['apis'];
  for (const [k, e] of Object.entries(quem) as [keyof typeof quem, string][]) {
    headers[k] = (await signIn(t.app, e)).headers;
    apis[k] = apiAs(t, headers[k]);
  }
  return { rede, mes: mesAtras(1), apis, headers, nomes: { editor: 'Editora A1' } };
}

/** The search parameters of the manual line MAN in `mes` for grupo A (the stores a1, a2, a3). */
export const filtroDe = (r: RedeValoresManuais, extra: Record<string, unknown> = {}) => ({
  DreId: r.rede.modelo.id,
  LinhaDaDreId: r.rede.modelo.linhas.MAN,
  Competencia: r.mes,
  Grupo: r.rede.grupos.a,
  ...extra,
});

/** A multipart/form-data body with one file part. */
export function formComArquivo(conteudo: Buffer, opts: { field?: string; filename?: string } = {}) {
  const boundary = `----matriz${randomBytes(8).toString('hex')}`;
  const cabeca =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${opts.field ?? 'file'}"; filename="${opts.filename ?? 'valores.xlsx'}"\r\n` +
    'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n';
  return {
    payload: Buffer.concat([Buffer.from(cabeca), conteudo, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A workbook of one sheet with these rows (a value that is an object is given to exceljs as is: formulas). */
export async function planilha(linhas: readonly (readonly unknown[])[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Valores');
  for (const l of linhas) ws.addRow([...l] as ExcelJS.CellValue[]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Reads an xlsx answer: the first sheet's rows as arrays of cell values (1-based columns, as exceljs gives). */
export async function lerXlsx(bytes: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const ws = wb.worksheets[0]!;
  const linhas: { valores: unknown[]; row: ExcelJS.Row }[] = [];
  ws.eachRow({ includeEmpty: true }, (row) => {
    linhas.push({ valores: (row.values as unknown[]).slice(1), row });
  });
  return { ws, linhas };
}

/**
 * The template of the filter, downloaded through the API, with values typed in its Valor column: by CNPJ as the
 * file shows it; a value is put in the cell as given (a number, a text, a formula object).
 */
export async function preencherModelo(
  r: RedeValoresManuais,
  valores: Record<string, ExcelJS.CellValue>,
  filtro: Record<string, unknown> = filtroDe(r),
): Promise<Buffer> {
  const res = await r.apis.admin.post('/api/v1/DreValorManual/baixar-modelo', filtro);
  if (res.statusCode !== 200) throw new Error(`modelo: ${res.statusCode} ${res.body}`);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const ws = wb.worksheets[0]!;
  ws.eachRow((row) => {
    const cnpj = row.getCell(1).value;
    if (typeof cnpj === 'string' && cnpj in valores) row.getCell(5).value = valores[cnpj]!;
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** The CNPJ of a store of the network as the template shows it (criarRedeDreApi numbers them 1 to 4). */
export const cnpjDe = (n: 1 | 2 | 3 | 4) => `00.000.000/000${n}-00`;
