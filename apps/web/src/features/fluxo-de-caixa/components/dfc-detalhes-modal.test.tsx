import { endpoints, fluxoDeCaixaMessages as m, type ConsultaFluxo } from '@matriz/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { mockApi } from '../../../testing/fetch-mock.ts';

import { DfcDetalhesModal } from './dfc-detalhes-modal.tsx';

const celula = {
  linhaId: 'rec',
  data: '2026-01-01',
  PesquisaModel: { ModeloFluxo: 'mod-1' } as ConsultaFluxo,
};

function abrir(premium: boolean) {
  const api = mockApi({
    [`POST ${endpoints.dfc.detalhes}`]: {
      body: {
        detalhes: [
          {
            id: 'l-1',
            data: '2026-01-05',
            empresa: 'Loja Norte',
            meioDePagamento: 'PIX',
            fornecedor: null,
            historico: 'Venda',
            valor: -40,
          },
        ],
        empresas: [{ id: 'e-1', label: 'Loja Norte' }],
        page: 1,
        total: 1,
        soma: -40,
      },
    },
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DfcDetalhesModal
        celula={celula}
        linhaTitulo="Recebimentos"
        colunaTitulo="01/2026"
        premium={premium}
        onClose={vi.fn()}
      />
    </QueryClientProvider>,
  );
  return api;
}

describe('the line detail', () => {
  it('is premium only: anyone else sees the marker and the spec text, and nothing is asked', () => {
    const api = abrir(false);
    expect(screen.getByText(m.somentePremium)).toBeInTheDocument();
    expect(api.callsTo('POST', endpoints.dfc.detalhes)).toHaveLength(0);
  });

  it("asks for the cell's entries, 10 per page, and shows them with their sum", async () => {
    const api = abrir(true);
    expect(await screen.findByText('Venda')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST', endpoints.dfc.detalhes)).toHaveLength(1));
    expect(api.callsTo('POST', endpoints.dfc.detalhes)[0]?.body).toEqual({
      ...celula,
      Page: 1,
      PageSize: 10,
    });
    for (const coluna of ['Data', 'Empresa', 'Meio de pagamento', 'Fornecedor', 'Historico', 'Valor'])
      expect(screen.getByRole('columnheader', { name: coluna })).toBeInTheDocument();
    expect(screen.getByText('1 lançamentos')).toBeInTheDocument();
  });
});
