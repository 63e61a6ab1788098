import type { OptionItem } from '@matriz/contracts';
import { withTenant, type Database } from '../../db/index.ts';
import type { AuthContext } from '../access/auth-context.ts';
import type { Scope } from '../access/scope.ts';
import { rotuloDaEmpresaComNome } from './list-valores-manuais.ts';
import { resolveLojasValorManual } from './resolve-lojas-valor-manual.ts';

/**
 * The options of the filter's Empresas select: the grupo's stores in the user's scope, of the marcas asked,
 * labelled 'legal name (CNPJ / code)' and sorted by name. The grupo: 404 another tenant's, 403 outside the scope.
 */
export function listEmpresasDoGrupo(
  db: Database,
  auth: AuthContext,
  scope: Scope,
  q: { Grupo: string; marcas: readonly string[] },
): Promise<OptionItem[]> {
  return withTenant(db, auth.clienteId, async (tx) => {
    // with the default cost centres, so a rule limited to cost centres lists the stores whose default one is
    // theirs (any other user: every store of the grupo in scope)
    const usarCentroPadrao = true;
    const lojas = await resolveLojasValorManual(
      tx,
      { clienteId: auth.clienteId, usuarioId: auth.usuarioId, usarCentroPadrao },
      scope,
      { ...q, Empresas: [] },
    );
    return lojas.map((l) => ({ id: l.id, label: rotuloDaEmpresaComNome(l) }));
  });
}
