import { describe, expect, it } from 'vitest';
import { janelaDaPagina, type DiaDaCelula } from './dfc-celula-caixa.ts';

const dia = (d: string, quantidade: number, empresaId = 'a'): DiaDaCelula => ({
  empresaId,
  dia: d,
  valor: 0n,
  quantidade,
});

describe('janelaDaPagina', () => {
  // 3 entries on the 1st (two stores), 4 on the 2nd, 1 on the 5th: 8 in all
  const dias = [dia('2026-01-02', 4), dia('2026-01-01', 2), dia('2026-01-01', 1, 'b'), dia('2026-01-05', 1)];

  it('finds the days a page covers and where it starts among their entries', () => {
    expect(janelaDaPagina(dias, { offset: 0, limite: 2 })).toEqual({
      de: '2026-01-01',
      ate: '2026-01-01',
      offset: 0,
    });
    expect(janelaDaPagina(dias, { offset: 2, limite: 2 })).toEqual({
      de: '2026-01-01',
      ate: '2026-01-02',
      offset: 2,
    });
    expect(janelaDaPagina(dias, { offset: 3, limite: 4 })).toEqual({
      de: '2026-01-02',
      ate: '2026-01-02',
      offset: 0,
    });
    expect(janelaDaPagina(dias, { offset: 4, limite: 50 })).toEqual({
      de: '2026-01-02',
      ate: '2026-01-05',
      offset: 1,
    });
  });

  it('is empty past the last entry', () => {
    expect(janelaDaPagina(dias, { offset: 8, limite: 2 })).toBeNull();
    expect(janelaDaPagina([], { offset: 0, limite: 2 })).toBeNull();
  });
});
