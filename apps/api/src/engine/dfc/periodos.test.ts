import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diaDoNumero, numeroDoDia } from './datas.ts';
import {
  cabecalhoDaColuna,
  chaveDoDia,
  colunasDoDfc,
  periodoDoDia,
  periodosDoIntervalo,
} from './periodos.ts';
import { tiposDePeriodoDfc } from './types.ts';

const resumo = (inicio: string, fim: string, tipo: (typeof tiposDePeriodoDfc)[number]) =>
  periodosDoIntervalo(inicio, fim, tipo).map(
    (c) => `${c.key} ${c.rotulo} ${c.inicio}..${c.fim}${c.parcial ? ' parcial' : ''}`,
  );

describe('the cash-flow periods', () => {
  it('Diario: one column per day, DD/MM/YYYY, across months and a leap day', () => {
    expect(resumo('2024-02-28', '2024-03-01', 'Diario')).toEqual([
      'd:2024-02-28 28/02/2024 2024-02-28..2024-02-28',
      'd:2024-02-29 29/02/2024 2024-02-29..2024-02-29',
      'd:2024-03-01 01/03/2024 2024-03-01..2024-03-01',
    ]);
    expect(periodosDoIntervalo('2025-01-01', '2025-12-31', 'Diario')).toHaveLength(365);
  });

  it('Mensal: MM/yyyy, the first and last months clipped to the range', () => {
    expect(resumo('2026-01-15', '2026-03-10', 'Mensal')).toEqual([
      'm:2026-01 01/2026 2026-01-15..2026-01-31 parcial',
      'm:2026-02 02/2026 2026-02-01..2026-02-28',
      'm:2026-03 03/2026 2026-03-01..2026-03-10 parcial',
    ]);
  });

  it('heads a clipped period with the days it covers, a whole one with its label alone', () => {
    const cabecalhos = (inicio: string, fim: string, tipo: (typeof tiposDePeriodoDfc)[number]) =>
      colunasDoDfc(inicio, fim, tipo).map(cabecalhoDaColuna);
    expect(cabecalhos('2026-03-01', '2026-04-15', 'Mensal')).toEqual([
      '03/2026',
      '04/2026 (01/04–15/04)',
      'Total',
    ]);
    expect(cabecalhos('2026-02-15', '2026-06-30', 'Trimestral')).toEqual([
      '1º trimestre/2026 (15/02–31/03)',
      '2º trimestre/2026',
      'Total',
    ]);
    expect(cabecalhos('2026-02-15', '2026-02-16', 'Diario')).toEqual(['15/02/2026', '16/02/2026', 'Total']);
  });

  it('Trimestral: calendar quarters, the fourth from 1 October (not 31 December)', () => {
    expect(resumo('2025-12-31', '2026-12-31', 'Trimestral')).toEqual([
      't:2025-4 4º trimestre/2025 2025-12-31..2025-12-31 parcial',
      't:2026-1 1º trimestre/2026 2026-01-01..2026-03-31',
      't:2026-2 2º trimestre/2026 2026-04-01..2026-06-30',
      't:2026-3 3º trimestre/2026 2026-07-01..2026-09-30',
      't:2026-4 4º trimestre/2026 2026-10-01..2026-12-31',
    ]);
    expect(periodoDoDia('2026-10-01', 'Trimestral')).toMatchObject({ key: 't:2026-4', inicio: '2026-10-01' });
    expect(periodoDoDia('2026-09-30', 'Trimestral')).toMatchObject({ key: 't:2026-3', fim: '2026-09-30' });
    expect(periodoDoDia('2026-12-31', 'Trimestral')).toMatchObject({
      inicio: '2026-10-01',
      fim: '2026-12-31',
    });
    expect(periodoDoDia('2024-02-10', 'Trimestral')).toMatchObject({
      inicio: '2024-01-01',
      fim: '2024-03-31',
    });
  });

  it('Semestral: 1 January–30 June and 1 July–31 December', () => {
    expect(resumo('2026-03-01', '2027-01-31', 'Semestral')).toEqual([
      's:2026-1 1º semestre/2026 2026-03-01..2026-06-30 parcial',
      's:2026-2 2º semestre/2026 2026-07-01..2026-12-31',
      's:2027-1 1º semestre/2027 2027-01-01..2027-01-31 parcial',
    ]);
    expect(periodoDoDia('2026-06-30', 'Semestral')).toMatchObject({ key: 's:2026-1', inicio: '2026-01-01' });
    expect(periodoDoDia('2026-07-01', 'Semestral')).toMatchObject({ key: 's:2026-2', fim: '2026-12-31' });
  });

  it('ends with the Total column over the whole range', () => {
    const colunas = colunasDoDfc('2026-01-15', '2026-02-10', 'Mensal');
    expect(colunas.map((c) => c.key)).toEqual(['m:2026-01', 'm:2026-02', 'total']);
    expect(colunas.at(-1)).toEqual({
      key: 'total',
      tipo: 'total',
      rotulo: 'Total',
      inicio: '2026-01-15',
      fim: '2026-02-10',
      parcial: false,
    });
  });

  it('gives no period when the end is before the start, and refuses a day that does not exist', () => {
    expect(periodosDoIntervalo('2026-02-01', '2026-01-31', 'Diario')).toEqual([]);
    expect(() => periodosDoIntervalo('2026-02-30', '2026-03-01', 'Mensal')).toThrow(RangeError);
    expect(() => periodoDoDia('2026-1-01', 'Mensal')).toThrow(RangeError);
  });

  it('covers every day of any range once, in order, each in the column of its own key', () => {
    const dia = fc.integer({ min: numeroDoDia('2019-01-01'), max: numeroDoDia('2031-12-31') });
    fc.assert(
      fc.property(
        dia,
        fc.integer({ min: 0, max: 800 }),
        fc.constantFrom(...tiposDePeriodoDfc),
        (a, n, tipo) => {
          const [inicio, fim] = [diaDoNumero(a), diaDoNumero(a + n)];
          const colunas = periodosDoIntervalo(inicio, fim, tipo);
          expect(colunas[0]!.inicio).toBe(inicio);
          expect(colunas.at(-1)!.fim).toBe(fim);
          expect(new Set(colunas.map((c) => c.key)).size).toBe(colunas.length);
          colunas.forEach((c, i) => {
            if (i > 0) expect(numeroDoDia(c.inicio)).toBe(numeroDoDia(colunas[i - 1]!.fim) + 1);
            expect(chaveDoDia(c.inicio, tipo)).toBe(c.key);
            expect(chaveDoDia(c.fim, tipo)).toBe(c.key);
            expect(periodoDoDia(c.fim, tipo).key).toBe(c.key);
          });
        },
      ),
      { numRuns: 150 },
    );
  });
});
