import { errorMessages, type Claim } from '@matriz/contracts';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/app-error.ts';
import type { Plano } from './claims.ts';
import type { Scope } from './scope.ts';

/**
 * The request's auth context: who is signed in, with which claims and data scope. Every layer may read it
 * (CONVENTIONS.md habit 14); the auth plugin (plugins/auth.ts) fills it in for the /api subtree.
 */

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
  /**
   * The consultant view of the user's rule (spec 001 §6): filter B of the DRE takes clusters only. Read with the
   * claims, so a rule edited takes effect at the user's next request.
   */
  visaoConsultor: boolean;
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
    /** the signed-in user's data scope, resolved on first use (see requireScope) */
    accessScope: (() => Promise<Scope>) | null;
  }
}

/** The signed-in context of a route that requires one. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized(errorMessages.unauthenticated);
  return request.auth;
}

/** The signed-in user's data scope (DESIGN.md §4): every query of tenant data takes its ids through it. */
export function requireScope(request: FastifyRequest): Promise<Scope> {
  if (!request.auth || !request.accessScope) throw unauthorized(errorMessages.unauthenticated);
  return request.accessScope();
}
