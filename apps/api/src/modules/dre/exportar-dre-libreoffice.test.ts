import {
  endpoints,
  isCelulaErro,
  type CelulaJson,
  type DetalhesLinhaDreOutput,
  type DreResultado,
  type LinhaDreOpcao,
  type MatrizLinhaJson,
  type ModeloDreOpcao,
} from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { signIn } from '../../../test/fixtures.ts';
import { withTenant } from '../../db/index.ts';
import { DEMO_CLIENTE_ID, seedDemoNetwork } from '../../seed/index.ts';
import { lerZip } from '../../xlsx/zip-reader.fixtures.ts';
import { apiAs } from '../de-para/leitura.fixtures.ts';
import { mesAtras } from './dre-api.fixtures.ts';
import { centavos, filtroDre, linhaDre, pesquisar, type Api } from './dre-consulta.fixtures.ts';
import {
  centavosDoCsv,
  converterComLibreOffice,
  dataDoCsv,
  tabelaCsv,
  valorDoCabecalhoCsv,
  type CelulaCsv,
  type LinhaCsv,
} from './exportar-dre-libreoffice.fixtures.ts';
import { exportarEGerar } from './exportar-dre.fixtures.ts';

/**
 * Every DRE export type (issue 11 §1, §5) generated from the seeded demo network (small) for one query — the
 * default model, the last 4 months, competência, status Ambos, with the period's total — and opened by a real
 * spreadsheet program: LibreOffice converts every sheet of every workbook to CSV in one run. What it reads is
 * checked against the DRE API (POST listar) for the same query: every cell of the trees (types 1, 2 and 5), every
 * line × column of the flat tables (2, 3 and 4), and for the ledger rows of types 6 and 7 that each line's rows add
 * up, per month and over the period, to the line's cells, with the total row equal to the cell. Money must come
 * back as numbers (never texts) that are exactly the API's centavos.
 */
let t: TestApp;
let admin: Api;
let linhas: LinhaDreOpcao[];
let consulta: ReturnType<typeof consultaDe>;
/** the API's answer to the query */
let r: DreResultado;
/** each workbook's sheets as LibreOffice read them: 'tipo1' … 'tipo7', and 'tipo2_1' … for the grupos' */
let planilhas: Map<string, Map<string, LinhaCsv[]>>;
/** type 2: the zip's entries, and the grupos of the selection (by name) with their stores */
let entradasDoZip: string[];
let grupos: { nome: string; lojas: string[] }[];

const consultaDe = (modeloDREId: string) => ({
  modeloDREId,
  tipoDeRegime: 1,
  TotalizarPeriodo: true,
  filters: [filtroDre('A', mesAtras(3), mesAtras(0))],
});
/** the account lines type 6 details (their codes in the default model) */
const LINHAS_DO_TIPO_6 = ['RB.CARTAO', 'DV.ROYALTIES'];
const linhaPorCodigo = (codigo: string) => {
  const l = linhas.find((x) => x.codigo === codigo);
  if (!l) throw new Error(`linha ${codigo} não está no modelo padrão da demo`);
  return l;
};

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoNetwork(t.tdb.ownerDb, { size: 'small', seed: 7 });
  admin = apiAs(t, (await signIn(t.app, 'admin@matriz.demo')).headers);
  const modelo = ((await admin.get(endpoints.dre.modelos)).json() as ModeloDreOpcao[]).find((m) => m.padrao)!;
  linhas = (await admin.get(endpoints.dre.linhas, { modeloDre: modelo.id })).json() as LinhaDreOpcao[];
  consulta = consultaDe(modelo.id);
  r = await pesquisar(admin, consulta);

  const arquivos = new Map<string, Buffer>();
  for (const tipo of [1, 2, 3, 4, 5, 6, 7]) {
    const { bytes } = await exportarEGerar(t, { clienteId: DEMO_CLIENTE_ID }, admin, {
      ...consulta,
      tipo,
      ...(tipo === 6
        ? { filtroOpcionalExportacao: { linhasIds: LINHAS_DO_TIPO_6.map((c) => linhaPorCodigo(c).id) } }
        : {}),
    });
    if (tipo !== 2) {
      arquivos.set(`tipo${tipo}`, bytes);
      continue;
    }
    const zip = lerZip(bytes);
    entradasDoZip = [...zip.keys()];
    entradasDoZip.forEach((nome, i) => arquivos.set(`tipo2_${i + 1}`, zip.get(nome)!));
  }
  planilhas = await converterComLibreOffice(arquivos);

  // the grupos of the selection (every store the demo administrator sees), in the export's order: by name
  const { rows } = await withTenant(t.tdb.ownerDb, DEMO_CLIENTE_ID, (tx) =>
    tx.execute<{ nome: string; lojas: string[] }>(sql`
      select g.nome, array_agg(e.id::text) as lojas from grupo g
      join empresa e on e.cliente_id = g.cliente_id and e.grupo_id = g.id
      where g.cliente_id = ${DEMO_CLIENTE_ID}
      group by g.id, g.nome order by lower(g.nome), g.id`),
  );
  grupos = rows;
}, 180_000);
afterAll(() => t?.close());

