import type { DatabaseOrTransaction } from '../../db/index.ts';
import type { FatoDre, SelecaoDre } from '../../engine/dre/types.ts';
import type { FiltroCelulaDre } from './celula-filtro.ts';
import { lerFatosDre } from './read-fatos-dre.ts';
import type { CelulaDre } from './resolve-celula-dre.ts';

/**
 * The cell as a selection of the read path (its stores, months, status and cost centres) and, for a cost centre's
 * column, that column: the facts are then read at the cost-centre grain and only the column's are kept, as the
 * search lays them out (the column of entries without a cost centre holds, with a cost-centre list, no ledger
 * entry but the values of a store as a whole).
 */
export function selecaoDaCelula(
  filtro: FiltroCelulaDre,
  nome: SelecaoDre['filtro'],
): { selecao: SelecaoDre; centroDaColuna: { id: string | null } | null } {
  const c = filtro.centros;
  return {
    selecao: {
      filtro: nome,
      empresaIds: filtro.empresaIds,
      centroDeCustoIds: c.tipo === 'lista' ? c.ids : c.tipo === 'sem' ? c.listaDaSelecao : null,
      inicio: filtro.inicio,
      fim: filtro.fim,
      status: filtro.status,
    },
    centroDaColuna:
      c.tipo === 'sem' ? { id: null } : c.tipo === 'lista' && c.daColuna ? { id: c.ids[0] ?? null } : null,
  };
}

/** Keeps the facts (or values) of the cell's cost-centre column; all when the cell is not one. */
export const daColuna = <T extends { centroDeCustoId: string | null }>(
  itens: readonly T[],
  centro: { id: string | null } | null,
): T[] => (centro ? itens.filter((i) => i.centroDeCustoId === centro.id) : [...itens]);

/**
 * The aggregated ledger facts of an account-line cell, per store, from the same aggregates as the search (the
 * read path of this folder), of the cell's franchisor accounts only.
 */
export async function fatosDaCelula(
  tx: DatabaseOrTransaction,
  clienteId: string,
  cel: CelulaDre,
): Promise<FatoDre[]> {
  const { selecao, centroDaColuna } = selecaoDaCelula(cel.filtro, cel.selecao.filtro);
  const fatos = await lerFatosDre(tx, {
    clienteId,
    regime: cel.filtro.regime,
    selecoes: [selecao],
    grao: { porEmpresa: true, porCentroDeCusto: centroDaColuna !== null },
  });
  const contas = new Set(cel.contas.map((c) => c.id));
  return daColuna(fatos, centroDaColuna).filter(
    (f) => f.contaFranqueadorId !== null && contas.has(f.contaFranqueadorId),
  );
}
