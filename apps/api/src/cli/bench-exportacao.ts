import { fork } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdtemp, open, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import { exportarDreInput } from '@matriz/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { withTenant, type Database } from '../db/index.ts';
import { relatorio } from '../db/schema/index.ts';
import { exportarDreReport } from '../modules/dre/exportar-dre-report.ts';
import { demoLogins } from '../seed/index.ts';
import { carregarContextoDre } from './bench-dre-contexto.ts';
import type { PedidoFilho, RespostaFilho } from './bench-exportacao-filho.ts';

/**
 * The export case of `npm run bench` (issue 11 §1 'Speed'): DRE export kind 7 ('Tabela, todas as linhas com
 * detalhes': every line with its ledger rows) over the whole network for its last 12 months. The target is read at
 * 1,000,000 rows: the kind's run into the worker's writer (createReportFile, the XML report workbook) and into
 * exceljs's plain streaming writer (the baseline) on the same first million rows, read the same way; then the
 * whole export as the worker runs it (the report job, into a temporary files directory). Each in a child process
 * (bench-exportacao-filho.ts), so that its peak RSS is its own; the files' worksheet rows are counted and must
 * agree.
 */

/** Where the target is read (issue 11 §1: ≥ 50,000 rows/s with RSS ≤ 256 MiB at 1 M rows). */
export const LINHAS_DA_META = 1_000_000;
const META_LINHAS_POR_SEGUNDO = 50_000;
const META_RSS = 256 * 1024 * 1024;

export interface ExportacaoBenchResult {
  nome: string;
  same: boolean;
  /** the rows each writer was stopped at */
  limite: number;
  /** the worker's writer and exceljs's plain one on the first `limite` rows; the whole export as the job */
  matriz: RespostaFilho;
  exceljs: RespostaFilho;
  job: RespostaFilho;
  /** whether the worker's writer met the target; null when it wrote fewer rows than the target's */
  meta: boolean | null;
}

const FILHO = join(import.meta.dirname, 'bench-exportacao-filho.ts');

