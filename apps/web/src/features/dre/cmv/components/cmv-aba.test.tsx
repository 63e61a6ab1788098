import { cmvMessages, endpoints } from '@matriz/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockApi } from '../../../../testing/fetch-mock.ts';
import { claims, signIn } from '../../../../testing/fixtures.ts';
import { renderWithProviders } from '../../../../testing/render.tsx';

import { CmvAba } from './cmv-aba.tsx';

const configuracao = {
  planoDeContasCMV: { _id: 'c-cmv', label: '3.01 - Compras de mercadorias' },
  planoDeContasAjusteReceber: null,
  planoDeContasAjustePagar: null,
};

function abrir(handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    [`GET ${endpoints.cmv.configuracao}`]: { body: configuracao },
    [`GET ${endpoints.cmv.planosAPagar}`]: {
      body: [{ id: 'c-cmv', label: '3.01 - Compras de mercadorias' }],
    },
    [`GET ${endpoints.cmv.planosAReceber}`]: { body: [] },
    [`GET ${endpoints.opcoes.empresas}`]: { body: [{ id: 'e-1', label: 'Loja E1' }] },
    ...handlers,
  });
  const view = renderWithProviders(<CmvAba marcas={[{ id: 'm-1', label: 'Marca Estoque' }]} />);
  return { ...view, api };
}

async function exportar(user: ReturnType<typeof abrir>['user'], tipo: string) {
  await user.click(screen.getByRole('button', { name: /Exportar/ }));
  await user.click(await screen.findByRole('menuitem', { name: tipo }));
}

afterEach(() => vi.unstubAllGlobals());

/** The CMV tab (spec 001 §2.2, §5, §8): the setup card and the 'Exportar' dropdown. */
describe('CmvAba', () => {
  it('shows the saved setup; an export without the month is refused here, the catalogue goes to the queue', async () => {
    signIn({ claims: claims.premiumAdmin });
    const { user, api } = abrir({
      [`POST ${endpoints.cmv.exportar['catalogo-precos']}`]: {
        body: { id: 'r-1', message: cmvMessages.relatorioEnviado },
      },
    });
    expect(await screen.findByText('3.01 - Compras de mercadorias')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Salvar/ })).toBeEnabled();

    await exportar(user, 'CMV');
    expect(await screen.findByText(cmvMessages.exportarFiltrosInvalidos)).toBeInTheDocument();
    expect(api.callsTo('POST', endpoints.cmv.exportar.cmv)).toHaveLength(0);
    const mes = screen.getByText('Mês').closest('.ant-form-item') as HTMLElement;
    expect(within(mes).getByText(cmvMessages.required)).toBeInTheDocument();

    await exportar(user, 'Catálogo de preços');
    expect(await screen.findByText(cmvMessages.relatorioEnviado)).toBeInTheDocument();
    const [pedido] = api.callsTo('POST', endpoints.cmv.exportar['catalogo-precos']);
    expect(pedido?.body).toEqual({ empresasIds: [], clustersIds: [] });
  });

  it('leaves the setup read-only to a non-administrator', async () => {
    signIn({ claims: claims.starterLimited });
    abrir();
    await screen.findByText('3.01 - Compras de mercadorias');
    expect(screen.getByRole('button', { name: /Salvar/ })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('button', { name: /Exportar/ })).toBeEnabled());
  });
});
