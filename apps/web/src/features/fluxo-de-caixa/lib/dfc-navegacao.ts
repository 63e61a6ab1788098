/**
 * Moving through the cash-flow grid with the keyboard (a treegrid: one Tab stop, then the arrow keys). The grid is
 * virtualised on rows and columns, so the focused cell is a position — row of the visible rows, column 0 for Nome
 * and 1… for the values — and the grid scrolls it into view past the frozen header and Nome column.
 */

export interface CelulaDaGrade {
  linha: number;
  coluna: number;
}

export interface TamanhoDaGrade {
  /** visible rows */
  linhas: number;
  /** columns, Nome included */
  colunas: number;
  /** rows a page key moves (those in view) */
  pagina: number;
}

export interface TeclaDaGrade {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

const limitar = (v: number, max: number) => Math.max(0, Math.min(v, max));

/**
 * The cell a key moves to: arrows one step, Home/End the row's first/last column (with Ctrl, the grid's first/last
 * cell), PageUp/PageDown a page of rows. Null for a key that does not move (the grid lets it through).
 */
export function moverNaGrade(
  atual: CelulaDaGrade,
  tecla: TeclaDaGrade,
  tamanho: TamanhoDaGrade,
): CelulaDaGrade | null {
  const ultimaLinha = tamanho.linhas - 1;
  const ultimaColuna = tamanho.colunas - 1;
  if (ultimaLinha < 0 || ultimaColuna < 0) return null;
  const { linha, coluna } = atual;
  const ctrl = tecla.ctrlKey === true || tecla.metaKey === true;
  const para = (l: number, c: number) => ({
    linha: limitar(l, ultimaLinha),
    coluna: limitar(c, ultimaColuna),
  });
  switch (tecla.key) {
    case 'ArrowUp':
      return para(linha - 1, coluna);
    case 'ArrowDown':
      return para(linha + 1, coluna);
    case 'ArrowLeft':
      return para(linha, coluna - 1);
    case 'ArrowRight':
      return para(linha, coluna + 1);
    case 'Home':
      return ctrl ? para(0, 0) : para(linha, 0);
    case 'End':
      return ctrl ? para(ultimaLinha, ultimaColuna) : para(linha, ultimaColuna);
    case 'PageUp':
      return para(linha - Math.max(1, tamanho.pagina), coluna);
    case 'PageDown':
      return para(linha + Math.max(1, tamanho.pagina), coluna);
    default:
      return null;
  }
}

export interface MedidasDaGrade {
  alturaCabecalho: number;
  alturaLinha: number;
  larguraNome: number;
  larguraValor: number;
}

export interface Rolagem {
  top: number;
  left: number;
  /** the scroll box's inner size */
  altura: number;
  largura: number;
}

/**
 * The scroll position that shows a cell whole, moving as little as possible: below the sticky header, right of the
 * sticky Nome column (which itself never scrolls sideways).
 */
export function rolagemParaCelula(
  celula: CelulaDaGrade,
  rolagem: Rolagem,
  m: MedidasDaGrade,
): { top: number; left: number } {
  let { top, left } = rolagem;
  const cima = m.alturaCabecalho + celula.linha * m.alturaLinha;
  if (cima - top < m.alturaCabecalho) top = cima - m.alturaCabecalho;
  else if (cima + m.alturaLinha - top > rolagem.altura) top = cima + m.alturaLinha - rolagem.altura;
  if (celula.coluna > 0) {
    const esquerda = m.larguraNome + (celula.coluna - 1) * m.larguraValor;
    if (esquerda - left < m.larguraNome) left = esquerda - m.larguraNome;
    else if (esquerda + m.larguraValor - left > rolagem.largura)
      left = esquerda + m.larguraValor - rolagem.largura;
  }
  return { top: Math.max(0, top), left: Math.max(0, left) };
}
