import { endpoints, fluxoDeCaixaBancoMessages as m } from '@matriz/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { mockApi } from '../../../testing/fetch-mock.ts';
import { makeLoginOutput, signIn } from '../../../testing/fixtures.ts';
import { renderWithProviders } from '../../../testing/render.tsx';

import { ContasBancariasAba } from './contas-bancarias-aba.tsx';
import { ExtratoAba } from './extrato-aba.tsx';

const f = endpoints.fluxoDeCaixa;
const claims = [{ nome: 'FluxoDeCaixa', acoes: ['Obter', 'Exportar'] }];

describe('bank tabs and a user limited to cost centres', () => {
  it('says why instead of asking the server (it refuses them)', () => {
    const api = mockApi({});
    signIn({ claims, user: { ...makeLoginOutput().user!, restritoPorCentroDeCusto: true } });
    renderWithProviders(
      <>
        <ExtratoAba />
        <ContasBancariasAba />
      </>,
    );
    expect(screen.getAllByText(m.restritoPorCentro)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Pesquisar/ })).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("shows the server's own words when it refuses the list", async () => {
    mockApi({
      [`GET ${endpoints.opcoes.grupos}`]: { body: [] },
      [`GET ${f.contasVinculadas}`]: { status: 403, body: { status: 403, title: m.restritoPorCentro } },
    });
    signIn({ claims });
    renderWithProviders(<ContasBancariasAba />);
    expect(await screen.findByText(m.restritoPorCentro)).toBeInTheDocument();
  });
});
