import { describe, expect, it } from 'vitest';
import { janelaDaPagina, type BaldeDaCelula } from './dfc-celula-caixa.ts';

const balde = (dia: string, quantidade: number, empresaId = 'a', mes = false): BaldeDaCelula => ({
  empresaId,
  dia,
  mes,
  valor: 0n,
  quantidade,
});

describe('janelaDaPagina', () => {
  // 3 entries on the 1st (two stores), 4 on the 2nd, 1 on the 5th: 8 in all
  const dias = [
    balde('2026-01-02', 4),
    balde('2026-01-01', 2),
    balde('2026-01-01', 1, 'b'),
    balde('2026-01-05', 1),
  ];
  const janela = (de: string, ate: string, offset: number, mesesNasPontas: string[] = []) => ({
    de,
    ate,
    offset,
    mesesNasPontas,
  });

  it('finds the days a page covers and where it starts among their entries', () => {
    expect(janelaDaPagina(dias, { offset: 0, limite: 2 })).toEqual(janela('2026-01-01', '2026-01-01', 0));
    expect(janelaDaPagina(dias, { offset: 2, limite: 2 })).toEqual(janela('2026-01-01', '2026-01-02', 2));
    expect(janelaDaPagina(dias, { offset: 3, limite: 4 })).toEqual(janela('2026-01-02', '2026-01-02', 0));
    expect(janelaDaPagina(dias, { offset: 4, limite: 50 })).toEqual(janela('2026-01-02', '2026-01-05', 1));
  });

  it('names the whole months at the ends of the window, to be read by day', () => {
    const baldes = [...dias, balde('2026-02-01', 10, 'a', true), balde('2026-03-01', 10, 'a', true)];
    expect(janelaDaPagina(baldes, { offset: 6, limite: 10 })).toEqual(
      janela('2026-01-02', '2026-02-28', 3, ['2026-02-01']),
    );
    expect(janelaDaPagina(baldes, { offset: 10, limite: 15 })).toEqual(
      janela('2026-02-01', '2026-03-31', 2, ['2026-02-01', '2026-03-01']),
    );
  });

  it('is empty past the last entry', () => {
    expect(janelaDaPagina(dias, { offset: 8, limite: 2 })).toBeNull();
    expect(janelaDaPagina([], { offset: 0, limite: 2 })).toBeNull();
  });
});
