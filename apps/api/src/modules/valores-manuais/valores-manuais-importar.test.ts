import {
  endpoints,
  valoresManuaisMessages as msg,
  VALORES_MANUAIS_MAX_LINHAS,
  type ListarValoresManuaisOutput,
  type ResultadoImportacaoValoresManuais,
} from '@matriz/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  cnpjDe,
  criarRedeValoresManuais,
  filtroDe,
  formComArquivo,
  planilha,
  preencherModelo,
  type RedeValoresManuais,
} from './valores-manuais.fixtures.ts';
import { verificarZip } from './verificar-zip.ts';
import { PassThrough, Readable } from 'node:stream';
import { lerZip } from '../../xlsx/zip-reader.fixtures.ts';
import { createZipWriter } from '../../xlsx/zip-writer.ts';

/** The xlsx with its first worksheet's XML rewritten (a hostile file made from a real one). */
async function reescrita(arquivo: Buffer, mudar: (xml: string) => string): Promise<Buffer> {
  const saida = new PassThrough();
  const partes: Buffer[] = [];
  saida.on('data', (b: Buffer) => partes.push(b));
  const zip = createZipWriter(saida);
  for (const [nome, conteudo] of lerZip(arquivo)) {
    const novo =
      nome === 'xl/worksheets/sheet1.xml' ? Buffer.from(mudar(conteudo.toString('utf8'))) : conteudo;
    await zip.addEntry(nome, Readable.from([novo]));
  }
  await zip.finish();
  return Buffer.concat(partes);
}

/**
 * The upload of a filled template (issue 11 §2, §5): good files, preserve vs overwrite, a bad row all-or-nothing vs
 * the good rows only when asked, and files refused whole (not an xlsx, wrong columns, another month, too many
 * rows, too large) — nothing half-written, never a 5xx.
 */
let t: TestApp;
let r: RedeValoresManuais;
const e = endpoints.valoresManuais;

beforeAll(async () => {
  t = await createTestApp();
  r = await criarRedeValoresManuais(t);
});
afterAll(() => t?.close());

type Quem = keyof RedeValoresManuais['headers'];

function enviar(
  arquivo: Buffer,
  query: Record<string, unknown> = {},
  quem: Quem = 'admin',
  filename?: string,
) {
  const form = formComArquivo(arquivo, { filename });
  const qs = new URLSearchParams(
    Object.entries({ ...filtroDe(r), opcao: 2, ...query }).map(([k, v]): [string, string] => [k, String(v)]),
  );
  return t.app.inject({
    method: 'POST',
    url: `${e.importar}?${qs}`,
    payload: form.payload,
    headers: { ...r.headers[quem], ...form.headers },
  });
}

