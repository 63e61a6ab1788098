import { z } from 'zod';
import type { ReportColumn, ReportKind, ReportSheet } from '../../xlsx/report-kind.ts';
import type { Scope } from '../access/scope.ts';
import { VINCULO_AUTOMATICO_ORIGEM } from './vinculo-lock.ts';
import { linkPendingAccounts, type ContaVinculo } from './vinculo-link.ts';

/** The threshold in force when the link was asked (DEPARA_AUTO_LINK_MIN_CONFIDENCE), in %. */
export const vinculoAutomaticoParams = z.object({ confiancaMinima: z.number().int().min(50).max(100) });
export type VinculoAutomaticoParams = z.infer<typeof vinculoAutomaticoParams>;

const columns = (sugestao: string): ReportColumn[] => [
  { header: 'Grupo', width: 30 },
  { header: 'Marca', width: 20 },
  { header: 'Conta do franqueado', width: 40 },
  { header: sugestao, width: 40 },
  { header: 'Confiança', format: 'percentual', width: 12 },
  { header: 'Motivo', width: 80 },
];

async function writeRows(sheet: ReportSheet, rows: readonly ContaVinculo[]): Promise<void> {
  for (const r of rows) {
    await sheet.addRow([
      r.grupo,
      r.marca,
      r.conta,
      r.sugestao?.label ?? null,
      r.sugestao ? r.sugestao.confianca / 100 : null,
      r.sugestao?.motivo ?? 'Sem sugestão: nada na rede nem no plano do franqueador aponta uma conta',
    ]);
  }
}

/**
 * 'Vincular Automaticamente' (issue 9 §1, §4) as a queued report: its run does the linking, on the job's
 * transaction (so a failed job links nothing), and leaves in /relatorio what it linked and why ('Vinculadas')
 * and the pending accounts left with their best suggestion ('Não vinculadas').
 */
export const vinculoAutomaticoReport: ReportKind<VinculoAutomaticoParams, Scope> = {
  origem: VINCULO_AUTOMATICO_ORIGEM,
  descricao: 'De-Para - Vínculo automático',
  parametros: vinculoAutomaticoParams,
  nomeArquivo: () => 'de-para-vinculo-automatico',
  async run(ctx, params, writer) {
    const resultado = await linkPendingAccounts(ctx.tx, ctx, params.confiancaMinima);
    const filtros: [string, string][] = [['Confiança mínima', `${params.confiancaMinima}%`]];
    await writeRows(
      await writer.addSheet('Vinculadas', columns('Conta do franqueador'), filtros),
      resultado.vinculadas,
    );
    await writeRows(
      await writer.addSheet('Não vinculadas', columns('Melhor sugestão'), filtros),
      resultado.naoVinculadas,
    );
    return resultado.vinculadas.length + resultado.naoVinculadas.length;
  },
};
