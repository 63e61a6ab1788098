import { opcoesMessages } from '@matriz/contracts';
import { badRequest } from '../../lib/app-error.ts';
import { getEstado, type Estado } from '../../shared/ibge/index.ts';

/**
 * The states named by sigla ('SP') or IBGE code ('35'), deduplicated, in the order asked; an unknown one is
 * refused (400 on `campo`).
 */
export function resolveEstados(refs: readonly string[], campo: string): Estado[] {
  const found = new Map<string, Estado>();
  for (const ref of refs) {
    const estado = /^\d{2}$/.test(ref) ? getEstado(Number(ref)) : getEstado(ref);
    if (!estado) throw badRequest(opcoesMessages.estadoInvalid, campo);
    found.set(estado.uf, estado);
  }
  return [...found.values()];
}
