import { deParaMessages, TODAS_AS_MARCAS } from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { inScope, SCOPE_FORBIDDEN, type Scope } from '../access/scope.ts';

/** Who changes a mapping: what the history records. */
export interface DeParaActor {
  clienteId: string;
  usuarioId: string | null;
  usuarioNome: string | null;
}
export const actorOf = (auth: AuthContext): DeParaActor => ({
  clienteId: auth.clienteId,
  usuarioId: auth.usuarioId,
  usuarioNome: auth.nome,
});

/** A grupo as the De-Para screens see it: its name and the marcas of its stores the user may see. */
export interface GrupoDePara {
  id: string;
  nome: string;
  codigo: string | null;
  marcaIds: string[];
}

/** True when the user may see the grupo and the marca (DESIGN.md §4: a limited rule narrows both). */
export const deParaInScope = (scope: Scope, grupoId: string, marcaId: string) =>
  inScope(scope, 'grupoIds', grupoId) && inScope(scope, 'marcaIds', marcaId);

/** The marca filter of a request: null for none or "0" (every marca). */
export const marcaFilter = (marcas: readonly string[]): string[] | null => {
  const ids = marcas.filter((m) => m !== TODAS_AS_MARCAS);
  return marcas.length === 0 || ids.length < marcas.length ? null : ids;
};

/**
 * The grupos asked for, each with the marcas of its stores within the user's scope. A grupo outside the scope
 * is refused with 403; one the tenant does not have (another tenant's id) with 404.
 */
export async function loadGrupos(
  tx: DatabaseOrTransaction,
  clienteId: string,
  scope: Scope,
  grupoIds: readonly string[],
): Promise<Map<string, GrupoDePara>> {
  for (const id of grupoIds) if (!inScope(scope, 'grupoIds', id)) throw forbidden(SCOPE_FORBIDDEN);
  const rows = await tx.execute<{ id: string; nome: string; codigo: string | null; marcas: string[] }>(sql`
    select g.id, g.nome, g.codigo,
      coalesce(array(
        select distinct e.marca_id::text from empresa e
        where e.cliente_id = g.cliente_id and e.grupo_id = g.id order by 1
      ), '{}') as marcas
    from grupo g
    where g.cliente_id = ${clienteId} and g.id = any(${sql.param([...grupoIds])}::uuid[])`);
  const found = new Map<string, GrupoDePara>();
  for (const r of rows.rows) {
    found.set(r.id, {
      id: r.id,
      nome: r.nome,
      codigo: r.codigo,
      marcaIds: r.marcas.filter((m) => inScope(scope, 'marcaIds', m)),
    });
  }
  if (grupoIds.some((id) => !found.has(id))) throw notFound(deParaMessages.grupoNotFound);
  return found;
}

/** One grupo (see loadGrupos). */
export async function loadGrupo(
  tx: DatabaseOrTransaction,
  clienteId: string,
  scope: Scope,
  grupoId: string,
): Promise<GrupoDePara> {
  return (await loadGrupos(tx, clienteId, scope, [grupoId])).get(grupoId)!;
}

/** The names of the tenant's marcas of these ids, by id. */
export async function marcaNomes(
  tx: DatabaseOrTransaction,
  clienteId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = await tx.execute<{ id: string; nome: string }>(sql`
    select id, nome from marca where cliente_id = ${clienteId} and id = any(${sql.param([...ids])}::uuid[])
    order by nome`);
  return new Map(rows.map((r) => [r.id, r.nome]));
}
