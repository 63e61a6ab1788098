import { describe, expect, it } from 'vitest';

import { montarConsulta, valoresDaConsulta, type CorpoConsultaDre } from './consulta.ts';
import { filtroBSomenteClusters, valoresDoLeitor, valoresPadraoDre } from './formulario.ts';

const E1 = '11111111-1111-4111-8111-111111111111';
const CC = '44444444-4444-4444-8444-444444444444';
const CL = '55555555-5555-4555-8555-555555555555';

const filtro = (nomeDoFiltro: 'A' | 'B', listas: Partial<CorpoConsultaDre['filters'][number]> = {}) => ({
  nomeDoFiltro,
  Status: 0 as const,
  dataInicio: '2024-01-01',
  dataFim: '2024-03-01',
  EmpresasIds: [],
  clustersEmpresasIds: [],
  CentroDeCustosIds: [],
  clustersCentroDeCustosIds: [],
  marcas: ['0'],
  excluirOutliers: false,
  ...listas,
});

/** A link's query comparing stores: A and B each with a store and a cost centre of their own. */
const link: CorpoConsultaDre = {
  ...montarConsulta(valoresPadraoDre),
  modeloDREId: 'm',
  AnaliseHorizontal: true,
  filters: [
    filtro('A', { EmpresasIds: [E1], CentroDeCustosIds: [CC] }),
    filtro('B', { EmpresasIds: [E1], CentroDeCustosIds: [CC] }),
  ],
};

describe('the consultant view on a card restored (spec 001 §6)', () => {
  it('reduces filter B of a link to clusters, and leaves filter A as it is', () => {
    const valores = valoresDoLeitor(valoresDaConsulta(link, valoresPadraoDre), true);
    expect(valores.B).toMatchObject({
      clusterEmpresaBool: true,
      EmpresasIds: [],
      clusterCentroDeCustoBool: true,
      CentroDeCustosIds: [],
    });
    expect(valores.A).toMatchObject({ EmpresasIds: [E1], CentroDeCustosIds: [CC] });
    const consulta = montarConsulta(valores);
    expect(filtroBSomenteClusters(consulta.filters)).toBe(true);
    expect(consulta.filters[0]).toMatchObject({ EmpresasIds: [E1], CentroDeCustosIds: [CC] });
  });

  it('keeps the clusters of filter B, and everyone else’s card as it is', () => {
    const clusters = { ...link, filters: [link.filters[0]!, filtro('B', { clustersEmpresasIds: [CL] })] };
    const valores = valoresDoLeitor(valoresDaConsulta(clusters, valoresPadraoDre), true);
    expect(montarConsulta(valores).filters[1]).toMatchObject({ EmpresasIds: [], clustersEmpresasIds: [CL] });
    const outro = valoresDaConsulta(link, valoresPadraoDre);
    expect(valoresDoLeitor(outro, false)).toBe(outro);
  });

  it('tells which queries the consultant view searches: no store or cost-centre list in B', () => {
    expect(filtroBSomenteClusters(link.filters)).toBe(false);
    expect(filtroBSomenteClusters([filtro('A', { EmpresasIds: [E1] })])).toBe(true);
    expect(filtroBSomenteClusters([filtro('A'), filtro('B', { CentroDeCustosIds: [CC] })])).toBe(false);
    expect(filtroBSomenteClusters([filtro('A'), filtro('B', { clustersEmpresasIds: [CL] })])).toBe(true);
  });
});
