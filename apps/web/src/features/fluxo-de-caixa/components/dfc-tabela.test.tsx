import type { FluxoDeCaixaResultado, MatrizLinhaJson } from '@matriz/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { DfcTabela } from './dfc-tabela.tsx';

const linha = (id: string, cells: MatrizLinhaJson['cells'], children: MatrizLinhaJson[] = []) => ({
  id,
  label: id,
  code: null,
  kind: 'linha' as const,
  level: 0,
  format: null,
  cells,
  children,
});

/** Two months (April clipped by the range), the Total; a line with one account under it, and a total line. */
const resultado: FluxoDeCaixaResultado = {
  matriz: {
    labelHeader: 'Nome',
    columns: [
      { key: 'm:2026-04', header: '04/2026 (15/04–30/04)', format: 'moeda' },
      { key: 'm:2026-05', header: '05/2026', format: 'moeda' },
      { key: 'total', header: 'Total', format: 'moeda' },
    ],
    rows: [
      linha('l:ent', { 'm:2026-04': 10, 'm:2026-05': 20, total: 30 }, [
        linha('l:ent:c:vendas', { 'm:2026-04': 10, 'm:2026-05': 20, total: 30 }),
      ]),
      linha('l:tot', { 'm:2026-04': 10, 'm:2026-05': 20, total: 30 }),
    ],
  },
  colunas: [
    {
      key: 'm:2026-04',
      tipo: 'periodo',
      rotulo: '04/2026',
      inicio: '2026-04-15',
      fim: '2026-04-30',
      parcial: true,
    },
    {
      key: 'm:2026-05',
      tipo: 'periodo',
      rotulo: '05/2026',
      inicio: '2026-05-01',
      fim: '2026-05-31',
      parcial: false,
    },
    { key: 'total', tipo: 'total', rotulo: 'Total', inicio: '2026-04-15', fim: '2026-05-31', parcial: false },
  ],
  referencias: {
    'l:ent': { tipo: 'linha', linhaId: 'ent', tipoDaLinha: 'conta', contaFranqueadorId: null },
    'l:ent:c:vendas': { tipo: 'linha', linhaId: 'ent', tipoDaLinha: 'conta', contaFranqueadorId: 'vendas' },
    'l:tot': { tipo: 'linha', linhaId: 'tot', tipoDaLinha: 'total', contaFranqueadorId: null },
  },
  saldos: null,
  trazerSaldos: false,
  avisoSaldos: null,
  naoMapeado: null,
};

function abrir() {
  const onAbrir = vi.fn();
  render(<DfcTabela resultado={resultado} onAbrir={onAbrir} />);
  const grade = screen.getByRole('treegrid', { name: 'Fluxo de caixa' });
  const ativa = () => document.getElementById(grade.getAttribute('aria-activedescendant') ?? '');
  return { onAbrir, grade, ativa, user: userEvent.setup({ delay: null }) };
}

describe('the cash-flow grid', () => {
  it('marks a clipped period with the days it covers', () => {
    abrir();
    const abril = screen.getByRole('columnheader', { name: /04\/2026/ });
    expect(abril).toHaveTextContent('04/202615/04–30/04');
    expect(abril).toHaveAttribute('title', 'Período parcial: de 15/04/2026 a 30/04/2026');
    expect(screen.getByRole('columnheader', { name: '05/2026' })).not.toHaveAttribute('title');
  });

  it('is one Tab stop, moved through with the arrow keys, Home and End', async () => {
    const { grade, ativa, user } = abrir();
    await user.tab();
    expect(grade).toHaveFocus();
    expect(ativa()).toHaveTextContent('l:ent');
    await user.keyboard('{ArrowRight}');
    expect(ativa()).toHaveTextContent('R$ 10,00');
    await user.keyboard('{End}');
    expect(ativa()).toHaveTextContent('R$ 30,00');
    await user.keyboard('{ArrowDown}{Home}');
    expect(ativa()).toHaveTextContent('l:tot');
    // the cells' buttons are not Tab stops: Tab leaves the grid (for the next thing on the page, here none)
    await user.tab();
    expect(grade).not.toHaveFocus();
  });

  it('opens a row with Enter on its name, and the detail of a value with Enter on it', async () => {
    const { onAbrir, ativa, user } = abrir();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByText('l:ent:c:vendas')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{ArrowRight}{ArrowRight} ');
    expect(ativa()).toHaveTextContent('R$ 20,00');
    expect(onAbrir).toHaveBeenCalledWith('l:ent:c:vendas', 'm:2026-05', 'detalhe');
    // a total line opens nothing
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onAbrir).toHaveBeenCalledTimes(1);
  });

  it('follows a click: the clicked cell is the focused one', async () => {
    const { onAbrir, ativa, user } = abrir();
    await user.click(screen.getByTitle('Detalhe: l:ent — 05/2026'));
    expect(onAbrir).toHaveBeenCalledWith('l:ent', 'm:2026-05', 'detalhe');
    await user.keyboard('{ArrowLeft}');
    expect(ativa()).toHaveTextContent('R$ 10,00');
  });
});
