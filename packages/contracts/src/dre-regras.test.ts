import { describe, expect, it } from 'vitest';
import {
  CONFIG_DRE_PADRAO,
  dreMessages,
  dreToggles,
  type ConfigDre,
  type ToggleDre,
} from './dre-messages.ts';
import {
  aplicarMudancaDre,
  colunasPorPeriodoDre,
  conflitosDre,
  contarColunasDre,
  copiarCentrosDeCustoParaB,
  copiarFiltroAParaB,
  mesesSelecionadosDre,
  normalizarConfigDre,
  passaDoLimiarDoOrcado,
  rotuloDoLimiarDoOrcado,
  togglesDesabilitadosDre,
  type PeriodoDre,
} from './dre-regras.ts';

const config = (on: Partial<ConfigDre> = {}): ConfigDre => ({ ...CONFIG_DRE_PADRAO, ...on });
const meses = (n: number, nome: 'A' | 'B' = 'A'): PeriodoDre => ({
  nomeDoFiltro: nome,
  dataInicio: '2024-01-01',
  dataFim: `${2024 + Math.floor((n - 1) / 12)}-${String(((n - 1) % 12) + 1).padStart(2, '0')}-01`,
});
/** Every one of the 2,048 combinations of the eleven toggles. */
const todas: ConfigDre[] = Array.from(
  { length: 1 << dreToggles.length },
  (_, bits) => Object.fromEntries(dreToggles.map((t, i) => [t, (bits & (1 << i)) !== 0])) as ConfigDre,
);

describe('column count (spec 001 §2.1)', () => {
  it('per period: 1; 2 with vertical; 3 with horizontal; 5 with both; 6 with the difference', () => {
    expect(colunasPorPeriodoDre(config())).toBe(1);
    expect(colunasPorPeriodoDre(config({ AnaliseVertical: true }))).toBe(2);
    expect(colunasPorPeriodoDre(config({ AnaliseHorizontal: true }))).toBe(3);
    expect(colunasPorPeriodoDre(config({ AnaliseVertical: true, AnaliseHorizontal: true }))).toBe(5);
    expect(
      colunasPorPeriodoDre(
        config({ AnaliseVertical: true, AnaliseHorizontal: true, adicionarDiferenca: true }),
      ),
    ).toBe(6);
  });

  it.each([
    ['months only', {}, 12],
    ['with the total', { TotalizarPeriodo: true }, 13],
    ['vertical', { AnaliseVertical: true }, 24],
    ['vertical with the total', { AnaliseVertical: true, TotalizarPeriodo: true }, 26],
    ['horizontal: 12 months fit exactly', { AnaliseHorizontal: true }, 36],
    [
      'horizontal with the total: A, B and AH % of the totals',
      { AnaliseHorizontal: true, TotalizarPeriodo: true },
      39,
    ],
    ['both analyses', { AnaliseVertical: true, AnaliseHorizontal: true }, 60],
    [
      'both with the difference',
      { AnaliseVertical: true, AnaliseHorizontal: true, adicionarDiferenca: true },
      72,
    ],
  ] as const)('12 months of A, %s: %i columns', (_, on, esperado) => {
    expect(contarColunasDre(config(on), [meses(12), meses(12, 'B')])).toBe(esperado);
  });

  it('counts the months of filter A only, and nothing while A has no months', () => {
    const c = config({ AnaliseVertical: true, AnaliseHorizontal: true, TotalizarPeriodo: true });
    expect(contarColunasDre(c, [meses(5), meses(5, 'B')])).toBe(30);
    expect(contarColunasDre(c, [meses(7, 'B')])).toBe(0);
    expect(contarColunasDre(config(), [{ nomeDoFiltro: 'A', dataInicio: null, dataFim: null }])).toBe(0);
  });

  it('each cost centre per column: one period per cost centre, plus the total', () => {
    const c = config({ MostrarCadaCentroDeCustoSeparadoPorColuna: true, TotalizarPeriodo: true });
    expect(contarColunasDre(c, [meses(12)], { centrosDeCusto: 3 })).toBe(4);
    expect(contarColunasDre({ ...c, AnaliseVertical: true }, [meses(12)], { centrosDeCusto: 3 })).toBe(8);
    expect(contarColunasDre(c, [meses(12)], { centrosDeCusto: 35 })).toBe(36);
    expect(contarColunasDre(c, [meses(12)], { centrosDeCusto: 36 })).toBe(37);
    expect(contarColunasDre(c, [meses(12)])).toBeNull();
  });

  it('view by store: one column per store, plus the average with tirar média; unknown stores: null', () => {
    expect(contarColunasDre(config({ visaoPorLoja: true }), [meses(12)], { lojas: 36 })).toBe(36);
    expect(
      contarColunasDre(config({ visaoPorLoja: true, tirarMedia: true }), [meses(12)], { lojas: 36 }),
    ).toBe(37);
    expect(
      contarColunasDre(config({ visaoPorLoja: true, tirarMedia: true }), [meses(1)], { lojas: 35 }),
    ).toBe(36);
    expect(contarColunasDre(config({ visaoPorLoja: true }), [meses(12)], { lojas: null })).toBeNull();
  });

  it('view by cost centre: one column per cost centre', () => {
    expect(
      contarColunasDre(config({ visaoPorCentroDeCusto: true }), [meses(3)], { centrosDeCusto: 37 }),
    ).toBe(37);
    expect(contarColunasDre(config({ visaoPorCentroDeCusto: true }), [meses(3)], { lojas: 5 })).toBeNull();
  });
});

