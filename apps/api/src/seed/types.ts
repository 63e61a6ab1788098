import type { LocalEstabelecimento, PerfilMarca, TipoEstabelecimento } from './catalog/marcas.ts';
import type { Regiao } from '../shared/ibge/index.ts';

export type SeedSize = 'small' | 'demo' | 'bench';

export interface GenerateOptions {
  size: SeedSize;
  seed?: number;
  /** The clock: the span of months ends with this date's month. Defaults to the real date. */
  today?: Date;
}

/** Dates are `YYYY-MM-DD` strings throughout the generator (no time zone surprises). */
export type IsoDate = string;

export interface MarcaGerada {
  id: string;
  codigo: string;
  nome: string;
  perfil: PerfilMarca;
}

export interface GrupoGerado {
  id: string;
  codigo: string;
  nome: string;
  marcaIds: string[];
  /** How its finance system codes accounts; drives the franchisee chart. */
  estiloPlano: number;
  separaBandeiras: boolean;
  /** Share of its De-Para already approved (0..1); a new grupo has little. */
  maturidade: number;
}

export interface EmpresaGerada {
  id: string;
  grupoId: string;
  marcaId: string;
  codigoLoja: string;
  cnpj: string;
  razaoSocial: string;
  nomeFantasia: string;
  apelido: string;
  m2: number;
  tipoEstabelecimento: TipoEstabelecimento;
  localEstabelecimento: LocalEstabelecimento;
  regiao: Regiao;
  uf: string;
  codigoEstado: number;
  codigoCidade: number;
  cidade: string;
  ativa: boolean;
  /** First and last month with activity (`YYYY-MM-01`); `fechamento` only for closed stores. */
  abertura: IsoDate;
  fechamento: IsoDate | null;
  /** Clear outlier for benchmarks, and how: sales multiplier and cost multiplier. */
  outlier: { vendas: number; ocupacao: number } | null;
  temDelivery: boolean;
  /** Store-level performance factor (1 = typical). */
  desempenho: number;
}

export interface CentroDeCustoGerado {
  id: string;
  empresaId: string;
  codigo: string;
  nome: string;
  padrao: boolean;
  papel: 'salao' | 'delivery' | 'administrativo';
}

export interface ContaFranqueadorGerada {
  id: string;
  marcaId: string;
  /** Standard key of an account; `secao:<codigo>` for a section (the tree's first level). */
  chave: string;
  parentId: string | null;
  nivel: number;
  codigo: string;
  nome: string;
  secao: string;
  natureza: 'receita' | 'despesa';
}

export interface ContaFranqueadoGerada {
  id: string;
  grupoId: string;
  codigo: string;
  nome: string;
  natureza: 'receita' | 'despesa';
  /** The standard account it really is (null for a franchisee-only account with no counterpart). */
  chave: string | null;
  bandeira: string | null;
  /** An account only this franchisee has (not a renamed standard account). */
  extra: boolean;
}

export type StatusDePara = 'pendente' | 'revisao' | 'aprovado';

export interface DeParaGerado {
  id: string;
  grupoId: string;
  marcaId: string;
  contaFranqueadoId: string;
  /** Null while pending: nobody has chosen a counterpart yet. */
  contaFranqueadorId: string | null;
  status: StatusDePara;
  justificativa: string | null;
  /** The request (its external id) whose approval by the panel put the mapping in review. */
  viaSolicitacao?: string;
}

export type TipoLinhaDre = 'conta' | 'total' | 'formula' | 'manual' | 'cmv' | 'pdv';

export interface LinhaModeloGerada {
  id: string;
  codigo: string;
  descricao: string;
  tipo: TipoLinhaDre;
  ordem: number;
  paiId: string | null;
  formula: string | null;
  /** Franchisor account ids summed by an account line (per marca: all marcas' copies of the account). */
  contaIds: string[];
  tipoDeValorDePdv: number | null;
  base: boolean;
}

export interface ModeloGerado {
  id: string;
  nome: string;
  padrao: boolean;
  linhas: LinhaModeloGerada[];
}

export interface ContaBancariaGerada {
  id: string;
  grupoId: string;
  empresaIds: string[];
  banco: string;
  codigoBanco: string;
  agencia: string;
  numero: string;
  digito: string;
  nome: string;
  tipo: 'corrente' | 'caixa' | 'aplicacao';
  saldoInicial: bigint;
  dataSaldoInicial: IsoDate;
}

export interface RegraGerada {
  id: string;
  nome: string;
  administrador: boolean;
  acessos: { nome: string; acoes: string[] }[];
  marcaIds: string[];
}

export interface UsuarioGerado {
  id: string;
  nome: string;
  email: string;
  regraId: string;
  isAdmin: boolean;
}

export interface ClusterGerado {
  id: string;
  nome: string;
  descricao: string;
  tipo: 1 | 2;
  empresaIds: string[];
  outlierIds: string[];
  filtros: Record<string, unknown> | null;
}

/** A franchisee's mapping request (Solicitações tab): 0 Em aberto, 1 Aprovado, 2 Rejeitado, 3 Cancelado. */
export interface SolicitacaoGerada {
  id: string;
  grupoId: string;
  marcaId: string;
  contaFranqueadoId: string;
  contaFranqueadorId: string | null;
  registroDoFranqueado: string;
  status: 0 | 1 | 2 | 3;
  solicitante: string;
  justificativa: string | null;
  dataDaSolicitacao: IsoDate;
  idExterno: string;
}
