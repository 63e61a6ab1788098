import {
  CMV_LIMITE_DOWNLOAD_DIRETO,
  cmvMessages,
  isPremium,
  type ExportarEstoqueFilaOutput,
  type ExportarEstoqueParams,
  type TipoExportacaoCmv,
} from '@matriz/contracts';
import { PassThrough } from 'node:stream';
import { withTenant, type Database } from '../../db/index.ts';
import { forbidden } from '../../lib/app-error.ts';
import { createReportWorkbook } from '../../xlsx/report-workbook.ts';
import type { AuthContext } from '../access/auth-context.ts';
import type { Scope } from '../access/scope.ts';
import { enqueueReport } from '../relatorio/enqueue-report.ts';
import { assertMesNoHistorico, prepararExportacao, type ExportacaoEstoque } from './exportacao-estoque.ts';
import { exportacoesEstoque } from './exportacoes-estoque.ts';

/** A direct download: the xlsx and its file name. */
export interface ArquivoExportado {
  arquivo: Buffer;
  nome: string;
}

/**
 * POST stock export (spec 001 §7; issue 11 §4): the month within the plan's history window (400 on `inicio`), the
 * stores resolved within the user's scope (403 / 404 / 400 as resolveLojasCmv says) — all checked before anything
 * is written or queued. Up to CMV_LIMITE_DOWNLOAD_DIRETO data rows the xlsx is built now and answered; above it a
 * premium cliente's export is queued in the report list (the same sheets, written by the worker), and a Starter
 * one is refused (403: the report list is premium).
 */
export async function exportEstoque(
  db: Database,
  auth: AuthContext,
  scope: Scope,
  tipo: TipoExportacaoCmv,
  params: ExportarEstoqueParams,
  hoje?: Date,
): Promise<ArquivoExportado | ExportarEstoqueFilaOutput> {
  const premium = isPremium(auth.claims);
  assertMesNoHistorico(params, premium, hoje);
  const exportacao = exportacoesEstoque[tipo];
  const feito = await withTenant(db, auth.clienteId, async (tx): Promise<Buffer | number> => {
    const preparo = await prepararExportacao(tx, auth, scope, params);
    const linhas = await exportacao.contar(tx, preparo);
    if (linhas > CMV_LIMITE_DOWNLOAD_DIRETO) return linhas;
    return renderizar(exportacao, (writer) => exportacao.escrever(tx, preparo, writer));
  });
  if (typeof feito !== 'number')
    return { arquivo: feito, nome: `${exportacao.kind.nomeArquivo(params)}.xlsx` };
  if (!premium) throw forbidden(cmvMessages.limiteDoPlano(feito));
  const { id } = await enqueueReport(
    db,
    { clienteId: auth.clienteId, usuarioId: auth.usuarioId },
    exportacao.kind,
    params,
  );
  return { id, message: cmvMessages.relatorioEnviado };
}

/** The workbook written in memory through the same writer the report queue streams to a file. */
async function renderizar(
  exportacao: ExportacaoEstoque,
  escrever: (writer: Parameters<ExportacaoEstoque['escrever']>[2]) => Promise<number>,
): Promise<Buffer> {
  const stream = new PassThrough();
  const partes: Buffer[] = [];
  stream.on('data', (parte: Buffer) => partes.push(parte));
  const fim = new Promise<void>((done, fail) => {
    stream.once('end', done);
    stream.once('error', fail);
  });
  const workbook = createReportWorkbook(stream, { titulo: exportacao.kind.descricao });
  await escrever(workbook);
  await workbook.commit();
  await fim;
  return Buffer.concat(partes);
}
