import type { DeParaSugestao } from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import type { Scope } from '../access/scope.ts';
import { deParaInScope, type DeParaActor } from './grupo-scope.ts';
import { nomeCollator } from './grupos-do-filtro.ts';
import { recordHistory, type DeParaChange } from './history.ts';
import { linkFranqueadoAccount } from './link-account.ts';
import { contaMapeavelSql, paresCte } from './linhas-sql.ts';
import { createSuggester, type ContaPendente } from './suggestions.ts';

/** One pending account the job looked at, with its best suggestion (if any). */
export interface ContaVinculo {
  grupo: string;
  marca: string;
  /** 'código - nome' */
  conta: string;
  sugestao: DeParaSugestao | null;
}

export interface ResultadoVinculo {
  vinculadas: ContaVinculo[];
  naoVinculadas: ContaVinculo[];
}

interface Par {
  grupoId: string;
  grupoNome: string;
  marcaId: string;
  marcaNome: string;
}

/**
 * The automatic link (issue 9 §4): every pending franqueado-view account of the grupos and marcas in the
 * requester's scope whose suggestion reaches `confiancaMinima` goes into Revisão (never Aprovado: a person
 * approves), with history 'vinculoAutomatico' naming the confidence and the reason, on the caller's
 * transaction. Only pending accounts move (an account someone linked meanwhile stays theirs), so running it
 * again changes only what became pending since. No approved mapping changes either, so the DRE rollup needs no
 * re-map (modules/dre): the reports read the same until a person approves.
 */
export async function linkPendingAccounts(
  tx: DatabaseOrTransaction,
  who: { clienteId: string; usuarioId: string; scope: Scope },
  confiancaMinima: number,
): Promise<ResultadoVinculo> {
  const actor = await actorNamed(tx, who.clienteId, who.usuarioId);
  // in grupo id order: each grupo's De-Para lock is taken by its first link, so the job takes them in the order
  // every writer does (locks.ts) and never waits crosswise with a person's request; the report is sorted by name
  const pares = (await loadPares(tx, who.clienteId))
    .filter((p) => deParaInScope(who.scope, p.grupoId, p.marcaId))
    .sort((a, b) => (a.grupoId < b.grupoId ? -1 : a.grupoId > b.grupoId ? 1 : 0));
  const pendentes = await loadPendentes(tx, who.clienteId, pares);
  const suggester = createSuggester(tx, who.clienteId);
  const result: ResultadoVinculo = { vinculadas: [], naoVinculadas: [] };
  const changes: DeParaChange[] = [];
  for (const par of pares) {
    const contas = pendentes.get(`${par.grupoId}|${par.marcaId}`) ?? [];
    const sugestoes = await suggester.suggest(par.grupoId, par.marcaId, contas);
    for (const conta of contas) {
      const sugestao = sugestoes.get(conta.id) ?? null;
      const linha = {
        grupo: par.grupoNome,
        marca: par.marcaNome,
        conta: `${conta.codigo} - ${conta.nome}`,
        sugestao,
      };
      if (!sugestao || sugestao.confianca < confiancaMinima) {
        result.naoVinculadas.push(linha);
        continue;
      }
      const outcome = await linkFranqueadoAccount(
        tx,
        actor,
        {
          grupoId: par.grupoId,
          marcaId: par.marcaId,
          contaFranqueadoId: conta.id,
          contaFranqueadorId: sugestao.id,
          justificativa: null,
        },
        // a person said this grupo has no account for that franchisor account: the machine does not override it
        { onJustified: 'skip' },
      );
      if (!outcome) continue; // linked by someone meanwhile: no longer pending, theirs stands
      result.vinculadas.push(linha);
      changes.push({
        deParaId: outcome.deParaId,
        tipo: 'vinculoAutomatico',
        statusAnterior: outcome.statusAnterior,
        statusNovo: 'revisao',
        contaAnterior: outcome.contaAnterior,
        contaNova: sugestao.id,
        justificativa: null,
        info: `Confiança ${sugestao.confianca}%: ${sugestao.motivo}`,
      });
    }
  }
  await recordHistory(tx, actor, changes);
  const byName = (a: ContaVinculo, b: ContaVinculo) =>
    nomeCollator.compare(a.grupo, b.grupo) ||
    nomeCollator.compare(a.marca, b.marca) ||
    nomeCollator.compare(a.conta, b.conta);
  return { vinculadas: result.vinculadas.sort(byName), naoVinculadas: result.naoVinculadas.sort(byName) };
}