/** A sheet of a converted workbook. */
function planilha(arquivo: string, nome: string): LinhaCsv[] {
  const sheet = planilhas.get(arquivo)?.get(nome);
  if (!sheet)
    throw new Error(
      `${arquivo}: sem a planilha '${nome}' (tem ${[...(planilhas.get(arquivo)?.keys() ?? [])]})`,
    );
  return sheet;
}

/** One cell read by LibreOffice against the API's: no data empty, an error its message, a number exactly. */
function conferirCelula(lida: CelulaCsv | undefined, esperada: CelulaJson, formato: string, onde: string) {
  if (esperada === null) {
    expect(lida ?? { texto: '', citado: false }, `${onde}: sem dados deve ser vazio`).toEqual({
      texto: '',
      citado: false,
    });
  } else if (isCelulaErro(esperada)) {
    expect(lida, onde).toEqual({ texto: esperada.message, citado: true });
  } else if (formato === 'moeda') {
    expect(centavosDoCsv(lida, onde), onde).toBe(centavos(esperada));
  } else {
    expect(lida?.citado, `${onde}: lido como texto ('${lida?.texto}')`).toBe(false);
    expect(lida?.texto, onde).toMatch(/^-?\d+(\.\d+)?(E[-+]\d+)?$/);
    expect(Number(lida!.texto), onde).toBeCloseTo(esperada, 10);
  }
}

/** Every row of the API's matrix, depth-first, with the line it is under (an account row's line). */
function linhasComPai(rows: readonly MatrizLinhaJson[], pai: MatrizLinhaJson | null = null) {
  const out: { row: MatrizLinhaJson; pai: MatrizLinhaJson | null }[] = [];
  for (const row of rows) out.push({ row, pai }, ...linhasComPai(row.children, row));
  return out;
}

/** A tree sheet (header 'Nome') against the API's matrix: the columns, the rows in order, every cell. */
function conferirArvore(sheet: readonly LinhaCsv[], api: DreResultado, onde: string) {
  const { titulos, dados } = tabelaCsv(sheet, 'Nome');
  expect(titulos, onde).toEqual(['Nome', ...api.matriz.columns.map((c) => c.header)]);
  const esperadas = linhasComPai(api.matriz.rows).map((x) => x.row);
  expect(
    dados.map((l) => l[0]?.texto),
    onde,
  ).toEqual(esperadas.map((x) => x.label));
  esperadas.forEach((row, i) =>
    api.matriz.columns.forEach((c, j) =>
      conferirCelula(
        dados[i]![j + 1],
        row.cells[c.key] ?? null,
        row.format ?? c.format,
        `${onde}: ${row.label} × ${c.header}`,
      ),
    ),
  );
  return esperadas.length;
}

/**
 * A flat table (header 'Código') against the API's matrix: type 3 (and type 2's 'Tabela') the lines' cells with a
 * value; type 4 (`todas`) every row, the franchisor accounts too, and every column, no data an empty value. The
 * identifying columns as texts, the level a number, the month a real date ('Total' a text), the value exactly.
 */
function conferirTabela(sheet: readonly LinhaCsv[], api: DreResultado, todas: boolean, onde: string) {
  const { titulos, dados } = tabelaCsv(sheet, 'Código');
  expect(titulos, onde).toEqual([
    'Código',
    'Linha',
    'Nível',
    ...(todas ? ['Conta'] : []),
    'Período',
    'Valor',
  ]);
  const esperadas = linhasComPai(api.matriz.rows)
    .filter(({ row }) => todas || row.kind !== 'detalhe')
    .flatMap(({ row, pai }) =>
      api.colunas.flatMap((c) => {
        const cell = row.cells[c.key] ?? null;
        if (cell === null && !todas) return [];
        const conta = row.kind === 'detalhe';
        const linha = conta ? pai! : row;
        return [
          {
            id: [
              linha.code ?? '',
              linha.label,
              String(conta ? row.level - 1 : row.level),
              ...(todas ? [conta ? row.label : ''] : []),
              c.mes ?? 'Total',
            ],
            cell,
            formato: row.format ?? api.matriz.columns.find((x) => x.key === c.key)!.format,
          },
        ];
      }),
    );
  expect(dados.length, `${onde}: linhas da tabela`).toBe(esperadas.length);
  const p = todas ? 4 : 3;
  esperadas.forEach((e, i) => {
    const lida = dados[i]!;
    const aqui = `${onde}: ${e.id.join(' | ')}`;
    expect(lida[2]?.citado, `${aqui}: o nível é um número`).toBe(false);
    const periodo = lida[p]!.citado ? lida[p]!.texto : dataDoCsv(lida[p], aqui);
    expect([...lida.slice(0, p).map((c) => c.texto), periodo], aqui).toEqual(e.id);
    conferirCelula(lida[p + 1], e.cell, e.formato, aqui);
  });
  return esperadas.length;
}

