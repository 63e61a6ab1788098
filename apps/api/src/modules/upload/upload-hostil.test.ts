import { crc32, deflateRawSync } from 'node:zlib';
import { UPLOAD_MAX_LINHAS } from '@matriz/contracts';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITES_XLSX } from './leitura/verificar-xlsx.ts';
import { notasMessages } from './notas.ts';
import {
  CABECALHO_LANCAMENTOS,
  criarAmbienteUpload,
  criarRedeUpload,
  csv,
  linhaLancamento,
  type AmbienteUpload,
  type RedeUpload,
} from './upload.fixtures.ts';

let amb: AmbienteUpload;
let rede: RedeUpload;
let admin: { headers: Record<string, string> };

beforeAll(async () => {
  amb = await criarAmbienteUpload();
  rede = await criarRedeUpload(amb.t.tdb.ownerDb);
  admin = await amb.login(rede.usuarios.admin.email);
});
afterAll(() => amb.t.close());

/** A zip built by hand: each entry stored or deflated; `repetir` makes a second directory entry for the first. */
function zip(entradas: { nome: string; dados: Buffer; deflate?: boolean }[], repetir = false): Buffer {
  const locais: Buffer[] = [];
  const centrais: Buffer[] = [];
  let offset = 0;
  for (const e of entradas) {
    const comprimido = e.deflate ? deflateRawSync(e.dados) : e.dados;
    const nome = Buffer.from(e.nome);
    const h = Buffer.alloc(30);
    h.writeUInt32LE(0x04034b50, 0);
    h.writeUInt16LE(20, 4);
    h.writeUInt16LE(e.deflate ? 8 : 0, 8);
    h.writeUInt32LE(crc32(e.dados), 14);
    h.writeUInt32LE(comprimido.length, 18);
    h.writeUInt32LE(e.dados.length, 22);
    h.writeUInt16LE(nome.length, 26);
    const c = Buffer.alloc(46);
    c.writeUInt32LE(0x02014b50, 0);
    c.writeUInt16LE(20, 4);
    c.writeUInt16LE(20, 6);
    c.writeUInt16LE(e.deflate ? 8 : 0, 10);
    c.writeUInt32LE(crc32(e.dados), 16);
    c.writeUInt32LE(comprimido.length, 20);
    c.writeUInt32LE(e.dados.length, 24);
    c.writeUInt16LE(nome.length, 28);
    c.writeUInt32LE(offset, 42);
    locais.push(h, nome, comprimido);
    centrais.push(c, nome);
    offset += 30 + nome.length + comprimido.length;
  }
  // a second directory entry pointing at the first local entry (the "overlapping files" zip bomb)
  if (repetir) centrais.push(centrais[0]!, centrais[1]!);
  const cd = Buffer.concat(centrais);
  const fim = Buffer.alloc(22);
  fim.writeUInt32LE(0x06054b50, 0);
  const n = entradas.length + (repetir ? 1 : 0);
  fim.writeUInt16LE(n, 8);
  fim.writeUInt16LE(n, 10);
  fim.writeUInt32LE(cd.length, 12);
  fim.writeUInt32LE(offset, 16);
  return Buffer.concat([...locais, cd, fim]);
}

const processar = (tipo: number, nome: string, conteudo: Buffer | string) =>
  amb.enviarEProcessar(admin, tipo, nome, conteudo);

const historicos = (origem: string) =>
  amb.t.tdb.ownerDb
    .execute<{ id_externo: string; historico: string; valor: string }>(
      sql`select id_externo, historico, valor::text from lancamento where cliente_id = ${rede.clienteId}
        and origem = ${origem} order by id_externo`,
    )
    .then((r) => r.rows);

const linha = (id: string, origem: string, valor: string, historico = '') =>
  linhaLancamento({
    'Código da loja': 'A01',
    'Conta (código)': '1.01',
    Competência: '01/03/2026',
    Vencimento: '01/03/2026',
    Valor: valor,
    Origem: origem,
    'Identificador externo': id,
    Histórico: historico,
  });

