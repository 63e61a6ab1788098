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

/** Where the window's months are counted: the network's time zone (Brasília). */
const FUSO = 'America/Sao_Paulo';
const anoMesEmBrasilia = new Intl.DateTimeFormat('en-US', {
  timeZone: FUSO,
  year: 'numeric',
  month: 'numeric',
});

/** The year and month (0–11) Brasília is in at an instant (at 22:30 on the 30th there, UTC is already the 1st). */
export function mesEmBrasilia(instante: Date): { ano: number; mes: number } {
  const parte = (tipo: 'year' | 'month') =>
    Number(anoMesEmBrasilia.formatToParts(instante).find((p) => p.type === tipo)?.value);
  return { ano: parte('year'), mes: parte('month') - 1 };
}

/** First days of the first and the last month of the window: the current month in Brasília and the 11 before. */
export function janela12Meses(hoje: Date = new Date()): { inicio: string; fim: string } {
  const { ano, mes } = mesEmBrasilia(hoje);
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  return { inicio: iso(new Date(Date.UTC(ano, mes - 11, 1))), fim: iso(new Date(Date.UTC(ano, mes, 1))) };
}

/** The stores a user's money may come from: null for every store of the tenant (an unrestricted scope). */
export const lojasDoEscopo = (scope: Scope): string[] | null =>
  scope.unrestricted ? null : [...scope.empresaIds];

/** What `movimentoPorContaCte` reads from the monthly rollup. */
export interface MovimentoFonte {
  clienteId: string;
  /** 1 competência, 2 caixa */
  regime: number;
  /** first days of the first and the last month */
  meses: { inicio: string; fim: string };
  /** the stores `e`: every store of the tenant, those of the `pares` relation, or those of the accounts `k` */
  lojasDe: 'todas' | 'pares' | { contas: SQL };
  /** further conditions on the stores `e` (scope, filters), each `and …` */
  filtros?: readonly SQL[];
}

/**
 * `celula, mov(grupo_id, marca_id, conta_id, valor)`: the one definition of an account's movement — Σ |net value|
 * of each of its store × month cells (what a report's cell of the account shows: a cancellation nets against its
 * sale, cost centres and open/settled add up first), per grupo and marca. The rollup's index is led by
 * (cliente, empresa, regime, mes), so it is read store by store. With `{ contas }` (a relation
 * `(grupo_id, marca_id, conta_id)` of accounts), only those accounts are read: the account is a condition of the
 * rollup's join, so the other accounts' rows are skipped in the index, never fetched.
 */
export function movimentoPorContaCte(f: MovimentoFonte): SQL {
  const cl = f.clienteId;
  const lojasDe = f.lojasDe;
  const origem =
    lojasDe === 'todas'
      ? sql`empresa e`
      : lojasDe === 'pares'
        ? sql`empresa e join pares p on p.grupo_id = e.grupo_id and p.marca_id = e.marca_id`
        : sql`${lojasDe.contas} k
          join empresa e on e.cliente_id = ${cl} and e.grupo_id = k.grupo_id and e.marca_id = k.marca_id`;
  const daConta = typeof lojasDe === 'object' ? sql`and lm.conta_franqueado_id = k.conta_id` : sql``;
  return sql`celula as (
    select e.grupo_id, e.marca_id, lm.conta_franqueado_id as conta_id, sum(lm.valor) as valor
    from ${origem}
    join lancamento_mensal lm on lm.cliente_id = e.cliente_id and lm.empresa_id = e.id and lm.regime = ${f.regime}
      and lm.mes between ${f.meses.inicio}::date and ${f.meses.fim}::date ${daConta}
    where e.cliente_id = ${cl} ${sql.join([...(f.filtros ?? [])], sql` `)}
    group by e.grupo_id, e.marca_id, lm.conta_franqueado_id, lm.empresa_id, lm.mes
  ), mov as (
    select grupo_id, marca_id, conta_id, sum(abs(valor)) as valor from celula group by 1, 2, 3)`;
}

/** The stores of the user's scope as a condition on `e` (none for an unrestricted scope). */
export const lojasFiltro = (lojas: readonly string[] | null): SQL =>
  lojas ? sql`and e.id = any(${sql.param([...lojas])}::uuid[])` : sql``;

/**
 * `mov` over `pares`: the movement of each franchisee account of the De-Para screens — competência, over the 12
 * months ending with the current month, of the pairs' stores in the user's scope.
 */
export const movimentoCte = (clienteId: string, lojas: readonly string[] | null, hoje?: Date): SQL =>
  movimentoPorContaCte({
    clienteId,
    regime: 1,
    meses: janela12Meses(hoje),
    lojasDe: 'pares',
    filtros: [lojasFiltro(lojas)],
  });

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
  const { rows } = await tx.execute<{ grupo_id: string; valor: string; contas: number }>(sql`
    with ${paresCte(pares)}, ${linhasCte(clienteId, 'franqueado')},
    ${movimentoPorContaCte({
      clienteId,
      regime: 1,
      meses: janela12Meses(hoje),
      lojasDe: { contas: sql`(select grupo_id, marca_id, conta_id from linhas where tab = 'pendente')` },
      filtros: [lojasFiltro(lojas)],
    })}
    select grupo_id, sum(valor)::text as valor, count(*) filter (where valor > 0)::int as contas
    from mov
    group by grupo_id`);
  return new Map(rows.map((r) => [r.grupo_id, { valor: BigInt(r.valor), contas: r.contas }]));
}
