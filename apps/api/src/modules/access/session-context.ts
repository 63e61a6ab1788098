import type { Claim } from '@matriz/contracts';
import { and, eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { cliente, regraAcesso, sessao, usuario } from '../../db/schema/index.ts';
import type { Plano } from './claims.ts';

/** The claims an access rule grants, as saved (none without a rule). */
export async function getRuleAcessos(
  tx: DatabaseOrTransaction,
  clienteId: string,
  regraId: string | null,
): Promise<Claim[]> {
  if (!regraId) return [];
  const [row] = await tx
    .select({ acessos: regraAcesso.acessos })
    .from(regraAcesso)
    .where(and(eq(regraAcesso.clienteId, clienteId), eq(regraAcesso.id, regraId)));
  return (row?.acessos as Claim[] | undefined) ?? [];
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
  const acessos = await getRuleAcessos(tx, row.clienteId, row.regraAcessoId);
  return { ...row, ativo, acessos, plano: row.plano as Plano };
}
