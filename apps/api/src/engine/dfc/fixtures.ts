import { cellOf, findRow, type Cell } from '../matrix.ts';
import type { ResultadoDfc } from './compute-dfc.ts';
import { flagsDesligadas } from './regra.ts';
import type {
  ContaBancariaDfc,
  CriterioDfc,
  FatoDfc,
  LancamentoDfc,
  LinhaModeloDfc,
  SaldoBancarioDfc,
} from './types.ts';

/** Builders of small hand-made cash-flow inputs for the engine's tests (not used by the application). */

type LinhaParcial = Partial<LinhaModeloDfc> & Pick<LinhaModeloDfc, 'codigo' | 'tipo'>;

/** A flow model's lines, flat, ids 'L-<codigo>' and `ordem` in the order given; `pai` names the parent by code. */
export function modelo(
  ...linhas: Array<LinhaParcial & { pai?: string; contaIds?: string[] }>
): LinhaModeloDfc[] {
  return linhas.map(({ pai, contaIds, ...l }, ordem) => ({
    id: `L-${l.codigo}`,
    parentId: pai ? `L-${pai}` : null,
    nome: `Linha ${l.codigo}`,
    ordem,
    formula: null,
    sinal: 1,
    contas: (contaIds ?? []).map((id) => ({ id, codigo: id.toUpperCase(), nome: `Conta ${id}` })),
    ...l,
  }));
}

export function fato(
  contaFranqueadorId: string | null,
  dia: string,
  valor: bigint,
  contaBancariaId: string | null = 'cb1',
): FatoDfc {
  return { contaFranqueadorId, contaBancariaId, dia, valor, quantidade: 1 };
}

/** A settled, approved entry of 100,00 on account 'c1' / bank 'cb1', every flag off; `outros` overrides. */
export function lancamento(outros: Partial<LancamentoDfc> = {}): LancamentoDfc {
  return {
    contaFranqueadorId: 'c1',
    contaBancariaId: 'cb1',
    valor: 10_000n,
    dataCompetencia: '2026-01-10',
    dataVencimento: '2026-01-20',
    dataPagamento: '2026-01-22',
    status: 'liquidado',
    parcelaAprovada: true,
    previsao: false,
    transferencia: false,
    boletoAReceber: false,
    caixaAberto: false,
    ...outros,
  };
}

/** Caixa regime, both statuses, today 25/01/2026, every flag off. */
export function criterio(outros: Partial<CriterioDfc> = {}): CriterioDfc {
  return { regime: 2, status: 0, hoje: '2026-01-25', ...flagsDesligadas, ...outros };
}

export function contaBancaria(id: string, nome = `Conta ${id}`): ContaBancariaDfc {
  return {
    id,
    nome,
    dadosDaConta: {
      empresaNome: 'Loja Centro',
      empresaCNPJ: '12.345.678/0001-95',
      banco: '341 - Itaú',
      agencia: '1234',
      contaComDigito: `5678-${id.length}`,
      tipo: 'corrente',
    },
  };
}

export function saldoBancario(
  contaBancariaId: string,
  data: string,
  saldo: bigint,
  observacao: string | null = null,
): SaldoBancarioDfc {
  return { contaBancariaId, data, saldo, observacao };
}

/** The cell of a line ('ENT'), of an account row ('ENT/c1') or of a balance row ('saldo:inicial') in a column. */
export function celula(resultado: ResultadoDfc, linha: string, coluna: string): Cell {
  const [codigo, conta] = linha.split('/');
  const id = linha.startsWith('saldo:') ? linha : conta ? `l:L-${codigo}:c:${conta}` : `l:L-${codigo}`;
  const row = findRow(resultado.matriz, id);
  if (!row) throw new Error(`linha ${id} não está na matriz`);
  return cellOf(row, coluna);
}