async function importar(arquivo: Buffer, query: Record<string, unknown> = {}) {
  const res = await enviar(arquivo, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ResultadoImportacaoValoresManuais;
}

async function valores() {
  const res = await r.apis.admin.get(e.listar, filtroDe(r));
  const lista = (res.json() as ListarValoresManuaisOutput).valores;
  return Object.fromEntries(lista.map((v) => [v.empresaNome.slice(5, 7), v.valor]));
}

const original = { A1: 123.45, A2: null, A3: null };

/** Back to a1's 123,45 and nothing else, before each test. */
beforeEach(async () => {
  for (const [empresa, valor] of [
    [r.rede.lojas.a1, 123.45],
    [r.rede.lojas.a2, null],
    [r.rede.lojas.a3, null],
  ] as const)
    await r.apis.admin.post(e.editar, {
      DreId: r.rede.modelo.id,
      LinhaDaDreId: r.rede.modelo.linhas.MAN,
      Competencia: r.mes,
      EmpresaId: empresa,
      valor,
    });
});

describe('a good file', () => {
  it('writes the values of the filled template: numbers and pt-BR text, exactly', async () => {
    const arquivo = await preencherModelo(r, { [cnpjDe(2)]: 1234.56, [cnpjDe(3)]: '-1.000,5' });
    expect(await importar(arquivo)).toEqual({
      totalRegistros: 3,
      totalInseridos: 3,
      totalNotas: 0,
      notas: [],
    });
    expect(await valores()).toEqual({ A1: 123.45, A2: 1234.56, A3: -1000.5 });
  });

  it('preserves the values already typed with opcao 1, and overwrites them with opcao 2', async () => {
    const arquivo = await preencherModelo(r, { [cnpjDe(1)]: 999, [cnpjDe(2)]: 10 });
    expect(await importar(arquivo, { opcao: 1 })).toMatchObject({ totalRegistros: 2, totalInseridos: 1 });
    expect(await valores()).toEqual({ A1: 123.45, A2: 10, A3: null });
    expect(await importar(arquivo, { opcao: 2 })).toMatchObject({ totalRegistros: 2, totalInseridos: 2 });
    expect(await valores()).toEqual({ A1: 999, A2: 10, A3: null });
  });

  it('takes a file of its own with the CNPJ as digits (Excel drops the leading zeros)', async () => {
    const arquivo = await planilha([
      ['CNPJ', 'Valor'],
      [200, 5],
      ['00000000000300', '7,25'],
    ]);
    expect(await importar(arquivo)).toMatchObject({ totalRegistros: 2, totalInseridos: 2, totalNotas: 0 });
    expect(await valores()).toEqual({ A1: 123.45, A2: 5, A3: 7.25 });
  });
});

describe('a file with bad rows', () => {
  it('writes nothing by default, naming each row and its problem', async () => {
    const arquivo = await planilha([
      ['CNPJ', 'Valor'],
      [cnpjDe(2), 10],
      [cnpjDe(3), 1.234],
      [cnpjDe(4), 5],
      ['', 3],
      [cnpjDe(1), { formula: '100+23.45', result: 123.45 }],
      [cnpjDe(1), 'abc'],
    ]);
    const resultado = await importar(arquivo);
    expect(resultado).toEqual({
      totalRegistros: 6,
      totalInseridos: 0,
      totalNotas: 5,
      notas: [
        `Linha 3: ${msg.casasDecimais}`,
        `Linha 4: ${msg.notaEmpresaDesconhecida(cnpjDe(4))}`,
        `Linha 5: ${msg.notaSemCnpj}`,
        `Linha 6: ${msg.notaFormula}`,
        `Linha 7: ${msg.valorInvalido}`,
      ],
    });
    expect(await valores()).toEqual(original);
  });

  it('writes the good rows only when asked (inserirValidos)', async () => {
    const arquivo = await planilha([
      ['CNPJ', 'Valor'],
      [cnpjDe(2), 10],
      [cnpjDe(3), 1.234],
    ]);
    const resultado = await importar(arquivo, { inserirValidos: true });
    expect(resultado).toEqual({
      totalRegistros: 2,
      totalInseridos: 1,
      totalNotas: 1,
      notas: [`Linha 3: ${msg.casasDecimais}`],
    });
    expect(await valores()).toEqual({ A1: 123.45, A2: 10, A3: null });
  });

  it('notes every row of a store named twice, and writes neither', async () => {
    const arquivo = await planilha([
      ['CNPJ', 'Valor'],
      [cnpjDe(2), 10],
      [cnpjDe(2), 20],
      [cnpjDe(3), 30],
    ]);
    const resultado = await importar(arquivo, { inserirValidos: true });
    expect(resultado.notas).toEqual([
      `Linha 2: ${msg.notaRepetida([2, 3])}`,
      `Linha 3: ${msg.notaRepetida([2, 3])}`,
    ]);
    expect(resultado.totalInseridos).toBe(1);
    expect(await valores()).toEqual({ A1: 123.45, A2: null, A3: 30 });
  });

  it("takes a formula's text as text, never as a formula", async () => {
    const arquivo = await planilha([
      ['CNPJ', 'Valor'],
      [cnpjDe(2), '=1+1'],
      ['=HYPERLINK("x")', 5],
    ]);
    const resultado = await importar(arquivo);
    expect(resultado.notas).toEqual([
      `Linha 2: ${msg.valorInvalido}`,
      `Linha 3: ${msg.notaEmpresaDesconhecida('=HYPERLINK("x")')}`,
    ]);
    expect(await valores()).toEqual(original);
  });

  it("keeps to the user's scope: a store outside it is unknown", async () => {
    const arquivo = await planilha([
      ['CNPJ', 'Valor'],
      [cnpjDe(1), 1],
      [cnpjDe(2), 2],
    ]);
    const res = await enviar(arquivo, { opcao: 2 }, 'editor');
    expect(res.json()).toMatchObject({
      totalInseridos: 0,
      notas: [`Linha 3: ${msg.notaEmpresaDesconhecida(cnpjDe(2))}`],
    });
    expect(await valores()).toEqual(original);
  });
});

describe('a file refused whole (400, nothing written)', () => {
  const recusa = async (res: Awaited<ReturnType<typeof enviar>>, status: number, titulo: string) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().title).toBe(titulo);
    expect(await valores()).toEqual(original);
  };

  it('a file that is not an xlsx, or a zip that is not a workbook', async () => {
    await recusa(
      await enviar(Buffer.from('CNPJ;Valor\n1;2\n'), {}, 'admin', 'valores.csv'),
      400,
      msg.arquivoInvalido,
    );
    const zip = await planilha([['CNPJ', 'Valor']]);
    await recusa(await enviar(zip.subarray(0, zip.length - 40)), 400, msg.arquivoInvalido);
  });

  it('wrong columns', async () => {
    const arquivo = await planilha([
      ['Documento', 'Montante'],
      [cnpjDe(2), 10],
    ]);
    await recusa(await enviar(arquivo), 400, msg.arquivoSemCabecalho);
  });

  it("a template of another month or of the store's whole instead of the default cost centre", async () => {
    const arquivo = await preencherModelo(r, { [cnpjDe(2)]: 10 });
    const outroMes = await enviar(arquivo, { Competencia: '2024-01-01' });
    expect(outroMes.statusCode).toBe(400);
    expect(outroMes.json().title).toContain('A planilha é de outro filtro: Competência');
    const comCentro = await enviar(arquivo, { UsarCentroDeCustoPadrao: true });
    expect(comCentro.statusCode).toBe(400);
    expect(await valores()).toEqual(original);
  });

  it('more rows than a grupo has stores, or more than 1 MB', async () => {
    const linhas = Array.from({ length: VALORES_MANUAIS_MAX_LINHAS + 1 }, (_, i) => [`x${i}`, 1]);
    await recusa(await enviar(await planilha([['CNPJ', 'Valor'], ...linhas])), 400, msg.arquivoLinhasDemais);
    await recusa(await enviar(Buffer.alloc(1_048_577, 1)), 413, msg.arquivoGrande);
  });

  it('a tiny file naming a far row or merging the whole sheet: refused before the reader builds it', async () => {
    const arquivo = await planilha([
      ['CNPJ', 'Valor'],
      [cnpjDe(2), 10],
    ]);
    const longe = await reescrita(arquivo, (xml) =>
      xml.replace('<row r="2"', '<row r="100000000"').replace(/r="([A-Z]+)2"/g, 'r="$1100000000"'),
    );
    await recusa(await enviar(longe), 400, msg.arquivoLinhasDemais);
    const mesclada = await reescrita(arquivo, (xml) =>
      xml.replace(
        '</worksheet>',
        '<mergeCells count="1"><mergeCell ref="A1:XFD1048576"/></mergeCells></worksheet>',
      ),
    );
    await recusa(await enviar(mesclada), 400, msg.arquivoLinhasDemais);
    // the same file untouched, rewritten the same way, is taken
    expect((await enviar(await reescrita(arquivo, (xml) => xml))).statusCode).toBe(200);
  });

  it('no file, no option, or a user without DreValorManual/Editar', async () => {
    const sem = await t.app.inject({
      method: 'POST',
      url: `${e.importar}?${new URLSearchParams({ ...filtroDe(r), opcao: '1' })}`,
      headers: r.headers.admin,
      payload: {},
    });
    expect([sem.statusCode, sem.json().title]).toEqual([400, msg.arquivoAusente]);
    const arquivo = await preencherModelo(r, { [cnpjDe(2)]: 10 });
    const semOpcao = await enviar(arquivo, { opcao: '' });
    expect(semOpcao.json().errors).toEqual([{ campo: 'opcao', mensagem: msg.required }]);
    expect((await enviar(arquivo, { opcao: 3 })).json().title).toBe(msg.opcaoInvalida);
    expect((await enviar(arquivo, {}, 'leitor')).statusCode).toBe(403);
    expect(await valores()).toEqual(original);
  });
});

describe('verificarZip', () => {
  it('refuses a zip whose entries expand beyond the limit, whatever sizes it declares', async () => {
    const arquivo = await planilha([['CNPJ', 'Valor']]);
    expect(verificarZip(arquivo, 32 * 1_048_576)).toBeNull();
    expect(verificarZip(arquivo, 1_000)).toBe('grande');
    expect(verificarZip(Buffer.from('PK\u0003\u0004 not really a zip'), 1_000)).toBe('invalido');
  });
});
