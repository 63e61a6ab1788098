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
 * detalhes': every line with its ledger rows) over the whole network for its last 12 months, run as the worker
 * runs it (the report job, into a temporary files directory), in a child process so that its peak RSS is measured
 * alone; beside it, the same kind's rows written by exceljs's plain streaming writer (the baseline) and by the XML
 * report workbook (xlsx/xml-report-workbook.ts), each in the same kind of process (bench-exportacao-filho.ts). The
 * three files' worksheet rows are counted and must agree.
 */

export interface ExportacaoBenchResult {
  nome: string;
  same: boolean;
}

const FILHO = join(import.meta.dirname, 'bench-exportacao-filho.ts');

function rodarFilho(pedido: PedidoFilho): Promise<RespostaFilho> {
  return new Promise((resolve, reject) => {
    const filho = fork(FILHO, [], {
      env: { ...process.env, BENCH_EXPORTACAO: JSON.stringify(pedido) },
      execArgv: process.execArgv,
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

/** The `<row` elements of every worksheet of an xlsx, streamed (the sheets are never held whole). */
export async function contarLinhasXlsx(caminho: string): Promise<number> {
  let linhas = 0;
  const marca = Buffer.from('<row ');
  for (const e of await entradasDoZip(caminho)) {
    if (!/^xl\/worksheets\/sheet\d+\.xml$/.test(e.nome)) continue;
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
  return linhas;
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
const inteiro = (n: number) => Math.round(n).toLocaleString('pt-BR');
const razao = (a: RespostaFilho, b: RespostaFilho) =>
  (a.linhas / a.segundos / (b.linhas / b.segundos)).toFixed(2);

/**
 * Runs the case: a report request of kind 7 is created for the network's administrator (no job is queued: the
 * bench runs it), each side runs in its child process, the files are counted, the request and files removed.
 */
export async function runExportacaoBench(
  appUrl: string,
  db: Database,
  clienteId: string,
  log: (line: string) => void,
): Promise<ExportacaoBenchResult> {
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
    const ours = await rodarFilho({ ...pedido, modo: 'matriz' });
    const base = await rodarFilho({ ...pedido, modo: 'exceljs' });
    const xml = await rodarFilho({ ...pedido, modo: 'xml' });
    const [linhasOurs, linhasBase, linhasXml] = await Promise.all(
      [ours, base, xml].map((r) => contarLinhasXlsx(r.arquivo)),
    );
    const [tamOurs, tamBase, tamXml] = (await Promise.all([ours, base, xml].map((r) => stat(r.arquivo)))).map(
      (s) => s.size,
    ) as [number, number, number];
    const same =
      ours.linhas === base.linhas &&
      xml.linhas === base.linhas &&
      linhasOurs === linhasBase &&
      linhasXml === linhasBase;
    const fmt = (r: RespostaFilho, bytes: number) =>
      `${inteiro(r.linhas)} linhas em ${r.segundos.toFixed(1)} s = ${inteiro(r.linhas / r.segundos)} linhas/s, ` +
      `pico de RSS ${mib(r.picoRss)}, arquivo ${mib(bytes)}`;
    log(`  Matriz (job do worker)        ${fmt(ours, tamOurs)}`);
    log(`  exceljs WorkbookWriter simples ${fmt(base, tamBase)}`);
    log(`  Matriz, planilha em XML direto ${fmt(xml, tamXml)}`);
    log(
      `  velocidade contra o exceljs simples: job ${razao(ours, base)}, XML direto ${razao(xml, base)}` +
        ` | linhas nas planilhas: ${[linhasOurs, linhasBase, linhasXml].map((n) => inteiro(n!)).join(' / ')}` +
        ` — ${same ? 'iguais' : 'DIFERENTES'}`,
    );
    return { nome, same };
  } finally {
    await withTenant(db, clienteId, (tx) =>
      tx.delete(relatorio).where(and(eq(relatorio.clienteId, clienteId), eq(relatorio.id, relatorioId.id))),
    );
    await rm(filesDir, { recursive: true, force: true });
  }
}
