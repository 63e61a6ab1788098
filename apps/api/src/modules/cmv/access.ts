import { cmvMessages, hasAccess, SYS_ADMIN } from '@matriz/contracts';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { AuthContext, RouteAccess } from '../access/auth-context.ts';
import { listMarcasComEstoque, type MarcaComEstoque } from './queries.ts';

/**
 * The CMV tab lives on /dre (spec 001 §2.1, §6), so the DRE rule guards it: DRE/Obter reads the availability, the
 * setup and the account lists; DRE/Exportar the four stock exports. Saving the setup changes it for the whole
 * cliente: an administrator's (sysAdmin), checked apart with its own message.
 */
export const cmvAccess = (action: 'Obter' | 'Exportar' = 'Obter'): { access: RouteAccess } => ({
  access: { rule: 'DRE', action },
});

export const cmvTags = ['CMV'];

/** Saving the setup: administrators only (403 before the body is read, so a refusal tells nothing of it). */
export function assertAdministrador(auth: AuthContext): void {
  if (!hasAccess(auth.claims, SYS_ADMIN)) throw forbidden(cmvMessages.somenteAdministrador);
}

/**
 * The cliente's marcas with stock control; none refuses the CMV routes (404 with the reason: for this cliente the
 * CMV tab and what it reads do not exist, whoever asks).
 */
export async function assertControleDeEstoque(
  tx: DatabaseOrTransaction,
  clienteId: string,
): Promise<MarcaComEstoque[]> {
  const marcas = await listMarcasComEstoque(tx, clienteId);
  if (marcas.length === 0) throw notFound(cmvMessages.indisponivel);
  return marcas;
}
