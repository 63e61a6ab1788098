import type { ColunaFluxoJson } from '@matriz/contracts';
import { describe, expect, it } from 'vitest';

import { cabecalhoDaColunaDfc, rotuloDaColunaDfc } from './dfc-colunas.ts';

const coluna = (rotulo: string, inicio: string, fim: string, parcial: boolean): ColunaFluxoJson => ({
  key: 'k',
  tipo: 'periodo',
  rotulo,
  inicio,
  fim,
  parcial,
});

describe('the header of a clipped period', () => {
  it('says the days a clipped month or quarter covers, with a tooltip naming them', () => {
    const abril = coluna('04/2026', '2026-04-15', '2026-04-30', true);
    expect(cabecalhoDaColunaDfc(abril)).toEqual({
      rotulo: '04/2026',
      dias: '15/04–30/04',
      dica: 'Período parcial: de 15/04/2026 a 30/04/2026',
    });
    expect(rotuloDaColunaDfc(abril)).toBe('04/2026 (15/04–30/04)');
    expect(rotuloDaColunaDfc(coluna('1º trimestre/2026', '2026-02-15', '2026-03-31', true))).toBe(
      '1º trimestre/2026 (15/02–31/03)',
    );
  });

  it('leaves a whole period (and the Total) as it is', () => {
    const maio = coluna('05/2026', '2026-05-01', '2026-05-31', false);
    expect(cabecalhoDaColunaDfc(maio)).toEqual({ rotulo: '05/2026', dias: null, dica: null });
    expect(rotuloDaColunaDfc(maio)).toBe('05/2026');
  });
});
