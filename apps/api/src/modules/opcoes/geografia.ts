import { REGIOES_BRASIL, opcoesMessages, type OptionItem, type RegiaoBrasil } from '@matriz/contracts';
import { badRequest } from '../../lib/app-error.ts';
import { getEstado, listCidades, listEstados, type Estado } from '../../shared/ibge/index.ts';

/**
 * Regions, states and cities from the IBGE dataset shipped with the API (no outside service). Public
 * geography: not tenant data, so not limited by the scope.
 */

/** The five macro-regions in IBGE order; id and label are the name (the stores' `regiao` column). */
export function listRegiaoOptions(): OptionItem[] {
  return REGIOES_BRASIL.map((r) => ({ id: r, label: r }));
}

/** The states (of the regions, when given), by name; id is the sigla (the stores' `uf` column). */
export function listEstadoOptions(regioes: readonly RegiaoBrasil[]): OptionItem[] {
  const wanted = new Set(regioes);
  return listEstados()
    .filter((e) => wanted.size === 0 || wanted.has(e.regiao))
    .map((e) => ({ id: e.uf, label: e.nome }));
}

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

/**
 * The municipalities of the states, by name within each state; id is the IBGE code (7 digits). With more
 * than one state each label carries its sigla ('Campinas - SP'). No state: an empty list.
 */
export function listCidadeOptions(estadoRefs: readonly string[]): OptionItem[] {
  const estados = resolveEstados(estadoRefs, 'estados');
  const many = estados.length > 1;
  return estados.flatMap((e) =>
    listCidades(e.uf).map((c) => ({ id: String(c.codigo), label: many ? `${c.nome} - ${c.uf}` : c.nome })),
  );
}
