import { fluxoDeCaixaMessages as m, type FluxoDeCaixaResultado } from '@matriz/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '../../../lib/api-client.ts';
import { resultadoDfc } from '../testing/resultado.ts';

import { DfcResultado } from './dfc-resultado.tsx';

/** The query's states as the card reads them (only the fields it reads). */
const estado = (s: Partial<UseQueryResult<FluxoDeCaixaResultado>>) =>
  ({
    isPending: false,
    isError: false,
    data: undefined,
    error: null,
    ...s,
  }) as UseQueryResult<FluxoDeCaixaResultado>;

const mostrar = (pesquisada: boolean, resultado: UseQueryResult<FluxoDeCaixaResultado>) =>
  render(<DfcResultado pesquisada={pesquisada} resultado={resultado} onAbrir={vi.fn()} />);

describe('the results card', () => {
  it('asks for a search until there is one, and waits for it', () => {
    const { rerender } = mostrar(false, estado({ data: resultadoDfc }));
    expect(screen.getByText('Escolha as opções de pesquisa e clique em Pesquisar.')).toBeInTheDocument();
    expect(screen.queryByRole('treegrid')).toBeNull();
    rerender(<DfcResultado pesquisada resultado={estado({ isPending: true })} onAbrir={vi.fn()} />);
    expect(screen.getByLabelText('Carregando o fluxo de caixa')).toBeInTheDocument();
  });

  it("says 'Ops – Nada encontrado !' for an empty tree, with the money outside the model and why no balances", () => {
    const vazio = {
      ...resultadoDfc,
      matriz: { ...resultadoDfc.matriz, rows: [] },
      avisoSaldos: m.saldosDesligados,
      naoMapeado: { valor: -1234.5, quantidade: 3 },
    };
    mostrar(true, estado({ data: vazio }));
    expect(screen.getByText('Ops')).toBeInTheDocument();
    expect(screen.getByText(m.vazio)).toBeInTheDocument();
    expect(screen.getByText(m.saldosDesligados)).toBeInTheDocument();
    expect(
      screen.getByText(/^-R\$\s1\.234,50 do período não está mapeado \(3 lançamentos\)$/),
    ).toBeInTheDocument();
  });

  it("says the spec's failure text, with what the server said of a refused query", () => {
    const recusa = new ApiError(400, {
      status: 400,
      title: 'Dados inválidos',
      errors: [{ campo: 'Inicio', mensagem: m.historicoExcedido(12, '2025-12-01') }],
    });
    mostrar(true, estado({ isError: true, error: recusa }));
    expect(screen.getByText(m.requisicaoFalhou)).toBeInTheDocument();
    expect(screen.getByText(m.historicoExcedido(12, '2025-12-01'))).toBeInTheDocument();
  });

  it('shows the tree of a found cash flow', () => {
    mostrar(true, estado({ data: resultadoDfc }));
    expect(screen.getByRole('treegrid', { name: 'Fluxo de caixa' })).toBeInTheDocument();
    expect(screen.getByText('Saldo inicial')).toBeInTheDocument();
  });
});
