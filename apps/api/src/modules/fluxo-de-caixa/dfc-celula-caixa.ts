import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import type { CriterioDfc } from '../../engine/dfc/index.ts';
import type { ParDre } from '../dre/lancamentos-celula-dre.ts';
import { somarMeses } from '@matriz/contracts';
import { somarDias } from '../../engine/dfc/datas.ts';
import { entradasDoFranqueadorSql, type CoberturaDfc } from './dfc-fatos-franqueador-sql.ts';
import { contaSql, diaDoLedgerSql, recorteSql, type RecorteDfc } from './dfc-fatos-sql.ts';
import { planoDeLeituraDfc } from './dfc-plano-leitura.ts';
import { entradasDoDiarioSql } from './dfc-read-fatos.ts';

// The Caixa regime's cell of the cash-flow detail (issue 12 §2, §5): its count and sum per store and day from the
// same rollups and rule as the search's facts (so a cell and its detail never differ), and a page of its ledger
// entries read only on the days that page covers, through the ledger's partial indexes.

/** One cell: its stores, cost centres, bank accounts and days, the rule, and its accounts. */
export interface CelulaCaixaDfc {
  recorte: RecorteDfc;
  criterio: CriterioDfc;
  /** the cell's franchisor accounts (the line's, or the one asked) */
  contas: readonly string[];
  /** the selected stores' franchisee accounts mapped (approved De-Para) to those franchisor accounts */
  pares: readonly ParDre[];
}

/**
 * The cell's entries of one store in one bucket — a day, or a whole month of the range (`mes`) — how many and their
 * exact sum (centavos, before the line's sign).
 */
export interface BaldeDaCelula {
  empresaId: string;
  /** the day, or the month's first day */
  dia: string;
  mes: boolean;
  valor: bigint;
  quantidade: number;
}

const paresSql = (pares: readonly ParDre[], alias: string) => {
  // one array per column (unnest pairs the arrays by position, so repeats must stay)
  const col = (k: keyof ParDre) => sql`${sql.param(pares.map((m) => m[k]))}::uuid[]`;
  const a = sql.raw(alias);
  return sql`join unnest(${col('empresaId')}, ${col('contaFranqueadoId')}) as m(empresa_id, conta_franqueado_id)
    on m.empresa_id = ${a}.empresa_id and m.conta_franqueado_id = ${a}.conta_franqueado_id`;
};

/** The store of the buckets summed over the cut's stores (baldesDaCelula without `porLoja`). */
export const TODAS = '*';

/**
 * The cell's count and sum per store (or, without `porLoja`, over the cut's stores: TODAS) and bucket, as the search
 * counts them: from the franchisor rollups when the
 * cut names no cost centre and no bank account (the cell's accounts by their key; with `porMes`, the range's whole
 * months from the monthly rollup, in month buckets — dfc-plano-leitura.ts), else from `lancamento_diario` through
 * the cell's pairs, by day; 'Valores nos dias originais' moves the entries paid off their due date as the search does.
 */
export async function baldesDaCelula(
  tx: DatabaseOrTransaction,
  c: CelulaCaixaDfc,
  porMes: boolean,
  /** false: summed over the stores (TODAS), the grupos of `cobertura` read from the grupo rollups */
  porLoja: true | { cobertura: CoberturaDfc | undefined } = true,
): Promise<BaldeDaCelula[]> {
  const r = c.recorte;
  if (c.pares.length === 0 || r.empresaIds.length === 0) return [];
  const cr = c.criterio;
  const porDimensao = r.centroDeCustoIds !== null || r.contaBancariaIds !== null;
  const plano = planoDeLeituraDfc(r.inicio, r.fim, cr, porMes && !porDimensao);
  const entradas = porDimensao
    ? sql`select x.empresa_id, x.valor, x.n, x.dia
        from (${entradasDoDiarioSql({ ...r, criterio: cr, porContaBancaria: false }, r)}) x
        ${paresSql(c.pares, 'x')}`
    : entradasDoFranqueadorSql(r, cr, plano, {
        contas: c.contas,
        ...(porLoja === true ? {} : { cobertura: porLoja.cobertura }),
      });
  const { rows } = await tx.execute<{ empresa_id: string; dia: string; valor: string; n: string }>(sql`
    select ${porLoja === true ? sql`x.empresa_id` : sql`${TODAS}`} as empresa_id, x.dia::text as dia,
      sum(x.valor)::text as valor, sum(x.n)::text as n
    from (${entradas}) x
    where x.dia between ${r.inicio}::date and ${r.fim}::date
    group by ${porLoja === true ? sql`x.empresa_id, ` : sql``}x.dia
    having sum(x.n) <> 0`);
  const meses = new Set(plano.meses);
  return rows.map((x) => ({
    empresaId: x.empresa_id,
    dia: x.dia,
    mes: meses.has(x.dia),
    valor: BigInt(x.valor),
    quantidade: Number(x.n),
  }));
}

/** Where a page of the cell's entries lies (janelaDaPagina). */
export interface JanelaDaPagina {
  /** first and last day of the buckets the page covers */
  de: string;
  ate: string;
  /** where the page starts among those buckets' entries */
  offset: number;
  /** month buckets at either end of the window: to be read by day before the ledger is (they may hold the page's few days) */
  mesesNasPontas: string[];
}

const ultimoDoMes = (mes: string) => somarDias(somarMeses(mes, 1)!, -1);

