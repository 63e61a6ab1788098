import { sql, type SQL } from 'drizzle-orm';
import type { CriterioDfc } from '../../engine/dfc/index.ts';

// The rule of engine/dfc/regra.ts (which entries count, and on which day) as SQL, on the ledger (`lancamento`) and on
// the cash-day rollups (`lancamento_diario`, `dfc_diario_franqueador`, `dfc_mensal_franqueador`), all aliased `t`.
// The facts' read and the detail's share them, so a cell and its detail rows can never count an entry differently;
// the read-path tests hold every source to agregarPorDia.

export const uuids = (ids: Iterable<string>): SQL => sql`${sql.param([...new Set(ids)])}::uuid[]`;
export const datas = (dias: Iterable<string>): SQL => sql`${sql.param([...new Set(dias)])}::date[]`;

/** What a query narrows the entries to, besides the rule: stores, cost centres, bank accounts and the days. */
export interface RecorteDfc {
  clienteId: string;
  empresaIds: readonly string[];
  /** null: every cost centre and the entries without one (the user's rule limits none) */
  centroDeCustoIds: readonly string[] | null;
  /** the query's Contas; null: every bank account and the entries without one */
  contaBancariaIds: readonly string[] | null;
  inicio: string;
  fim: string;
}

/**
 * The cash-day rollups answer the Caixa regime: their day is the cash day (payment date, else due date). Status,
 * approval, forecasts, transfers, open cash registers and boletos are their dimensions; an open entry's day is its
 * due date, so the overdue test and the boleto's extra day read it too. ValoresNosDiasOriginais (the due date of a
 * settled entry) is the cash-day view with the entries paid off their due date moved back to it
 * (correcaoDiasOriginaisSql). The Competência regime by day reads the ledger.
 */
export const rollupResponde = (c: CriterioDfc): boolean => c.regime === 2;

/**
 * Whether an entry counts (regra.ts lancamentoConta), on `t`; `vencimento`: the due date of an open entry.
 * `rollup`: `t` is a cash rollup, whose key runs store, day (or month), account, status, then the flags. There the
 * status and the flags are written so they stay filters: as index conditions after the day's range, PostgreSQL 18
 * costs the scan of one store's days as a skip scan of the whole key (~217,000 for 400 rows) and reads the whole
 * rollup in parallel instead (0.8 s instead of 4 ms on the bench network). The flags are NOT NULL, so `is not true`
 * is `not`; on the ledger the status stays an equality, which its partial indexes' predicates need.
 */
export function contaSql(c: CriterioDfc, vencimento: SQL, opcoes: { rollup?: boolean } = {}): SQL {
  const partes: SQL[] = [];
  const status = (condicao: SQL) => (opcoes.rollup ? sql`(${condicao}) is true` : condicao);
  if (c.status === 1) partes.push(status(sql`t.status = 'aberto'`));
  if (c.status === 2) partes.push(status(sql`t.status = 'liquidado'`));
  // a forecast counts with ExibirPrevisoes; an instalment awaiting approval with ExibirParcelasNaoAprovadas
  if (!c.exibirPrevisoes) partes.push(sql`t.previsao is not true`);
  if (!c.exibirParcelasNaoAprovadas) partes.push(sql`(t.previsao or t.parcela_aprovada)`);
  if (c.ocultarTransferencias) partes.push(sql`t.transferencia is not true`);
  if (c.ocultarDinheiroDeCaixasAbertos) partes.push(sql`t.caixa_aberto is not true`);
  if (c.ocultarTitulosVencidos)
    partes.push(sql`not (t.status = 'aberto' and ${vencimento} < ${c.hoje}::date)`);
  return partes.length > 0 ? sql.join(partes, sql` and `) : sql`true`;
}

/** The day an entry of the ledger falls on (regra.ts diaDoLancamento), on `t`. */
export function diaDoLedgerSql(c: CriterioDfc): SQL {
  if (c.regime === 1) return sql`t.data_competencia`;
  const liquidado = c.valoresNosDiasOriginais
    ? sql`t.data_vencimento`
    : sql`coalesce(t.data_pagamento, t.data_vencimento)`;
  const aberto = c.adicionarUmDiaNoVencimentoDeBoletosAReceber
    ? sql`case when t.boleto_a_receber then t.data_vencimento + 1 else t.data_vencimento end`
    : sql`t.data_vencimento`;
  return sql`case when t.status = 'liquidado' then ${liquidado} else ${aberto} end`;
}

