import type {
  EstoqueAjusteInput,
  EstoqueEntradaInput,
  EstoquePosicaoInput,
  ExtratoInput,
  LancamentoInput,
  MetricaAtividadeInput,
  PdvValorInput,
  ValorManualInput,
} from '../modules/ingestion/types.ts';
import type { IsoDate } from './types.ts';

export type LancamentoGerado = LancamentoInput;
export type ExtratoGerado = ExtratoInput;

export interface ProdutoCatalogoGerado {
  marcaId: string;
  codigo: string;
  nome: string;
  unidade: string;
  custo: bigint;
  precoVenda: bigint;
}

export type EstoqueEntradaGerada = EstoqueEntradaInput;
export type EstoquePosicaoGerada = EstoquePosicaoInput;
export type EstoqueAjusteGerado = EstoqueAjusteInput;
export type PdvValorGerado = PdvValorInput;
export type MetricaAtividadeGerada = MetricaAtividadeInput;

/** A value of the manual DRE line of a model. */
export interface ValorManualGerado extends ValorManualInput {
  modeloId: string;
}

export interface EventoUsoGerado {
  usuarioId: string;
  grupoId: string | null;
  tipo: 'login' | 'dre' | 'dfc' | 'orcamento';
  ocorridoEm: string;
}

/** Everything one store produces for one month. */
export interface FatosLojaMes {
  empresaId: string;
  competencia: IsoDate;
  lancamentos: LancamentoGerado[];
  extrato: ExtratoGerado[];
  estoqueEntradas: EstoqueEntradaGerada[];
  estoquePosicoes: EstoquePosicaoGerada[];
  estoqueAjustes: EstoqueAjusteGerado[];
  pdv: PdvValorGerado[];
  valoresManuais: ValorManualGerado[];
}
