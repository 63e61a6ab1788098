import { describe, expect, it } from 'vitest';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { ClaimsCache, isSessionActive, type SessionContext } from './claims-cache.ts';
import { emptyScope, type Scope } from './scope.ts';
import {
  collectAccessChanges,
  formatAccessChange,
  notifyAccessChanged,
  parseAccessChange,
  type AccessChange,
} from './notify.ts';

const A = '0190a000-0000-7000-8000-00000000000a';
const B = '0190a000-0000-7000-8000-00000000000b';
const U1 = '0190a000-0000-7000-8000-000000000001';
const U2 = '0190a000-0000-7000-8000-000000000002';

const session = (sessaoId: string, clienteId = A, usuarioId = U1): SessionContext => ({
  sessaoId,
  clienteId,
  usuarioId,
  email: 'x@a.dev',
  nome: 'X',
  plano: 'Premium',
  acessos: [],
  visaoConsultor: false,
  regraAcessoId: null,
  tokenHash: 'h',
  isApproved: true,
  endedAt: null,
  expiresAt: new Date(Date.now() + 60_000),
});

function cacheAt(options: { ttlMs?: number; maxSessions?: number; maxScopes?: number } = {}) {
  let now = 1_000;
  const cache = new ClaimsCache({ ...options, now: () => now });
  cache.setEnabled(true);
  return { cache, advance: (ms: number) => (now += ms) };
}

const put = (cache: ClaimsCache, ctx: SessionContext) => cache.setSession(ctx, cache.ticket());

describe('ClaimsCache', () => {
  it('serves a session until the TTL, then reloads', () => {
    const { cache, advance } = cacheAt({ ttlMs: 60_000 });
    put(cache, session('s1'));
    advance(59_999);
    expect(cache.getSession('s1')?.sessaoId).toBe('s1');
    advance(1);
    expect(cache.getSession('s1')).toBeUndefined();
  });

  it('keeps at most maxSessions, dropping the least recently used', () => {
    const { cache } = cacheAt({ maxSessions: 2 });
    put(cache, session('s1'));
    put(cache, session('s2'));
    cache.getSession('s1');
    put(cache, session('s3'));
    expect(cache.getSession('s2')).toBeUndefined();
    expect(cache.getSession('s1')).toBeDefined();
    expect(cache.getSession('s3')).toBeDefined();
  });

  it('drops a user, or a whole tenant, and nothing of other tenants', () => {
    const { cache } = cacheAt();
    put(cache, session('s1', A, U1));
    put(cache, session('s2', A, U2));
    put(cache, session('s3', B, U1));
    cache.drop({ clienteId: A, usuarioId: U1 });
    expect([cache.getSession('s1'), !!cache.getSession('s2'), !!cache.getSession('s3')]).toEqual([
      undefined,
      true,
      true,
    ]);
    cache.drop({ clienteId: A });
    expect(cache.getSession('s2')).toBeUndefined();
    expect(cache.getSession('s3')).toBeDefined();
  });

  it('does not store a load that began before a drop of its tenant', () => {
    const { cache } = cacheAt();
    const ticket = cache.ticket();
    cache.drop({ clienteId: A, usuarioId: U2 });
    cache.setSession(session('s1', A), ticket);
    cache.setSession(session('s2', B), ticket);
    expect(cache.getSession('s1')).toBeUndefined();
    expect(cache.getSession('s2')).toBeDefined();
  });

  it('is bypassed while disabled, and emptied whenever it is switched', () => {
    const { cache } = cacheAt();
    put(cache, session('s1'));
    cache.setEnabled(false);
    expect(cache.getSession('s1')).toBeUndefined();
    put(cache, session('s2'));
    cache.setEnabled(true);
    expect(cache.getSession('s1')).toBeUndefined();
    expect(cache.getSession('s2')).toBeUndefined();
    expect(cache.size).toEqual({ sessions: 0, scopes: 0 });
  });

  it('caches a scope per tenant and rule, forgets failures and tenant drops', async () => {
    const { cache } = cacheAt();
    let loads = 0;
    const load = async (): Promise<Scope> => {
      loads++;
      return emptyScope();
    };
    await cache.scope(A, 'r1', load);
    await cache.scope(A, 'r1', load);
    await cache.scope(A, 'r2', load);
    expect(loads).toBe(2);
    cache.drop({ clienteId: A, usuarioId: U1 });
    await cache.scope(A, 'r1', load);
    expect(loads).toBe(2);
    cache.drop({ clienteId: A });
    await cache.scope(A, 'r1', load);
    expect(loads).toBe(3);
    await expect(cache.scope(B, 'r1', () => Promise.reject(new Error('falhou')))).rejects.toThrow('falhou');
    await cache.scope(B, 'r1', load);
    expect(loads).toBe(4);
    cache.setEnabled(false);
    await cache.scope(B, 'r1', load);
    await cache.scope(B, 'r1', load);
    expect(loads).toBe(6);
  });

  it('does not keep a scope whose load was overtaken by a drop', async () => {
    const { cache } = cacheAt();
    let release: (s: Scope) => void = () => {};
    const slow = cache.scope(A, 'r1', () => new Promise<Scope>((done) => (release = done)));
    cache.drop({ clienteId: A });
    release(emptyScope());
    await slow;
    let loads = 0;
    await cache.scope(A, 'r1', async () => (loads++, emptyScope()));
    expect(loads).toBe(1);
  });
});

describe('isSessionActive', () => {
  it('needs an open, unexpired session of an active user', () => {
    const now = Date.now();
    expect(isSessionActive(session('s'), now)).toBe(true);
    expect(isSessionActive({ ...session('s'), endedAt: new Date() }, now)).toBe(false);
    expect(isSessionActive({ ...session('s'), isApproved: false }, now)).toBe(false);
    expect(isSessionActive({ ...session('s'), expiresAt: new Date(now - 1).toISOString() }, now)).toBe(false);
  });
});

describe('access change notifications', () => {
  it('round-trip through the payload and refuse foreign ones', () => {
    for (const change of [{ clienteId: A }, { clienteId: A, usuarioId: U1 }])
      expect(parseAccessChange(formatAccessChange(change))).toEqual(change);
    for (const bad of [undefined, '', 'x', `${A}/x`, `${A}/${U1}/${U2}`])
      expect(parseAccessChange(bad)).toBeNull();
  });

  it('notify inside the transaction and are collected for the request that made them', async () => {
    const executed: unknown[] = [];
    const tx = { execute: async (q: unknown) => void executed.push(q) } as unknown as DatabaseOrTransaction;
    const changes: AccessChange[] = [];
    await collectAccessChanges(changes, async () => {
      await notifyAccessChanged(tx, A);
      await Promise.resolve();
      await notifyAccessChanged(tx, A, U1);
    });
    await notifyAccessChanged(tx, B); // outside any request: notified, not collected
    expect(executed).toHaveLength(3);
    expect(changes).toEqual([{ clienteId: A }, { clienteId: A, usuarioId: U1 }]);
  });
});
