import type { ColunaDreJson, DreResultado, MatrizLinhaJson } from '@matriz/contracts';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../../../testing/render.tsx';

import { montarColunasDre } from './dre-colunas.tsx';

const NBSP = '\u00a0';

const coluna = (key: string, mes: string): ColunaDreJson => ({
  key,
  tipo: 'valor',
  filtro: 'A',
  mes,
  empresaId: null,
  centroDeCusto: null,
  semDados: false,
  lojasUsadas: null,
});

/** A sparse answer (issue 10 §3): c0 left out (no data), c1 a real zero, c2 a value. */
const linha: MatrizLinhaJson = {
  id: 'l:1',
  label: 'Receita Bruta',
  code: 'RB',
  kind: 'linha',
  level: 0,
  format: null,
  cells: { c1: 0, c2: -1234.5 },
  children: [],
};

const resultado: DreResultado = {
  matriz: {
    labelHeader: 'Nome',
    columns: ['c0', 'c1', 'c2'].map((key, i) => ({ key, header: `0${i + 1}/2026`, format: 'moeda' })),
    rows: [linha],
  },
  colunas: [coluna('c0', '2026-01-01'), coluna('c1', '2026-02-01'), coluna('c2', '2026-03-01')],
  referencias: { 'l:1': { linhaId: '1', tipo: 'conta', contaFranqueadorId: null, tipoDeValorDePdv: null } },
  naoMapeado: { valor: 0, porGrupo: [] },
  valoresDaLojaOcultos: false,
};

describe('the DRE table reads a sparse answer', () => {
  it('a missing cell is "sem dados" (empty, not clickable), a zero is R$ 0,00 and opens its detail', async () => {
    const onAbrirCelula = vi.fn();
    const [, ...valores] = montarColunasDre({
      resultado,
      larguraNome: 400,
      tudoAberto: false,
      podeExpandir: false,
      onAlternarTudo: () => {},
      onAbrirCelula,
      onAbrirLinha: () => {},
    });
    const celula = (i: number) => {
      const render = valores[i]!.render as (
        v: unknown,
        r: { key: string; linha: MatrizLinhaJson },
      ) => ReactNode;
      return render(undefined, { key: linha.id, linha });
    };
    const { user } = renderWithProviders(
      <div>
        <div data-testid="c0">{celula(0)}</div>
        <div data-testid="c1">{celula(1)}</div>
        <div data-testid="c2">{celula(2)}</div>
      </div>,
    );
    expect(screen.getByTestId('c0').textContent).toBe('');
    expect(screen.getByTestId('c0').querySelector('[aria-label="Sem dados"]')).not.toBeNull();
    expect(screen.getByTestId('c0').querySelector('button')).toBeNull();
    expect(screen.getByTestId('c1').textContent).toBe(`R$${NBSP}0,00`);
    expect(screen.getByTestId('c2').textContent).toBe(`-R$${NBSP}1.234,50`);
    await user.click(screen.getByTestId('c1').querySelector('button')!);
    expect(onAbrirCelula).toHaveBeenCalledWith('l:1', 'c1');
  });
});