/** The same day on the daily rollup (rollupResponde): its cash day, one more for an open receivable boleto. */
export function diaDoRollupSql(c: CriterioDfc): SQL {
  return c.adicionarUmDiaNoVencimentoDeBoletosAReceber
    ? sql`case when t.status = 'aberto' and t.boleto_a_receber then t.dia + 1 else t.dia end`
    : sql`t.dia`;
}

/**
 * A condition on the ledger's own date columns that every entry falling in the range meets (so the planner can
 * skip the rest before computing each entry's day): the day is the competência date, or the payment or due date
 * (a boleto's due date may be the day before the range).
 */
export function datasDoLedgerSql(c: CriterioDfc, r: Pick<RecorteDfc, 'inicio' | 'fim'>): SQL {
  if (c.regime === 1) return sql`t.data_competencia between ${r.inicio}::date and ${r.fim}::date`;
  const vencimento = sql`t.data_vencimento between ${r.inicio}::date - 1 and ${r.fim}::date`;
  if (c.valoresNosDiasOriginais) return vencimento;
  return sql`(${vencimento} or t.data_pagamento between ${r.inicio}::date and ${r.fim}::date)`;
}

/** The stores (unless `lojas` is false: the caller names the store), cost centres and bank accounts of the cut, on `t`. */
export function recorteSql(r: RecorteDfc, opcoes: { lojas?: boolean } = {}): SQL {
  return sql`t.cliente_id = ${r.clienteId}
    ${opcoes.lojas === false ? sql`` : sql`and t.empresa_id = any(${uuids(r.empresaIds)})`}
    ${r.centroDeCustoIds ? sql`and t.centro_de_custo_id = any(${uuids(r.centroDeCustoIds)})` : sql``}
    ${r.contaBancariaIds ? sql`and t.conta_bancaria_id = any(${uuids(r.contaBancariaIds)})` : sql``}`;
}

/**
 * With ValoresNosDiasOriginais, what turns the cash-day view (the rollups) into the original days: each settled entry
 * paid on another day than its due date (`lancamento_pago_fora_do_vencimento_*_idx`, partial indexes of those
 * entries only), taken out of its payment day and put on its due date — rows (`empresa_id`, `conta_franqueado_id`,
 * `conta_bancaria_id`, `valor`, `n`, `dia`) whose day falls in `janela` (null `de`: every day up to `ate`), under the
 * rule and the cut `r` (its days are not read: the window bounds them). `banco`: the bank account column or null.
 *
 * Read store by store (a lateral join on the list): PostgreSQL cannot estimate `data_pagamento <> data_vencimento`
 * (it takes ~all rows for it, not the 0.7 % of the bench network) and, given all the stores at once, scanned the
 * whole ledger (5–8 s for the network's year); one store at a time, the partial index is the obvious plan.
 */
export function correcaoDiasOriginaisSql(
  c: CriterioDfc,
  r: RecorteDfc,
  banco: SQL,
  janela: { de: string | null; ate: string },
): SQL {
  const naJanela = (coluna: SQL) =>
    janela.de === null
      ? sql`${coluna} <= ${janela.ate}::date`
      : sql`${coluna} between ${janela.de}::date and ${janela.ate}::date`;
  const de = (sinal: SQL, coluna: SQL) => sql`
    select t.empresa_id, t.conta_franqueado_id, ${banco} as conta_bancaria_id, ${sinal} * t.valor as valor,
      ${sinal} as n, ${coluna} as dia
    from unnest(${uuids(r.empresaIds)}) as loja(id)
    cross join lateral (
      select t.* from lancamento t
      -- the partial indexes' predicate, word for word, so the planner can use them
      where ${recorteSql(r, { lojas: false })} and t.empresa_id = loja.id
        and t.status = 'liquidado' and t.data_pagamento <> t.data_vencimento and ${naJanela(coluna)}
        and ${contaSql(c, sql`t.data_vencimento`)}
    ) t`;
  return sql`${de(sql`-1`, sql`t.data_pagamento`)} union all ${de(sql`1`, sql`t.data_vencimento`)}`;
}
