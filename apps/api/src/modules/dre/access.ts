import { dreMessages, isPremium } from '@matriz/contracts';
import { forbidden } from '../../lib/app-error.ts';
import type { AuthContext, RouteAccess } from '../access/auth-context.ts';

/**
 * Rule DRE (spec 001 §6): searching, the options and the details need DRE/Obter; the export of a line detail
 * DRE/Exportar. The premium plan is checked apart (assertDetalhePremium), with the spec's own message.
 */
export const dreAccess = (action: 'Obter' | 'Exportar' = 'Obter'): { access: RouteAccess } => ({
  access: { rule: 'DRE', action },
});

export const dreTags = ['DRE'];

/**
 * 'Detalhes de Linha' is premium (spec 001 §2.1, §6; issue 10 §2): a Starter user is refused with the text the
 * modal shows. The routes call it on request, before the body is validated, so a Starter user learns nothing
 * from a 400.
 */
export function assertDetalhePremium(auth: AuthContext): void {
  if (!isPremium(auth.claims)) throw forbidden(dreMessages.somentePremium);
}

/** Who reads the DRE: the tenant, the user (whose rule may limit cost centres) and the plan (history window). */
export interface LeitorDre {
  clienteId: string;
  usuarioId: string;
  premium: boolean;
}

export const leitorDre = (auth: AuthContext): LeitorDre => ({
  clienteId: auth.clienteId,
  usuarioId: auth.usuarioId,
  premium: isPremium(auth.claims),
});
