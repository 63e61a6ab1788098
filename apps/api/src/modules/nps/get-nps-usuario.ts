import type { NpsUsuarioOutput, NpsUsuarioQuery } from '@matriz/contracts';
import { withTenant, type Database } from '../../db/index.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { hasAnswered } from './queries.ts';

/** GET NPS user: the user's id when he already answered the campaign, null otherwise. */
export async function getNpsUsuario(
  db: Database,
  auth: AuthContext,
  query: NpsUsuarioQuery,
): Promise<NpsUsuarioOutput> {
  const answered = await withTenant(db, auth.clienteId, (tx) =>
    hasAnswered(tx, { clienteId: auth.clienteId, usuarioId: auth.usuarioId, campanhaId: query.campanhaId }),
  );
  return { usuarioId: answered ? auth.usuarioId : null };
}
