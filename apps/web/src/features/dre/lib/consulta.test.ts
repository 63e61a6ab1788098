import { describe, expect, it } from 'vitest';

import dayjs from '../../../lib/dayjs.ts';

import { codificarConsulta, decodificarConsulta, montarConsulta, valoresDaConsulta } from './consulta.ts';
import { filtroVazio, valoresPadraoDre, type DreFormValores } from './formulario.ts';

const E1 = '11111111-1111-4111-8111-111111111111';
const E2 = '22222222-2222-4222-8222-222222222222';
const CL = '33333333-3333-4333-8333-333333333333';
const CC = '44444444-4444-4444-8444-444444444444';
const M = '55555555-5555-4555-8555-555555555555';

const cartao: DreFormValores = {
  ...valoresPadraoDre,
  modeloDREId: M,
  tipoDeRegime: 2,
  config: {
    ...valoresPadraoDre.config,
    AnaliseHorizontal: true,
    AnaliseVertical: true,
    adicionarDiferenca: true,
  },
  A: {
    ...filtroVazio('A'),
    marcas: ['0'],
    EmpresasIds: [E1, E2],
    clusterCentroDeCustoBool: true,
    // a list hidden by its switch is kept on the card but never sent
    CentroDeCustosIds: [CC],
    clustersCentroDeCustosIds: [CL],
    Status: 2,
    periodo: [dayjs('2024-01-15'), dayjs('2024-12-31')],
    excluirOutliers: true,
  },
  B: {
    ...filtroVazio('B'),
    clusterEmpresaBool: true,
    clustersEmpresasIds: [CL],
    periodo: [dayjs('2023-01-01'), dayjs('2023-12-01')],
  },
};

describe('the DRE query of the card (spec 001 §3)', () => {
  it('sends months as their first day and only the list each switch shows', () => {
    const c = montarConsulta(cartao);
    expect(c).toMatchObject({ modeloDREId: M, tipoDeRegime: 2, AnaliseHorizontal: true });
    expect(c.filters).toEqual([
      {
        nomeDoFiltro: 'A',
        Status: 2,
        dataInicio: '2024-01-01',
        dataFim: '2024-12-01',
        EmpresasIds: [E1, E2],
        clustersEmpresasIds: [],
        CentroDeCustosIds: [],
        clustersCentroDeCustosIds: [CL],
        marcas: ['0'],
        excluirOutliers: true,
      },
      expect.objectContaining({ nomeDoFiltro: 'B', EmpresasIds: [], clustersEmpresasIds: [CL] }),
    ]);
  });

  it('filter B goes only with the horizontal analysis; missing model and months go blank', () => {
    const c = montarConsulta({ ...valoresPadraoDre });
    expect(c.modeloDREId).toBe('');
    expect(c.filters).toHaveLength(1);
    expect(c.filters[0]).toMatchObject({ nomeDoFiltro: 'A', dataInicio: '', dataFim: '' });
  });
});

describe('the query in the address (a copied link opens the same DRE)', () => {
  it('round trip: card → address → query → card → the same query', () => {
    const c = montarConsulta(cartao);
    const texto = codificarConsulta(c);
    const lida = decodificarConsulta(texto);
    expect(lida).toEqual(c);
    const outroCartao = valoresDaConsulta(lida!, valoresPadraoDre);
    expect(montarConsulta(outroCartao)).toEqual(c);
    expect(outroCartao.A.clusterCentroDeCustoBool).toBe(true);
    expect(outroCartao.B.clusterEmpresaBool).toBe(true);
  });

  it('leaves defaults out of the address', () => {
    const c = montarConsulta({
      ...valoresPadraoDre,
      modeloDREId: M,
      A: { ...filtroVazio('A'), periodo: [dayjs('2024-01-01'), dayjs('2024-03-01')] },
    });
    expect(JSON.parse(codificarConsulta(c))).toEqual({
      modeloDREId: M,
      filters: [{ nomeDoFiltro: 'A', dataInicio: '2024-01-01', dataFim: '2024-03-01' }],
    });
  });

  it('an address that is not a query is ignored', () => {
    for (const texto of [
      null,
      '',
      '{',
      '[]',
      '{"modeloDREId":1,"filters":[]}',
      `{"modeloDREId":"${M}","filters":[]}`,
      `{"modeloDREId":"${M}","filters":[{"nomeDoFiltro":"C","dataInicio":"2024-01","dataFim":"2024-02"}]}`,
      `{"modeloDREId":"${M}","filters":[{"nomeDoFiltro":"A","dataInicio":"2024-13","dataFim":"2024-02"}]}`,
    ])
      expect(decodificarConsulta(texto), String(texto)).toBeNull();
  });

  it('a hand-made link is made consistent: toggles by the rules of spec 001 §4, B only with the horizontal analysis', () => {
    const lida = decodificarConsulta(
      JSON.stringify({
        modeloDREId: M,
        visaoPorLoja: true,
        AnaliseVertical: true,
        Status: 'x',
        filters: [
          { nomeDoFiltro: 'A', dataInicio: '2024-01', dataFim: '2024-06-30', EmpresasIds: [E1, 7] },
          { nomeDoFiltro: 'B', dataInicio: '2023-01', dataFim: '2023-06' },
        ],
      }),
    );
    expect(lida).toMatchObject({ visaoPorLoja: true, AnaliseVertical: false });
    expect(lida?.filters).toEqual([
      expect.objectContaining({
        nomeDoFiltro: 'A',
        dataInicio: '2024-01-01',
        dataFim: '2024-06-01',
        EmpresasIds: [E1],
      }),
    ]);
  });
});
