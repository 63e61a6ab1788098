import { deParaMessages, unique, type DeParaAcaoOutput, type DeParaHistoricoTipo } from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import { withTenant, type Database, type DatabaseOrTransaction } from '../../db/index.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { SCOPE_FORBIDDEN, type Scope } from '../access/scope.ts';
import { remapearRollupDreDoGrupo } from '../dre/remapear-rollup-dre.ts';
import { remapearRollupDfcDoGrupo } from '../fluxo-de-caixa/rollup-dfc.ts';
import { loadContasFranqueador } from './accounts.ts';
import { actorOf, deParaInScope } from './grupo-scope.ts';
import { recordHistory } from './history.ts';
import { lockGrupos } from './locks.ts';

type Status = 'pendente' | 'revisao' | 'aprovado';

/** The three actions on selected mappings, each from one state to the next (spec 002 §4). */
const actions = {
  /** POST /v1/DePara/aprovar-configuracoes: Revisão → Aprovado */
  aprovar: { from: 'revisao', to: 'aprovado', tipo: 'aprovado', message: deParaMessages.approved },
  /** POST /v1/DePara/desfazer-depara: Revisão → Pendente (counterpart and justification cleared) */
  desfazer: { from: 'revisao', to: 'pendente', tipo: 'desfeito', message: deParaMessages.undone },
  /** POST desaprovar: Aprovado → Revisão (one step back; it stops feeding the reports at once) */
  desaprovar: { from: 'aprovado', to: 'revisao', tipo: 'desaprovado', message: deParaMessages.disapproved },
} as const satisfies Record<string, { from: Status; to: Status; tipo: DeParaHistoricoTipo; message: string }>;
export type DeParaAcao = keyof typeof actions;

/**
 * Moves the selected mappings one state along, all or nothing: the rows are locked first, and when any of them is
 * not in the state the action starts from (another user moved it meanwhile) the request answers 409 and changes
 * nothing — so of two concurrent approvals of the same mapping exactly one wins. Ids of another tenant (or gone)
 * answer 404, mappings of a grupo or marca outside the user's scope 403. Each change writes its history in the
 * same transaction.
 */
export function changeDeParaStatus(
  db: Database,
  auth: AuthContext,
  scope: Scope,
  acao: DeParaAcao,
  ids: readonly string[],
): Promise<DeParaAcaoOutput> {
  const action = actions[acao];
  return withTenant(db, auth.clienteId, async (tx) => {
    const grupos = await tx.execute<{ grupo_id: string }>(sql`
      select distinct grupo_id from de_para
      where cliente_id = ${auth.clienteId} and id = any(${sql.param([...ids])}::uuid[])`);
    await lockGrupos(
      tx,
      grupos.rows.map((r) => r.grupo_id),
    );
    const { rows } = await tx.execute<{
      id: string;
      grupo_id: string;
      marca_id: string;
      status: Status;
      conta_franqueado_id: string | null;
      conta_franqueador_id: string | null;
      justificativa: string | null;
    }>(sql`
      select id, grupo_id, marca_id, status, conta_franqueado_id, conta_franqueador_id, justificativa
      from de_para
      where cliente_id = ${auth.clienteId} and id = any(${sql.param([...ids])}::uuid[])
      order by id
      for update`);
    if (rows.length < ids.length) throw notFound(deParaMessages.notFound);
    if (rows.some((r) => !deParaInScope(scope, r.grupo_id, r.marca_id))) throw forbidden(SCOPE_FORBIDDEN);
    if (rows.some((r) => r.status !== action.from)) throw conflict(deParaMessages.changedMeanwhile);
    if (acao === 'aprovar') await assertChartStillValid(tx, auth.clienteId, rows);

    const clears = action.to === 'pendente';
    await tx.execute(sql`
      update de_para set status = ${action.to}, updated_by = ${auth.usuarioId}, updated_at = now(),
        -- back to pending: the counterpart and the justification go (a franqueador-view justification keeps its
        -- franchisor account, the row's own account)
        conta_franqueador_id = case when ${clears}::boolean and conta_franqueado_id is not null then null
          else conta_franqueador_id end,
        justificativa = case when ${clears}::boolean then null else justificativa end
      where cliente_id = ${auth.clienteId} and id = any(${sql.param([...ids])}::uuid[])`);
    await recordHistory(
      tx,
      actorOf(auth),
      rows.map((r) => ({
        deParaId: r.id,
        tipo: action.tipo,
        statusAnterior: r.status,
        statusNovo: action.to,
        contaAnterior: r.conta_franqueador_id,
        contaNova: clears && r.conta_franqueado_id !== null ? null : r.conta_franqueador_id,
        justificativa: r.justificativa,
      })),
    );
    // approving or disapproving moves entries into or out of the reports at once; an undo leaves a mapping in
    // review, which never fed them
    if (action.from === 'aprovado' || action.to === 'aprovado') {
      const mapeamentos = rows.filter((r) => r.conta_franqueado_id && r.conta_franqueador_id);
      const grupos = unique(mapeamentos.map((r) => r.grupo_id));
      await remapearRollupDreDoGrupo(tx, auth.clienteId, grupos);
      // a status change keeps each mapping's franchisor account: only those accounts' cash rows can move
      const contas = mapeamentos.map((r) => r.conta_franqueador_id!);
      await remapearRollupDfcDoGrupo(tx, auth.clienteId, grupos, contas);
    }
    return { message: action.message, alterados: rows.length };
  });
}

/**
 * An approval feeds the reports: the franchisor accounts must still be leaf, active accounts of the row's marca
 * (the chart may have changed since the mapping went into review: an account became a section or was deactivated).
 * Otherwise 409 and nothing is approved; the mapping is undone and linked again by a person.
 */
async function assertChartStillValid(
  tx: DatabaseOrTransaction,
  clienteId: string,
  rows: readonly { marca_id: string; conta_franqueador_id: string | null }[],
): Promise<void> {
  const contas = await loadContasFranqueador(
    tx,
    clienteId,
    rows.flatMap((r) => (r.conta_franqueador_id ? [r.conta_franqueador_id] : [])),
  );
  const invalid = rows.some((r) => {
    if (!r.conta_franqueador_id) return false;
    const conta = contas.get(r.conta_franqueador_id);
    return !conta || conta.marcaId !== r.marca_id || !conta.folha || !conta.ativo;
  });
  if (invalid) throw conflict(deParaMessages.contaFranqueadorInvalida);
}
