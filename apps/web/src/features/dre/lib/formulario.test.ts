import { describe, expect, it } from 'vitest';

import dayjs from '../../../lib/dayjs.ts';

import {
  codecFiltrosDre,
  filtroVazio,
  mudarToggleDre,
  valoresPadraoDre,
  type DreFormValores,
} from './formulario.ts';

const CC = '44444444-4444-4444-8444-444444444444';
const E1 = '11111111-1111-4111-8111-111111111111';

const cartao: DreFormValores = {
  ...valoresPadraoDre,
  modeloDREId: 'm',
  A: {
    ...filtroVazio('A'),
    marcas: ['0'],
    EmpresasIds: [E1],
    CentroDeCustosIds: [CC],
    periodo: [dayjs('2024-01-01'), dayjs('2024-12-01')],
  },
};
const semClusters = { somenteClustersEmB: false };

describe('the toggles of the card (spec 001 §4)', () => {
  it('turning on the horizontal analysis copies filter A to B', () => {
    const v = mudarToggleDre(cartao, 'AnaliseHorizontal', true, semClusters);
    expect(v.config.AnaliseHorizontal).toBe(true);
    expect(v.B).toEqual({ ...cartao.A, nomeDoFiltro: 'B' });
  });

  it('the consultant view keeps only clusters in B', () => {
    const v = mudarToggleDre(cartao, 'AnaliseHorizontal', true, { somenteClustersEmB: true });
    expect(v.B).toMatchObject({
      nomeDoFiltro: 'B',
      clusterEmpresaBool: true,
      EmpresasIds: [],
      clusterCentroDeCustoBool: true,
      CentroDeCustosIds: [],
    });
  });

  it("'each cost centre per column' forces the total on and copies A's cost centres to B", () => {
    const v = mudarToggleDre(cartao, 'MostrarCadaCentroDeCustoSeparadoPorColuna', true, semClusters);
    expect(v.config).toMatchObject({
      MostrarCadaCentroDeCustoSeparadoPorColuna: true,
      TotalizarPeriodo: true,
    });
    expect(v.B.CentroDeCustosIds).toEqual([CC]);
    expect(v.B.EmpresasIds).toEqual([]);
  });

  it('a disabled toggle changes nothing', () => {
    const loja = mudarToggleDre(cartao, 'visaoPorLoja', true, semClusters);
    expect(mudarToggleDre(loja, 'AnaliseVertical', true, semClusters)).toBe(loja);
  });
});

describe('the card kept in local storage', () => {
  it('round trip, months included', () => {
    const stored = JSON.parse(JSON.stringify(codecFiltrosDre.toStored(cartao))) as unknown;
    const lido = codecFiltrosDre.fromStored(stored, valoresPadraoDre);
    expect(lido?.A.periodo?.[0]?.format('YYYY-MM-DD')).toBe('2024-01-01');
    expect(lido?.A.periodo?.[1]?.format('YYYY-MM-DD')).toBe('2024-12-01');
    expect({ ...lido, A: { ...lido?.A, periodo: null } }).toEqual({
      ...cartao,
      A: { ...cartao.A, periodo: null },
    });
  });

  it('values of another shape fall back to the defaults', () => {
    expect(codecFiltrosDre.fromStored('x', valoresPadraoDre)).toBeNull();
    expect(
      codecFiltrosDre.fromStored(
        { A: { Status: 9, EmpresasIds: 'x' }, config: { tirarMedia: true } },
        valoresPadraoDre,
      ),
    ).toEqual({ ...valoresPadraoDre, config: valoresPadraoDre.config });
  });
});