/** The API's cells of a line: per month ('YYYY-MM-01') and over the period, in centavos. */
function celulasDaLinha(api: DreResultado, linhaId: string) {
  const row = linhaDre(api, linhaId);
  const meses = new Map(
    api.colunas.filter((c) => c.mes !== null).map((c) => [c.mes!, centavos(row.cells[c.key] ?? null)]),
  );
  const total = api.colunas.find((c) => c.tipo === 'valor' && c.mes === null)!;
  return { meses, total: centavos(row.cells[total.key] ?? null) };
}

/** The sum of ledger rows per month of their date, and over the period. */
function somar(rows: { data: string; valor: bigint }[]) {
  const meses = new Map<string, bigint>();
  for (const { data, valor } of rows) {
    const mes = `${data.slice(0, 7)}-01`;
    meses.set(mes, (meses.get(mes) ?? 0n) + valor);
  }
  return { meses, total: rows.reduce((s, x) => s + x.valor, 0n) };
}

/** Ledger rows adding up to the line's cells: each month of the API's answer, and the period. */
function conferirSomas(
  rows: { data: string; valor: bigint }[],
  api: DreResultado,
  linhaId: string,
  onde: string,
) {
  const soma = somar(rows);
  const celulas = celulasDaLinha(api, linhaId);
  for (const mes of soma.meses.keys())
    expect(celulas.meses.has(mes), `${onde}: linha datada fora do período (${mes})`).toBe(true);
  for (const [mes, cell] of celulas.meses)
    expect(soma.meses.get(mes) ?? 0n, `${onde}: soma de ${mes}`).toBe(cell ?? 0n);
  expect(soma.total, `${onde}: soma do período`).toBe(celulas.total ?? 0n);
  return celulas.total;
}

