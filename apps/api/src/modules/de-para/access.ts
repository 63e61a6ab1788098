import type { RouteAccess } from '../access/auth-context.ts';

/**
 * Rule DePara (spec 000 §2.1, 002 §6) on every De-Para route: reading and the mapping work need any DePara claim;
 * the report needs DePara/Exportar and the premium plan (report downloads are premium, spec 000 §6); the
 * automatic link needs DePara/VinculoAutomatico.
 */
export const deParaAccess = (
  action?: 'Exportar' | 'VinculoAutomatico',
  premium = false,
): { access: RouteAccess } => ({
  access: { rule: 'DePara', ...(action ? { action } : {}), ...(premium ? { premium } : {}) },
});

export const deParaTags = ['De-Para'];
