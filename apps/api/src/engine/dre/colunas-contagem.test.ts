import {
  CONFIG_DRE_PADRAO,
  contarColunasDre,
  dreToggles,
  normalizarConfigDre,
  type ConfigDre,
} from '@matriz/contracts';
import { describe, expect, it } from 'vitest';
import { computeDre } from './compute-dre.ts';
import { fato, layout, modelo } from './fixtures.ts';
import type { LayoutDre } from './layout.ts';

// The screen disables Pesquisar and the server refuses a query from contracts' contarColunasDre (the 36-column
// rule): the engine must lay out exactly that many columns, or the rule would let through more than it says.

const linhas = modelo({ codigo: 'RB', tipo: 'conta', isBase: true, contaIds: ['c1'] });
const empresas = [
  { id: 'e1', nome: 'Loja 1' },
  { id: 'e2', nome: 'Loja 2' },
  { id: 'e3', nome: 'Loja 3' },
];
const centrosDeCusto = [
  { id: 'cc1', nome: 'Cozinha' },
  { id: 'cc2', nome: 'Salão' },
];
const A = { inicio: '2026-01-01', fim: '2026-03-01' };
const B = { inicio: '2025-01-01', fim: '2025-03-01' };

function layoutDe(c: ConfigDre): LayoutDre {
  return layout({
    filtros: { A, B: c.AnaliseHorizontal ? B : null },
    analiseVertical: c.AnaliseVertical,
    analiseHorizontal: c.AnaliseHorizontal,
    totalizarPeriodo: c.TotalizarPeriodo,
    adicionarDiferenca: c.adicionarDiferenca,
    cadaCentroDeCustoPorColuna: c.MostrarCadaCentroDeCustoSeparadoPorColuna,
    visaoPorLoja: c.visaoPorLoja,
    visaoPorCentroDeCusto: c.visaoPorCentroDeCusto,
    tirarMedia: c.tirarMedia,
    compararComOrcado: c.CompararComOrcado,
    empresas,
    centrosDeCusto,
  });
}

describe('the engine lays out the columns contracts count', () => {
  const vistas = new Map<string, ConfigDre>();
  for (let bits = 0; bits < 1 << dreToggles.length; bits++) {
    const c = Object.fromEntries(dreToggles.map((t, i) => [t, (bits & (1 << i)) !== 0])) as ConfigDre;
    const n = normalizarConfigDre({ ...CONFIG_DRE_PADRAO, ...c });
    vistas.set(JSON.stringify(n), n);
  }

  it.each([...vistas.values()].map((c) => [JSON.stringify(c), c] as const))('%s', (_, c) => {
    const r = computeDre({
      linhas,
      fatos: [fato('c1', A.inicio, 100n, { empresaId: 'e1', centroDeCustoId: 'cc1' })],
      extras: [],
      layout: layoutDe(c),
    });
    const esperado = contarColunasDre(
      c,
      [
        { nomeDoFiltro: 'A', dataInicio: A.inicio, dataFim: A.fim },
        { nomeDoFiltro: 'B', dataInicio: B.inicio, dataFim: B.fim },
      ],
      { lojas: empresas.length, centrosDeCusto: centrosDeCusto.length },
    );
    expect(r.matriz.columns).toHaveLength(esperado!);
  });
});
