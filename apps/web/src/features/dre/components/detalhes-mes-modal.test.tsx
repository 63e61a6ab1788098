import {
  dreMessages,
  endpoints,
  errorMessages,
  type DetalhesMesDreInput,
  type DetalhesMesDreOutput,
  type Claim,
} from '@matriz/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { mockApi, type MockReply } from '../../../testing/fetch-mock.ts';
import { claims, signIn } from '../../../testing/fixtures.ts';
import { renderWithProviders } from '../../../testing/render.tsx';

import { DetalhesMesModal } from './detalhes-mes-modal.tsx';
import { EXPORTAR_SOMENTE_PREMIUM } from './exportar-dre-button.tsx';

const pedido: DetalhesMesDreInput = {
  linhaId: 'l-cartao',
  competencia: '2026-02-01',
  filter: {
    modeloDREId: 'modelo-1',
    tipoDeRegime: 1,
    filters: [],
  } as unknown as DetalhesMesDreInput['filter'],
};

const detalhes: DetalhesMesDreOutput = {
  linha: { id: 'l-cartao', nome: 'Vendas com cartão' },
  competencia: '2026-02-01',
  valor: 300,
  porConta: [{ id: 'c-1', codigo: '1.01', nome: 'Vendas cartão', valor: 300, quantidade: 3 }],
  porEmpresa: [{ id: 'e-1', nome: 'Loja A1', valor: 300, quantidade: 3 }],
};

function renderizar(opts: { claims?: Claim[]; exportar?: MockReply } = {}) {
  signIn({ claims: opts.claims ?? claims.premiumAdmin });
  const api = mockApi({
    [`POST ${endpoints.dre.detalhesMes}`]: { body: detalhes },
    [`POST ${endpoints.dre.exportarDetalhesMes}`]: opts.exportar ?? {
      body: { id: 'r-1', message: dreMessages.relatorioEnviado },
    },
  });
  const view = renderWithProviders(
    <DetalhesMesModal
      pedido={pedido}
      colunaTitulo="02/2026"
      formato="moeda"
      onVerLancamentos={vi.fn()}
      onClose={vi.fn()}
    />,
  );
  return { ...view, api };
}

const botao = () => screen.findByRole('button', { name: /Exportar/ });

describe('DetalhesMesModal: Exportar', () => {
  it("queues the month detail's export and says 'Gerando Relatório' with the way to the reports", async () => {
    const { user, api } = renderizar();
    await user.click(await botao());
    expect(await screen.findByText(dreMessages.gerandoRelatorio)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: dreMessages.relatorioEnviado })).toBeInTheDocument();
    expect(api.callsTo('POST', endpoints.dre.exportarDetalhesMes)[0]?.body).toEqual(pedido);
  });

  it("says 'Exportar detalhe – Não foi possível Exportar detalhes para {line}' when it fails", async () => {
    const { user } = renderizar({ exportar: { status: 400, body: { status: 400, title: 'Erro' } } });
    await user.click(await botao());
    expect(await screen.findByText(dreMessages.exportarDetalheTitulo)).toBeInTheDocument();
    expect(screen.getByText(dreMessages.exportarDetalheFalhou('Vendas com cartão'))).toBeInTheDocument();
  });

  it('is disabled without DRE/Exportar or on a Starter cliente, saying why', async () => {
    const { user, unmount } = renderizar({
      claims: [
        { nome: 'DRE', acoes: ['Obter'] },
        { nome: 'sysPremium', acoes: [] },
      ],
    });
    expect(await botao()).toBeDisabled();
    await user.hover((await botao()).parentElement!);
    expect(await screen.findByText(errorMessages.forbidden)).toBeInTheDocument();
    unmount();
    const starter = renderizar({ claims: claims.starterLimited });
    expect(await botao()).toBeDisabled();
    await starter.user.hover((await botao()).parentElement!);
    expect(await screen.findByText(EXPORTAR_SOMENTE_PREMIUM)).toBeInTheDocument();
  });
});
