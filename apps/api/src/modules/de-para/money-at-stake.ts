import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import type { Scope } from '../access/scope.ts';
import { linhasCte, paresCte, type Par } from './linhas-sql.ts';

/**
 * The money at stake of the De-Para screens (issue 9 §1, §4): the movement of an account, Σ |net value| of its
 * store × month cells (what a report's cell of the account would show: a cancellation nets against its sale, cost
 * centres and open/settled add up first), competência, over the 12 months ending with the current month, of the
 * grupo's stores in the user's scope whose marca is the pair's marca. Centavos (bigint) throughout; reais only at
 * the edge.
 */

/** First days of the first and the last month of the window: the current month (UTC) and the 11 before. */
export function janela12Meses(hoje: Date = new Date()): { inicio: string; fim: string } {
  const y = hoje.getUTCFullYear();
  const m = hoje.getUTCMonth();
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  return { inicio: iso(new Date(Date.UTC(y, m - 11, 1))), fim: iso(new Date(Date.UTC(y, m, 1))) };
}

/** The stores a user's money may come from: null for every store of the tenant (an unrestricted scope). */
export const lojasDoEscopo = (scope: Scope): string[] | null =>
  scope.unrestricted ? null : [...scope.empresaIds];

/**
 * `mov(grupo_id, marca_id, conta_id, valor)` over `pares`: the movement of each franchisee account in the window,
 * per grupo and marca. The rollup's index is led by (cliente, empresa, regime, mes), so it is read store by store.
 */
export function movimentoCte(clienteId: string, lojas: readonly string[] | null, hoje?: Date): SQL {
  const { inicio, fim } = janela12Meses(hoje);
  const escopo = lojas ? sql`and e.id = any(${sql.param([...lojas])}::uuid[])` : sql``;
  return sql`celula as (
    select e.grupo_id, e.marca_id, lm.conta_franqueado_id as conta_id, sum(lm.valor) as valor
    from empresa e
    join pares p on p.grupo_id = e.grupo_id and p.marca_id = e.marca_id
    join lancamento_mensal lm on lm.cliente_id = e.cliente_id and lm.empresa_id = e.id and lm.regime = 1
      and lm.mes between ${inicio}::date and ${fim}::date
    where e.cliente_id = ${clienteId} ${escopo}
    group by e.grupo_id, e.marca_id, lm.conta_franqueado_id, lm.empresa_id, lm.mes
  ), mov as (
    select grupo_id, marca_id, conta_id, sum(abs(valor)) as valor from celula group by 1, 2, 3)`;
}

export interface ValorPendente {
  /** centavos */
  valor: bigint;
  contas: number;
}

/**
 * The main list's money per grupo: the movement of the franqueado-view pairs still pending (whatever view the
 * list shows), and how many of those pairs moved. One statement for all the pairs given. Only the pending
 * accounts are read from the rollup: the account is a condition of the rollup's index, so the rows of mapped
 * accounts are skipped in the index, never fetched (2–3× faster than summing every account and joining after;
 * this is the path of the list ordered by the money, over every grupo of the filter).
 */
export async function loadValorPendente(
  tx: DatabaseOrTransaction,
  clienteId: string,
  pares: readonly Par[],
  lojas: readonly string[] | null,
  hoje?: Date,
): Promise<Map<string, ValorPendente>> {
  if (pares.length === 0) return new Map();
  const { inicio, fim } = janela12Meses(hoje);
  const escopo = lojas ? sql`and e.id = any(${sql.param([...lojas])}::uuid[])` : sql``;
  const { rows } = await tx.execute<{ grupo_id: string; valor: string; contas: number }>(sql`
    with ${paresCte(pares)}, ${linhasCte(clienteId, 'franqueado')},
    celula as (
      select l.grupo_id, l.marca_id, l.conta_id, sum(lm.valor) as valor
      from linhas l
      join empresa e on e.cliente_id = ${clienteId} and e.grupo_id = l.grupo_id and e.marca_id = l.marca_id ${escopo}
      join lancamento_mensal lm on lm.cliente_id = ${clienteId} and lm.empresa_id = e.id and lm.regime = 1
        and lm.mes between ${inicio}::date and ${fim}::date and lm.conta_franqueado_id = l.conta_id
      where l.tab = 'pendente'
      group by l.grupo_id, l.marca_id, l.conta_id, lm.empresa_id, lm.mes
    ), mov as (
      select grupo_id, marca_id, conta_id, sum(abs(valor)) as valor from celula group by 1, 2, 3)
    select grupo_id, sum(valor)::text as valor, count(*) filter (where valor > 0)::int as contas
    from mov
    group by grupo_id`);
  return new Map(rows.map((r) => [r.grupo_id, { valor: BigInt(r.valor), contas: r.contas }]));
}
