import type { MatrizLinhaJson } from '@matriz/contracts';

/** A row of the tree table: the matrix row, and its children only when it has some (antd shows no toggle then). */
export interface LinhaTabelaDre {
  key: string;
  linha: MatrizLinhaJson;
  children?: LinhaTabelaDre[];
}

export function montarArvore(linhas: readonly MatrizLinhaJson[]): LinhaTabelaDre[] {
  return linhas.map((linha) =>
    linha.children.length > 0
      ? { key: linha.id, linha, children: montarArvore(linha.children) }
      : { key: linha.id, linha },
  );
}

/** The keys of every row that can open (the 'expand all' of the Nome column). */
export function chavesExpansiveis(linhas: readonly LinhaTabelaDre[]): string[] {
  return linhas.flatMap((l) => (l.children ? [l.key, ...chavesExpansiveis(l.children)] : []));
}
