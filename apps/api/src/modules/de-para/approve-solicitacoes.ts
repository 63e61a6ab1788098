import { deParaMessages, SOLICITACAO_STATUS, unique } from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import { withTenant, type Database, type DatabaseOrTransaction } from '../../db/index.ts';
import { AppError, conflict, forbidden } from '../../lib/app-error.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { SCOPE_FORBIDDEN, type Scope } from '../access/scope.ts';
import { remapearRollupDreDoGrupo } from '../dre/remapear-rollup-dre.ts';
import { remapearRollupDfcDoGrupo } from '../fluxo-de-caixa/rollup-dfc.ts';
import { loadContasFranqueado, loadContasFranqueador } from './accounts.ts';
import { actorOf, deParaInScope, loadGrupos } from './grupo-scope.ts';
import { recordHistory, type DeParaChange } from './history.ts';
import { linkFranqueadoAccount } from './link-account.ts';
import { decideSolicitacoes, lockSolicitacoes, type SolicitacaoTravada } from './solicitacoes-lock.ts';

const invalid = (i: number, mensagem: string) =>
  new AppError(400, mensagem, { errors: [{ campo: `${i}`, mensagem }] });

/** What the history says of the request a mapping came from: which, who asked and when. */
export function solicitacaoInfo(s: SolicitacaoTravada): string {
  const data = s.dataDaSolicitacao.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
  return `Solicitação ${s.idExterno ?? s.id} de ${s.solicitante ?? 'franqueado'} em ${data}`;
}

/**
 * POST approve requests (spec 002 §2.2, §4; issue 9 §3): each request's mapping is created or replaced — into
 * Revisão, whatever state it was in, since the panel approved what the franchisee asked — with history naming the
 * request, and the request is closed as Aprovada with a note, all in one transaction. All or nothing: 404 for an
 * id not the tenant's, 403 outside the scope, 409 when any is no longer Em aberto, 400 when one asks for no
 * franchisor account or for one outside the grupo's marcas and charts.
 */
export function approveSolicitacoes(
  db: Database,
  auth: AuthContext,
  scope: Scope,
  ids: readonly string[],
): Promise<{ message: string; alterados: number }> {
  return withTenant(db, auth.clienteId, async (tx) => {
    const pedidos = await lockSolicitacoes(tx, auth.clienteId, scope, ids);
    const alvos = await checkTargets(tx, auth.clienteId, scope, pedidos);

    const actor = actorOf(auth);
    const changes: DeParaChange[] = [];
    const remapear = new Set<string>();
    for (const { pedido, marcaId } of alvos) {
      // already approved with what the request asks: the request is answered, the mapping stays as it is
      // (moving it back to review would take its entries out of the reports until someone approves again)
      if (await alreadyApproved(tx, auth.clienteId, pedido, marcaId)) continue;
      const outcome = await linkFranqueadoAccount(
        tx,
        actor,
        {
          grupoId: pedido.grupoId,
          marcaId,
          contaFranqueadoId: pedido.contaFranqueadoId,
          contaFranqueadorId: pedido.contaFranqueadorId,
          justificativa: null,
        },
        { from: ['pendente', 'revisao', 'aprovado'] },
      );
      // every state is accepted above: no outcome would mean the row vanished under the lock
      if (!outcome) throw conflict(deParaMessages.changedMeanwhile);
      if (outcome.statusAnterior === 'aprovado') remapear.add(pedido.grupoId);
      changes.push({
        deParaId: outcome.deParaId,
        tipo: 'solicitacao',
        statusAnterior: outcome.statusAnterior,
        statusNovo: 'revisao',
        contaAnterior: outcome.contaAnterior,
        contaNova: pedido.contaFranqueadorId,
        justificativa: null,
        info: solicitacaoInfo(pedido),
      });
    }
    await recordHistory(tx, actor, changes);
    // a request that replaces an approved mapping takes its entries out of the reports at once
    await remapearRollupDreDoGrupo(tx, auth.clienteId, [...remapear]);
    await remapearRollupDfcDoGrupo(tx, auth.clienteId, [...remapear]);
    await decideSolicitacoes(tx, auth.clienteId, {
      ids: pedidos.map((p) => p.id),
      status: SOLICITACAO_STATUS.Aprovado,
      usuarioId: auth.usuarioId,
      usuarioNome: auth.nome,
      nota: 'Aprovada pelo painel',
    });
    return { message: deParaMessages.solicitacoesApproved, alterados: pedidos.length };
  });
}

/**
 * Each request's mapping, checked against the charts: it names a franchisor account (400 otherwise), whose marca
 * (the request's, else the account's) is in the user's scope (403) and one of the grupo's (400); the franchisee
 * account is the grupo's and the franchisor account a leaf, active account of that marca (400).
 */
async function checkTargets(
  tx: DatabaseOrTransaction,
  clienteId: string,
  scope: Scope,
  pedidos: readonly SolicitacaoTravada[],
): Promise<{ pedido: SolicitacaoTravada; marcaId: string }[]> {
  pedidos.forEach((p, i) => {
    if (!p.contaFranqueadorId) throw invalid(i, deParaMessages.solicitacaoSemPara);
  });
  const grupos = await loadGrupos(tx, clienteId, scope, unique(pedidos.map((p) => p.grupoId)));
  const de = await loadContasFranqueado(
    tx,
    clienteId,
    pedidos.map((p) => p.contaFranqueadoId),
  );
  const para = await loadContasFranqueador(
    tx,
    clienteId,
    pedidos.map((p) => p.contaFranqueadorId!),
  );
  return pedidos.map((p, i) => {
    const conta = para.get(p.contaFranqueadorId!)!;
    const marcaId = p.marcaId ?? conta.marcaId;
    if (!deParaInScope(scope, p.grupoId, marcaId)) throw forbidden(SCOPE_FORBIDDEN);
    if (!grupos.get(p.grupoId)?.marcaIds.includes(marcaId)) throw invalid(i, deParaMessages.marcaInvalida);
    if (de.get(p.contaFranqueadoId)?.grupoId !== p.grupoId)
      throw invalid(i, deParaMessages.contaFranqueadoInvalida);
    if (conta.marcaId !== marcaId || !conta.folha || !conta.ativo)
      throw invalid(i, deParaMessages.contaFranqueadorInvalida);
    return { pedido: p, marcaId };
  });
}

async function alreadyApproved(
  tx: DatabaseOrTransaction,
  clienteId: string,
  pedido: SolicitacaoTravada,
  marcaId: string,
): Promise<boolean> {
  const { rows } = await tx.execute(sql`
    select 1 from de_para
    where cliente_id = ${clienteId} and grupo_id = ${pedido.grupoId} and marca_id = ${marcaId}
      and conta_franqueado_id = ${pedido.contaFranqueadoId} and status = 'aprovado'
      and conta_franqueador_id = ${pedido.contaFranqueadorId}`);
  return rows.length > 0;
}