describe('months counter', () => {
  it('turns red beyond 12 months', () => {
    expect(mesesSelecionadosDre(config(), [meses(12)])).toEqual({
      mesesA: 12,
      mesesB: null,
      excedido: false,
    });
    expect(mesesSelecionadosDre(config(), [meses(13)]).excedido).toBe(true);
  });

  it('with horizontal analysis, turns red when A and B differ or B passes 12 months', () => {
    const h = config({ AnaliseHorizontal: true });
    expect(mesesSelecionadosDre(h, [meses(6), meses(6, 'B')])).toEqual({
      mesesA: 6,
      mesesB: 6,
      excedido: false,
    });
    expect(mesesSelecionadosDre(h, [meses(6), meses(5, 'B')]).excedido).toBe(true);
    expect(mesesSelecionadosDre(h, [meses(6)]).excedido).toBe(true);
    expect(mesesSelecionadosDre(h, [meses(13), meses(13, 'B')]).excedido).toBe(true);
    expect(mesesSelecionadosDre(config(), [meses(6), meses(5, 'B')]).excedido).toBe(false);
  });
});

describe('toggle dependencies (spec 001 §4)', () => {
  it('turning vertical or horizontal analysis off clears the difference', () => {
    const both = config({ AnaliseVertical: true, AnaliseHorizontal: true, adicionarDiferenca: true });
    expect(aplicarMudancaDre(both, 'AnaliseVertical', false).adicionarDiferenca).toBe(false);
    expect(aplicarMudancaDre(both, 'AnaliseHorizontal', false).adicionarDiferenca).toBe(false);
    expect(aplicarMudancaDre(both, 'TotalizarPeriodo', true).adicionarDiferenca).toBe(true);
  });

  it('each cost centre per column forces the total on and locks it', () => {
    const c = aplicarMudancaDre(config(), 'MostrarCadaCentroDeCustoSeparadoPorColuna', true);
    expect(c.TotalizarPeriodo).toBe(true);
    expect(togglesDesabilitadosDre(c).TotalizarPeriodo).toBe(true);
    expect(aplicarMudancaDre(c, 'TotalizarPeriodo', false)).toBe(c);
    const off = aplicarMudancaDre(c, 'MostrarCadaCentroDeCustoSeparadoPorColuna', false);
    expect(togglesDesabilitadosDre(off).TotalizarPeriodo).toBe(false);
  });

  it.each(['visaoPorLoja', 'visaoPorCentroDeCusto'] as const)(
    '%s switches off the analyses, the total, excluir inativas, cost centres per column and the other view',
    (visao) => {
      const on = config({
        AnaliseVertical: true,
        AnaliseHorizontal: true,
        adicionarDiferenca: true,
        TotalizarPeriodo: true,
        ExcluirEmpresasInativas: true,
        EmpresaPorApelido: true,
        [visao === 'visaoPorLoja' ? 'visaoPorCentroDeCusto' : 'visaoPorLoja']: true,
      });
      expect(aplicarMudancaDre(on, visao, true)).toEqual(config({ [visao]: true, EmpresaPorApelido: true }));
      const desabilitados = togglesDesabilitadosDre(config({ [visao]: true }));
      const bloqueados: ToggleDre[] = [
        'AnaliseVertical',
        'AnaliseHorizontal',
        'TotalizarPeriodo',
        'ExcluirEmpresasInativas',
        'MostrarCadaCentroDeCustoSeparadoPorColuna',
        'adicionarDiferenca',
      ];
      for (const t of bloqueados) expect(desabilitados[t], t).toBe(true);
      expect(desabilitados.EmpresaPorApelido).toBe(false);
    },
  );

  it('tirar média only with the view by store, cleared when the view goes off', () => {
    expect(togglesDesabilitadosDre(config()).tirarMedia).toBe(true);
    expect(aplicarMudancaDre(config(), 'tirarMedia', true).tirarMedia).toBe(false);
    const media = aplicarMudancaDre(config({ visaoPorLoja: true }), 'tirarMedia', true);
    expect(media.tirarMedia).toBe(true);
    expect(aplicarMudancaDre(media, 'visaoPorLoja', false).tirarMedia).toBe(false);
    expect(aplicarMudancaDre(media, 'visaoPorCentroDeCusto', true).tirarMedia).toBe(false);
  });

  it('the difference is offered only with both analyses', () => {
    expect(togglesDesabilitadosDre(config({ AnaliseVertical: true })).adicionarDiferenca).toBe(true);
    expect(
      togglesDesabilitadosDre(config({ AnaliseVertical: true, AnaliseHorizontal: true })).adicionarDiferenca,
    ).toBe(false);
  });

  it('from any consistent configuration, every change leaves a consistent one', () => {
    const consistentes = todas.filter((c) => conflitosDre(c).length === 0);
    expect(consistentes.length).toBeGreaterThan(10);
    for (const c of consistentes)
      for (const t of dreToggles)
        for (const v of [true, false]) {
          const next = aplicarMudancaDre(c, t, v);
          expect(conflitosDre(next), `${JSON.stringify(c)} ${t}=${v}`).toEqual([]);
          if (togglesDesabilitadosDre(c)[t]) expect(next).toBe(c);
        }
  });

  it('normalises any configuration (storage, address) into a consistent one, keeping consistent ones', () => {
    for (const c of todas) {
      const n = normalizarConfigDre(c);
      expect(conflitosDre(n)).toEqual([]);
      if (conflitosDre(c).length === 0) expect(n).toEqual(c);
    }
    expect(normalizarConfigDre(config({ visaoPorLoja: true, visaoPorCentroDeCusto: true }))).toEqual(
      config({ visaoPorLoja: true }),
    );
  });
});

