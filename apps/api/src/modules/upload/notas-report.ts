import {
  errorMessages,
  hasAccess,
  statusArquivoLegenda,
  tipoArquivoLabels,
  uploadMessages,
  type StatusProcessamento,
  type TipoArquivo,
} from '@matriz/contracts';
import { and, asc, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import { arquivo, arquivoNota } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { ReportColumn, ReportKind } from '../../xlsx/report-kind.ts';
import type { Scope } from '../access/scope.ts';
import { resultadoDoBanco, visivelPara } from './queries.ts';
import { carregarUploader } from './uploader.ts';

export const notasArquivoParams = z.object({ arquivoId: z.uuid() });
export type NotasArquivoParams = z.infer<typeof notasArquivoParams>;

const PAGINA = 5_000;
const columns: readonly ReportColumn[] = [
  { header: 'Linha', format: 'inteiro', width: 10 },
  { header: 'Nota', width: 120 },
];

const quando = (d: Date) =>
  d.toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' });

/**
 * 'Exportar notas' of the upload Status tab (spec 002 §2.4, §6 Arquivo/Exportar): every note of a file, in order,
 * one per row (the row number apart, then the note's text — always a text cell, never a formula, whatever the
 * file's cells held). Checked again when the job runs: the requester still has Arquivo/Exportar and still sees the
 * file (uploads.ts `visivelPara`). Read in pages: a refused file of a million rows has a million notes.
 */
export const notasArquivoReport: ReportKind<NotasArquivoParams, Scope> = {
  origem: 'arquivo-notas',
  descricao: 'Notas de arquivo enviado',
  parametros: notasArquivoParams,
  nomeArquivo: () => 'notas-do-arquivo',
  async run(ctx, params, writer) {
    const quem = await carregarUploader(ctx.tx, ctx.clienteId, ctx.usuarioId);
    if (!quem || !hasAccess(quem.auth.claims, 'Arquivo', 'Exportar'))
      throw forbidden(errorMessages.forbidden);
    const [a] = await ctx.tx
      .select()
      .from(arquivo)
      .where(and(visivelPara(quem.auth, ctx.scope), eq(arquivo.id, params.arquivoId)));
    if (!a) throw notFound(uploadMessages.notFound);
    const status = statusArquivoLegenda(a.status as StatusProcessamento, resultadoDoBanco(a.resultado));
    const sheet = await writer.addSheet(
      'Notas',
      columns,
      [
        ['Arquivo', a.nome],
        ['Tipo', tipoArquivoLabels[a.tipo as TipoArquivo]],
        ['Enviado em', quando(a.createdAt)],
        ['Status', status.descricao],
      ],
      { autoFilter: true },
    );
    let depois = -2_147_483_648; // notes of the whole file take negative positions
    let total = 0;
    for (;;) {
      const notas = await ctx.tx
        .select({ ordem: arquivoNota.ordem, linha: arquivoNota.linha, texto: arquivoNota.texto })
        .from(arquivoNota)
        .where(
          and(
            eq(arquivoNota.clienteId, ctx.clienteId),
            eq(arquivoNota.arquivoId, a.id),
            gt(arquivoNota.ordem, depois),
          ),
        )
        .orderBy(asc(arquivoNota.ordem))
        .limit(PAGINA);
      for (const n of notas) await sheet.addRow([n.linha, n.texto]);
      total += notas.length;
      if (notas.length < PAGINA) return total;
      depois = notas[notas.length - 1]!.ordem;
    }
  },
};
