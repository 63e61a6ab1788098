import { fluxoDeCaixaMessages, isPremium } from '@matriz/contracts';
import { forbidden } from '../../lib/app-error.ts';
import type { AuthContext, RouteAccess } from '../access/auth-context.ts';
import type { LeitorDfc } from './dfc-resolve-selecao.ts';

/**
 * Rule FluxoDeCaixa (spec 001 §6): the search, the model options and the detail need FluxoDeCaixa/Obter ('Sem
 * permissões' otherwise). The detail is premium, checked apart (assertDetalheDfcPremium) with the spec's message.
 */
export const dfcAccess: { access: RouteAccess } = { access: { rule: 'FluxoDeCaixa', action: 'Obter' } };

export const dfcTags = ['Fluxo de caixa'];

/**
 * The cash-flow line detail is premium (spec 001 §2.3, §6; issue 12 §2): a Starter user is refused with the text the
 * modal shows, on request, before the body is validated (a Starter user learns nothing from a 400).
 */
export function assertDetalheDfcPremium(auth: AuthContext): void {
  if (!isPremium(auth.claims)) throw forbidden(fluxoDeCaixaMessages.somentePremium);
}

export const leitorDfc = (auth: AuthContext): LeitorDfc => ({
  clienteId: auth.clienteId,
  usuarioId: auth.usuarioId,
  premium: isPremium(auth.claims),
});
