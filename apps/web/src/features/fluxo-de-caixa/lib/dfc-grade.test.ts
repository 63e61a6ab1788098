import type { MatrizLinhaJson } from '@matriz/contracts';
import { describe, expect, it } from 'vitest';

import { idsExpansiveis, janela, linhasVisiveis } from './dfc-grade.ts';

const linha = (id: string, children: MatrizLinhaJson[] = []): MatrizLinhaJson => ({
  id,
  label: id,
  code: null,
  kind: 'linha',
  level: 0,
  format: null,
  cells: {},
  children,
});
const arvore = [linha('a', [linha('a1', [linha('a11')]), linha('a2')]), linha('b')];

describe('linhasVisiveis', () => {
  it('shows the top rows, and the children of the open rows only', () => {
    const ids = (abertas: string[]) => linhasVisiveis(arvore, new Set(abertas)).map((l) => l.linha.id);
    expect(ids([])).toEqual(['a', 'b']);
    expect(ids(['a'])).toEqual(['a', 'a1', 'a2', 'b']);
    expect(ids(['a', 'a1'])).toEqual(['a', 'a1', 'a11', 'a2', 'b']);
    // an open row under a closed one stays hidden
    expect(ids(['a1'])).toEqual(['a', 'b']);
  });

  it('says the depth and whether each row opens and is open', () => {
    const [a, a1, a11] = linhasVisiveis(arvore, new Set(['a', 'a1']));
    expect(a).toMatchObject({ nivel: 0, expansivel: true, aberta: true });
    expect(a1).toMatchObject({ nivel: 1, expansivel: true, aberta: true });
    expect(a11).toMatchObject({ nivel: 2, expansivel: false, aberta: false });
  });

  it('lists every row that opens', () => {
    expect(idsExpansiveis(arvore)).toEqual(['a', 'a1']);
  });
});

describe('janela', () => {
  it('draws the items in view and a margin on each side, within the list', () => {
    expect(janela(0, 400, 140, 366, 2)).toEqual([0, 5]);
    expect(janela(1400, 420, 140, 366, 2)).toEqual([8, 15]);
    expect(janela(366 * 140, 400, 140, 366, 2)).toEqual([364, 366]);
    expect(janela(-30, 400, 36, 3, 5)).toEqual([0, 3]);
  });
});
