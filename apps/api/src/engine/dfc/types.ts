/**
 * The cash-flow (DFC) engine's inputs and outputs (issue 12 §1): what a read path hands to the pure engine and what
 * it gets back. As for the DRE, the read path resolves every filter (stores, clusters, marcas, bank accounts,
 * inactive stores) to plain id lists inside the user's scope and reads the facts; the engine never queries.
 */

/** 1 Competência (by `data_competencia`), 2 Caixa (by cash date). Spec 001 §9. */
export type RegimeDfc = 1 | 2;

/** 0 both, 1 abertos, 2 liquidados. Spec 001 §9. */
export type StatusDfc = 0 | 1 | 2;

/** The period types of spec 001 §2.3 (Diario is the default). */
export const tiposDePeriodoDfc = ['Diario', 'Mensal', 'Trimestral', 'Semestral'] as const;
export type TipoDePeriodoDfc = (typeof tiposDePeriodoDfc)[number];

/** The line types of a flow model (`linha_dfc.tipo`, db/schema/modelo.ts). */
export type TipoLinhaDfc = 'conta' | 'total' | 'formula';

/** A franchisor account under an account line. */
export interface ContaDaLinhaDfc {
  id: string;
  codigo: string;
  nome: string;
}

/** A line of the flow model, flat; the tree is `parentId` + `ordem` (as `linha_dfc` stores it). */
export interface LinhaModeloDfc {
  id: string;
  parentId: string | null;
  codigo: string;
  nome: string;
  ordem: number;
  tipo: TipoLinhaDfc;
  /** Formula lines: an expression over other lines' `codigo` (`ENT + SAI`), the DRE's formula language. */
  formula: string | null;
  /** Display sign applied to the line's sum (+1 / −1). */
  sinal: 1 | -1;
  /** Account lines: the franchisor accounts they sum. */
  contas: readonly ContaDaLinhaDfc[];
}

/** The cash-flow filter's flags of spec 001 §3 that decide which entries count and on which day (regra.ts). */
export interface FlagsDfc {
  exibirParcelasNaoAprovadas: boolean;
  valoresNosDiasOriginais: boolean;
  adicionarUmDiaNoVencimentoDeBoletosAReceber: boolean;
  ocultarTransferencias: boolean;
  ocultarDinheiroDeCaixasAbertos: boolean;
  ocultarTitulosVencidos: boolean;
  exibirPrevisoes: boolean;
}

/** Everything the rule of regra.ts needs besides the entry. */
export interface CriterioDfc extends FlagsDfc {
  regime: RegimeDfc;
  status: StatusDfc;
  /** Today, 'YYYY-MM-DD' (in the tenant's time zone): open items due before it are overdue. */
  hoje: string;
}

/** A ledger entry with the fields the cash flow reads (`lancamento`, db/schema/lancamento.ts). */
export interface LancamentoDfc {
  /** The franchisor account its franchisee account reaches through an approved De-Para; null: none. */
  contaFranqueadorId: string | null;
  contaBancariaId: string | null;
  /** Signed centavos: entrada +, saída −. */
  valor: bigint;
  dataCompetencia: string;
  dataVencimento: string;
  /** Null while open. */
  dataPagamento: string | null;
  status: 'aberto' | 'liquidado';
  parcelaAprovada: boolean;
  previsao: boolean;
  transferencia: boolean;
  boletoAReceber: boolean;
  caixaAberto: boolean;
}

/**
 * One aggregated fact: the net value of the counted entries of a franchisor account and bank account on one cash
 * day. `contaFranqueadorId` null: entries with no approved mapping (reported apart, as the DRE does);
 * `contaBancariaId` null: entries with no bank account (they still move the balance, under 'Sem conta bancária').
 */
export interface FatoDfc {
  contaFranqueadorId: string | null;
  contaBancariaId: string | null;
  /** 'YYYY-MM-DD': the day the rule of regra.ts put the entries on. */
  dia: string;
  /** Signed centavos. */
  valor: bigint;
  /** Ledger entries behind the value. */
  quantidade: number;
}

/** What the spec calls `dadosDaConta` of an account behind a balance (spec 001 §3). */
export interface DadosDaContaDfc {
  empresaNome: string;
  empresaCNPJ: string;
  banco: string | null;
  agencia: string | null;
  contaComDigito: string | null;
  tipo: string | null;
}

/** A bank account the user may see, among the chosen ones (the read path has applied scope and the filter). */
export interface ContaBancariaDfc {
  id: string;
  nome: string;
  dadosDaConta: DadosDaContaDfc;
}

/** A bank balance at the end of a day (`saldo_bancario`). The engine opens each account with its last one before the range. */
export interface SaldoBancarioDfc {
  contaBancariaId: string;
  /** 'YYYY-MM-DD': the balance at the end of this day. */
  data: string;
  saldo: bigint;
  observacao: string | null;
}

/**
 * The counted flow of a shown account before the range, per franchisor account: the facts (same stores, flags and
 * rule as the range's) on the days after the account's last balance before `inicio` (all days when it has none) and
 * before `inicio`, summed. The engine rolls the balance forward with the part the model lays out (saldos.ts).
 */
export interface MovimentoAntesDoInicioDfc {
  contaBancariaId: string;
  /** Null: entries with no approved mapping (they move no balance, as in the range). */
  contaFranqueadorId: string | null;
  /** Signed centavos. */
  valor: bigint;
}

/** TrazerSaldos: the accounts whose balances are shown, and their balances (only those up to the day before `inicio` matter). */
export interface SaldosDeEntradaDfc {
  contas: readonly ContaBancariaDfc[];
  saldos: readonly SaldoBancarioDfc[];
  /**
   * The flow between each account's last balance before `inicio` and `inicio` (absent: none, the account opens
   * with the balance itself). The read path reads it from the same last balance the engine picks.
   */
  movimentos?: readonly MovimentoAntesDoInicioDfc[];
}

// ---------- what the engine returns ----------

/** A column of the matrix: one period (clipped to the range) or the Total. */
export interface ColunaDfc {
  key: string;
  tipo: 'periodo' | 'total';
  rotulo: string;
  /** First and last day the column covers, both inside the range ('YYYY-MM-DD'). */
  inicio: string;
  fim: string;
  /** A period the range clips (it covers only part of its calendar days); never the Total. */
  parcial: boolean;
}

/** An account behind a balance (spec 001 §3 'Balance': nome, valor, observacao, dadosDaConta). */
export interface ContaDoSaldoDfc {
  /** The bank account, or null for the entries without one ('Sem conta bancária'). */
  contaBancariaId: string | null;
  nome: string;
  valor: bigint;
  observacao: string | null;
  /** Null for 'Sem conta bancária'. */
  dadosDaConta: DadosDaContaDfc | null;
}

/** A balance cell: its value (the sum of its accounts) and the accounts behind it. */
export interface SaldoDfc {
  valor: bigint;
  contas: ContaDoSaldoDfc[];
}

/** What a row drills into: a line, a franchisor account under it, or a balance (and one account behind it). */
export type ReferenciaLinhaDfc =
  | { tipo: 'linha'; linhaId: string; tipoDaLinha: TipoLinhaDfc; contaFranqueadorId: string | null }
  | { tipo: 'saldo'; saldo: 'inicial' | 'final'; contaBancariaId: string | null };
