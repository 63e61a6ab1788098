import type { MatrizLinhaJson } from '@matriz/contracts';

/** A row of the grid as drawn: the matrix row, its depth, and whether it opens and is open. */
export interface LinhaVisivel {
  linha: MatrizLinhaJson;
  nivel: number;
  expansivel: boolean;
  aberta: boolean;
}

/** The rows shown, in order: the top rows and, under each open row, its children (recursively). */
export function linhasVisiveis(
  linhas: readonly MatrizLinhaJson[],
  abertas: ReadonlySet<string>,
  nivel = 0,
  saida: LinhaVisivel[] = [],
): LinhaVisivel[] {
  for (const linha of linhas) {
    const expansivel = linha.children.length > 0;
    const aberta = expansivel && abertas.has(linha.id);
    saida.push({ linha, nivel, expansivel, aberta });
    if (aberta) linhasVisiveis(linha.children, abertas, nivel + 1, saida);
  }
  return saida;
}

/** The ids of every row that can open (the 'expand all' of the Nome column). */
export function idsExpansiveis(linhas: readonly MatrizLinhaJson[]): string[] {
  return linhas.flatMap((l) => (l.children.length > 0 ? [l.id, ...idsExpansiveis(l.children)] : []));
}

/**
 * The items of a list of fixed-size items to draw for a scroll offset and a viewport: [first, end) with `folga`
 * more on each side, so that a quick scroll does not show blanks before the next frame draws them.
 */
export function janela(
  deslocamento: number,
  visivel: number,
  tamanho: number,
  total: number,
  folga: number,
): [number, number] {
  const primeiro = Math.floor(Math.max(0, deslocamento) / tamanho);
  const ultimo = Math.ceil((Math.max(0, deslocamento) + Math.max(0, visivel)) / tamanho);
  return [Math.max(0, primeiro - folga), Math.min(total, ultimo + folga)];
}