describe('conflicts (answered 400 by the server)', () => {
  it('names each impossible combination on the toggle to turn off', () => {
    expect(conflitosDre(config({ visaoPorLoja: true, AnaliseVertical: true }))).toEqual([
      {
        campo: 'AnaliseVertical',
        mensagem: 'A visão por loja não pode ser combinada com a análise vertical.',
      },
    ]);
    expect(conflitosDre(config({ visaoPorCentroDeCusto: true, TotalizarPeriodo: true }))).toEqual([
      {
        campo: 'TotalizarPeriodo',
        mensagem: 'A visão por centro de custo não pode ser combinada com o período totalizado.',
      },
    ]);
    expect(conflitosDre(config({ visaoPorLoja: true, visaoPorCentroDeCusto: true }))[0]?.mensagem).toBe(
      'A visão por loja não pode ser combinada com a visão por centro de custo.',
    );
    expect(conflitosDre(config({ tirarMedia: true }))[0]?.campo).toBe('tirarMedia');
    expect(conflitosDre(config({ adicionarDiferenca: true, AnaliseVertical: true }))[0]?.campo).toBe(
      'adicionarDiferenca',
    );
    expect(conflitosDre(config({ MostrarCadaCentroDeCustoSeparadoPorColuna: true }))[0]?.mensagem).toBe(
      'Cada centro de custo por coluna exige o período totalizado.',
    );
    expect(
      conflitosDre(config({ AnaliseVertical: true, AnaliseHorizontal: true, EmpresaPorApelido: true })),
    ).toEqual([]);
  });
});

