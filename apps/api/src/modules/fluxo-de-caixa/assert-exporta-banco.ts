import { errorMessages, hasAccess } from '@matriz/contracts';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { forbidden } from '../../lib/app-error.ts';
import { loadLeitorRelatorioDre } from '../dre/load-leitor-relatorio-dre.ts';

/**
 * The export routes' access checked again when the job runs: the requester's rule must still grant
 * FluxoDeCaixa/Exportar and the plan must still be Premium (the file waits in the premium report list) — a right
 * taken away while the request waited in the queue writes no file.
 */
export async function assertExportaBanco(
  tx: DatabaseOrTransaction,
  quem: { clienteId: string; usuarioId: string },
): Promise<void> {
  const leitor = await loadLeitorRelatorioDre(tx, quem);
  if (!hasAccess(leitor.claims, 'FluxoDeCaixa', 'Exportar') || !leitor.premium)
    throw forbidden(errorMessages.forbidden);
}
