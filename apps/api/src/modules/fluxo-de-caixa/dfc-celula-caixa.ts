import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import type { CriterioDfc } from '../../engine/dfc/index.ts';
import type { ParDre } from '../dre/lancamentos-celula-dre.ts';
import {
  contaSql,
  correcaoDiasOriginaisSql,
  diaDoLedgerSql,
  diaDoRollupSql,
  recorteSql,
  uuids,
  type RecorteDfc,
} from './dfc-fatos-sql.ts';
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

/** The cell's entries on one day of one store: how many and their exact sum (centavos, before the line's sign). */
export interface DiaDaCelula {
  empresaId: string;
  dia: string;
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

/**
 * The cell's count and sum per store and day: from the franchisor daily rollup when the cut names no cost centre
 * and no bank account (the cell's accounts by their key), else from `lancamento_diario` through the cell's pairs;
 * 'Valores nos dias originais' moves the entries paid off their due date as the search does.
 */
export async function diasDaCelula(tx: DatabaseOrTransaction, c: CelulaCaixaDfc): Promise<DiaDaCelula[]> {
  const r = c.recorte;
  if (c.pares.length === 0 || r.empresaIds.length === 0) return [];
  const cr = c.criterio;
  const porDimensao = r.centroDeCustoIds !== null || r.contaBancariaIds !== null;
  const correcao = sql`select x.empresa_id, x.valor, x.n, x.dia
    from (${correcaoDiasOriginaisSql(cr, r, sql`null::uuid`, { de: r.inicio, ate: r.fim })}) x
    ${paresSql(c.pares, 'x')}`;
  const entradas = porDimensao
    ? sql`select x.empresa_id, x.valor, x.n, x.dia
        from (${entradasDoDiarioSql({ ...r, criterio: cr, porContaBancaria: false }, r)}) x
        ${paresSql(c.pares, 'x')}`
    : sql`select t.empresa_id, t.valor, t.quantidade as n, ${diaDoRollupSql(cr)} as dia
        from dfc_diario_franqueador t
        where t.cliente_id = ${r.clienteId} and t.empresa_id = any(${uuids(r.empresaIds)})
          and t.dia between ${r.inicio}::date - 1 and ${r.fim}::date
          and t.conta_franqueador_id = any(${uuids(c.contas)}) and ${contaSql(cr, sql`t.dia`)}
        ${cr.valoresNosDiasOriginais ? sql`union all ${correcao}` : sql``}`;
  const { rows } = await tx.execute<{ empresa_id: string; dia: string; valor: string; n: string }>(sql`
    select y.empresa_id, y.dia::text as dia, sum(y.valor)::text as valor, sum(y.n)::text as n
    from (${entradas}) y
    where y.dia between ${r.inicio}::date and ${r.fim}::date
    group by y.empresa_id, y.dia
    having sum(y.n) <> 0`);
  return rows.map((x) => ({
    empresaId: x.empresa_id,
    dia: x.dia,
    valor: BigInt(x.valor),
    quantidade: Number(x.n),
  }));
}

/**
 * The days a page of the cell's entries (in the detail's order: day, then id) lies on, and where the page starts
 * among that window's entries: the counts per day are the cell's, so only those days of the ledger are read.
 * Null when the page is past the last entry.
 */
export function janelaDaPagina(
  dias: readonly DiaDaCelula[],
  pagina: { offset: number; limite: number },
): { de: string; ate: string; offset: number } | null {
  const porDia = new Map<string, number>();
  for (const d of dias) porDia.set(d.dia, (porDia.get(d.dia) ?? 0) + d.quantidade);
  const ordenados = [...porDia].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  let antes = 0;
  let janela: { de: string; ate: string; offset: number } | null = null;
  for (const [dia, n] of ordenados) {
    if (janela === null && antes + n > pagina.offset)
      janela = { de: dia, ate: dia, offset: pagina.offset - antes };
    else if (janela !== null) janela.ate = dia;
    antes += n;
    if (janela !== null && antes >= pagina.offset + pagina.limite) break;
  }
  return janela;
}

/**
 * The ledger entries of the cell whose day (regra.ts) is in [de, ate], in three disjoint branches each read through
 * an index of the ledger: settled entries with a bank account by payment date
 * (lancamento_conta_bancaria_pagamento_idx); open entries and entries without a bank account by cash day
 * (lancamento_aberto_ou_sem_conta_idx); with 'Valores nos dias originais', the settled entries paid off their due
 * date by due date (lancamento_pago_fora_do_vencimento_vencimento_idx), the first two branches then keeping the
 * others. Each branch's condition repeats its index's predicate word for word, so the planner can use it; the rule
 * itself is applied on top.
 */
export function lancamentosDaJanelaSql(c: CelulaCaixaDfc, janela: { de: string; ate: string }): SQL {
  const cr = c.criterio;
  const original = cr.valoresNosDiasOriginais;
  const noDia = (coluna: SQL, vespera = false) =>
    sql`${coluna} between ${janela.de}::date ${vespera ? sql`- 1` : sql``} and ${janela.ate}::date`;
  const pagoNoVencimento = sql`and t.data_pagamento = t.data_vencimento`;
  const ramos: SQL[] = [
    sql`t.status = 'liquidado' and t.conta_bancaria_id is not null and ${noDia(sql`t.data_pagamento`)}
      ${original ? pagoNoVencimento : sql``}`,
    sql`(t.status = 'aberto' or t.conta_bancaria_id is null)
      and ${noDia(sql`coalesce(t.data_pagamento, t.data_vencimento)`, true)}
      ${original ? sql`and not (t.status = 'liquidado' and t.data_pagamento <> t.data_vencimento)` : sql``}`,
  ];
  if (original)
    ramos.push(sql`t.status = 'liquidado' and t.data_pagamento <> t.data_vencimento
      and ${noDia(sql`t.data_vencimento`)}`);
  const contas = uuids(c.pares.map((p) => p.contaFranqueadoId));
  return sql.join(
    ramos.map(
      (ramo) => sql`
      select t.id, t.empresa_id, t.meio_de_pagamento, t.fornecedor, t.historico, t.valor, ${diaDoLedgerSql(cr)} as dia
      from lancamento t
      ${paresSql(c.pares, 't')}
      where ${recorteSql(c.recorte)} and t.conta_franqueado_id = any(${contas}) and ${ramo}
        and ${contaSql(cr, sql`t.data_vencimento`)}`,
    ),
    sql` union all `,
  );
}
