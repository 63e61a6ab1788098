import { errorMessages, hasAccess, isPremium, type Claim } from '@matriz/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { withTenant } from '../db/index.ts';
import { forbidden, unauthorized } from '../lib/app-error.ts';
import { verifyAccessToken } from '../lib/jwt.ts';
import { buildClaims, type Plano } from '../modules/auth/claims.ts';
import { getSessionContext } from '../modules/auth/queries.ts';

export interface RouteAccess {
  rule: string;
  action?: string;
  premium?: boolean;
}

export interface AuthContext {
  usuarioId: string;
  clienteId: string;
  sessaoId: string;
  email: string;
  nome: string;
  plano: Plano;
  claims: Claim[];
  /** hash of the session's login token (GET validate token compares it) */
  loginTokenHash: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route needs no session */
    auth?: boolean;
    /** the access rule (and action) of spec 000 §6 the route needs */
    access?: RouteAccess;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
}

/**
 * Authentication and authorization for the whole /api subtree: a valid access token of an active session of
 * an active user, then the route's declared access rule checked with the same function the SPA uses.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const url = request.routeOptions.url;
    if (!url?.startsWith('/api/') || url.startsWith('/api/docs') || config.auth === false) return;
    const token = bearer(request);
    const payload = token ? await verifyAccessToken(app.config.jwtSecret, token) : null;
    if (!payload) throw unauthorized(errorMessages.unauthenticated);
    const ctx = await withTenant(app.db, payload.cid, (tx) =>
      getSessionContext(tx, payload.sid, payload.sub),
    );
    if (!ctx || !ctx.ativo) throw unauthorized(errorMessages.unauthenticated);
    const claims = buildClaims(ctx.acessos, ctx.plano);
    request.auth = {
      usuarioId: payload.sub,
      clienteId: payload.cid,
      sessaoId: payload.sid,
      email: ctx.email,
      nome: ctx.nome,
      plano: ctx.plano,
      claims,
      loginTokenHash: ctx.tokenHash,
    };
    const access = config.access;
    if (access) {
      if (!hasAccess(claims, access.rule, access.action)) throw forbidden(errorMessages.forbidden);
      if (access.premium && !isPremium(claims)) throw forbidden(errorMessages.forbidden);
    }
  });
});

/** The signed-in context of a route that requires one. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized(errorMessages.unauthenticated);
  return request.auth;
}
