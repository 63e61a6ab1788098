import {
  deParaMessages,
  unique,
  type CriarDeParaOutput,
  type DeParaCriacaoItem,
  type DeParaVisao,
} from '@matriz/contracts';
import { withTenant, type Database } from '../../db/index.ts';
import { AppError, forbidden } from '../../lib/app-error.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { inScope, SCOPE_FORBIDDEN, type Scope } from '../access/scope.ts';
import { loadContasFranqueado, loadContasFranqueador } from './accounts.ts';
import { actorOf, loadGrupos, marcaNomes, type GrupoDePara } from './grupo-scope.ts';
import { recordHistory, type DeParaChange } from './history.ts';
import { lockGrupos } from './locks.ts';
import { justifyFranqueadorAccount, linkFranqueadoAccount } from './link-account.ts';

const invalid = (i: number, campo: keyof DeParaCriacaoItem, mensagem: string) =>
  new AppError(400, mensagem, { errors: [{ campo: `${i}.${campo}`, mensagem }] });

/**
 * POST create franchisee / franchisor De-Para (spec 002 §3, §7): each item moves one pending account into Revisão,
 * with its counterpart or a justification. The whole request is refused (400, nothing written) when any item
 * leaves the grupo's own chart or the marca's franchisor chart, names a marca the grupo does not have, or a grupo
 * outside the user's scope (403); an item whose account another user linked meanwhile is answered in its own
 * result row while the others are written. Mappings and their history commit together.
 */
export function createDePara(
  db: Database,
  auth: AuthContext,
  scope: Scope,
  visao: DeParaVisao,
  items: readonly DeParaCriacaoItem[],
): Promise<CriarDeParaOutput> {
  return withTenant(db, auth.clienteId, async (tx) => {
    const grupos = await loadGrupos(tx, auth.clienteId, scope, unique(items.map((i) => i.CustomerId)));
    const franqueado = await loadContasFranqueado(
      tx,
      auth.clienteId,
      items.flatMap((i) => (i.PlanoFranqueadoId ? [i.PlanoFranqueadoId] : [])),
    );
    const franqueador = await loadContasFranqueador(
      tx,
      auth.clienteId,
      items.flatMap((i) => (i.PlanoFranqueadorId ? [i.PlanoFranqueadorId] : [])),
    );
    items.forEach((item, i) => {
      const grupo = grupos.get(item.CustomerId) as GrupoDePara;
      // a marca outside the user's scope is 403 (as the lists answer); one the grupo lacks, 400
      if (!inScope(scope, 'marcaIds', item.Marca)) throw forbidden(SCOPE_FORBIDDEN);
      if (!grupo.marcaIds.includes(item.Marca)) throw invalid(i, 'Marca', deParaMessages.marcaInvalida);
      if (item.PlanoFranqueadoId && franqueado.get(item.PlanoFranqueadoId)?.grupoId !== grupo.id)
        throw invalid(i, 'PlanoFranqueadoId', deParaMessages.contaFranqueadoInvalida);
      if (item.PlanoFranqueadorId) {
        const conta = franqueador.get(item.PlanoFranqueadorId);
        if (!conta || conta.marcaId !== item.Marca || !conta.folha || !conta.ativo)
          throw invalid(i, 'PlanoFranqueadorId', deParaMessages.contaFranqueadorInvalida);
      }
    });
    const marcas = await marcaNomes(tx, auth.clienteId, unique(items.map((i) => i.Marca)));
    await lockGrupos(tx, grupos.keys());

    const actor = actorOf(auth);
    const changes: DeParaChange[] = [];
    const results: CriarDeParaOutput = [];
    for (const item of items) {
      const outcome = item.PlanoFranqueadoId
        ? await linkFranqueadoAccount(tx, actor, {
            grupoId: item.CustomerId,
            marcaId: item.Marca,
            contaFranqueadoId: item.PlanoFranqueadoId,
            contaFranqueadorId: item.PlanoFranqueadorId,
            justificativa: item.PlanoFranqueadorId ? null : item.Justificativa,
          })
        : await justifyFranqueadorAccount(tx, actor, {
            grupoId: item.CustomerId,
            marcaId: item.Marca,
            contaFranqueadorId: item.PlanoFranqueadorId!,
            justificativa: item.Justificativa!,
          });
      if (outcome) {
        const justificado =
          item.Justificativa !== null && (!item.PlanoFranqueadoId || !item.PlanoFranqueadorId);
        changes.push({
          deParaId: outcome.deParaId,
          tipo: justificado ? 'justificado' : 'criado',
          statusAnterior: outcome.statusAnterior,
          statusNovo: 'revisao',
          contaAnterior: outcome.contaAnterior,
          contaNova: item.PlanoFranqueadorId,
          justificativa: justificado ? item.Justificativa : null,
          info: visao === 'franqueador' ? 'Vinculado pela visão do franqueador' : null,
        });
      }
      results.push({
        observacao: outcome ? deParaMessages.inserted : deParaMessages.alreadyLinked,
        planoDoFranqueado: item.PlanoFranqueadoId
          ? (franqueado.get(item.PlanoFranqueadoId)?.label ?? null)
          : null,
        planoDoFranqueador: item.PlanoFranqueadorId
          ? (franqueador.get(item.PlanoFranqueadorId)?.label ?? null)
          : null,
        marca: marcas.get(item.Marca) ?? '',
        justificativa: item.PlanoFranqueadoId && item.PlanoFranqueadorId ? null : item.Justificativa,
        sucesso: outcome !== null,
      });
    }
    await recordHistory(tx, actor, changes);
    return results;
  });
}
