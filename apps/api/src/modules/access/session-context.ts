import { isSysAdmin, type Claim } from '@matriz/contracts';
import { and, eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { cliente, regraAcesso, sessao, usuario } from '../../db/schema/index.ts';
import type { Plano } from './claims.ts';

/** What a session takes from the user's access rule. */
export interface RuleSessao {
  /** the claims the rule grants, as saved (none without a rule) */
  acessos: Claim[];
  /**
   * the consultant view (spec 001 §6): filter B of the DRE takes clusters only. False without a rule and for an
   * administrator (sysAdmin), whatever the row says.
   */
  visaoConsultor: boolean;
}

export async function getRuleSessao(
  tx: DatabaseOrTransaction,
  clienteId: string,
  regraId: string | null,
): Promise<RuleSessao> {
  if (!regraId) return { acessos: [], visaoConsultor: false };
  const [row] = await tx
    .select({ acessos: regraAcesso.acessos, visaoConsultor: regraAcesso.visaoConsultor })
    .from(regraAcesso)
    .where(and(eq(regraAcesso.clienteId, clienteId), eq(regraAcesso.id, regraId)));
  const acessos = (row?.acessos as Claim[] | undefined) ?? [];
  return { acessos, visaoConsultor: (row?.visaoConsultor ?? false) && !isSysAdmin(acessos) };
}

/** The session behind an access token, with what the auth hook needs; null when gone. */
export async function getSessionContext(
  tx: DatabaseOrTransaction,
  clienteId: string,
  sessaoId: string,
  usuarioId: string,
) {
  const [row] = await tx
    .select({
      clienteId: sessao.clienteId,
      endedAt: sessao.endedAt,
      expiresAt: sessao.expiresAt,
      tokenHash: sessao.tokenHash,
      isApproved: usuario.isApproved,
      email: usuario.email,
      nome: usuario.nome,
      regraAcessoId: usuario.regraAcessoId,
      plano: cliente.plano,
    })
    .from(sessao)
    .innerJoin(usuario, and(eq(usuario.clienteId, sessao.clienteId), eq(usuario.id, sessao.usuarioId)))
    .innerJoin(cliente, eq(cliente.id, sessao.clienteId))
    .where(and(eq(sessao.clienteId, clienteId), eq(sessao.id, sessaoId), eq(sessao.usuarioId, usuarioId)));
  if (!row) return null;
  const ativo = !row.endedAt && new Date(row.expiresAt).getTime() > Date.now() && row.isApproved;
  const regra = await getRuleSessao(tx, row.clienteId, row.regraAcessoId);
  return { ...row, ativo, ...regra, plano: row.plano as Plano };
}
