import { describe, expect, it } from 'vitest';

import { moverNaGrade, rolagemParaCelula } from './dfc-navegacao.ts';

const tamanho = { linhas: 10, colunas: 5, pagina: 4 };
const mover = (linha: number, coluna: number, key: string, ctrlKey = false) =>
  moverNaGrade({ linha, coluna }, { key, ctrlKey }, tamanho);

describe('moverNaGrade', () => {
  it('moves one cell with the arrows, and stops at the edges', () => {
    expect(mover(3, 2, 'ArrowUp')).toEqual({ linha: 2, coluna: 2 });
    expect(mover(3, 2, 'ArrowDown')).toEqual({ linha: 4, coluna: 2 });
    expect(mover(3, 2, 'ArrowLeft')).toEqual({ linha: 3, coluna: 1 });
    expect(mover(3, 2, 'ArrowRight')).toEqual({ linha: 3, coluna: 3 });
    expect(mover(0, 0, 'ArrowUp')).toEqual({ linha: 0, coluna: 0 });
    expect(mover(0, 0, 'ArrowLeft')).toEqual({ linha: 0, coluna: 0 });
    expect(mover(9, 4, 'ArrowDown')).toEqual({ linha: 9, coluna: 4 });
    expect(mover(9, 4, 'ArrowRight')).toEqual({ linha: 9, coluna: 4 });
  });

  it('goes to the row ends with Home/End, to the corners with Ctrl, a page with PageUp/PageDown', () => {
    expect(mover(3, 2, 'Home')).toEqual({ linha: 3, coluna: 0 });
    expect(mover(3, 2, 'End')).toEqual({ linha: 3, coluna: 4 });
    expect(mover(3, 2, 'Home', true)).toEqual({ linha: 0, coluna: 0 });
    expect(mover(3, 2, 'End', true)).toEqual({ linha: 9, coluna: 4 });
    expect(mover(3, 2, 'PageDown')).toEqual({ linha: 7, coluna: 2 });
    expect(mover(7, 2, 'PageDown')).toEqual({ linha: 9, coluna: 2 });
    expect(mover(3, 2, 'PageUp')).toEqual({ linha: 0, coluna: 2 });
  });

  it('lets other keys through, and moves nowhere in an empty grid', () => {
    expect(mover(3, 2, 'Tab')).toBeNull();
    expect(mover(3, 2, 'a')).toBeNull();
    expect(moverNaGrade({ linha: 0, coluna: 0 }, { key: 'ArrowDown' }, { ...tamanho, linhas: 0 })).toBeNull();
  });
});

describe('rolagemParaCelula', () => {
  // header 40, rows 36, Nome 400, value columns 140; a box of 1000 × 400
  const m = { alturaCabecalho: 40, alturaLinha: 36, larguraNome: 400, larguraValor: 140 };
  const caixa = { top: 0, left: 0, altura: 400, largura: 1000 };

  it('leaves the scroll alone for a cell in view', () => {
    expect(rolagemParaCelula({ linha: 2, coluna: 3 }, caixa, m)).toEqual({ top: 0, left: 0 });
  });

  it('scrolls a row below the view up to the bottom, one above it down below the frozen header', () => {
    // row 12: 40 + 12 × 36 = 472 to 508; the box shows 400
    expect(rolagemParaCelula({ linha: 12, coluna: 0 }, caixa, m)).toEqual({ top: 108, left: 0 });
    // row 1 (76 to 112) from a box scrolled to 100: it would hide under the header (which covers 100 to 140)
    expect(rolagemParaCelula({ linha: 1, coluna: 0 }, { ...caixa, top: 100 }, m)).toEqual({
      top: 36,
      left: 0,
    });
  });

  it('scrolls a column into view clear of the frozen Nome column, and never sideways for Nome', () => {
    // column 6: 400 + 5 × 140 = 1100 to 1240; the box shows 1000
    expect(rolagemParaCelula({ linha: 0, coluna: 6 }, caixa, m)).toEqual({ top: 0, left: 240 });
    // column 1 (400 to 540) from a box scrolled 300 sideways: under Nome, which covers 300 to 700
    expect(rolagemParaCelula({ linha: 0, coluna: 1 }, { ...caixa, left: 300 }, m)).toEqual({
      top: 0,
      left: 0,
    });
    expect(rolagemParaCelula({ linha: 0, coluna: 0 }, { ...caixa, left: 300 }, m)).toEqual({
      top: 0,
      left: 300,
    });
  });
});
