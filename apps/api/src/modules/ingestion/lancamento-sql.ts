import { sql, type SQL } from 'drizzle-orm';
import { somarDeltasRollupDreSql } from '../dre/rollup-sql.ts';
import { somarDeltasRollupDfcSql } from '../fluxo-de-caixa/rollup-dfc-sql.ts';

// The SQL of ledger ingestion, set-based: the rows come from a staging table (carga-lancamentos.ts: COPY into a
// temporary table) with the ledger's columns plus `id` and `origem`; each statement writes all of them at once.

export const COLUNAS = `empresa_id, grupo_id, conta_franqueado_id, centro_de_custo_id, conta_bancaria_id, valor,
  data_competencia, data_vencimento, data_pagamento, parcela_aprovada, previsao, transferencia,
  boleto_a_receber, caixa_aberto, status, id_externo, meio_de_pagamento, fornecedor, historico, observacao`;

/**
 * What a write does with the rollups at the franchisor-account grain (DRE and cash flow): move them in the same
 * statement (`direto`), add its deltas to the load's temporary tables (`acumular`: one statement applies them all at
 * the end, under the grupos' locks taken at once — somarAcumuladosSql), or nothing (`nao`: a bulk load that rebuilds
 * them afterwards).
 */
export type Franqueador = 'direto' | 'acumular' | 'nao';

const FLAGS = 'status, parcela_aprovada, previsao, transferencia, boleto_a_receber, caixa_aberto';
export const ACUMULADO_MENSAL = 'lancamento_acumulado_mensal';
export const ACUMULADO_CAIXA = 'lancamento_acumulado_caixa';

/** The load's accumulated deltas (see Franqueador), temporary tables of the transaction. */
export const criarAcumuladosSql = [
  `create temp table if not exists ${ACUMULADO_MENSAL} (empresa_id uuid, conta_franqueado_id uuid, valor bigint,
    mes date, n bigint, regime smallint, status text) on commit drop`,
  `create temp table if not exists ${ACUMULADO_CAIXA} (empresa_id uuid, conta_franqueado_id uuid, dia_caixa date,
    status text, parcela_aprovada boolean, previsao boolean, transferencia boolean, boleto_a_receber boolean,
    caixa_aberto boolean, valor bigint, n bigint) on commit drop`,
  `truncate ${ACUMULADO_MENSAL}, ${ACUMULADO_CAIXA}`,
];

/** The accumulated deltas added to the DRE's and the cash flow's franchisor rollups in one statement. */
export function somarAcumuladosSql(clienteId: string): SQL {
  return sql`with delta_mensal as (
      select empresa_id, conta_franqueado_id, sum(valor) as valor, mes, sum(n) as n, regime, status
      from ${sql.raw(ACUMULADO_MENSAL)} group by empresa_id, conta_franqueado_id, mes, regime, status
    ),
    delta as (select * from ${sql.raw(ACUMULADO_CAIXA)}),
    ${somarDeltasRollupDreSql(clienteId, 'delta_mensal')}, ${somarDeltasRollupDfcSql(clienteId, 'delta')}
    select 1`;
}

/** Columns a re-sent entry may change (everything but the key). */
const MUTAVEIS = COLUNAS.split(',')
  .map((c) => c.trim())
  .filter((c) => c !== 'id_externo');

/**
 * New entries only: an entry whose key exists is left alone here (ON CONFLICT DO NOTHING, decided by
 * the unique index itself, whatever the planner thinks of a table it has no statistics for yet).
 */
export function inserirNovosSql(
  entrada: string,
  clienteId: string,
  franqueador: Franqueador,
  /** false: a plain insert, which fails on a key that exists (the caller's savepoint takes it back) */
  ignorarExistentes = true,
): SQL {
  return sql`
    with gravado as (
      insert into lancamento (cliente_id, id, origem, ${sql.raw(COLUNAS)})
      select ${clienteId}::uuid, e.id, e.origem, ${sql.raw(prefixar('e', COLUNAS))} from ${sql.raw(entrada)} e
      ${ignorarExistentes ? sql`on conflict (cliente_id, origem, id_externo) do nothing` : sql``}
      returning *
    ),
    delta as (${linhasDelta('gravado', '1')}),
    ${rollupsSql(clienteId, franqueador)}
    select (select count(*) from gravado)::int as escritos`;
}

/**
 * Entries that existed and changed: replaced, and the rollups moved by the difference (the old
 * version's contribution out, the new one's in). `anterior` and the update share one snapshot, so
 * `anterior` holds the versions being replaced.
 */
