import { getRuleTipo, type Claim, type ListRulesOutput, type ListRulesParams } from '@matriz/contracts';
import { withTenant, type Database } from '../../db/index.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { selectRules } from './queries.ts';

/** GET access rules: a page with the type column (Administrador / Usuário comum). */
export async function listRules(
  db: Database,
  auth: AuthContext,
  query: ListRulesParams,
): Promise<ListRulesOutput> {
  const { rows, total } = await withTenant(db, auth.clienteId, (tx) =>
    selectRules(tx, auth.clienteId, query),
  );
  const regras = rows.map((r) => ({ _id: r._id, nome: r.nome, tipo: getRuleTipo(r.acessos as Claim[]) }));
  return { regras, page: query.page, total };
}