/**
 * The buckets a page of the cell's entries (in the detail's order: day, then id) lies in, and where the page starts
 * among their entries: the counts per bucket are the cell's, so only those days of the ledger are read. Null when
 * the page is past the last entry.
 */
export function janelaDaPagina(
  baldes: readonly BaldeDaCelula[],
  pagina: { offset: number; limite: number },
): JanelaDaPagina | null {
  const porBalde = new Map<string, { mes: boolean; n: number }>();
  for (const b of baldes)
    porBalde.set(b.dia, { mes: b.mes, n: (porBalde.get(b.dia)?.n ?? 0) + b.quantidade });
  const ordenados = [...porBalde].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  let antes = 0;
  let janela: JanelaDaPagina | null = null;
  let ultimo: { dia: string; mes: boolean } | null = null;
  for (const [dia, { mes, n }] of ordenados) {
    if (janela === null && antes + n > pagina.offset) {
      janela = { de: dia, ate: dia, offset: pagina.offset - antes, mesesNasPontas: mes ? [dia] : [] };
    }
    if (janela !== null) ultimo = { dia, mes };
    antes += n;
    if (janela !== null && antes >= pagina.offset + pagina.limite) break;
  }
  if (janela === null || ultimo === null) return null;
  janela.ate = ultimo.mes ? ultimoDoMes(ultimo.dia) : ultimo.dia;
  if (ultimo.mes && !janela.mesesNasPontas.includes(ultimo.dia)) janela.mesesNasPontas.push(ultimo.dia);
  return janela;
}

/**
 * The page of the cell's ledger entries in the window (janelaDaPagina; of `empresaId` alone when given), in the
 * detail's order. The entries whose day (regra.ts) is in [de, ate] come in disjoint branches, each read through a
 * partial index of the ledger: settled entries with a bank account by payment date
 * (lancamento_conta_bancaria_pagamento_idx), settled ones without by payment date
 * (lancamento_liquidado_sem_conta_pagamento_idx), open ones by due date from the eve of the window (an open boleto
 * moves one day; lancamento_aberto_vencimento_idx); with 'Valores nos dias originais' (the due date) the settled
 * branches start on the eve too (an entry paid on the eve may be due in the window), and the entries paid off their
 * due date outside those days come by due date (lancamento_pago_fora_do_vencimento_vencimento_idx). The rule on top
 * keeps the right days. Each branch bounds one plain date column: PostgreSQL estimates two correlated dates as
 * independent (one row for a day's window; a plan built on that took 5–10 s), and under row-level security a
 * condition on an expression such as COALESCE is not leakproof, so it would filter the scan instead of bounding it.
 * Each branch repeats its index's predicate word for word, so the planner can use it.
 */
export function lancamentosDaJanelaSql(
  c: CelulaCaixaDfc,
  janela: { de: string; ate: string; offset: number },
  pagina: { limite: number; empresaId: string | null },
): SQL {
  const cr = c.criterio;
  const desdeAVespera = (coluna: SQL) =>
    sql`${coluna} between ${janela.de}::date - 1 and ${janela.ate}::date`;
  const pagamento = cr.valoresNosDiasOriginais
    ? desdeAVespera(sql`t.data_pagamento`)
    : sql`t.data_pagamento between ${janela.de}::date and ${janela.ate}::date`;
  const ramos: SQL[] = [
    sql`t.status = 'liquidado' and t.conta_bancaria_id is not null and ${pagamento}`,
    sql`t.status = 'liquidado' and t.conta_bancaria_id is null and ${pagamento}`,
    sql`t.status = 'aberto' and ${desdeAVespera(sql`t.data_vencimento`)}`,
  ];
  if (cr.valoresNosDiasOriginais)
    ramos.push(sql`t.status = 'liquidado' and t.data_pagamento <> t.data_vencimento
      and t.data_vencimento between ${janela.de}::date and ${janela.ate}::date
      and not ${desdeAVespera(sql`t.data_pagamento`)}`);
  // the cell's store × franchisee account pairs once for every branch (thousands for a network: sent once)
  const col = (k: keyof ParDre) => sql`${sql.param(c.pares.map((m) => m[k]))}::uuid[]`;
  const entradas = ramos.map(
    (ramo) => sql`
      select t.id, t.empresa_id, t.meio_de_pagamento, t.fornecedor, t.historico, t.valor, ${diaDoLedgerSql(cr)} as dia
      from lancamento t
      join par m on m.empresa_id = t.empresa_id and m.conta_franqueado_id = t.conta_franqueado_id
      where ${recorteSql(c.recorte)} and ${ramo} and ${contaSql(cr, sql`t.data_vencimento`)}`,
  );
  return sql`
    with par as (
      select * from unnest(${col('empresaId')}, ${col('contaFranqueadoId')}) as p(empresa_id, conta_franqueado_id)
    )
    select x.id, x.dia::text as dia, x.empresa_id, x.meio_de_pagamento, x.fornecedor, x.historico,
      x.valor::text as valor
    from (${sql.join(entradas, sql` union all `)}) x
    where x.dia between ${janela.de}::date and ${janela.ate}::date
      ${pagina.empresaId ? sql`and x.empresa_id = ${pagina.empresaId}` : sql``}
    order by x.dia, x.id
    limit ${pagina.limite} offset ${janela.offset}`;
}
