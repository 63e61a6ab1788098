import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import {
  assertInScope,
  emptyScope,
  filterItemsToScope,
  filterToScope,
  idsForQuery,
  isWithinScope,
  SCOPE_FORBIDDEN,
  type Scope,
} from './scope.ts';

const limited = (over: Partial<Record<keyof Scope, unknown>> = {}): Scope => ({
  ...emptyScope(),
  marcaIds: new Set(['m1']),
  grupoIds: new Set(['g1']),
  empresaIds: new Set(['e1', 'e2']),
  centroDeCustoIds: new Set(['c1']),
  ...(over as Partial<Scope>),
});
const everything: Scope = { ...limited(), unrestricted: true, todasAsMarcas: true };

function refusal(fn: () => unknown) {
  try {
    fn();
  } catch (error) {
    return error instanceof AppError ? { status: error.status, title: error.title } : error;
  }
  return null;
}

describe('scope checks', () => {
  it('assertInScope refuses with 403 any id outside the scope, of any kind', () => {
    expect(refusal(() => assertInScope(limited(), { empresaIds: ['e1'], marcaIds: ['m1'] }))).toBeNull();
    expect(refusal(() => assertInScope(limited(), {}))).toBeNull();
    for (const asked of [
      { marcaIds: ['m2'] },
      { grupoIds: ['g1', 'g2'] },
      { empresaIds: ['e3'] },
      { centroDeCustoIds: ['c2'] },
    ])
      expect(refusal(() => assertInScope(limited(), asked))).toEqual({ status: 403, title: SCOPE_FORBIDDEN });
    expect(refusal(() => assertInScope(emptyScope(), { empresaIds: ['e1'] }))).toEqual({
      status: 403,
      title: SCOPE_FORBIDDEN,
    });
  });

  it('an unrestricted scope lets every id through (tenant isolation stays with the query)', () => {
    expect(refusal(() => assertInScope(everything, { empresaIds: ['qualquer'] }))).toBeNull();
    expect(filterToScope(everything, 'empresaIds', ['x', 'y'])).toEqual(['x', 'y']);
    expect(idsForQuery(everything, 'empresaIds')).toBeNull();
  });

  it('filters lists to the scope, keeping their order', () => {
    expect(filterToScope(limited(), 'empresaIds', ['e2', 'e9', 'e1'])).toEqual(['e2', 'e1']);
    const items = [
      { id: 'c1', label: 'A' },
      { id: 'c2', label: 'B' },
    ];
    expect(filterItemsToScope(limited(), 'centroDeCustoIds', items)).toEqual([{ id: 'c1', label: 'A' }]);
  });

  it('idsForQuery answers the asked ids (checked) or the whole scope', () => {
    expect(idsForQuery(limited(), 'empresaIds', ['e1', 'e1'])).toEqual(['e1']);
    expect(idsForQuery(limited(), 'empresaIds')?.sort()).toEqual(['e1', 'e2']);
    expect(refusal(() => idsForQuery(limited(), 'empresaIds', ['e3']))).toEqual({
      status: 403,
      title: SCOPE_FORBIDDEN,
    });
  });

  it('isWithinScope: every id inside; every marca only within every marca; nothing beats unrestricted', () => {
    expect(isWithinScope(limited({ empresaIds: new Set(['e1']) }), limited())).toBe(true);
    expect(isWithinScope(limited({ centroDeCustoIds: new Set(['c1', 'c9']) }), limited())).toBe(false);
    expect(isWithinScope(limited({ todasAsMarcas: true }), limited())).toBe(false);
    expect(isWithinScope(limited({ todasAsMarcas: true }), limited({ todasAsMarcas: true }))).toBe(true);
    expect(isWithinScope(everything, limited())).toBe(false);
    expect(isWithinScope(everything, everything)).toBe(true);
    expect(isWithinScope(limited(), everything)).toBe(true);
    expect(isWithinScope(emptyScope(), limited())).toBe(true);
  });
});