/** The requester, as the history names them (their name now). */
async function actorNamed(
  tx: DatabaseOrTransaction,
  clienteId: string,
  usuarioId: string,
): Promise<DeParaActor> {
  const { rows } = await tx.execute<{ nome: string }>(
    sql`select nome from usuario where cliente_id = ${clienteId} and id = ${usuarioId}`,
  );
  return { clienteId, usuarioId, usuarioNome: rows[0]?.nome ?? null };
}

/** Every (grupo, marca of its stores) of the cliente, by grupo and marca name. */
async function loadPares(tx: DatabaseOrTransaction, clienteId: string): Promise<Par[]> {
  const { rows } = await tx.execute<{
    grupo_id: string;
    grupo_nome: string;
    marca_id: string;
    marca_nome: string;
  }>(sql`
    select distinct e.grupo_id, g.nome as grupo_nome, e.marca_id, m.nome as marca_nome
    from empresa e
    join grupo g on g.cliente_id = e.cliente_id and g.id = e.grupo_id
    join marca m on m.cliente_id = e.cliente_id and m.id = e.marca_id
    where e.cliente_id = ${clienteId}`);
  return rows
    .map((r) => ({
      grupoId: r.grupo_id,
      grupoNome: r.grupo_nome,
      marcaId: r.marca_id,
      marcaNome: r.marca_nome,
    }))
    .sort(
      (a, b) =>
        nomeCollator.compare(a.grupoNome, b.grupoNome) ||
        a.grupoId.localeCompare(b.grupoId) ||
        nomeCollator.compare(a.marcaNome, b.marcaNome),
    );
}

/**
 * The pending accounts of each pair (the franqueado view's semantics): the grupo's active accounts without a
 * mapping of the marca in Revisão or Aprovado, by code. Two queries for every pair.
 */
async function loadPendentes(
  tx: DatabaseOrTransaction,
  clienteId: string,
  pares: readonly Par[],
): Promise<Map<string, ContaPendente[]>> {
  const out = new Map<string, ContaPendente[]>();
  if (pares.length === 0) return out;
  const grupoIds = sql.param([...new Set(pares.map((p) => p.grupoId))]);
  // per pair: the accounts that may be mapped there (active, or inactive with ledger movement: linhas-sql.ts)
  const contas = await tx.execute<{
    id: string;
    grupo_id: string;
    marca_id: string;
    codigo: string;
    nome: string;
  }>(sql`
    with ${paresCte(pares)}
    select c.id, c.grupo_id, p.marca_id, c.codigo, c.nome
    from pares p
    join plano_contas_franqueado c on c.cliente_id = ${clienteId} and c.grupo_id = p.grupo_id
    where ${contaMapeavelSql(clienteId, 'c', { grupoId: sql.raw('p.grupo_id'), marcaId: sql.raw('p.marca_id') })}`);
  const tomadas = await tx.execute<{ k: string }>(sql`
    select grupo_id || '|' || marca_id || '|' || conta_franqueado_id as k from de_para
    where cliente_id = ${clienteId} and grupo_id = any(${grupoIds}::uuid[])
      and conta_franqueado_id is not null and status in ('revisao', 'aprovado')`);
  const taken = new Set(tomadas.rows.map((r) => r.k));
  for (const c of contas.rows) {
    const par = `${c.grupo_id}|${c.marca_id}`;
    if (taken.has(`${par}|${c.id}`)) continue;
    out.set(par, [...(out.get(par) ?? []), { id: c.id, codigo: c.codigo, nome: c.nome }]);
  }
  for (const list of out.values()) list.sort((a, b) => nomeCollator.compare(a.codigo, b.codigo));
  return out;
}