export function atualizarExistentesSql(entrada: string, clienteId: string, franqueador: Franqueador): SQL {
  const mudou = `(${prefixar('l', MUTAVEIS.join(','))}) is distinct from (${prefixar('e', MUTAVEIS.join(','))})`;
  return sql`
    with anterior as (
      select l.* from ${sql.raw(entrada)} e
      join lancamento l on l.cliente_id = ${clienteId} and l.origem = e.origem and l.id_externo = e.id_externo
    ),
    gravado as (
      update lancamento l set ${sql.raw(MUTAVEIS.map((c) => `${c} = e.${c}`).join(', '))}
      from ${sql.raw(entrada)} e
      where l.cliente_id = ${clienteId} and l.origem = e.origem and l.id_externo = e.id_externo
        and ${sql.raw(mudou)}
      returning l.*
    ),
    delta as (
      ${linhasDelta('gravado', '1')}
      union all
      ${linhasDelta('anterior', '-1', 'join gravado g on g.id = t.id')}
    ),
    ${rollupsSql(clienteId, franqueador)}
    select (select count(*) from gravado)::int as escritos`;
}

function prefixar(alias: string, colunas: string): string {
  return colunas
    .split(',')
    .map((c) => `${alias}.${c.trim()}`)
    .join(', ');
}

/** The rollup dimensions of each row, counted with `sinal` (+1 new version, −1 replaced version). */
function linhasDelta(fonte: string, sinal: string, join = ''): SQL {
  return sql.raw(`select t.empresa_id, t.conta_franqueado_id, t.centro_de_custo_id, t.conta_bancaria_id,
      ${sinal} * t.valor as valor, ${sinal} as n, t.status, t.data_competencia,
      coalesce(t.data_pagamento, t.data_vencimento) as dia_caixa, t.parcela_aprovada, t.previsao,
      t.transferencia, t.boleto_a_receber, t.caixa_aberto
    from ${fonte} t ${join}`);
}

/**
 * Competência months by data_competencia; caixa months and days by the payment date, or the due date
 * while open. Keys are grouped first, so each rollup row is touched once per statement. Unless
 * `rollupsFranqueador` is off, the rollups at the franchisor-account grain move by the same deltas: the DRE's by
 * the monthly ones (modules/dre), the cash flow's by the ledger rows' (modules/fluxo-de-caixa/rollup-dfc-sql.ts).
 */
function rollupsSql(clienteId: string, franqueador: Franqueador): SQL {
  const mesDe = (col: string) => sql.raw(`(${col} - extract(day from ${col})::int + 1)`);
  return sql`
    delta_mensal as (
      select empresa_id, conta_franqueado_id, centro_de_custo_id, sum(valor) as valor, mes, sum(n) as n, regime,
        status
      from (
        select d.*, 1::smallint as regime, ${mesDe('d.data_competencia')} as mes from delta d
        union all
        select d.*, 2::smallint, ${mesDe('d.dia_caixa')} from delta d
      ) x
      group by empresa_id, conta_franqueado_id, centro_de_custo_id, mes, regime, status
    ),
    mensal as (
      insert into lancamento_mensal as m (cliente_id, empresa_id, conta_franqueado_id, centro_de_custo_id, valor,
        mes, quantidade, regime, status)
      select ${clienteId}::uuid, empresa_id, conta_franqueado_id, centro_de_custo_id, valor, mes, n, regime, status
      from delta_mensal
      on conflict on constraint lancamento_mensal_chave_uq do update
        set valor = m.valor + excluded.valor, quantidade = m.quantidade + excluded.quantidade
      returning 1
    ),
    ${
      franqueador === 'direto'
        ? sql`${somarDeltasRollupDreSql(clienteId, 'delta_mensal')}, ${somarDeltasRollupDfcSql(clienteId, 'delta')},`
        : franqueador === 'acumular'
          ? sql`acumulado_mensal as (
              insert into ${sql.raw(ACUMULADO_MENSAL)} select empresa_id, conta_franqueado_id, valor, mes, n, regime,
                status from delta_mensal
              returning 1
            ),
            acumulado_caixa as (
              insert into ${sql.raw(ACUMULADO_CAIXA)} select empresa_id, conta_franqueado_id, dia_caixa, ${sql.raw(FLAGS)},
                sum(valor), sum(n)
              from delta group by empresa_id, conta_franqueado_id, dia_caixa, ${sql.raw(FLAGS)}
              returning 1
            ),`
          : sql``
    }
    diario as (
      insert into lancamento_diario as d (cliente_id, empresa_id, conta_franqueado_id, centro_de_custo_id,
        conta_bancaria_id, valor, dia, quantidade, parcela_aprovada, previsao, transferencia, boleto_a_receber,
        caixa_aberto, status)
      select ${clienteId}::uuid, empresa_id, conta_franqueado_id, centro_de_custo_id, conta_bancaria_id, sum(valor),
        dia_caixa, sum(n), parcela_aprovada, previsao, transferencia, boleto_a_receber, caixa_aberto, status
      from delta
      group by empresa_id, conta_franqueado_id, centro_de_custo_id, conta_bancaria_id, dia_caixa, parcela_aprovada,
        previsao, transferencia, boleto_a_receber, caixa_aberto, status
      on conflict on constraint lancamento_diario_chave_uq do update
        set valor = d.valor + excluded.valor, quantidade = d.quantidade + excluded.quantidade
      returning 1
    )`;
}
