import { sql, type SQL } from 'drizzle-orm';

/**
 * The baselines of the DRE cases of `npm run bench` (issue 10 §3): straightforward SQL over the raw ledger
 * (`lancamento`), the approved De-Para and the model's account lines — no rollup. The same text runs in the
 * bench's PostgreSQL (under the tenant, like the API) and in DuckDB over the same rows (bench-dre-duckdb.ts), so
 * both baselines compute exactly the same thing: only syntax and functions both engines share are used.
 *
 * An entry reaches a franchisor account through the De-Para row of its store's grupo and marca for its
 * franchisee account, when approved and naming a franchisor account (DESIGN.md §5); an account line sums its
 * franchisor accounts with the line's display sign.
 */

/** What the API was asked, as the baselines read it (regime competência, status Ambos). */
export interface ConsultaBaseDre {
  clienteId: string;
  modeloId: string;
  /** first and last month, 'YYYY-MM-01' */
  inicio: string;
  fim: string;
  /** null: every store of the network */
  lojas: readonly string[] | null;
  /** null: every cost centre and the entries without one */
  centros: readonly string[] | null;
  /** columns are stores over the whole period; else months */
  porLoja: boolean;
}

const uuids = (ids: readonly string[]): SQL => sql`${sql.param([...ids])}::uuid[]`;

const periodoSql = (inicio: string, fim: string): SQL =>
  sql`l.data_competencia >= ${inicio}::date and l.data_competencia < (${fim}::date + interval '1 month')::date`;

/** One row per account line × franchisor account × column (a month, or a store): the signed centavos. */
export interface LinhaBaseDre {
  linha: string;
  conta: string;
  coluna: string;
  valor: string;
}

/** The DRE of the model's account lines, per franchisor account and column. */
export const dreBaseSql = (q: ConsultaBaseDre): SQL => sql`
  select ldc.linha_id::text as linha, d.conta_franqueador_id::text as conta,
    ${q.porLoja ? sql`l.empresa_id::text` : sql`date_trunc('month', l.data_competencia)::date::text`} as coluna,
    (sum(l.valor) * ld.sinal)::text as valor
  from lancamento l
  join empresa e on e.cliente_id = l.cliente_id and e.id = l.empresa_id
  join de_para d on d.cliente_id = l.cliente_id and d.grupo_id = e.grupo_id and d.marca_id = e.marca_id
    and d.conta_franqueado_id = l.conta_franqueado_id and d.status = 'aprovado' and d.conta_franqueador_id is not null
  join linha_dre_conta ldc on ldc.cliente_id = l.cliente_id and ldc.conta_franqueador_id = d.conta_franqueador_id
  join linha_dre ld on ld.cliente_id = ldc.cliente_id and ld.id = ldc.linha_id
    and ld.modelo_id = ${q.modeloId}::uuid and ld.tipo = 'conta'
  where l.cliente_id = ${q.clienteId}::uuid and ${periodoSql(q.inicio, q.fim)}
    ${q.lojas ? sql`and l.empresa_id = any(${uuids(q.lojas)})` : sql``}
    ${q.centros ? sql`and l.centro_de_custo_id = any(${uuids(q.centros)})` : sql``}
  group by ldc.linha_id, d.conta_franqueador_id, 3, ld.sinal`;

/** A cell of an account line for the detail: the line, one month, every store of the network. */
export interface CelulaBaseDre {
  clienteId: string;
  linhaId: string;
  mes: string;
}

/**
 * The ledger rows of the cell, `colunas` of them and `cauda` after the conditions. The line's franchisee accounts
 * are resolved from the approved De-Para first, as one array (an InitPlan, evaluated once), so PostgreSQL reads
 * the ledger through its index (cliente_id, conta_franqueado_id, data_competencia) with `= any(…)`; the (grupo,
 * marca, account) join then keeps each entry only where its own store's mapping is approved. (As `in (select …)`
 * the planner may make it a semi-join re-scanning the list per ledger row: 9.6 s instead of 0.7 s on the bench
 * network.)
 */
const celulaSql = (c: CelulaBaseDre, colunas: SQL, cauda: SQL): SQL => sql`
  with m as (
    select d.grupo_id, d.marca_id, d.conta_franqueado_id
    from linha_dre_conta ldc
    join de_para d on d.cliente_id = ldc.cliente_id and d.conta_franqueador_id = ldc.conta_franqueador_id
      and d.status = 'aprovado' and d.conta_franqueado_id is not null
    where ldc.cliente_id = ${c.clienteId}::uuid and ldc.linha_id = ${c.linhaId}::uuid)
  select ${colunas}
  from lancamento l
  join empresa e on e.cliente_id = l.cliente_id and e.id = l.empresa_id
  join m on m.grupo_id = e.grupo_id and m.marca_id = e.marca_id and m.conta_franqueado_id = l.conta_franqueado_id
  where l.cliente_id = ${c.clienteId}::uuid
    and l.conta_franqueado_id = any(array(select distinct conta_franqueado_id from m))
    and ${periodoSql(c.mes, c.mes)}
  ${cauda}`;

/**
 * The first page of the cell's rows in the API's order (the date, then the id). `textos`: also the columns the
 * modal shows (the DuckDB copy of the ledger does not hold them).
 */
export const paginaBaseSql = (c: CelulaBaseDre, tamanho: number, textos: boolean): SQL =>
  celulaSql(
    c,
    sql`l.id::text as id, l.data_competencia::text as data, l.valor::text as valor
      ${textos ? sql`, l.empresa_id, l.observacao, l.meio_de_pagamento, l.fornecedor, l.historico` : sql``}`,
    sql`order by l.data_competencia, l.id limit ${sql.raw(String(Math.trunc(tamanho)))}`,
  );

/** The cell's row count and exact sum (centavos, before the line's sign). */
export const contagemBaseSql = (c: CelulaBaseDre): SQL =>
  celulaSql(c, sql`count(*)::text as n, coalesce(sum(l.valor), 0)::text as soma`, sql``);
