import { somarMeses } from '@matriz/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { RegimeDre, SelecaoDre, StatusDre } from '../../engine/dre/types.ts';

/**
 * What one cell of the DRE reads from the ledger: the stores, the months, the status and the cost centres of its
 * column (the store of the store view, the cost centre of the per-cost-centre columns), within the selection of
 * the column's filter. A cell outside its selection (a store or cost centre not in it, a month outside its
 * period) has no stores: nothing, never another cell's rows.
 */
export interface FiltroCelulaDre {
  empresaIds: readonly string[];
  /**
   * todos: every cost centre and the entries without one; lista: only these (`daColuna`: the cost centre of a
   * per-cost-centre column, else the selection's list); sem: the column of entries without a cost centre (none of
   * the ledger's when the selection lists cost centres; the values of a store as a whole are there).
   */
  centros:
    | { tipo: 'todos' }
    | { tipo: 'lista'; ids: readonly string[]; daColuna: boolean }
    | { tipo: 'sem'; listaDaSelecao: readonly string[] | null };
  /** first and last month, 'YYYY-MM-01' */
  inicio: string;
  fim: string;
  status: StatusDre;
  regime: RegimeDre;
  /** False: the values of a store as a whole are not the user's to see (SelecaoDre.valoresDaLoja). */
  valoresDaLoja: boolean;
}

export interface ColunaDaCelula {
  empresaId?: string | null | undefined;
  centroDeCusto?: { id: string | null } | null | undefined;
}

/** The cell of the column in the selection: its month (none: the whole period), store and cost centre. */
export function filtroDaCelula(
  s: SelecaoDre,
  regime: RegimeDre,
  cel: {
    competencia?: string | undefined;
    coluna?: ColunaDaCelula | undefined;
    empresaId?: string | undefined;
  },
): FiltroCelulaDre {
  let empresaIds = [...s.empresaIds];
  for (const loja of [cel.coluna?.empresaId, cel.empresaId])
    if (loja) empresaIds = empresaIds.includes(loja) ? [loja] : [];
  const lista = s.centroDeCustoIds;
  let centros: FiltroCelulaDre['centros'] =
    lista === null ? { tipo: 'todos' } : { tipo: 'lista', ids: lista, daColuna: false };
  const cc = cel.coluna?.centroDeCusto;
  if (cc && cc.id === null) {
    centros = { tipo: 'sem', listaDaSelecao: lista };
  } else if (cc?.id) {
    if (lista !== null && !lista.includes(cc.id)) empresaIds = [];
    centros = { tipo: 'lista', ids: [cc.id], daColuna: true };
  }
  let { inicio, fim } = s;
  if (cel.competencia) {
    if (cel.competencia < s.inicio || cel.competencia > s.fim) empresaIds = [];
    inicio = fim = cel.competencia;
  }
  return {
    empresaIds,
    centros,
    inicio,
    fim,
    status: s.status,
    regime,
    valoresDaLoja: s.valoresDaLoja !== false,
  };
}

/** The entry's date in the regime: competência, or the cash date (payment; due date while open), as the rollups. */
export const dataDoRegimeSql = (regime: RegimeDre, alias = 'l'): SQL =>
  sql.raw(
    regime === 1
      ? `${alias}.data_competencia`
      : `coalesce(${alias}.data_pagamento, ${alias}.data_vencimento)`,
  );

const uuids = (ids: Iterable<string>) => sql`${sql.param([...new Set(ids)])}::uuid[]`;

/** The cell's conditions on a ledger relation `alias` (stores, dates of the regime, status, cost centres). */
export function celulaLancamentoSql(f: FiltroCelulaDre, alias = 'l'): SQL {
  const t = sql.raw(alias);
  const data = dataDoRegimeSql(f.regime, alias);
  const depois = somarMeses(f.fim, 1) ?? f.fim;
  const status =
    f.status === 1
      ? sql`and ${t}.status = 'aberto'`
      : f.status === 2
        ? sql`and ${t}.status = 'liquidado'`
        : sql``;
  const c = f.centros;
  const centros =
    c.tipo === 'sem'
      ? c.listaDaSelecao !== null
        ? sql`and false`
        : sql`and ${t}.centro_de_custo_id is null`
      : c.tipo === 'lista'
        ? sql`and ${t}.centro_de_custo_id = any(${uuids(c.ids)})`
        : sql``;
  return sql`${t}.empresa_id = any(${uuids(f.empresaIds)})
    and ${data} >= ${f.inicio}::date and ${data} < ${depois}::date ${status} ${centros}`;
}
