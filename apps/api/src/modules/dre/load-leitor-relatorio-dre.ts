import { errorMessages, hasAccess, type Claim } from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { forbidden } from '../../lib/app-error.ts';
import { buildClaims } from '../access/claims.ts';
import { getRuleSessao } from '../access/session-context.ts';
import type { LeitorDre } from './access.ts';

/** Who a queued DRE report is for, as of when it runs: the plan and the consultant view of their rule then. */
export interface LeitorRelatorioDre extends LeitorDre {
  visaoConsultor: boolean;
  /** the claims a session of theirs would carry now (their rule's entries and the plan) */
  claims: Claim[];
}

/**
 * The requester of a queued DRE report read again when the job runs (their cliente's plan and their access rule
 * may have changed since they asked): the plan decides the history window (and the premium line detail), the
 * rule's consultant view what filter B may hold (spec 001 §6) — the same reading as a request's auth context
 * (getRuleSessao: false without a rule and for an administrator).
 */
export async function loadLeitorRelatorioDre(
  tx: DatabaseOrTransaction,
  quem: { clienteId: string; usuarioId: string },
): Promise<LeitorRelatorioDre> {
  const { rows } = await tx.execute<{ plano: string; regra_acesso_id: string | null }>(sql`
    select c.plano, u.regra_acesso_id from cliente c
    left join usuario u on u.cliente_id = c.id and u.id = ${quem.usuarioId}
    where c.id = ${quem.clienteId}`);
  const regra = await getRuleSessao(tx, quem.clienteId, rows[0]?.regra_acesso_id ?? null);
  const premium = rows[0]?.plano === 'Premium';
  return {
    clienteId: quem.clienteId,
    usuarioId: quem.usuarioId,
    premium,
    visaoConsultor: regra.visaoConsultor,
    claims: buildClaims(regra.acessos, premium ? 'Premium' : 'Starter'),
  };
}

/**
 * The export routes' access checked again when the job runs (spec 000 §6, the routes' config): the rule must still
 * grant DRE/Exportar and, where the route asks for it (`premium`), the plan must still be Premium — a right taken
 * away while the request waited in the queue writes no file. 403 with the route's own text.
 */
export function assertExportaRelatorioDre(leitor: LeitorRelatorioDre, opcoes: { premium: boolean }): void {
  if (!hasAccess(leitor.claims, 'DRE', 'Exportar')) throw forbidden(errorMessages.forbidden);
  if (opcoes.premium && !leitor.premium) throw forbidden(errorMessages.forbidden);
}
