import { addDays, compareIso, type Mes } from './calendar.ts';
import type { LancamentoGerado } from './fatos-types.ts';
import type { Loja } from './loja.ts';
import { Rng } from './prng.ts';
import type { IsoDate } from './types.ts';

export interface NovoLancamento {
  chave: string;
  bandeira?: string;
  /** A franchisee account id given directly (extra accounts). */
  contaId?: string;
  cc: string;
  competencia: IsoDate;
  vencimento: IsoDate;
  /** Centavos, signed. */
  valor: number;
  historico: string;
  fornecedor?: string | null;
  meio?: string | null;
  contaBancariaId?: string | null;
  documento?: string | null;
  observacao?: string | null;
  /** 'titulo' may stay open past its due date (overdue); 'automatico' is always settled on time. */
  liquidacao?: 'titulo' | 'automatico' | 'previsao';
  boletoAReceber?: boolean;
  transferencia?: boolean;
  caixaAberto?: boolean;
}

export type Base = Omit<NovoLancamento, 'chave' | 'vencimento' | 'valor' | 'historico'>;
export type Lancador = (
  chave: string,
  vencimento: IsoDate,
  valor: number,
  historico: string,
  extra?: Partial<NovoLancamento>,
) => LancamentoGerado | null;

/** Collects the ledger entries of one store-month and decides their status against `today`. */
export class Lancamentos {
  readonly rows: LancamentoGerado[] = [];
  readonly rng: Rng;
  private readonly prefixo: string;
  private readonly overdueDesde: IsoDate;

  constructor(
    readonly loja: Loja,
    readonly mes: Mes,
    readonly today: IsoDate,
  ) {
    this.rng = Rng.of(loja.seed, 'lancamentos', loja.empresa.codigoLoja, mes.inicio);
    this.prefixo = `${loja.empresa.codigoLoja}.${mes.inicio.slice(0, 7).replace('-', '')}`;
    this.overdueDesde = addDays(today, -150);
  }

  add(n: NovoLancamento): LancamentoGerado | null {
    if (n.valor === 0) return null;
    const { status, pagamento, aprovada } = this.liquidar(n);
    const row: LancamentoGerado = {
      idExterno: `${this.prefixo}.${this.rows.length + 1}`,
      empresaId: this.loja.empresa.id,
      grupoId: this.loja.grupo.id,
      centroDeCustoId: n.cc,
      contaId: n.contaId ?? this.loja.conta(n.chave, n.bandeira),
      dataCompetencia: n.competencia,
      dataVencimento: n.vencimento,
      dataPagamento: pagamento,
      status,
      valor: BigInt(Math.round(n.valor)),
      fornecedor: n.fornecedor ?? null,
      historico: n.historico,
      observacao: n.observacao ?? null,
      documento: n.documento ?? null,
      meioDePagamento: n.meio ?? null,
      contaBancariaId: n.contaBancariaId ?? null,
      parcelaAprovada: aprovada,
      previsao: n.liquidacao === 'previsao',
      transferencia: n.transferencia ?? false,
      boletoAReceber: n.boletoAReceber ?? false,
      caixaAberto: n.caixaAberto ?? false,
    };
    this.rows.push(row);
    return row;
  }

  /**
   * Fast path for the daily sales (most of the ledger): settled by the acquirer or bank on the due
   * date, open only when that date is still ahead. Positional to keep one object shape.
   */
  venda(
    contaId: string,
    cc: string,
    data: IsoDate,
    vencimento: IsoDate,
    valor: number,
    historico: string,
    fornecedor: string | null,
    meio: string,
    contaBancariaId: string,
    caixaAberto: boolean,
  ): void {
    if (valor === 0) return;
    const aberto = compareIso(vencimento, this.today) > 0;
    this.rows.push({
      idExterno: `${this.prefixo}.${this.rows.length + 1}`,
      empresaId: this.loja.empresa.id,
      grupoId: this.loja.grupo.id,
      centroDeCustoId: cc,
      contaId,
      dataCompetencia: data,
      dataVencimento: vencimento,
      dataPagamento: aberto ? null : vencimento,
      status: aberto ? 'aberto' : 'liquidado',
      valor: BigInt(valor),
      fornecedor,
      historico,
      observacao: null,
      documento: null,
      meioDePagamento: meio,
      contaBancariaId,
      parcelaAprovada: true,
      previsao: false,
      transferencia: false,
      boletoAReceber: false,
      caixaAberto,
    });
  }

  /**
   * A writer of entries that share everything but account, due date, value and description: keeps
   * the dozens of monthly cost entries one line each.
   */
  com(base: Base): Lancador {
    return (chave, vencimento, valor, historico, extra) =>
      this.add({ ...base, ...extra, chave, vencimento, valor, historico });
  }

  private liquidar(n: NovoLancamento): {
    status: 'aberto' | 'liquidado';
    pagamento: IsoDate | null;
    aprovada: boolean;
  } {
    const aberto = { status: 'aberto' as const, pagamento: null };
    if (n.liquidacao === 'previsao') return { ...aberto, aprovada: false };
    if (compareIso(n.vencimento, this.today) > 0) {
      // Payables not yet due: some instalments still wait for the franchisee's approval.
      return { ...aberto, aprovada: n.valor > 0 || !this.rng.chance(0.2) };
    }
    if (n.liquidacao === 'titulo' && compareIso(n.vencimento, this.overdueDesde) >= 0) {
      const pAtraso = n.boletoAReceber ? 0.12 : 0.035;
      if (this.rng.chance(pAtraso)) return { ...aberto, aprovada: true };
    }
    let pagamento = n.vencimento;
    if (n.liquidacao === 'titulo' && this.rng.chance(0.05)) {
      const atrasado = addDays(n.vencimento, this.rng.int(1, 6));
      pagamento = compareIso(atrasado, this.today) > 0 ? this.today : atrasado;
    }
    return { status: 'liquidado', pagamento, aprovada: true };
  }
}

export const centavos = (reais: number) => Math.round(reais * 100);
