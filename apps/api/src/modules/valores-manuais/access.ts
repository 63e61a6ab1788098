import type { RouteAccess } from '../access/auth-context.ts';

/**
 * Rule DreValorManual (spec 001 §6): Obter lists (the tab, its options and the values), Editar writes (the cell and
 * the upload), Exportar downloads the template.
 */
export const valoresManuaisAccess = (action: 'Obter' | 'Editar' | 'Exportar'): { access: RouteAccess } => ({
  access: { rule: 'DreValorManual', action },
});

export const valoresManuaisTags = ['DRE — Valores Manuais'];
