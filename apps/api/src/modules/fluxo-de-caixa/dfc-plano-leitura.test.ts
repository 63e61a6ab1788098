import { describe, expect, it } from 'vitest';
import { flagsDesligadas, type CriterioDfc } from '../../engine/dfc/index.ts';
import { diaDoFatoNoPlano, planoDeLeituraDfc } from './dfc-plano-leitura.ts';

const criterio = (flags: Partial<CriterioDfc> = {}): CriterioDfc => ({
  ...flagsDesligadas,
  regime: 2,
  status: 0,
  hoje: '2026-05-14',
  ...flags,
});

describe('planoDeLeituraDfc', () => {
  it('reads every day from the eve of the range for a query by days', () => {
    expect(planoDeLeituraDfc('2026-01-01', '2026-03-31', criterio(), false)).toEqual({
      meses: [],
      dias: [{ de: '2025-12-31', ate: '2026-03-31' }],
      ultimosDias: [],
    });
  });

  it('reads the whole months from the monthly rollup and the edges by day', () => {
    expect(planoDeLeituraDfc('2026-01-15', '2026-04-10', criterio(), true)).toEqual({
      meses: ['2026-02-01', '2026-03-01'],
      dias: [
        { de: '2026-01-14', ate: '2026-01-31' },
        { de: '2026-04-01', ate: '2026-04-10' },
      ],
      ultimosDias: [],
    });
    // a range of whole months still reads its eve by day (an open boleto of that day moves into it)
    expect(planoDeLeituraDfc('2026-01-01', '2026-02-28', criterio(), true)).toEqual({
      meses: ['2026-01-01', '2026-02-01'],
      dias: [{ de: '2025-12-31', ate: '2025-12-31' }],
      ultimosDias: [],
    });
    // no whole month
    expect(planoDeLeituraDfc('2026-01-02', '2026-02-27', criterio(), true).meses).toEqual([]);
  });

  it("reads today's month by day when overdue titles are hidden", () => {
    const plano = planoDeLeituraDfc(
      '2026-04-01',
      '2026-06-30',
      criterio({ ocultarTitulosVencidos: true }),
      true,
    );
    expect(plano.meses).toEqual(['2026-04-01', '2026-06-01']);
    expect(plano.dias).toEqual([
      { de: '2026-03-31', ate: '2026-03-31' },
      { de: '2026-05-01', ate: '2026-05-31' },
    ]);
  });

  it('names the last day of each whole month when boletos move one day', () => {
    const plano = planoDeLeituraDfc(
      '2026-01-01',
      '2026-03-31',
      criterio({ adicionarUmDiaNoVencimentoDeBoletosAReceber: true }),
      true,
    );
    expect(plano.ultimosDias).toEqual(['2026-01-31', '2026-02-28', '2026-03-31']);
  });

  it('dates a fact on its month only when the month is read whole', () => {
    const plano = planoDeLeituraDfc('2026-01-15', '2026-04-10', criterio(), true);
    expect(diaDoFatoNoPlano('2026-02-17', plano)).toBe('2026-02-01');
    expect(diaDoFatoNoPlano('2026-01-20', plano)).toBe('2026-01-20');
    expect(diaDoFatoNoPlano('2026-04-01', plano)).toBe('2026-04-01');
  });
});
