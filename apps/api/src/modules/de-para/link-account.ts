import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { contaLabelSql } from './accounts.ts';
import type { DeParaActor } from './grupo-scope.ts';
import { recordHistory } from './history.ts';
import { lockGrupos } from './locks.ts';

type Status = 'pendente' | 'revisao' | 'aprovado';

/** A mapping written into Revisão: a franchisee account's counterpart, or a justification. */
export interface LinkTarget {
  grupoId: string;
  marcaId: string;
  contaFranqueadoId: string;
  contaFranqueadorId: string | null;
  justificativa: string | null;
}

/** What a link changed: the row, and its state and counterpart before (null: there was no row). */
export interface LinkOutcome {
  deParaId: string;
  statusAnterior: Status;
  contaAnterior: string | null;
}

export interface LinkOptions {
  /** the states the mapping may come from (default: pending only) */
  from?: readonly Status[];
  /**
   * When the franchisor account carries a franqueador-view justification of the grupo ("this grupo has no account
   * for it"): 'replace' (a person's link or a request approved by the panel says otherwise: the justification goes
   * back to pending, with its history) or 'skip' (the automatic link never overrides a person: nothing is linked).
   */
  onJustified?: 'replace' | 'skip';
}

/**
 * Puts a franchisee account's mapping (grupo, marca) into Revisão with the given counterpart or justification,
 * creating the row when the account has none. `from` names the states it may come from: a person's or the
 * automatic link only moves a pending account (another user's link stands: null is answered), a request approved
 * by the panel replaces whatever is there. It runs under the grupo's lock (locks.ts; callers writing several
 * grupos take theirs first, in order), so of two concurrent links of the same account exactly one applies and the
 * state read before is the one replaced. History of the link is the caller's (it knows why); the history of a
 * justification it replaces is written here. A link never approves, so from a pending account it changes nothing
 * the reports read; when it replaces an approved mapping (`statusAnterior` 'aprovado'), the caller re-maps the
 * grupo's DRE rollup before committing (remapearRollupDreDoGrupo, once per grupo after all its links).
 */
export async function linkFranqueadoAccount(
  tx: DatabaseOrTransaction,
  actor: DeParaActor,
  target: LinkTarget,
  options: LinkOptions = {},
): Promise<LinkOutcome | null> {
  const from = options.from ?? ['pendente'];
  await lockGrupos(tx, [target.grupoId]);
  if (target.contaFranqueadorId) {
    const replaced = await clearFranqueadorJustification(tx, actor, target, options.onJustified ?? 'replace');
    if (replaced === 'skip') return null;
  }
  // the state before: under the grupo's lock nobody else changes it until this transaction ends
  const before = await tx.execute<{ id: string; status: Status; conta_franqueador_id: string | null }>(sql`
    select id, status, conta_franqueador_id from de_para
    where cliente_id = ${actor.clienteId} and grupo_id = ${target.grupoId} and marca_id = ${target.marcaId}
      and conta_franqueado_id = ${target.contaFranqueadoId}
    for update`);
  const existing = before.rows[0];
  if (existing && !from.includes(existing.status)) return null;
  const { rows } = await tx.execute<{ id: string }>(sql`
    insert into de_para as d (cliente_id, id, grupo_id, marca_id, conta_franqueado_id, conta_franqueador_id,
      status, justificativa, updated_by, updated_at)
    values (${actor.clienteId}, ${uuidv7()}, ${target.grupoId}, ${target.marcaId}, ${target.contaFranqueadoId},
      ${target.contaFranqueadorId}, 'revisao', ${target.justificativa}, ${actor.usuarioId}, now())
    on conflict (cliente_id, grupo_id, marca_id, conta_franqueado_id) do update set
      conta_franqueador_id = excluded.conta_franqueador_id, status = 'revisao',
      justificativa = excluded.justificativa, updated_by = excluded.updated_by, updated_at = now()
    returning d.id`);
  const row = rows[0];
  if (!row) return null;
  return {
    deParaId: row.id,
    statusAnterior: existing?.status ?? 'pendente',
    contaAnterior: existing?.conta_franqueador_id ?? null,
  };
}

