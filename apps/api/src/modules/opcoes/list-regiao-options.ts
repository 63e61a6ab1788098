import { REGIOES_BRASIL, type OptionItem } from '@matriz/contracts';

/**
 * The five macro-regions in IBGE order; id and label are the name (the stores' `regiao` column). Geography comes
 * from the IBGE dataset shipped with the API (no outside service): public, not tenant data, so not limited by the
 * scope.
 */
export function listRegiaoOptions(): OptionItem[] {
  return REGIOES_BRASIL.map((r) => ({ id: r, label: r }));
}
