import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { anyUuid } from '../../db/sql-helpers.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { Scope } from './scope.ts';

export type ScopeKind = 'marcaIds' | 'grupoIds' | 'empresaIds' | 'centroDeCustoIds';
export const scopeKinds: readonly ScopeKind[] = ['marcaIds', 'grupoIds', 'empresaIds', 'centroDeCustoIds'];

/** 403 for a request naming data outside the user's scope (DESIGN.md §3: a missing claim or scope is 403). */
export const SCOPE_FORBIDDEN = 'Sem permissões para os dados solicitados';

export type ScopeRequest = Partial<Record<ScopeKind, readonly string[] | undefined>>;

/**
 * True when the scope holds the id. An unrestricted scope holds everything: tenant isolation stays with the
 * query (`cliente_id` filter and row-level security), so another tenant's id simply finds nothing there.
 */
export function inScope(scope: Scope, kind: ScopeKind, id: string): boolean {
  return scope.unrestricted || scope[kind].has(id);
}

/** Refuses (403) a request that names any id outside the scope. Pass the ids themselves, not "0" (all). */
export function assertInScope(scope: Scope, asked: ScopeRequest): void {
  for (const kind of scopeKinds) {
    for (const id of asked[kind] ?? []) if (!inScope(scope, kind, id)) throw forbidden(SCOPE_FORBIDDEN);
  }
}

/** The ids of the list that are in scope (order kept): what a list may show. */
export function filterToScope(scope: Scope, kind: ScopeKind, ids: Iterable<string>): string[] {
  return [...ids].filter((id) => inScope(scope, kind, id));
}

/** Items of a list whose id is in scope. */
export function filterItemsToScope<T>(
  scope: Scope,
  kind: ScopeKind,
  items: readonly T[],
  idOf: (item: T) => string = (item) => (item as { id: string }).id,
): T[] {
  return items.filter((item) => inScope(scope, kind, idOf(item)));
}

/**
 * A condition limiting `column` to the scope, for a query's WHERE: nothing to add for an unrestricted scope,
 * otherwise `column = any($ids)` with one array parameter (no limit on how many ids).
 */
export function scopeCondition(scope: Scope, kind: ScopeKind, column: PgColumn): SQL | undefined {
  if (scope.unrestricted) return undefined;
  return anyUuid(column, scope[kind]);
}

/**
 * The ids a query should use: the asked ones (refused with 403 when any is outside the scope), or — none
 * asked — every id of the scope; null when the scope is unrestricted and nothing was asked (no filter).
 */
export function idsForQuery(scope: Scope, kind: ScopeKind, asked: readonly string[] = []): string[] | null {
  if (asked.length > 0) {
    assertInScope(scope, { [kind]: asked });
    return [...new Set(asked)];
  }
  return scope.unrestricted ? null : [...scope[kind]];
}

/**
 * True when `inner` grants nothing beyond `outer` (the access-rule editor's check). "Every marca" covers
 * future marcas, so only an outer scope with every marca contains it.
 */
export function isWithinScope(inner: Scope, outer: Scope): boolean {
  if (outer.unrestricted) return true;
  if (inner.unrestricted) return false;
  if (inner.todasAsMarcas && !outer.todasAsMarcas) return false;
  return scopeKinds.every((kind) => [...inner[kind]].every((id) => outer[kind].has(id)));
}
