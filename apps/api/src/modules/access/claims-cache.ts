import type { Claim } from '@matriz/contracts';
import type { Plano } from './claims.ts';
import type { Scope } from './scope.ts';
import type { AccessChange } from './notify.ts';

/** What the auth hook needs of a session, as loaded from the database. */
export interface SessionContext {
  sessaoId: string;
  clienteId: string;
  usuarioId: string;
  email: string;
  nome: string;
  plano: Plano;
  acessos: Claim[];
  /** the rule's consultant view (session-context.ts getRuleSessao) */
  visaoConsultor: boolean;
  regraAcessoId: string | null;
  tokenHash: string;
  isApproved: boolean;
  endedAt: Date | string | null;
  expiresAt: Date | string;
}

/** A session lets requests through while open, unexpired, and its user active (checked on every hit). */
export function isSessionActive(ctx: SessionContext, now = Date.now()): boolean {
  return !ctx.endedAt && new Date(ctx.expiresAt).getTime() > now && ctx.isApproved;
}

export interface ClaimsCacheOptions {
  /** sessions kept (least recently used leave first); default 10 000 */
  maxSessions?: number;
  /** resolved scopes kept, one per tenant and rule; default 1 000 */
  maxScopes?: number;
  /** how long an entry may be served without a reload; default 60 s */
  ttlMs?: number;
  now?: () => number;
}

interface Entry<T> {
  clienteId: string;
  value: T;
  storedAt: number;
}

/**
 * In-process cache of the per-session context the auth hook loads and of the scope of each rule. Correctness
 * first: entries are dropped by the notifications of every change (all processes, see listener.ts), they expire
 * after the TTL anyway, and the cache is bypassed entirely while disabled (no listener connection: changes
 * made elsewhere could not be heard).
 *
 * A load that began before a drop of its tenant is not stored (tickets): otherwise a request reading the old
 * rows just before a commit could put them back after the notification dropped them.
 */
export class ClaimsCache {
  readonly #sessions = new Map<string, Entry<SessionContext>>();
  readonly #scopes = new Map<string, Entry<Promise<Scope>>>();
  readonly #droppedAt = new Map<string, number>();
  #counter = 0;
  #clearedAt = 0;
  #enabled = false;
  readonly #maxSessions: number;
  readonly #maxScopes: number;
  readonly #ttlMs: number;
  readonly #now: () => number;

  constructor(options: ClaimsCacheOptions = {}) {
    this.#maxSessions = options.maxSessions ?? 10_000;
    this.#maxScopes = options.maxScopes ?? 1_000;
    this.#ttlMs = options.ttlMs ?? 60_000;
    this.#now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.#enabled;
  }

  /** On while the change listener is connected; any switch empties the cache (changes may have been missed). */
  setEnabled(on: boolean): void {
    if (on !== this.#enabled) this.clear();
    this.#enabled = on;
  }

  get size(): { sessions: number; scopes: number } {
    return { sessions: this.#sessions.size, scopes: this.#scopes.size };
  }

  /** Taken before loading from the database; `setSession` refuses the result if a drop came in between. */
  ticket(): number {
    return this.#counter;
  }

  getSession(sessaoId: string): SessionContext | undefined {
    const entry = this.#fresh(this.#sessions, sessaoId);
    return entry?.value;
  }

  setSession(ctx: SessionContext, ticket: number): void {
    if (!this.#storable(ctx.clienteId, ticket)) return;
    this.#put(
      this.#sessions,
      ctx.sessaoId,
      { clienteId: ctx.clienteId, value: ctx, storedAt: this.#now() },
      this.#maxSessions,
    );
  }

  /** The scope of the tenant's rule: cached, or loaded (and cached unless a drop comes in meanwhile). */
  scope(clienteId: string, regraAcessoId: string | null, load: () => Promise<Scope>): Promise<Scope> {
    const key = `${clienteId}/${regraAcessoId ?? '-'}`;
    const cached = this.#fresh(this.#scopes, key);
    if (cached) return cached.value;
    const ticket = this.ticket();
    const value = load();
    if (!this.#storable(clienteId, ticket)) return value;
    const entry = { clienteId, value, storedAt: this.#now() };
    this.#put(this.#scopes, key, entry, this.#maxScopes);
    const forget = () => {
      if (this.#scopes.get(key) === entry) this.#scopes.delete(key);
    };
    value.then(() => {
      if (!this.#storable(clienteId, ticket)) forget();
    }, forget);
    return value;
  }

  /** Drops what a change makes stale: the user's sessions, or everything of the tenant. */
  drop(change: AccessChange): void {
    this.#droppedAt.set(change.clienteId, ++this.#counter);
    if (this.#droppedAt.size > this.#maxSessions) this.clear();
    for (const [key, entry] of this.#sessions) {
      if (entry.clienteId !== change.clienteId) continue;
      if (!change.usuarioId || entry.value.usuarioId === change.usuarioId) this.#sessions.delete(key);
    }
    // a user's change never changes a rule's scope (the user's next context names their current rule)
    if (change.usuarioId) return;
    for (const [key, entry] of this.#scopes)
      if (entry.clienteId === change.clienteId) this.#scopes.delete(key);
  }

  clear(): void {
    this.#sessions.clear();
    this.#scopes.clear();
    this.#droppedAt.clear();
    this.#clearedAt = ++this.#counter;
  }

  #storable(clienteId: string, ticket: number): boolean {
    return this.#enabled && ticket >= this.#clearedAt && ticket >= (this.#droppedAt.get(clienteId) ?? 0);
  }

  #fresh<T>(map: Map<string, Entry<T>>, key: string): Entry<T> | undefined {
    if (!this.#enabled) return undefined;
    const entry = map.get(key);
    if (!entry) return undefined;
    map.delete(key);
    if (this.#now() - entry.storedAt >= this.#ttlMs) return undefined;
    map.set(key, entry); // most recently used last
    return entry;
  }

  #put<T>(map: Map<string, Entry<T>>, key: string, entry: Entry<T>, max: number): void {
    map.delete(key);
    map.set(key, entry);
    while (map.size > max) {
      const oldest = map.keys().next().value;
      if (oldest === undefined) break;
      map.delete(oldest);
    }
  }
}
