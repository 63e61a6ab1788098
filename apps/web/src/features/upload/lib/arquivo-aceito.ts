import { extensaoAceita, uploadMessages } from '@matriz/contracts';

/**
 * Why the browser refuses a file before sending it (spec 002 §5: only .csv and .xlsx), or null when it goes to
 * the server — which checks again, and checks the content and its size limit too.
 */
export function motivoRecusa(arquivo: { name: string; size: number }): string | null {
  if (!extensaoAceita(arquivo.name)) return `${arquivo.name}: ${uploadMessages.extensaoInvalida}`;
  if (arquivo.size === 0) return `${arquivo.name}: ${uploadMessages.arquivoVazio}`;
  return null;
}

/** The file picker's filter (the drop area checks every file itself, so a refusal is said, never silent). */
export const ACCEPT_ARQUIVOS = '.csv,.xlsx';
