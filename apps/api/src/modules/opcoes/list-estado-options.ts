import type { OptionItem, RegiaoBrasil } from '@matriz/contracts';
import { listEstados } from '../../shared/ibge/index.ts';

/**
 * The states (of the regions, when given), by name; id is the sigla (the stores' `uf` column). Geography comes
 * from the IBGE dataset shipped with the API (no outside service): public, not tenant data, so not limited by the
 * scope.
 */
export function listEstadoOptions(regioes: readonly RegiaoBrasil[]): OptionItem[] {
  const wanted = new Set(regioes);
  return listEstados()
    .filter((e) => wanted.size === 0 || wanted.has(e.regiao))
    .map((e) => ({ id: e.uf, label: e.nome }));
}
