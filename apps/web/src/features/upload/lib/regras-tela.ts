import {
  errorMessages,
  hasAccess,
  isPremium,
  isTipoArquivoEstoque,
  TIPO_ARQUIVO,
  tooltipDownloadArquivo,
  uploadMessages,
  type ArquivoRow,
  type Claim,
  type TipoArquivo,
  type TiposArquivoOutput,
} from '@matriz/contracts';

export interface OpcaoTipo {
  value: TipoArquivo;
  label: string;
  /** why it cannot be chosen (shown beside it), null when it can */
  motivo: string | null;
}

/**
 * The file-type select: the types GET tipos answers (the five stock types only with stock control), and what the
 * server refuses anyway for this user — the users type without Usuários/Salvar, the stock types for a rule limited
 * to cost centres (stock is store-wide) — off with the reason.
 */
export function opcoesTipo(
  tipos: TiposArquivoOutput['tipos'],
  claims: readonly Claim[],
  restritoPorCentro: boolean,
): OpcaoTipo[] {
  return tipos.map((t) => {
    let motivo = t.disponivel ? null : (t.motivo ?? uploadMessages.tipoSemEstoque);
    if (
      !motivo &&
      t.valor === TIPO_ARQUIVO.CadastroDeUsuariosEmLote &&
      !hasAccess(claims, 'usuarios', 'Salvar')
    )
      motivo = uploadMessages.semPermissaoUsuarios;
    if (!motivo && isTipoArquivoEstoque(t.valor) && restritoPorCentro)
      motivo = uploadMessages.restritoPorCentro;
    return { value: t.valor, label: t.descricao, motivo };
  });
}

/** The download button of a row: on only when the server says so; its tooltip says why not (spec 002 §5, §6). */
export function downloadDoArquivo(download: ArquivoRow['download']): {
  motivo: string | null;
  tooltip: string;
} {
  if (download.disponivel) return { motivo: null, tooltip: tooltipDownloadArquivo(download) };
  if (download.expirado) return { motivo: tooltipDownloadArquivo(download), tooltip: '' };
  const motivo =
    download.motivo === 'premium'
      ? uploadMessages.downloadPremium
      : download.motivo === 'naoEhDoUsuario'
        ? uploadMessages.downloadSomenteDono
        : download.motivo === 'removido'
          ? uploadMessages.downloadRemovido
          : tooltipDownloadArquivo(download);
  return { motivo, tooltip: '' };
}

/**
 * Why 'Exportar notas' is off for a row, or null: Arquivo/Exportar ('Sem permissões'), the premium plan (the notes
 * arrive as a report of /relatorio, whose downloads are premium) and a file with notes.
 */
export function motivoExportarNotas(
  row: Pick<ArquivoRow, 'totalNotas'>,
  claims: readonly Claim[],
): string | null {
  if (!hasAccess(claims, 'Arquivo', 'Exportar')) return errorMessages.forbidden;
  if (!isPremium(claims)) return uploadMessages.downloadPremium;
  if (row.totalNotas === 0) return uploadMessages.semNotas;
  return null;
}
