import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** the grid's width before it is measured (and under a test DOM, which measures nothing) */
const LARGURA_INICIAL = 1200;

/** The body's height: the window less the header, the card's title and the table's header. */
export function useAlturaDoCorpo(): number {
  const medir = () => Math.max(320, window.innerHeight - 230);
  const [altura, setAltura] = useState(medir);
  useEffect(() => {
    const aoMudar = () => setAltura(medir());
    window.addEventListener('resize', aoMudar);
    return () => window.removeEventListener('resize', aoMudar);
  }, []);
  return altura;
}

export interface Vista {
  top: number;
  left: number;
  largura: number;
  /** the height the horizontal scrollbar takes (0 without one, or with overlay scrollbars) */
  barra: number;
}

/** The scroll position and width of the grid, updated once per frame while it scrolls or resizes. */
export function useVista() {
  const ref = useRef<HTMLDivElement>(null);
  const [vista, setVista] = useState<Vista>({ top: 0, left: 0, largura: LARGURA_INICIAL, barra: 0 });
  const quadro = useRef(0);
  const medir = useCallback(() => {
    cancelAnimationFrame(quadro.current);
    quadro.current = requestAnimationFrame(() => {
      const el = ref.current;
      if (!el) return;
      const proxima: Vista = {
        top: el.scrollTop,
        left: el.scrollLeft,
        largura: el.clientWidth || LARGURA_INICIAL,
        barra: Math.max(0, el.offsetHeight - el.clientHeight - 2),
      };
      setVista((v) =>
        v.top === proxima.top &&
        v.left === proxima.left &&
        v.largura === proxima.largura &&
        v.barra === proxima.barra
          ? v
          : proxima,
      );
    });
  }, []);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observador = new ResizeObserver(medir);
    observador.observe(el);
    return () => {
      observador.disconnect();
      cancelAnimationFrame(quadro.current);
    };
  }, [medir]);
  return { ref, vista, medir };
}
