import type { OptionItem } from '@matriz/contracts';
import { listCidades } from '../../shared/ibge/index.ts';
import { resolveEstados } from './resolve-estados.ts';

/**
 * The municipalities of the states, by name within each state; id is the IBGE code (7 digits). With more
 * than one state each label carries its sigla ('Campinas - SP'). No state: an empty list. Geography comes from
 * the IBGE dataset shipped with the API (no outside service): public, not tenant data, so not limited by the
 * scope.
 */
export function listCidadeOptions(estadoRefs: readonly string[]): OptionItem[] {
  const estados = resolveEstados(estadoRefs, 'estados');
  const many = estados.length > 1;
  return estados.flatMap((e) =>
    listCidades(e.uf).map((c) => ({ id: String(c.codigo), label: many ? `${c.nome} - ${c.uf}` : c.nome })),
  );
}
