import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { createDatabase, withTenant } from '../db/index.ts';
import { usuario } from '../db/schema/index.ts';
import { resolveScope } from '../modules/access/scope.ts';
import { exportarDreReport } from '../modules/dre/exportar-dre-report.ts';
import { runReportJob } from '../modules/relatorio/run-report-job.ts';
import { createLocalStorage } from '../plugins/storage.ts';
import { centavosToReais } from '../lib/money.ts';
import { createReportFile } from '../xlsx/report-archive.ts';
import type { ReportWriter } from '../xlsx/report-kind.ts';

/**
 * One side of the export bench (bench-exportacao.ts), alone in its process so that its peak RSS is its own:
 * `job` runs the report job of export kind 7 as the worker runs it (runReportJob into a local storage), the whole
 * export; `matriz` runs the same kind's `run` into the writer the job writes with (createReportFile: the XML
 * workbook), and `exceljs` into exceljs's plain streaming writer (no styles, no shared strings), the baseline — both
 * on the same rows, read the same way, stopped after `limite` rows. Answers its figures to the parent through IPC.
 */

export interface PedidoFilho {
  modo: 'job' | 'matriz' | 'exceljs';
  appUrl: string;
  clienteId: string;
  usuarioId: string;
  relatorioId: string;
  filesDir: string;
  /** `matriz` and `exceljs`: the rows written before the run is stopped (the file is then closed as it is) */
  limite?: number;
}

export interface RespostaFilho {
  linhas: number;
  segundos: number;
  /** peak resident set size of the process, bytes */
  picoRss: number;
  arquivo: string;
}

const plano = (v: unknown) =>
  typeof v === 'bigint' ? centavosToReais(v) : v === undefined ? null : (v as ExcelJS.CellValue);

/** A ReportWriter over exceljs's plain streaming writer: the same rows, as exceljs writes them with no options. */
function writerSimples(workbook: ExcelJS.stream.xlsx.WorkbookWriter, titulo: string): ReportWriter {
  let atual: ExcelJS.Worksheet | null = null;
  let n = 0;
  return {
    async addSheet(_nome, colunas, filtros) {
      atual?.commit();
      const sheet = workbook.addWorksheet(`Planilha ${++n}`);
      atual = sheet;
      sheet.addRow([titulo]).commit();
      for (const [rotulo, valor] of filtros) sheet.addRow([rotulo, valor]).commit();
      sheet.addRow(['Gerado em']).commit();
      sheet.addRow([]).commit();
      sheet.addRow(colunas.map((c) => c.header)).commit();
      return {
        async addRow(values) {
          sheet.addRow(values.map(plano)).commit();
        },
      };
    },
  };
}

/** Thrown by the limited writer at the row past the limit: the run stops there. */
class LimiteAtingido extends Error {}

/** A writer that passes `limite` rows on and stops the run at the next (no step of its own per row). */
function comLimite(writer: ReportWriter, limite: number): ReportWriter & { readonly linhas: number } {
  let linhas = 0;
  return {
    get linhas() {
      return linhas;
    },
    async addSheet(...args) {
      const sheet = await writer.addSheet(...args);
      return {
        addRow(values, options) {
          if (linhas >= limite) return Promise.reject(new LimiteAtingido());
          linhas++;
          return sheet.addRow(values, options);
        },
      };
    },
  };
}

async function job(p: PedidoFilho): Promise<Omit<RespostaFilho, 'picoRss'>> {
  const handle = createDatabase(p.appUrl, { max: 2, applicationName: 'matriz-bench-exportacao' });
  try {
    const storage = createLocalStorage(p.filesDir);
    const inicio = performance.now();
    await runReportJob(
      { db: handle.db, storage, kinds: [exportarDreReport(7)], expiryDays: 1 },
      {
        id: 'bench',
        data: { v: 1, relatorioId: p.relatorioId, clienteId: p.clienteId },
        retryCount: 0,
        retryLimit: 0,
      },
    );
    const segundos = (performance.now() - inicio) / 1000;
    const { rows } = await withTenant(handle.db, p.clienteId, (tx) =>
      tx.execute<{ linhas: number | null; chave: string | null; erro: string | null }>(sql`
        select linhas, arquivo_chave as chave, erro from relatorio
        where cliente_id = ${p.clienteId} and id = ${p.relatorioId}`),
    );
    const r = rows[0];
    if (!r?.chave) throw new Error(`o relatório não foi gerado: ${r?.erro ?? 'sem pedido'}`);
    return { linhas: r.linhas ?? 0, segundos, arquivo: join(p.filesDir, r.chave) };
  } finally {
    await handle.close();
  }
}

/**
 * The kind's `run` (no queue around it) into a writer of the side — the worker's, or exceljs's plain one —
 * stopped after `limite` rows; the file is closed with the rows written.
 */
async function direto(p: PedidoFilho): Promise<Omit<RespostaFilho, 'picoRss'>> {
  const handle = createDatabase(p.appUrl, { max: 2, applicationName: 'matriz-bench-exportacao' });
  try {
    const kind = exportarDreReport(7);
    const { rows } = await withTenant(handle.db, p.clienteId, (tx) =>
      tx.execute<{ parametros: unknown }>(sql`select parametros from relatorio
        where cliente_id = ${p.clienteId} and id = ${p.relatorioId}`),
    );
    const params = kind.parametros.parse(rows[0]?.parametros);
    const arquivo = join(p.filesDir, `${p.modo}.xlsx`);
    const inicio = performance.now();
    const linhas = await withTenant(handle.db, p.clienteId, async (tx) => {
      const [user] = await tx
        .select({ regraAcessoId: usuario.regraAcessoId })
        .from(usuario)
        .where(and(eq(usuario.clienteId, p.clienteId), eq(usuario.id, p.usuarioId)));
      const scope = await resolveScope(tx, { clienteId: p.clienteId, regraAcessoId: user!.regraAcessoId });
      const stream = createWriteStream(arquivo);
      const fechado = finished(stream);
      const ctx = { tx, clienteId: p.clienteId, usuarioId: p.usuarioId, scope };
      let workbook: { commit(): Promise<void> };
      let lado: ReportWriter;
      if (p.modo === 'matriz') {
        const xml = createReportFile(stream, kind, { titulo: kind.descricao });
        [workbook, lado] = [xml, xml];
      } else {
        const simples = new ExcelJS.stream.xlsx.WorkbookWriter({
          stream,
          useStyles: false,
          useSharedStrings: false,
        });
        [workbook, lado] = [simples, writerSimples(simples, kind.descricao)];
      }
      const writer = comLimite(lado, p.limite ?? Infinity);
      try {
        await kind.run(ctx, params, writer);
      } catch (error) {
        if (!(error instanceof LimiteAtingido)) throw error;
      }
      await workbook.commit();
      await fechado;
      return writer.linhas;
    });
    return { linhas, segundos: (performance.now() - inicio) / 1000, arquivo };
  } finally {
    await handle.close();
  }
}

async function main() {
  const pedido = JSON.parse(process.env.BENCH_EXPORTACAO ?? '{}') as PedidoFilho;
  const r = pedido.modo === 'job' ? await job(pedido) : await direto(pedido);
  // maxRSS is in kibibytes (getrusage's ru_maxrss)
  const resposta: RespostaFilho = { ...r, picoRss: process.resourceUsage().maxRSS * 1024 };
  await new Promise<void>((done) => process.send!(resposta, () => done()));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
