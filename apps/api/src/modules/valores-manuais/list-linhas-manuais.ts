import type { LinhaValorManual } from '@matriz/contracts';
import { withTenant, type Database } from '../../db/index.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { loadModeloDre } from '../dre/load-modelo-dre.ts';

/**
 * GET manual-value lines (spec 001 §7, query modeloDre): the manual lines of the model, in tree order (the only
 * lines that take typed values). Another tenant's model, an inactive or unknown one: 404.
 */
export function listLinhasManuais(
  db: Database,
  auth: AuthContext,
  q: { modeloDre: string },
): Promise<LinhaValorManual[]> {
  return withTenant(db, auth.clienteId, async (tx) => {
    const modelo = await loadModeloDre(tx, auth.clienteId, q.modeloDre);
    return modelo.linhas
      .filter((l) => l.tipo === 'manual')
      .map((l) => ({ id: l.id, codigo: l.codigo, nome: l.nome }));
  });
}
