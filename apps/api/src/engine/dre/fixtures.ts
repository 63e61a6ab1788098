import { cellOf, findRow, flattenMatrix, type Cell } from '../matrix.ts';
import type { ResultadoDre } from './compute-dre.ts';
import type { LayoutDre } from './layout.ts';
import type { FatoDre, LinhaModeloDre, ValorExtraDre } from './types.ts';

/** Builders of small hand-made DRE inputs for the engine's tests (not used by the application). */

type LinhaParcial = Partial<LinhaModeloDre> & Pick<LinhaModeloDre, 'codigo' | 'tipo'>;

/** A model's lines, flat, ids 'L-<codigo>' and `ordem` in the order given; `pai` names the parent by code. */
export function modelo(
  ...linhas: Array<LinhaParcial & { pai?: string; contaIds?: string[] }>
): LinhaModeloDre[] {
  return linhas.map(({ pai, contaIds, ...l }, ordem) => ({
    id: `L-${l.codigo}`,
    parentId: pai ? `L-${pai}` : null,
    nome: `Linha ${l.codigo}`,
    ordem,
    formula: null,
    tipoDeValorDePdv: null,
    isBase: false,
    sinal: 1,
    contas: (contaIds ?? []).map((id) => ({ id, codigo: id.toUpperCase(), nome: `Conta ${id}` })),
    ...l,
  }));
}

export function fato(
  contaFranqueadorId: string | null,
  mes: string,
  valor: bigint,
  outros: Partial<FatoDre> = {},
): FatoDre {
  return {
    filtro: 'A',
    contaFranqueadorId,
    mes,
    empresaId: null,
    centroDeCustoId: null,
    valor,
    quantidade: 1,
    ...outros,
  };
}

export function extra(
  origem: ValorExtraDre['origem'],
  chave: string | null,
  mes: string,
  valor: bigint,
  outros: Partial<ValorExtraDre> = {},
): ValorExtraDre {
  return {
    filtro: 'A',
    origem,
    linhaId: origem === 'manual' ? chave : null,
    tipoDeValorDePdv: origem === 'pdv' ? chave : null,
    mes,
    empresaId: null,
    centroDeCustoId: null,
    valor,
    ...outros,
  };
}

/** January and February 2026, every flag off. */
export function layout(outros: Partial<LayoutDre> = {}): LayoutDre {
  return {
    filtros: { A: { inicio: '2026-01-01', fim: '2026-02-01' } },
    analiseVertical: false,
    analiseHorizontal: false,
    totalizarPeriodo: false,
    adicionarDiferenca: false,
    cadaCentroDeCustoPorColuna: false,
    visaoPorLoja: false,
    visaoPorCentroDeCusto: false,
    tirarMedia: false,
    empresas: [],
    centrosDeCusto: [],
    ...outros,
  };
}

/** The cell of a line ('RB') or of an account row ('RB/c1') in a column. */
export function celula(resultado: ResultadoDre, linha: string, coluna: string): Cell {
  const [codigo, conta] = linha.split('/');
  const id = conta ? `l:L-${codigo}:c:${conta}` : `l:L-${codigo}`;
  const row = findRow(resultado.matriz, id);
  if (!row) throw new Error(`linha ${id} não está na matriz`);
  return cellOf(row, coluna);
}

/** Every row's cells by row id (for whole-matrix invariants). */
export function todasAsCelulas(
  resultado: ResultadoDre,
): Array<{ id: string; celulas: (key: string) => Cell }> {
  return flattenMatrix(resultado.matriz).map(({ row }) => ({
    id: row.id,
    celulas: (key) => cellOf(row, key),
  }));
}
