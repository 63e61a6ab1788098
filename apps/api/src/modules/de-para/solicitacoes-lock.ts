import { deParaMessages, SOLICITACAO_STATUS } from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { inScope, SCOPE_FORBIDDEN, type Scope } from '../access/scope.ts';
import { lockGrupos } from './locks.ts';

/** A request as the panel decides it. */
export interface SolicitacaoTravada {
  id: string;
  grupoId: string;
  marcaId: string | null;
  contaFranqueadoId: string;
  contaFranqueadorId: string | null;
  solicitante: string | null;
  dataDaSolicitacao: Date;
  idExterno: string | null;
}

/**
 * Locks the requests (FOR UPDATE, in id order so that two decisions never wait on each other crosswise) and
 * checks them, in this order: every id is the tenant's (404), within the user's scope (403), still Em aberto (409:
 * another user decided it meanwhile, or the panel did before). Nothing is changed when any check fails.
 */
export async function lockSolicitacoes(
  tx: DatabaseOrTransaction,
  clienteId: string,
  scope: Scope,
  ids: readonly string[],
): Promise<SolicitacaoTravada[]> {
  // the grupos' De-Para lock first (locks.ts: every De-Para writer takes it before any row)
  const grupos = await tx.execute<{ grupo_id: string }>(sql`
    select distinct grupo_id from de_para_solicitacao
    where cliente_id = ${clienteId} and id = any(${sql.param([...new Set(ids)])}::uuid[])`);
  await lockGrupos(
    tx,
    grupos.rows.map((r) => r.grupo_id),
  );
  const { rows } = await tx.execute<{
    id: string;
    grupo_id: string;
    marca_id: string | null;
    conta_franqueado_id: string;
    conta_franqueador_id: string | null;
    status: number;
    solicitante: string | null;
    data_da_solicitacao: Date | string;
    id_externo: string | null;
    marca_efetiva: string | null;
  }>(sql`
    select s.id, s.grupo_id, s.marca_id, s.conta_franqueado_id, s.conta_franqueador_id, s.status, s.solicitante,
      s.data_da_solicitacao, s.id_externo, coalesce(s.marca_id, f.marca_id) as marca_efetiva
    from de_para_solicitacao s
    left join plano_contas_franqueador f on f.cliente_id = s.cliente_id and f.id = s.conta_franqueador_id
    where s.cliente_id = ${clienteId} and s.id = any(${sql.param([...new Set(ids)])}::uuid[])
    order by s.id
    for update of s`);
  if (rows.length < new Set(ids).size) throw notFound(deParaMessages.solicitacaoNotFound);
  const outside = rows.some(
    (r) =>
      !inScope(scope, 'grupoIds', r.grupo_id) ||
      // a request without a marca is the marca of the account it asks for (one without either: the grupo's)
      (r.marca_efetiva !== null && !inScope(scope, 'marcaIds', r.marca_efetiva)),
  );
  if (outside) throw forbidden(SCOPE_FORBIDDEN);
  if (rows.some((r) => r.status !== SOLICITACAO_STATUS.EmAberto))
    throw conflict(deParaMessages.solicitacoesNotOpen);
  const order = new Map(ids.map((id, i) => [id, i]));
  return rows
    .map((r) => ({
      id: r.id,
      grupoId: r.grupo_id,
      marcaId: r.marca_id,
      contaFranqueadoId: r.conta_franqueado_id,
      contaFranqueadorId: r.conta_franqueador_id,
      solicitante: r.solicitante,
      dataDaSolicitacao: new Date(r.data_da_solicitacao),
      idExterno: r.id_externo,
    }))
    .sort((a, b) => order.get(a.id)! - order.get(b.id)!);
}

/** Closes the requests: the new status, who decided and when, a note appended, and the justification of a rejection. */
export async function decideSolicitacoes(
  tx: DatabaseOrTransaction,
  clienteId: string,
  decisao: {
    ids: readonly string[];
    status: 1 | 2;
    usuarioId: string;
    usuarioNome: string;
    nota: string;
    justificativa?: string;
  },
): Promise<void> {
  const nota = JSON.stringify([
    { usuario: decisao.usuarioNome, data: new Date().toISOString(), valor: decisao.nota },
  ]);
  await tx.execute(sql`
    update de_para_solicitacao set status = ${decisao.status}, decidido_por = ${decisao.usuarioId},
      decidido_em = now(), updated_at = now(), notas = coalesce(notas, '[]'::jsonb) || ${nota}::jsonb
      ${decisao.justificativa !== undefined ? sql`, justificativa = ${decisao.justificativa}` : sql``}
    where cliente_id = ${clienteId} and id = any(${sql.param([...decisao.ids])}::uuid[])`);
}
