import { empresasMessages, type EditarEmpresaData, type EditarEmpresaOutput } from '@matriz/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import { withTenant, type Database, type DatabaseOrTransaction } from '../../db/index.ts';
import { empresa } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { pgErrorCode, PG_UNIQUE_VIOLATION } from '../../lib/pg-errors.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { notifyAccessChanged } from '../access/notify.ts';
import { assertInScope, type Scope } from '../access/scope.ts';

export type EditEmpresaResult = { status: 200 | 202; body: EditarEmpresaOutput };

const toNumber = (m2: string | null) => (m2 === null ? null : Number(m2));

async function loadCurrent(tx: DatabaseOrTransaction, clienteId: string, empresaId: string, lock: boolean) {
  const query = tx
    .select({ apelido: empresa.apelido, m2: empresa.m2 })
    .from(empresa)
    .where(and(eq(empresa.clienteId, clienteId), eq(empresa.id, empresaId)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** The 202 answer: nothing changed; the screen reverts the nickname to the one stored. */
const nicknameTaken = (current: { apelido: string | null; m2: string | null }): EditEmpresaResult => ({
  status: 202,
  body: { message: empresasMessages.apelidoEmUso, apelido: current.apelido, m2: toNumber(current.m2) },
});

/**
 * POST EDITAR_EMPRESA: a store's nickname and m². Another tenant's store is 404, one outside the scope 403.
 * A nickname another store of the network already uses (compared ignoring case; a concurrent save caught by
 * the unique index `empresa_apelido_uq` alike) answers 202 and changes nothing.
 *
 * Dynamic clusters can filter on m² (m2Min/m2Max), and a scope can be made of dynamic clusters, so a change
 * of m² notifies an access change (cached scopes are recomputed); the nickname plays no part in any scope.
 */
export async function editEmpresa(
  db: Database,
  auth: AuthContext,
  scope: Scope,
  input: EditarEmpresaData,
): Promise<EditEmpresaResult> {
  const { clienteId } = auth;
  try {
    return await withTenant(db, clienteId, async (tx) => {
      const current = await loadCurrent(tx, clienteId, input.empresaId, true);
      if (!current) throw notFound(empresasMessages.notFound);
      assertInScope(scope, { empresaIds: [input.empresaId] });
      const apelido = input.apelido === undefined ? current.apelido : input.apelido;
      // as the column keeps it (numeric(12, 2)): the answer shows the value saved, not the float sent
      const m2 =
        input.m2 === undefined
          ? toNumber(current.m2)
          : input.m2 === null
            ? null
            : Number(input.m2.toFixed(2));
      if (apelido !== null && apelido !== current.apelido) {
        const [taken] = await tx
          .select({ id: empresa.id })
          .from(empresa)
          .where(
            and(
              eq(empresa.clienteId, clienteId),
              ne(empresa.id, input.empresaId),
              sql`lower(${empresa.apelido}) = lower(${apelido})`,
            ),
          )
          .limit(1);
        if (taken) return nicknameTaken(current);
      }
      await tx
        .update(empresa)
        .set({ apelido, m2: m2 === null ? null : m2.toFixed(2) })
        .where(and(eq(empresa.clienteId, clienteId), eq(empresa.id, input.empresaId)));
      if (m2 !== toNumber(current.m2)) await notifyAccessChanged(tx, clienteId);
      return { status: 200, body: { message: empresasMessages.editedDetail, apelido, m2 } };
    });
  } catch (error) {
    if (pgErrorCode(error) !== PG_UNIQUE_VIOLATION) throw error;
    const current = await withTenant(db, clienteId, (tx) =>
      loadCurrent(tx, clienteId, input.empresaId, false),
    );
    if (!current) throw notFound(empresasMessages.notFound);
    return nicknameTaken(current);
  }
}