function rodarFilho(pedido: PedidoFilho): Promise<RespostaFilho> {
  return new Promise((resolve, reject) => {
    const filho = fork(FILHO, [], {
      env: { ...process.env, BENCH_EXPORTACAO: JSON.stringify(pedido) },
      // TypeScript through tsx, as the worker runs (whatever runs the bench: tsx, or vitest in the test)
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let resposta: RespostaFilho | null = null;
    filho.on('message', (m) => (resposta = m as RespostaFilho));
    filho.on('error', reject);
    filho.on('exit', (code) =>
      resposta ? resolve(resposta) : reject(new Error(`processo de ${pedido.modo} saiu com ${code}`)),
    );
  });
}

/** The zip's central directory: each entry's name, compressed size and local header offset. */
async function entradasDoZip(caminho: string) {
  const arquivo = await open(caminho, 'r');
  try {
    const { size } = await arquivo.stat();
    const cauda = Buffer.alloc(Math.min(size, 65_557));
    await arquivo.read(cauda, 0, cauda.length, size - cauda.length);
    const fim = cauda.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    if (fim < 0) throw new Error(`${caminho}: não é um zip`);
    const tamanho = cauda.readUInt32LE(fim + 12);
    const inicio = cauda.readUInt32LE(fim + 16);
    const dir = Buffer.alloc(tamanho);
    await arquivo.read(dir, 0, tamanho, inicio);
    const entradas: { nome: string; metodo: number; comprimido: number; offset: number }[] = [];
    for (let p = 0; p < dir.length;) {
      const nomeLen = dir.readUInt16LE(p + 28);
      const extra = dir.readUInt16LE(p + 30);
      const comentario = dir.readUInt16LE(p + 32);
      entradas.push({
        nome: dir.toString('utf8', p + 46, p + 46 + nomeLen),
        metodo: dir.readUInt16LE(p + 10),
        comprimido: dir.readUInt32LE(p + 20),
        offset: dir.readUInt32LE(p + 42),
      });
      p += 46 + nomeLen + extra + comentario;
    }
    const dados = [];
    for (const e of entradas) {
      const local = Buffer.alloc(30);
      await arquivo.read(local, 0, 30, e.offset);
      dados.push({ ...e, inicio: e.offset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28) });
    }
    return dados;
  } finally {
    await arquivo.close();
  }
}

/** The `<row` elements of every worksheet of an xlsx, and the worksheets, streamed (never held whole). */
export async function contarLinhasXlsx(caminho: string): Promise<{ linhas: number; planilhas: number }> {
  let linhas = 0;
  let planilhas = 0;
  const marca = Buffer.from('<row ');
  for (const e of await entradasDoZip(caminho)) {
    if (!/^xl\/worksheets\/sheet\d+\.xml$/.test(e.nome)) continue;
    planilhas++;
    const bruto = createReadStream(caminho, { start: e.inicio, end: e.inicio + e.comprimido - 1 });
    const xml: Readable = e.metodo === 8 ? bruto.pipe(createInflateRaw()) : bruto;
    let resto = Buffer.alloc(0);
    for await (const pedaco of xml) {
      const buf = Buffer.concat([resto, pedaco as Buffer]);
      let i = buf.indexOf(marca);
      let ultimo = -1;
      while (i >= 0) {
        linhas++;
        ultimo = i;
        i = buf.indexOf(marca, i + marca.length);
      }
      // keep a tail that could hold the start of a mark split between chunks (never one already counted)
      resto = buf.subarray(Math.max(ultimo + marca.length, buf.length - marca.length + 1));
    }
  }
  return { linhas, planilhas };
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
const inteiro = (n: number) => Math.round(n).toLocaleString('pt-BR');
const porSegundo = (r: RespostaFilho) => r.linhas / r.segundos;

/**
 * Runs the case: a report request of kind 7 is created for the network's administrator (no job is queued: the
 * bench runs it), each side runs in its child process — the two writers stopped at `limite` rows (default
 * LINHAS_DA_META), the job over the whole export —, the files are counted, the request and files removed.
 */
export async function runExportacaoBench(
  appUrl: string,
  db: Database,
  clienteId: string,
  log: (line: string) => void,
  opcoes: { limite?: number } = {},
): Promise<ExportacaoBenchResult> {
  const limite = opcoes.limite ?? LINHAS_DA_META;
  const nome = 'Exportação tipo 7 (tabela com todos os detalhes), rede inteira × 12 meses';
  const ctx = await carregarContextoDre(db, clienteId);
  const kind = exportarDreReport(7);
  const params = exportarDreInput.parse({
    tipo: 7,
    modeloDREId: ctx.modeloId,
    tipoDeRegime: 1,
    TotalizarPeriodo: true,
    filters: [
      {
        nomeDoFiltro: 'A',
        Status: 0,
        dataInicio: ctx.inicio,
        dataFim: ctx.fim,
        EmpresasIds: [],
        CentroDeCustosIds: [],
        clustersEmpresasIds: [],
        clustersCentroDeCustosIds: [],
        marcas: '0',
        excluirOutliers: false,
      },
    ],
  });
  const filesDir = await mkdtemp(join(tmpdir(), 'matriz-bench-exportacao-'));
  const relatorioId = await withTenant(db, clienteId, async (tx) => {
    const { rows } = await tx.execute<{ id: string }>(sql`select id from usuario
      where cliente_id = ${clienteId} and lower(email) = ${demoLogins[0]!.email}`);
    if (!rows[0]) throw new Error('rede de benchmark sem o administrador de demonstração');
    const [row] = await tx
      .insert(relatorio)
      .values({
        clienteId,
        usuarioId: rows[0].id,
        origem: kind.origem,
        descricao: kind.descricao,
        parametros: params,
        status: 0,
      })
      .returning({ id: relatorio.id, usuarioId: relatorio.usuarioId });
    return row!;
  });
  try {
    log(nome);
    const pedido = {
      appUrl,
      clienteId,
      usuarioId: relatorioId.usuarioId,
      relatorioId: relatorioId.id,
      filesDir,
    };
    const matriz = await rodarFilho({ ...pedido, modo: 'matriz', limite });
    const exceljs = await rodarFilho({ ...pedido, modo: 'exceljs', limite });
    const job = await rodarFilho({ ...pedido, modo: 'job' });
    const [noMatriz, noExceljs, noJob] = await Promise.all(
      [matriz, exceljs, job].map((r) => contarLinhasXlsx(r.arquivo)),
    );
    const [tamMatriz, tamExceljs, tamJob] = (
      await Promise.all([matriz, exceljs, job].map((r) => stat(r.arquivo)))
    ).map((s) => s.size) as [number, number, number];
    // each sheet's header block (title, filters, 'Gerado em', column headers) is in the file, not in the count
    const cabecalho = (noMatriz!.linhas - matriz.linhas) / noMatriz!.planilhas;
    const same =
      matriz.linhas === Math.min(limite, job.linhas) &&
      exceljs.linhas === matriz.linhas &&
      noExceljs!.linhas === noMatriz!.linhas &&
      noJob!.linhas === job.linhas + cabecalho * noJob!.planilhas;
    const meta =
      matriz.linhas < LINHAS_DA_META
        ? null
        : porSegundo(matriz) >= META_LINHAS_POR_SEGUNDO && matriz.picoRss <= META_RSS;
    const fmt = (r: RespostaFilho, bytes: number) =>
      `${inteiro(r.linhas)} linhas em ${r.segundos.toFixed(1)} s = ${inteiro(porSegundo(r))} linhas/s, ` +
      `pico de RSS ${mib(r.picoRss)}, arquivo ${mib(bytes)}`;
    const trecho = matriz.linhas < limite ? 'todas as' : 'primeiras';
    log(`  ${trecho} ${inteiro(matriz.linhas)} linhas, os dois escritores nas mesmas linhas:`);
    log(`    Matriz (escritor do worker)     ${fmt(matriz, tamMatriz)}`);
    log(`    exceljs WorkbookWriter simples  ${fmt(exceljs, tamExceljs)}`);
    log(
      `    velocidade contra o exceljs simples: ${(porSegundo(matriz) / porSegundo(exceljs)).toFixed(2)}×` +
        ` | meta (≥ ${inteiro(META_LINHAS_POR_SEGUNDO)} linhas/s, RSS ≤ ${mib(META_RSS)} a` +
        ` ${inteiro(LINHAS_DA_META)} linhas): ` +
        (meta === null ? 'não medida (menos linhas)' : meta ? 'atingida' : 'NÃO atingida'),
    );
    log(`  exportação inteira (job do worker)  ${fmt(job, tamJob)}`);
    log(
      `  linhas nas planilhas: ${[noMatriz!, noExceljs!, noJob!].map((n) => inteiro(n.linhas)).join(' / ')}` +
        ` — ${same ? 'conferem' : 'NÃO CONFEREM'}`,
    );
    return { nome, same, limite, matriz, exceljs, job, meta };
  } finally {
    await withTenant(db, clienteId, (tx) =>
      tx.delete(relatorio).where(and(eq(relatorio.clienteId, clienteId), eq(relatorio.id, relatorioId.id))),
    );
    await rm(filesDir, { recursive: true, force: true });
  }
}
