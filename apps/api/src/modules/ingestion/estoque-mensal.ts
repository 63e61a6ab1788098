import { sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { arr, textArr } from './arrays.ts';

/** A store-month of stock: the store and the first day of the month. */
export interface ParEstoque {
  empresaId: string;
  mes: string;
}

/** The store-months of a batch of stock rows (each row's store and the month of its date). */
export function paresDe(rows: readonly { empresaId: string; data: string }[]): ParEstoque[] {
  const vistos = new Map<string, ParEstoque>();
  for (const r of rows) {
    const mes = `${r.data.slice(0, 7)}-01`;
    vistos.set(`${r.empresaId}|${mes}`, { empresaId: r.empresaId, mes });
  }
  return [...vistos.values()];
}

/**
 * The store-months the rows of `tabela` with these natural keys lie in now: an upsert on (origem, id_externo) may
 * move a row to another store or month, and the month it leaves must be recomputed too.
 */
export async function paresAtuais(
  tx: DatabaseOrTransaction,
  clienteId: string,
  tabela: 'estoque_entrada' | 'estoque_ajuste',
  origem: string,
  idsExternos: readonly string[],
): Promise<ParEstoque[]> {
  if (idsExternos.length === 0) return [];
  const { rows } = await tx.execute<{ empresa_id: string; mes: string }>(sql`
    select distinct empresa_id, date_trunc('month', data)::date::text as mes from ${sql.raw(tabela)}
    where cliente_id = ${clienteId} and origem = ${origem} and id_externo = any(${textArr(idsExternos)})`);
  return rows.map((r) => ({ empresaId: r.empresa_id, mes: r.mes }));
}

/**
 * Recomputes the monthly stock rollup (db/schema/cmv-mensal.ts) of these store-months from the stock tables, in the
 * caller's transaction: one upsert of their sums, and the removal of the rows of store-months left without stock.
 * Recomputing (not moving by deltas) keeps it exact whatever an upsert replaced; it reads only the given
 * store-months' stock, through the tables' (cliente, empresa, data) indexes.
 */
export async function recalcularEstoqueMensal(
  tx: DatabaseOrTransaction,
  clienteId: string,
  pares: readonly ParEstoque[],
): Promise<void> {
  if (pares.length === 0) return;
  const doPar = (t: string) =>
    sql`from ${sql.raw(t)} x join pares p on x.empresa_id = p.empresa_id
      and x.data >= p.mes and x.data < (p.mes + interval '1 month')::date where x.cliente_id = ${clienteId}`;
  const empresas = arr(
    pares.map(({ empresaId }) => empresaId),
    'uuid',
  );
  const meses = arr(
    pares.map(({ mes }) => mes),
    'date',
  );
  await tx.execute(sql`
    with pares as (
      select distinct empresa_id, mes from unnest(${empresas}, ${meses}) as p(empresa_id, mes)
    ), movimento as (
      select p.empresa_id, p.mes, coalesce(sum(x.valor) filter (where x.tipo = 'inicial'), 0) as inicial,
        0 as entradas, 0 as ajustes, coalesce(sum(x.valor) filter (where x.tipo = 'final'), 0) as final,
        bool_or(x.tipo = 'final') as fechado
      ${doPar('estoque_posicao')} group by 1, 2
      union all
      select p.empresa_id, p.mes, 0, sum(x.valor), 0, 0, false ${doPar('estoque_entrada')} group by 1, 2
      union all
      select p.empresa_id, p.mes, 0, 0, sum(x.valor), 0, false ${doPar('estoque_ajuste')} group by 1, 2
    ), somas as (
      select empresa_id, mes, sum(inicial) as inicial, sum(entradas) as entradas, sum(ajustes) as ajustes,
        sum(final) as final, bool_or(fechado) as fechado
      from movimento group by 1, 2
    ), gravadas as (
      insert into estoque_mensal (cliente_id, empresa_id, mes, inicial, entradas, ajustes, final, fechado)
      select ${clienteId}::uuid, empresa_id, mes, inicial, entradas, ajustes, final, fechado from somas
      on conflict (cliente_id, empresa_id, mes) do update set inicial = excluded.inicial,
        entradas = excluded.entradas, ajustes = excluded.ajustes, final = excluded.final, fechado = excluded.fechado
    )
    delete from estoque_mensal m using pares p
    where m.cliente_id = ${clienteId} and m.empresa_id = p.empresa_id and m.mes = p.mes
      and not exists (select 1 from somas s where s.empresa_id = p.empresa_id and s.mes = p.mes)`);
}
