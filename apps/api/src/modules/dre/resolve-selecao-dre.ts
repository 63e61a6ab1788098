import type { ConsultaDre } from '@matriz/contracts';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import type { SelecaoDre } from '../../engine/dre/types.ts';
import type { Scope } from '../access/scope.ts';
import type { LeitorDre } from './access.ts';
import { isRestritoPorCentro, resolveCentrosDre, type CentroDre } from './resolve-centros-dre.ts';
import { resolveLojasDre, type LojaDre } from './resolve-lojas-dre.ts';

/** The query's filters resolved to plain id lists inside the user's scope, with what the layout names. */
export interface SelecaoResolvidaDre {
  /** one per filter of the query, A first */
  selecoes: SelecaoDre[];
  /** every store of any selection, by id */
  lojas: Map<string, LojaDre>;
  /** the cost centres the selections list (none when no selection limits cost centres), by id */
  centros: Map<string, CentroDre>;
  /** whether the user's rule limits cost centres (then every selection carries a cost-centre list) */
  restritoPorCentro: boolean;
}

/**
 * Each filter of the query (A, and B of the horizontal analysis) to a SelecaoDre: its stores (resolveLojasDre:
 * asked, cluster members, or all in scope; marcas, inactive, outliers), its cost centres (resolveCentrosDre),
 * its months and status. With a cost-centre list only the stores owning one of them stay: the others can have no
 * entry of those cost centres. Refusals: 403 outside the scope, 404 not the tenant's.
 */
export async function resolveSelecaoDre(
  tx: DatabaseOrTransaction,
  auth: Pick<LeitorDre, 'clienteId' | 'usuarioId'>,
  scope: Scope,
  q: Pick<ConsultaDre, 'filters' | 'ExcluirEmpresasInativas'>,
): Promise<SelecaoResolvidaDre> {
  const restritoPorCentro = await isRestritoPorCentro(tx, auth.clienteId, auth.usuarioId, scope);
  const out: SelecaoResolvidaDre = {
    selecoes: [],
    lojas: new Map(),
    centros: new Map(),
    restritoPorCentro,
  };
  for (const f of q.filters) {
    let lojas = await resolveLojasDre(tx, auth.clienteId, scope, f, {
      excluirInativas: q.ExcluirEmpresasInativas,
    });
    const centros = await resolveCentrosDre(tx, auth.clienteId, scope, f, {
      lojaIds: lojas.map((l) => l.id),
      restritoPorCentro,
    });
    if (centros) {
      const donas = new Set(centros.map((c) => c.empresaId));
      lojas = lojas.filter((l) => donas.has(l.id));
      for (const c of centros) out.centros.set(c.id, c);
    }
    for (const l of lojas) out.lojas.set(l.id, l);
    out.selecoes.push({
      filtro: f.nomeDoFiltro,
      empresaIds: lojas.map((l) => l.id),
      centroDeCustoIds: centros ? centros.map((c) => c.id) : null,
      inicio: f.dataInicio,
      fim: f.dataFim,
      status: f.Status,
      valoresDaLoja: !restritoPorCentro,
    });
  }
  return out;
}
