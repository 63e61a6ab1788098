/**
 * The DRE engine's inputs (issue 10): what the read path (modules/dre) hands to the pure engine. The read path
 * resolves every filter to plain id lists within the user's scope (marcas, clusters, outliers, inactive stores,
 * plan history window) and reads aggregated facts at the grain the layout needs; the engine never queries.
 */

/** Filter A, or filter B of the horizontal analysis. */
export type FiltroDre = 'A' | 'B';

/** 1 Competência (by `data_competencia`), 2 Caixa (by payment date; due date while open). */
export type RegimeDre = 1 | 2;

/** 0 Ambos, 1 Abertos, 2 Liquidados. */
export type StatusDre = 0 | 1 | 2;

export type TipoLinhaDre = 'conta' | 'total' | 'formula' | 'manual' | 'cmv' | 'pdv';

/** A franchisor account under an account line. */
export interface ContaDaLinha {
  id: string;
  codigo: string;
  nome: string;
}

/** A line of the DRE model, flat; the tree is `parentId` + `ordem`. */
export interface LinhaModeloDre {
  id: string;
  parentId: string | null;
  codigo: string;
  nome: string;
  ordem: number;
  tipo: TipoLinhaDre;
  /** Formula lines: an expression over other lines' `codigo` (`RB + DED`, `FATPDV / CUPONS`). */
  formula: string | null;
  /** PDV lines: which point-of-sale value. */
  tipoDeValorDePdv: string | null;
  /** The vertical analysis' base line (Receita Bruta). */
  isBase: boolean;
  /** Display sign applied to the line's sum (+1 / −1). */
  sinal: 1 | -1;
  /** Account lines: the franchisor accounts they sum. */
  contas: readonly ContaDaLinha[];
}

/** Which dimensions the facts must keep, chosen from the layout (the smallest aggregate that answers it). */
export interface GraoDre {
  /** View by store (columns are stores). */
  porEmpresa: boolean;
  /** View by cost centre, or each cost centre per column. */
  porCentroDeCusto: boolean;
  /**
   * Whether the columns are months (the default). False when every column sums a filter's whole period (the
   * views, each cost centre per column): each fact then sums its period and is dated the period's first month.
   */
  porMes?: boolean;
}

/** What one filter selects, resolved to ids already inside the user's scope. */
export interface SelecaoDre {
  filtro: FiltroDre;
  empresaIds: readonly string[];
  /** Null: every cost centre, and entries without one; a list: only those cost centres. */
  centroDeCustoIds: readonly string[] | null;
  /** First month, 'YYYY-MM-01'. */
  inicio: string;
  /** Last month (inclusive), 'YYYY-MM-01'. */
  fim: string;
  status: StatusDre;
  /**
   * False when the user's rule limits cost centres: values of a store as a whole (PDV, CMV, manual values typed
   * for the store, not for a cost centre) describe more than their cost centres, so they are not read. Default true.
   */
  valoresDaLoja?: boolean;
}

/**
 * One aggregated ledger fact: the net value of the entries that reach a franchisor account (through an approved
 * De-Para) in one month, at the grain asked for. `contaFranqueadorId` null: entries of franchisee accounts with no
 * approved mapping to a franchisor account (the unmapped money the answer must report).
 */
export interface FatoDre {
  filtro: FiltroDre;
  contaFranqueadorId: string | null;
  /** 'YYYY-MM-01'. */
  mes: string;
  /** Set when `GraoDre.porEmpresa`, else null. */
  empresaId: string | null;
  /** Set when `GraoDre.porCentroDeCusto` (null there = entries without a cost centre), else null. */
  centroDeCustoId: string | null;
  /** Signed centavos. */
  valor: bigint;
  /** Ledger entries behind the value. */
  quantidade: number;
}

/**
 * A value of a non-ledger line for one month at the same grain: a manual value (`linhaId` of the manual line), a
 * PDV value (`tipoDeValorDePdv`) or a CMV value (`cmv`). Absent = no data, never zero.
 */
export interface ValorExtraDre {
  filtro: FiltroDre;
  origem: 'manual' | 'pdv' | 'cmv';
  /** Manual lines: the line; else null. */
  linhaId: string | null;
  /** PDV values: the type; else null. */
  tipoDeValorDePdv: string | null;
  mes: string;
  empresaId: string | null;
  centroDeCustoId: string | null;
  valor: bigint;
}

/**
 * A budget value (issue 11 §3) of an account or manual line for one month of filter A, summed over the selected
 * stores (the engine sums again: several rows may name the same line and month). In the line's own sign
 * convention, like the actual values (its `sinal` applies to it as to them). Absent = no budget, never zero.
 */
export interface ValorOrcadoDre {
  linhaId: string;
  /** 'YYYY-MM-01'. */
  mes: string;
  valor: bigint;
}

// ---------- what the engine returns (rendered to the screen JSON and, next issue, to every xlsx kind) ----------

/**
 * valor: a value of the period/store/cost centre; analise-vertical: value ÷ the base line of the same column;
 * variacao: B against A of the same position ((B − A) ÷ |A|); diferenca: B − A; media: take-average over stores;
 * 'comparar com orçado': orcado (the budget of the period), diferenca-orcado (Realizado − Orçado) and
 * variacao-orcado ((R − O) ÷ |O|).
 */
export type TipoColunaDre =
  | 'valor'
  | 'analise-vertical'
  | 'variacao'
  | 'diferenca'
  | 'media'
  | 'orcado'
  | 'diferenca-orcado'
  | 'variacao-orcado';

/** What a column of the matrix means, so a click on a cell knows what to drill into. */
export interface ColunaDre {
  /** The matrix column's key. */
  key: string;
  tipo: TipoColunaDre;
  /** The filter the column reads; null for columns comparing A and B (variação, diferença). */
  filtro: FiltroDre | null;
  /** 'YYYY-MM-01'; null for a column over the whole period (total, store view, média). */
  mes: string | null;
  /** Store view: the store; else null. */
  empresaId: string | null;
  /** Per-cost-centre columns: `{ id }` (id null = entries without a cost centre); else null. */
  centroDeCusto: { id: string | null } | null;
  /** Store view: true when the store has no entries at all in the period ("sem dados", not zero). */
  semDados: boolean;
  /** Média column: how many stores with data it used; else null. */
  lojasUsadas: number | null;
}

/** What a row drills into (spec 001 §3 DRE tree row: linhaDaDREId, planoDeContasId, tipoDeValorDePDV, cmv…). */
export interface ReferenciaLinhaDre {
  linhaId: string;
  tipo: TipoLinhaDre;
  /** Rows of a franchisor account under an account line; null on the line itself. */
  contaFranqueadorId: string | null;
  tipoDeValorDePdv: string | null;
}
