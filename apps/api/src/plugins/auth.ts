import { errorMessages, hasAccess, isPremium } from '@matriz/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/app-error.ts';
import { verifyAccessToken } from '../lib/jwt.ts';
import type { Scope } from '../modules/access/scope.ts';
import { isSessionActive } from '../modules/access/claims-cache.ts';
import { buildClaims } from '../modules/access/claims.ts';
import { accessPlugin } from './access.ts';

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
}

/**
 * Authentication and authorization for the whole /api subtree: a valid access token of an active session of
 * an active user, then the route's declared access rule checked with the same function the SPA uses.
 *
 * The session's context comes from the claims cache (modules/access). Session ends are not re-read from the
 * session row on every request: that round trip is what the cache saves. Instead every write that ends a
 * session (logout, conflict, forced login, password change or reset, deactivation, deletion) goes through
 * endSessions / endSessionByHash or notifies itself, which drops the user's cached sessions in every process
 * before the next request; the expiry time is checked on every request from the cached row, and the cache is
 * bypassed whenever a process could miss a notification (listener down).
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  await app.register(accessPlugin);
  app.decorateRequest('auth', null);
  app.decorateRequest('accessScope', null);
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const url = request.routeOptions.url;
    if (!url?.startsWith('/api/') || url.startsWith('/api/docs') || config.auth === false) return;
    const token = bearer(request);
    const payload = token ? await verifyAccessToken(app.config.jwtSecret, token) : null;
    if (!payload) throw unauthorized(errorMessages.unauthenticated);
    const ctx = await app.access.loadSession({
      sessaoId: payload.sid,
      usuarioId: payload.sub,
      clienteId: payload.cid,
    });
    if (!ctx || !isSessionActive(ctx)) throw unauthorized(errorMessages.unauthenticated);
    const claims = buildClaims(ctx.acessos, ctx.plano);
    request.auth = {
      usuarioId: payload.sub,
      clienteId: payload.cid,
      sessaoId: payload.sid,
      email: ctx.email,
      nome: ctx.nome,
      plano: ctx.plano,
      claims,
      visaoConsultor: ctx.visaoConsultor,
      loginTokenHash: ctx.tokenHash,
    };
    let scope: Promise<Scope> | undefined;
    request.accessScope = () => (scope ??= app.access.scopeOf(ctx));
    const access = config.access;
    if (access) {
      if (!hasAccess(claims, access.rule, access.action)) throw forbidden(errorMessages.forbidden);
      if (access.premium && !isPremium(claims)) throw forbidden(errorMessages.forbidden);
    }
  });
});
