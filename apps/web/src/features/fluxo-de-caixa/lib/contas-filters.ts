/** The values of the bank accounts' filter card (spec 001 §2.3 'Bank accounts tab'). */
export interface ContasFilterValues {
  grupos: string[];
  nomeConta: string;
}

export const emptyContasFilters: ContasFilterValues = { grupos: [], nomeConta: '' };

/** The filters as the list's query and the export's body read them (blank ones left out). */
export function toContasFiltro(f: ContasFilterValues): { grupos: string[]; nomeConta?: string } {
  const nomeConta = f.nomeConta.trim();
  return { grupos: f.grupos, ...(nomeConta ? { nomeConta } : {}) };
}

/** GET linked bank accounts (spec 001 §7): grupos comma-joined, nomeConta, Pagina, PorPagina. */
export function toContasQuery(f: ContasFilterValues, page: number, pageSize: number) {
  const { grupos, nomeConta } = toContasFiltro(f);
  return {
    grupos: grupos.length > 0 ? grupos.join(',') : undefined,
    nomeConta,
    Pagina: page,
    PorPagina: pageSize,
  };
}
