import { tiposDeLinhaPorTipoValor, type LinhaValorManual, type TipoValorManual } from '@matriz/contracts';
import { withTenant, type Database } from '../../db/index.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { loadModeloDre } from '../dre/load-modelo-dre.ts';

/**
 * GET manual-value lines (spec 001 §7, query modeloDre): the lines of the model that take typed values of `tipo`,
 * in tree order — manual lines for the actual values, account, manual, CMV and PDV lines for the budget. Another
 * tenant's model, an inactive or unknown one: 404.
 */
export function listLinhasManuais(
  db: Database,
  auth: AuthContext,
  q: { modeloDre: string; tipo: TipoValorManual },
): Promise<LinhaValorManual[]> {
  return withTenant(db, auth.clienteId, async (tx) => {
    const modelo = await loadModeloDre(tx, auth.clienteId, q.modeloDre);
    return modelo.linhas
      .filter((l) => tiposDeLinhaPorTipoValor[q.tipo].includes(l.tipo))
      .map((l) => ({ id: l.id, codigo: l.codigo, nome: l.nome }));
  });
}