/**
 * The franqueador-view justification of the target's franchisor account, when one is in review or approved: back
 * to pending (with history) for 'replace'; 'skip' is answered for 'skip' and nothing changes.
 */
async function clearFranqueadorJustification(
  tx: DatabaseOrTransaction,
  actor: DeParaActor,
  target: LinkTarget,
  onJustified: 'replace' | 'skip',
): Promise<'skip' | 'none' | 'replaced'> {
  const { rows } = await tx.execute<{ id: string; status: Status; justificativa: string | null }>(sql`
    select id, status, justificativa from de_para
    where cliente_id = ${actor.clienteId} and grupo_id = ${target.grupoId} and marca_id = ${target.marcaId}
      and conta_franqueador_id = ${target.contaFranqueadorId} and conta_franqueado_id is null
      and status in ('revisao', 'aprovado')
    for update`);
  const justified = rows[0];
  if (!justified) return 'none';
  if (onJustified === 'skip') return 'skip';
  await tx.execute(sql`
    update de_para set status = 'pendente', justificativa = null, updated_by = ${actor.usuarioId}, updated_at = now()
    where cliente_id = ${actor.clienteId} and id = ${justified.id}`);
  const conta = await tx.execute<{ label: string }>(sql`
    select ${contaLabelSql('c')} as label from plano_contas_franqueado c
    where c.cliente_id = ${actor.clienteId} and c.id = ${target.contaFranqueadoId}`);
  await recordHistory(tx, actor, [
    {
      deParaId: justified.id,
      tipo: 'desfeito',
      statusAnterior: justified.status,
      statusNovo: 'pendente',
      contaAnterior: target.contaFranqueadorId,
      contaNova: target.contaFranqueadorId,
      justificativa: justified.justificativa,
      info: `Justificativa substituída pelo vínculo da conta ${conta.rows[0]?.label ?? ''}`.trim(),
    },
  ]);
  return 'replaced';
}

/**
 * The franqueador view's justification of a franchisor account ("this grupo has no account for it"), into Revisão.
 * Refused (null) when the account already has a mapping in review or approved from the grupo, or its
 * justification is no longer pending.
 */
export async function justifyFranqueadorAccount(
  tx: DatabaseOrTransaction,
  actor: DeParaActor,
  target: { grupoId: string; marcaId: string; contaFranqueadorId: string; justificativa: string },
): Promise<LinkOutcome | null> {
  await lockGrupos(tx, [target.grupoId]);
  const mapped = await tx.execute(sql`
    select 1 from de_para
    where cliente_id = ${actor.clienteId} and grupo_id = ${target.grupoId} and marca_id = ${target.marcaId}
      and conta_franqueador_id = ${target.contaFranqueadorId} and status in ('revisao', 'aprovado')
    limit 1`);
  if (mapped.rows.length > 0) return null;
  const { rows } = await tx.execute<{ id: string }>(sql`
    insert into de_para as d (cliente_id, id, grupo_id, marca_id, conta_franqueado_id, conta_franqueador_id,
      status, justificativa, updated_by, updated_at)
    values (${actor.clienteId}, ${uuidv7()}, ${target.grupoId}, ${target.marcaId}, null,
      ${target.contaFranqueadorId}, 'revisao', ${target.justificativa}, ${actor.usuarioId}, now())
    on conflict (cliente_id, grupo_id, marca_id, conta_franqueador_id) where conta_franqueado_id is null
    do update set status = 'revisao', justificativa = excluded.justificativa, updated_by = excluded.updated_by,
      updated_at = now()
    where d.status = 'pendente'
    returning d.id`);
  const row = rows[0];
  return row
    ? { deParaId: row.id, statusAnterior: 'pendente', contaAnterior: target.contaFranqueadorId }
    : null;
}
