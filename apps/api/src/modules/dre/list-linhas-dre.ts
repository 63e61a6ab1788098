import type { LinhaDreOpcao } from '@matriz/contracts';
import { withTenant, type Database } from '../../db/index.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { linhasComNivel } from './ler-modelo-de-linhas.ts';
import { loadModeloDre } from './load-modelo-dre.ts';

/**
 * GET DRE lines of a model (spec 001 §7 'GET DRE all lines'): flat, in tree order, with each line's level — for
 * the export modal's line choice and Valores Manuais. Another tenant's model: 404.
 */
export function listLinhasDre(
  db: Database,
  auth: AuthContext,
  q: { modeloDre: string },
): Promise<LinhaDreOpcao[]> {
  return withTenant(db, auth.clienteId, async (tx) => {
    const modelo = await loadModeloDre(tx, auth.clienteId, q.modeloDre);
    return linhasComNivel(modelo.linhas).map(({ linha, nivel }) => ({
      id: linha.id,
      parentId: linha.parentId,
      codigo: linha.codigo,
      nome: linha.nome,
      tipo: linha.tipo,
      nivel,
    }));
  });
}