describe('arquivos hostis: recusados ou tratados, sem nada pela metade', () => {
  it('xlsx que não é um zip válido (começa como zip, mas está corrompido): nota e nada gravado', async () => {
    const row = await processar(
      0,
      'quebrado.xlsx',
      Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200, 7)]),
    );
    expect(row).toMatchObject({ resultado: 'erro', notas: [notasMessages.xlsxInvalido] });
  });

  it('zip com entradas sobrepostas (duas entradas no mesmo lugar): recusado', async () => {
    const bytes = zip(
      [
        { nome: '[Content_Types].xml', dados: Buffer.from('<Types/>') },
        { nome: 'xl/workbook.xml', dados: Buffer.from('<workbook/>') },
      ],
      true,
    );
    const row = await processar(0, 'sobreposto.xlsx', bytes);
    expect(row.notas).toEqual([notasMessages.xlsxInvalido]);
  });

  it('bomba de zip: a expansão passa do limite e o arquivo é recusado sem ser lido', async () => {
    const limite = LIMITES_XLSX.descompactadoMb;
    LIMITES_XLSX.descompactadoMb = 16; // the real limit is 2 GB: the same check, a cheaper bomb
    try {
      const bomba = zip([
        { nome: '[Content_Types].xml', dados: Buffer.from('<Types/>') },
        {
          nome: 'xl/worksheets/sheet1.xml',
          dados: Buffer.from('<c/>'.repeat(16 * 1_048_576)),
          deflate: true,
        },
      ]);
      expect(bomba.length).toBeLessThan(200_000);
      const row = await processar(0, 'bomba.xlsx', bomba);
      expect(row.notas).toEqual([notasMessages.xlsxExpandido(16)]);
    } finally {
      LIMITES_XLSX.descompactadoMb = limite;
    }
  });

  it('uma célula gigante (texto de mais de 1 MB sem marcação): recusada antes do leitor a guardar inteira', async () => {
    const xml = Buffer.from(`<sst><si><t>${'A'.repeat(2 * 1_048_576)}</t></si></sst>`);
    const bytes = zip([
      { nome: '[Content_Types].xml', dados: Buffer.from('<Types/>') },
      { nome: 'xl/sharedStrings.xml', dados: xml, deflate: true },
    ]);
    const row = await processar(0, 'celula.xlsx', bytes);
    expect(row.notas).toEqual([notasMessages.celulaGrande]);
  });

  it(`mais de ${UPLOAD_MAX_LINHAS.toLocaleString('pt-BR')} linhas: recusado nomeando o limite, em memória limitada`, async () => {
    const cabecalho = 'Marca;Código do produto;Nome do produto;Custo;Vigente desde\r\n';
    const corpo = Buffer.from('cafe;P;Produto;1;01/03/2026\r\n'.repeat(UPLOAD_MAX_LINHAS + 1));
    const conteudo = Buffer.concat([Buffer.from(cabecalho), corpo]);
    let pico = 0;
    const base = process.memoryUsage().heapUsed;
    const amostra = setInterval(() => (pico = Math.max(pico, process.memoryUsage().heapUsed - base)), 50);
    try {
      const row = await processar(4, 'milhao.csv', conteudo);
      expect(row).toMatchObject({
        resultado: 'erro',
        notas: [notasMessages.linhasDemais(UPLOAD_MAX_LINHAS)],
      });
    } finally {
      clearInterval(amostra);
    }
    // the file (~30 MB) is never held: the heap grows by far less than the rows would take
    expect(pico).toBeLessThan(160 * 1_048_576);
    const { rows } = await amb.t.tdb.ownerDb.execute(
      sql`select 1 from catalogo_preco where cliente_id = ${rede.clienteId}`,
    );
    expect(rows).toHaveLength(0);
  }, 180_000);

  it('CSV Latin-1 (Windows-1252) de sistemas brasileiros: detectado, acentos certos', async () => {
    const texto = csv([
      [...CABECALHO_LANCAMENTOS],
      linha('L1-1', 'latin1', '-1.234,56', 'Aquisição de café - março'),
    ]);
    const row = await processar(0, 'latin1.csv', Buffer.from(texto, 'latin1'));
    expect(row).toMatchObject({ resultado: 'sucesso', inseridos: 1 });
    expect(await historicos('latin1')).toEqual([
      { id_externo: 'L1-1', historico: 'Aquisição de café - março', valor: '-123456' },
    ]);
  });

  it('CSV separado por vírgula com ponto decimal e campos entre aspas; BOM UTF-8; UTF-16 com BOM', async () => {
    const virgula = csv(
      [[...CABECALHO_LANCAMENTOS], linha('V-1', 'virgula', '-1234.56', 'Compra, com vírgula "e aspas"')],
      ',',
    );
    expect(await processar(0, 'virgula.csv', virgula)).toMatchObject({ resultado: 'sucesso' });
    expect(await historicos('virgula')).toEqual([
      { id_externo: 'V-1', historico: 'Compra, com vírgula "e aspas"', valor: '-123456' },
    ]);
    const bom = `\uFEFF${csv([[...CABECALHO_LANCAMENTOS], linha('B-1', 'bom', '1.000,00', 'Com BOM')])}`;
    expect(await processar(0, 'bom.csv', Buffer.from(bom, 'utf8'))).toMatchObject({ resultado: 'sucesso' });
    const utf16 = `\uFEFF${csv([[...CABECALHO_LANCAMENTOS], linha('U-1', 'utf16', '2,50', 'Ação em UTF-16')])}`;
    expect(await processar(0, 'utf16.csv', Buffer.from(utf16, 'utf16le'))).toMatchObject({
      resultado: 'sucesso',
    });
    expect(await historicos('bom')).toEqual([{ id_externo: 'B-1', historico: 'Com BOM', valor: '100000' }]);
    expect(await historicos('utf16')).toEqual([
      { id_externo: 'U-1', historico: 'Ação em UTF-16', valor: '250' },
    ]);
  });

  it('texto que parece fórmula num CSV é guardado como texto, nunca avaliado', async () => {
    const conteudo = csv([
      [...CABECALHO_LANCAMENTOS],
      linha('FX-1', 'formula', '1', '=HYPERLINK("http://x";"y")'),
    ]);
    expect(await processar(0, 'formula.csv', conteudo)).toMatchObject({ resultado: 'sucesso' });
    expect((await historicos('formula'))[0]!.historico).toBe('=HYPERLINK("http://x";"y")');
  });

  it('só o cabeçalho: sem linhas de dados; CSV malformado; codificações misturadas', async () => {
    const soCabecalho = await processar(0, 'so-cabecalho.csv', csv([[...CABECALHO_LANCAMENTOS]]));
    expect(soCabecalho).toMatchObject({ resultado: 'erro', notas: [notasMessages.semLinhas] });
    const aspas = `${CABECALHO_LANCAMENTOS.join(';')}\r\nA01;"sem fim;1.01\r\n`;
    const malformado = await processar(0, 'aspas.csv', aspas);
    expect(malformado.notas).toEqual([notasMessages.csvMalformado(2)]);
    const misto = Buffer.concat([
      Buffer.from(csv([[...CABECALHO_LANCAMENTOS], linha('M-1', 'misto', '1', 'Ação')]), 'utf8'),
      Buffer.from(csv([linha('M-2', 'misto', '1', 'Ação')]), 'latin1'),
    ]);
    expect((await processar(0, 'misto.csv', misto)).notas).toEqual([notasMessages.codificacaoMista]);
  });

  it('xlsx: só a primeira planilha é lida; linhas em branco são puladas e a numeração segue a planilha', async () => {
    const wb = new ExcelJS.Workbook();
    const dados = wb.addWorksheet('Dados');
    dados.addRow([...CABECALHO_LANCAMENTOS]);
    dados.addRow([]);
    dados.addRow(linha('X-1', 'xlsx', '10'));
    dados.addRow(linha('X-2', 'xlsx', 'abc'));
    wb.addWorksheet('Exemplo').addRow(['qualquer', 'coisa']);
    const row = await processar(0, 'planilha.xlsx', Buffer.from(await wb.xlsx.writeBuffer()));
    expect((await amb.notas(row._id)).slice(1)).toEqual(["Linha 4: Valor inválido ('abc'): use 1.234,56"]);
  });
});
