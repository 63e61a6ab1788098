import { useState, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';

import {
  moverNaGrade,
  rolagemParaCelula,
  type CelulaDaGrade,
  type MedidasDaGrade,
} from '../lib/dfc-navegacao.ts';

export interface GradeFocavel {
  ref: RefObject<HTMLDivElement | null>;
  /** visible rows, and value columns (Nome not counted) */
  linhas: number;
  colunas: number;
  medidas: MedidasDaGrade;
  /** Enter or Space on the focused cell */
  acionar: (celula: CelulaDaGrade) => void;
  /** after a scroll made here (the grid redraws the cells in view) */
  medir: () => void;
}

/** The cell a click landed in (its data-linha / data-coluna), or null. */
function celulaDoClique(evento: MouseEvent<HTMLElement>): CelulaDaGrade | null {
  const el = (evento.target as HTMLElement).closest<HTMLElement>('[data-linha]');
  return el ? { linha: Number(el.dataset.linha), coluna: Number(el.dataset.coluna) } : null;
}

/**
 * The focused cell of the cash-flow grid (lib/dfc-navegacao.ts): one Tab stop, the arrow keys, Home/End and the page
 * keys move it and scroll it into view; a click moves it too; Enter or Space act on it. Answers the cell (kept
 * within the grid when rows close under it) and the grid's handlers.
 */
export function useCelulaFocada(g: GradeFocavel) {
  const [focada, setFocada] = useState<CelulaDaGrade | null>(null);
  const ativa = focada && {
    linha: Math.min(focada.linha, g.linhas - 1),
    coluna: Math.min(focada.coluna, g.colunas),
  };

  const rolarAte = (el: HTMLDivElement, celula: CelulaDaGrade) => {
    // a box not laid out (no size: hidden, or a test DOM) has nothing to scroll into view
    if (el.clientHeight === 0 || el.clientWidth === 0) return;
    // the grid's box is never taller than the window: the page shows it whole, then the grid shows the cell
    el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    const rolagem = {
      top: el.scrollTop,
      left: el.scrollLeft,
      altura: el.clientHeight,
      largura: el.clientWidth,
    };
    const destino = rolagemParaCelula(celula, rolagem, g.medidas);
    if (destino.top === el.scrollTop && destino.left === el.scrollLeft) return;
    el.scrollTop = destino.top;
    el.scrollLeft = destino.left;
    g.medir();
  };

  const onKeyDown = (evento: KeyboardEvent<HTMLDivElement>) => {
    const el = g.ref.current;
    // the header's own button keeps its keys
    if (!el || (evento.target as HTMLElement).closest('[data-cabecalho]')) return;
    const atual = ativa ?? { linha: 0, coluna: 0 };
    if (evento.key === 'Enter' || evento.key === ' ') {
      evento.preventDefault();
      g.acionar(atual);
      return;
    }
    const { alturaCabecalho, alturaLinha } = g.medidas;
    const pagina = Math.max(1, Math.floor((el.clientHeight - alturaCabecalho) / alturaLinha));
    const proxima = moverNaGrade(atual, evento, { linhas: g.linhas, colunas: g.colunas + 1, pagina });
    if (!proxima) return;
    evento.preventDefault();
    setFocada(proxima);
    // a cell button clicked keeps the focus: the grid takes it back, so the active cell is the focused one
    if (document.activeElement !== el) el.focus({ preventScroll: true });
    rolarAte(el, proxima);
  };

  return {
    ativa,
    onKeyDown,
    onFocus: () => setFocada((f) => f ?? { linha: 0, coluna: 0 }),
    onClick: (evento: MouseEvent<HTMLElement>) => {
      const celula = celulaDoClique(evento);
      if (celula) setFocada(celula);
    },
  };
}
