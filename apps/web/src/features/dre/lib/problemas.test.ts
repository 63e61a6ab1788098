import { CONFIG_DRE_PADRAO, dreMessages, validarConsultaDre } from '@matriz/contracts';
import { describe, expect, it } from 'vitest';

import { agruparProblemas } from './problemas.ts';

describe('the problems of the card, on their fields', () => {
  const vazia = { ...CONFIG_DRE_PADRAO, modeloDREId: '', filters: [{ nomeDoFiltro: 'A' as const }] };

  it("'Campo obrigatório' waits for a search; the card may not search meanwhile", () => {
    const problemas = validarConsultaDre(vazia);
    expect(agruparProblemas(problemas, vazia.filters, false)).toMatchObject({
      modelo: null,
      periodo: {},
      valida: false,
    });
    expect(agruparProblemas(problemas, vazia.filters, true)).toMatchObject({
      modelo: dreMessages.required,
      periodo: { A: dreMessages.required },
    });
  });

  it('13 months, and A and B of different lengths, show at once on the filter they concern', () => {
    const consulta = {
      ...CONFIG_DRE_PADRAO,
      AnaliseHorizontal: true,
      modeloDREId: 'm',
      filters: [
        { nomeDoFiltro: 'A' as const, dataInicio: '2024-01-01', dataFim: '2025-01-01' },
        { nomeDoFiltro: 'B' as const, dataInicio: '2023-01-01', dataFim: '2023-06-01' },
      ],
    };
    const g = agruparProblemas(validarConsultaDre(consulta), consulta.filters, false);
    expect(g.periodo).toEqual({ A: dreMessages.maxMeses, B: dreMessages.mesesDiferentes });
  });

  it('more than 36 columns: the warning of spec 001 §5', () => {
    const consulta = {
      ...CONFIG_DRE_PADRAO,
      AnaliseHorizontal: true,
      AnaliseVertical: true,
      modeloDREId: 'm',
      filters: [
        { nomeDoFiltro: 'A' as const, dataInicio: '2024-01-01', dataFim: '2024-12-01' },
        { nomeDoFiltro: 'B' as const, dataInicio: '2023-01-01', dataFim: '2023-12-01' },
      ],
    };
    expect(agruparProblemas(validarConsultaDre(consulta), consulta.filters, false).colunas).toBe(
      dreMessages.maxColunas,
    );
  });
});
