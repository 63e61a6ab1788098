import type { OptionItem } from '@matriz/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { withTenant, type Database } from '../../db/index.ts';
import { empresa } from '../../db/schema/index.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { assertInScope, scopeCondition, type Scope } from '../access/scope.ts';
import { assertBancoLegivel } from './assert-banco-legivel.ts';

/**
 * GET the stores of a grupo for the statement filter (spec 001 §7 'GET companies by client'): those of the user's
 * scope, by name; a grupo outside the scope is refused (403), another tenant's finds nothing. A user limited to
 * cost centres is refused (403, assertBancoLegivel): the statement is not for them.
 */
export function listEmpresasDoGrupo(
  db: Database,
  auth: AuthContext,
  scope: Scope,
  grupoId: string,
): Promise<OptionItem[]> {
  const nome = sql<string>`coalesce(${empresa.apelido}, ${empresa.nomeFantasia}, ${empresa.razaoSocial})`;
  return withTenant(db, auth.clienteId, async (tx) => {
    await assertBancoLegivel(tx, auth, scope);
    assertInScope(scope, { grupoIds: [grupoId] });
    const rows = await tx
      .select({ id: empresa.id, nome, ativo: empresa.ativo })
      .from(empresa)
      .where(
        and(
          eq(empresa.clienteId, auth.clienteId),
          eq(empresa.grupoId, grupoId),
          scopeCondition(scope, 'empresaIds', empresa.id),
        ),
      )
      .orderBy(sql`lower(${nome})`, asc(empresa.id));
    return rows.map((r) => ({ id: r.id, label: r.ativo ? r.nome : `${r.nome} (inativa)` }));
  });
}