describe('every DRE export of the demo network, read by LibreOffice', () => {
  it('type 1: the standard DRE — every line and column is the API’s cell, as a number', () => {
    const sheet = planilha('tipo1', 'DRE');
    expect(valorDoCabecalhoCsv(sheet, 'Exportação')).toBe('DRE padrão');
    expect(valorDoCabecalhoCsv(sheet, 'Regime')).toBe('Competência');
    expect(valorDoCabecalhoCsv(sheet, 'Status')).toBe('Ambos');
    expect(r.matriz.columns.length).toBe(5); // 4 months and the total
    expect(conferirArvore(sheet, r, 'tipo 1')).toBeGreaterThan(100);
  });

  it('type 2: one workbook per grupo of the selection, each the DRE and the table of the grupo’s stores', async () => {
    expect(grupos.length).toBeGreaterThan(1);
    // the selection's stores are the grupos' (the header block of the other types counts them)
    expect(String(grupos.reduce((n, g) => n + g.lojas.length, 0))).toBe(
      valorDoCabecalhoCsv(planilha('tipo1', 'DRE'), 'Lojas na seleção'),
    );
    // one workbook per grupo, by name
    expect(entradasDoZip).toEqual(grupos.map((g) => `${g.nome}.xlsx`));
    for (const [i, grupo] of grupos.entries()) {
      const arquivo = `tipo2_${i + 1}`;
      const dre = planilha(arquivo, 'DRE');
      expect(valorDoCabecalhoCsv(dre, 'Grupo')).toBe(grupo.nome);
      expect(valorDoCabecalhoCsv(dre, 'Lojas do grupo')).toBe(String(grupo.lojas.length));
      const doGrupo = await pesquisar(admin, {
        ...consulta,
        filters: [filtroDre('A', mesAtras(3), mesAtras(0), { EmpresasIds: grupo.lojas })],
      });
      conferirArvore(dre, doGrupo, `tipo 2, ${grupo.nome}, DRE`);
      conferirTabela(planilha(arquivo, 'Tabela'), doGrupo, false, `tipo 2, ${grupo.nome}, Tabela`);
    }
  });

  it('type 3: the flat table — each line × column with a value', () => {
    expect(conferirTabela(planilha('tipo3', 'Tabela'), r, false, 'tipo 3')).toBeGreaterThan(100);
  });

  it('type 4: every row and column, the franchisor accounts included, no data empty', () => {
    const n = conferirTabela(planilha('tipo4', 'Tabela'), r, true, 'tipo 4');
    expect(n).toBe(linhasComPai(r.matriz.rows).length * r.colunas.length);
  });

  it('type 5: the cost-centre view — every cell of the API’s cost-centre view of the query', async () => {
    const porCentro = await pesquisar(admin, {
      ...consulta,
      visaoPorCentroDeCusto: true,
      TotalizarPeriodo: false,
    });
    expect(porCentro.matriz.columns.length).toBeGreaterThan(3);
    conferirArvore(planilha('tipo5', 'DRE por centro de custo'), porCentro, 'tipo 5');
  });

  it('type 6: each chosen line’s ledger rows add up to its cells, and its total row is its cell', async () => {
    // one sheet per chosen line, named by it (the header block's 'Linha')
    const sheets = new Map(
      [...planilhas.get('tipo6')!.values()].map((s) => [valorDoCabecalhoCsv(s, 'Linha'), s]),
    );
    expect([...sheets.keys()].sort()).toEqual(
      LINHAS_DO_TIPO_6.map((c) => `${c} - ${linhaPorCodigo(c).nome}`).sort(),
    );
    for (const codigo of LINHAS_DO_TIPO_6) {
      const linha = linhaPorCodigo(codigo);
      const onde = `tipo 6, ${codigo}`;
      const { titulos, dados } = tabelaCsv(sheets.get(`${codigo} - ${linha.nome}`)!, 'Data');
      expect(titulos, onde).toEqual([
        'Data',
        'Empresa',
        'Conta',
        'Origem do franqueado',
        'Observação',
        'Fornecedor',
        'Histórico',
        'Valor',
      ]);
      const total = dados.at(-1)!;
      expect(total[6], onde).toEqual({ texto: `Total de ${linha.nome}`, citado: true });
      const lancamentos = dados.slice(0, -1).map((l, n) => ({
        data: dataDoCsv(l[0], `${onde}, linha ${n + 1}`),
        valor: centavosDoCsv(l[7], `${onde}, linha ${n + 1}`)!,
      }));
      const cell = conferirSomas(lancamentos, r, linha.id, onde);
      expect(cell, `${onde}: a linha tem valor no período`).not.toBeNull();
      expect(centavosDoCsv(total[7], `${onde}: total`), `${onde}: total = célula`).toBe(cell);
      // the same ledger rows as the line detail of the DRE screen
      const detalhe = await admin.post(endpoints.dre.detalhesLinha, {
        linhaId: linha.id,
        filter: consulta,
        Page: 1,
        PageSize: 10,
      });
      expect(detalhe.statusCode, detalhe.body).toBe(200);
      expect(lancamentos.length, onde).toBe((detalhe.json() as DetalhesLinhaDreOutput).total);
    }
  });

  it('type 7: every line’s total row is its cell, its rows add up to it per month and over the period', () => {
    const { titulos, dados } = tabelaCsv(planilha('tipo7', 'Detalhes'), 'Código');
    expect(titulos).toEqual([
      'Código',
      'Linha',
      'Tipo',
      'Data',
      'Empresa',
      'Conta',
      'Origem do franqueado',
      'Observação',
      'Fornecedor',
      'Histórico',
      'Valor',
    ]);
    const porCodigo = new Map<string, { total: CelulaCsv; rows: { data: string; valor: bigint }[] }>();
    dados.forEach((l, n) => {
      const codigo = l[0]!.texto;
      if (l[2]!.texto === 'Total da linha') {
        expect(porCodigo.has(codigo), `tipo 7: ${codigo} repetida`).toBe(false);
        porCodigo.set(codigo, { total: l[10]!, rows: [] });
        return;
      }
      const onde = `tipo 7, ${codigo}, linha ${n + 1}`;
      porCodigo.get(codigo)!.rows.push({ data: dataDoCsv(l[3], onde), valor: centavosDoCsv(l[10], onde)! });
    });
    // totals and formulas are made of the other lines: not listed again
    const detalhadas = linhas.filter((l) => l.tipo !== 'total' && l.tipo !== 'formula');
    expect([...porCodigo.keys()]).toEqual(detalhadas.map((l) => l.codigo));
    for (const linha of detalhadas) {
      const { total, rows } = porCodigo.get(linha.codigo)!;
      const cell = conferirSomas(rows, r, linha.id, `tipo 7, ${linha.codigo}`);
      expect(centavosDoCsv(total, `tipo 7, ${linha.codigo}: total`), `tipo 7, ${linha.codigo}: total`).toBe(
        cell,
      );
    }
    expect(dados.length).toBeGreaterThan(1000);
  });
});
