import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { withTenant, type Database } from '../db/index.ts';
import { ClaimsCache, type SessionContext } from '../modules/access/claims-cache.ts';
import { AccessListener } from '../modules/access/listener.ts';
import { collectAccessChanges, type AccessChange } from '../modules/access/notify.ts';
import { resolveScope, type Scope } from '../modules/access/scope.ts';
import { getSessionContext } from '../modules/access/session-context.ts';

/** The session and scope lookups of the auth hook, behind the claims cache. */
export interface AccessRuntime {
  cache: ClaimsCache;
  /** null when the app's database is not a pg pool (then the cache stays off) */
  listener: AccessListener | null;
  /** The session's context (cached); null when the session does not exist for this user and tenant. */
  loadSession(ids: {
    sessaoId: string;
    usuarioId: string;
    clienteId: string;
  }): Promise<SessionContext | null>;
  /** The scope of the session's rule (cached per tenant and rule). */
  scopeOf(ctx: Pick<SessionContext, 'clienteId' | 'regraAcessoId'>): Promise<Scope>;
}

declare module 'fastify' {
  interface FastifyInstance {
    access: AccessRuntime;
  }
  interface FastifyRequest {
    /** access changes the handler notified; dropped from this process's cache before the answer goes */
    accessChanges: AccessChange[] | null;
  }
}

/** Settings of the app's pool, for one dedicated connection of the same role to the same database. */
function poolSettings(db: Database): pg.ClientConfig | null {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return null;
  return { ...client.options, application_name: 'matriz-avisos-de-acesso' };
}

function createRuntime(db: Database, cache: ClaimsCache, listener: AccessListener | null): AccessRuntime {
  return {
    cache,
    listener,
    async loadSession({ sessaoId, usuarioId, clienteId }) {
      const cached = cache.getSession(sessaoId);
      if (cached && cached.usuarioId === usuarioId && cached.clienteId === clienteId) return cached;
      const ticket = cache.ticket();
      const row = await withTenant(db, clienteId, (tx) =>
        getSessionContext(tx, clienteId, sessaoId, usuarioId),
      );
      if (!row) return null;
      const ctx: SessionContext = {
        sessaoId,
        clienteId,
        usuarioId,
        email: row.email,
        nome: row.nome,
        plano: row.plano,
        acessos: row.acessos,
        visaoConsultor: row.visaoConsultor,
        regraAcessoId: row.regraAcessoId,
        tokenHash: row.tokenHash,
        isApproved: row.isApproved,
        endedAt: row.endedAt,
        expiresAt: row.expiresAt,
      };
      cache.setSession(ctx, ticket);
      return ctx;
    },
    scopeOf({ clienteId, regraAcessoId }) {
      return cache.scope(clienteId, regraAcessoId, () =>
        withTenant(db, clienteId, (tx) => resolveScope(tx, { clienteId, regraAcessoId })),
      );
    },
  };
}

/**
 * Claims cache with invalidation across processes: one LISTEN connection per process (reconnecting; the cache
 * is bypassed while it is down), and the changes a request notified dropped locally before its answer goes.
 */
export const accessPlugin = fp(
  async (app: FastifyInstance) => {
    const cache = new ClaimsCache();
    const settings = poolSettings(app.db);
    const listener = settings
      ? new AccessListener({
          client: settings,
          onChange: (change) => cache.drop(change),
          onStatus: (connected) => cache.setEnabled(connected),
          log: app.log,
        })
      : null;
    if (!listener) app.log.warn('banco sem pool pg: cache de permissões desligado');
    app.decorate('access', createRuntime(app.db, cache, listener));
    app.decorateRequest('accessChanges', null);

    // The handler runs inside this context: notifyAccessChanged records what it changed (after the body
    // parsing, which would lose an async context opened earlier).
    app.addHook('preHandler', (request, _reply, done) => {
      const changes: AccessChange[] = [];
      request.accessChanges = changes;
      collectAccessChanges(changes, () => done());
    });
    // The handler has returned, so its transaction has committed (or rolled back: dropping is harmless).
    app.addHook('onSend', async (request, _reply, payload) => {
      for (const change of request.accessChanges ?? []) cache.drop(change);
      return payload;
    });
    app.addHook('onClose', async () => {
      await listener?.close();
    });
    await listener?.start();
  },
  { name: 'matriz-access' },
);
