/** Dates are `YYYY-MM-DD`. Money is bigint centavos. */
type IsoDate = string;

/** One ledger entry as every source (synchronisation, upload, seed) hands it to ingestion. */
export interface LancamentoInput {
  /** The source's own id: sending the same id again updates the entry instead of adding one. */
  idExterno: string;
  empresaId: string;
  grupoId: string;
  centroDeCustoId: string | null;
  /** Franchisee account (plano de contas do franqueado). */
  contaId: string;
  dataCompetencia: IsoDate;
  dataVencimento: IsoDate;
  /** Null while the entry is open. */
  dataPagamento: IsoDate | null;
  status: 'aberto' | 'liquidado';
  /** Centavos, signed: revenue +, cost −. */
  valor: bigint;
  fornecedor: string | null;
  historico: string;
  observacao: string | null;
  /** Document number (NF, boleto); kept in `observacao` when that is empty. */
  documento: string | null;
  meioDePagamento: string | null;
  contaBancariaId: string | null;
  parcelaAprovada: boolean;
  previsao: boolean;
  transferencia: boolean;
  boletoAReceber: boolean;
  caixaAberto: boolean;
}

export interface ExtratoInput {
  idExterno: string;
  contaBancariaId: string;
  data: IsoDate;
  historico: string;
  numeroDocumento: string;
  /** Centavos, signed: entrada +, saída −. */
  valor: bigint;
  /** Running balance after the line, as the bank reports it (null when unknown). */
  saldo?: bigint | null;
  conciliado: boolean;
}

export interface EstoqueEntradaInput {
  idExterno: string;
  empresaId: string;
  produtoCodigo: string;
  produtoNome?: string | null;
  unidade?: string | null;
  data: IsoDate;
  /** Thousandths of the unit (integer), so quantities stay exact. */
  quantidadeMilesimos: number;
  custoUnitario: bigint;
  valorTotal: bigint;
  fornecedor: string;
  documento: string;
}

export interface EstoquePosicaoInput {
  empresaId: string;
  produtoCodigo: string;
  produtoNome?: string | null;
  unidade?: string | null;
  data: IsoDate;
  tipo: 'inicial' | 'final';
  quantidadeMilesimos: number;
  custoUnitario: bigint;
  valorTotal: bigint;
}

export interface EstoqueAjusteInput {
  idExterno: string;
  empresaId: string;
  produtoCodigo: string;
  produtoNome?: string | null;
  data: IsoDate;
  /** Signed: + raises stock (a receber), − lowers it (a pagar). */
  quantidadeMilesimos: number;
  valor: bigint;
  motivo: string;
}

/** Point-of-sale figures per store and month (tipoDeValorDePDV 1 faturamento, 2 cupons, 3 descontos, 4 cancelamentos). */
export interface PdvValorInput {
  empresaId: string;
  competencia: IsoDate;
  tipoDeValorDePdv: number;
  valor: bigint;
}

export interface ValorManualInput {
  empresaId: string;
  centroDeCustoId: string | null;
  linhaId: string;
  competencia: IsoDate;
  valor: bigint;
}

/** Finance-system activity of a grupo in a month, each 0–100 (feeds the IG's Operacional part). */
export interface MetricaAtividadeInput {
  grupoId: string;
  competencia: IsoDate;
  caixaFechado: number;
  cartoesConciliados: number;
  titulosEmDia: number;
  nfe: number;
  contasConciliadas: number;
}

export interface SaldoBancarioInput {
  contaBancariaId: string;
  data: IsoDate;
  saldo: bigint;
  observacao: string | null;
}
