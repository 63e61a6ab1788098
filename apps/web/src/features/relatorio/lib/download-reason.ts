import { canDownloadRelatorio, errorMessages, RELATORIO_STATUS, type RelatorioRow } from '@matriz/contracts';

export const downloadReasons = {
  pending: 'Aguardando processamento',
  failed: 'Relatório com erro',
  expired: 'Download expirado',
  forbidden: errorMessages.forbidden,
} as const;

/**
 * Why a row's download button is off (its tooltip), or null when it may be downloaded: Relatorio/Exportar is
 * needed (spec 001 §6), then a Finalizado request whose file has not expired (spec 001 §4, §9).
 */
export function getDownloadDisabledReason(
  row: Pick<RelatorioRow, 'status' | 'expirado' | 'podeBaixar'>,
  canExport: boolean,
): string | null {
  if (!canExport) return downloadReasons.forbidden;
  if (row.status === RELATORIO_STATUS.Erro) return downloadReasons.failed;
  if (row.status !== RELATORIO_STATUS.Finalizado) return downloadReasons.pending;
  if (row.expirado || !row.podeBaixar || !canDownloadRelatorio(row)) return downloadReasons.expired;
  return null;
}
