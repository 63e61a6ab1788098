import type { DetalhesLinhaDreOutput, DetalhesLinhaDreParams } from '@matriz/contracts';
import { withTenant, type Database } from '../../db/index.ts';
import type { AuthContext } from '../access/auth-context.ts';
import type { Scope } from '../access/scope.ts';
import { assertDetalhePremium, leitorDre } from './access.ts';
import { getComposicaoDre } from './composicao-dre.ts';
import { getDetalhesContaDre } from './detalhes-linha-conta-dre.ts';
import { getDetalhesValoresDre } from './detalhes-linha-valores-dre.ts';
import { resolveCelulaDre } from './resolve-celula-dre.ts';

/**
 * POST 'Detalhes de Linha' (spec 001 §2.1, §3; issue 10 §2), premium only: what makes one cell. Account lines list
 * the ledger rows (through the approved De-Para) whose exact sum is the cell; manual, PDV and CMV lines their
 * stored values; total and formula lines say how they are made (`composicao`) instead of rows.
 */
export function getDetalhesLinhaDre(
  db: Database,
  auth: AuthContext,
  scope: Scope,
  p: DetalhesLinhaDreParams,
  hoje?: Date,
): Promise<DetalhesLinhaDreOutput> {
  assertDetalhePremium(auth);
  return withTenant(db, auth.clienteId, async (tx) => {
    const cel = await resolveCelulaDre(tx, leitorDre(auth), scope, p, hoje);
    const pagina = { Page: p.Page, PageSize: p.PageSize };
    switch (cel.linha.tipo) {
      case 'conta':
        return getDetalhesContaDre(tx, auth.clienteId, cel, pagina);
      case 'manual':
      case 'pdv':
      case 'cmv':
        return getDetalhesValoresDre(tx, auth.clienteId, cel, pagina);
      default:
        return {
          detalhes: [],
          empresas: [],
          page: p.Page,
          total: 0,
          soma: 0,
          grupos: null,
          composicao: await getComposicaoDre(tx, auth.clienteId, cel),
        };
    }
  });
}