describe('comparar com orçado (issue 11 §3)', () => {
  const orcado = (on: Partial<ConfigDre> = {}) => config({ CompararComOrcado: true, ...on });

  it('adds Orçado, Var. and Var. % to each period, the total and the vertical analysis included', () => {
    expect(colunasPorPeriodoDre(orcado())).toBe(4);
    expect(colunasPorPeriodoDre(orcado({ AnaliseVertical: true }))).toBe(5);
    expect(contarColunasDre(orcado(), [meses(6)])).toBe(24);
    expect(contarColunasDre(orcado({ TotalizarPeriodo: true }), [meses(6)])).toBe(28);
    // 9 months × 4 fit the screen's 36 columns; 12 months only the exports
    expect(contarColunasDre(orcado(), [meses(9)])).toBe(36);
    expect(contarColunasDre(orcado(), [meses(12)])).toBe(48);
  });

  it('excludes the horizontal analysis and each cost centre per column, each disabling the other', () => {
    expect(togglesDesabilitadosDre(config({ AnaliseHorizontal: true })).CompararComOrcado).toBe(true);
    expect(
      togglesDesabilitadosDre(
        config({ MostrarCadaCentroDeCustoSeparadoPorColuna: true, TotalizarPeriodo: true }),
      ).CompararComOrcado,
    ).toBe(true);
    const des = togglesDesabilitadosDre(orcado());
    expect(des.AnaliseHorizontal).toBe(true);
    expect(des.MostrarCadaCentroDeCustoSeparadoPorColuna).toBe(true);
    expect(des.AnaliseVertical).toBe(false);
    expect(des.TotalizarPeriodo).toBe(false);
    expect(aplicarMudancaDre(orcado(), 'AnaliseHorizontal', true)).toEqual(orcado());
    expect(aplicarMudancaDre(config(), 'CompararComOrcado', true)).toEqual(orcado());
  });

  it('is switched off by a view, and by normalising a configuration with the horizontal analysis', () => {
    expect(aplicarMudancaDre(orcado(), 'visaoPorLoja', true)).toEqual(config({ visaoPorLoja: true }));
    expect(togglesDesabilitadosDre(config({ visaoPorCentroDeCusto: true })).CompararComOrcado).toBe(true);
    expect(normalizarConfigDre(orcado({ AnaliseHorizontal: true }))).toEqual(
      config({ AnaliseHorizontal: true }),
    );
  });

  it('names each conflict on the toggle, with its message', () => {
    expect(conflitosDre(orcado({ AnaliseHorizontal: true }))).toEqual([
      { campo: 'CompararComOrcado', mensagem: dreMessages.orcadoCom('a análise horizontal') },
    ]);
    expect(conflitosDre(orcado({ visaoPorLoja: true }))).toEqual([
      { campo: 'CompararComOrcado', mensagem: dreMessages.visaoCom('loja', 'a comparação com o orçado') },
    ]);
    expect(dreMessages.orcadoCom('a análise horizontal')).toBe(
      'A comparação com o orçado não pode ser combinada com a análise horizontal.',
    );
  });

  it('highlights a variance past 10 % either way, never an empty one', () => {
    expect(passaDoLimiarDoOrcado(0.1)).toBe(false);
    expect(passaDoLimiarDoOrcado(0.1001)).toBe(true);
    expect(passaDoLimiarDoOrcado(-0.25)).toBe(true);
    expect(passaDoLimiarDoOrcado(null)).toBe(false);
    expect(passaDoLimiarDoOrcado({ error: 'x', message: 'x' })).toBe(false);
    expect(rotuloDoLimiarDoOrcado()).toBe('10 %');
  });
});

describe('filter B', () => {
  it('is a copy of A when horizontal analysis turns on', () => {
    const a = { nomeDoFiltro: 'A' as const, dataInicio: '2024-01-01', EmpresasIds: ['x'] };
    expect(copiarFiltroAParaB(a)).toEqual({
      nomeDoFiltro: 'B',
      dataInicio: '2024-01-01',
      EmpresasIds: ['x'],
    });
    expect(a.nomeDoFiltro).toBe('A');
  });

  it('takes the cost centres of A when each cost centre per column turns on', () => {
    const a = { EmpresasIds: ['a'], CentroDeCustosIds: ['c1'], clustersCentroDeCustosIds: [] as string[] };
    const b = { EmpresasIds: ['b'], CentroDeCustosIds: [] as string[], clustersCentroDeCustosIds: ['k'] };
    expect(copiarCentrosDeCustoParaB(a, b)).toEqual({
      EmpresasIds: ['b'],
      CentroDeCustosIds: ['c1'],
      clustersCentroDeCustosIds: [],
    });
  });
});
