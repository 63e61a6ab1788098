import { endpoints } from '@matriz/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { useAppStore } from '../../lib/storage.ts';
import { mockApi } from '../../testing/fetch-mock.ts';
import { claims, signIn } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render.tsx';

async function openPremium(handlers = {}) {
  const api = mockApi(handlers);
  signIn({ claims: claims.starterLimited });
  const view = renderApp('/home');
  await view.user.click(await screen.findByRole('button', { name: /Seja Premium/ }));
  return { ...view, api, dialog: within(await screen.findByRole('dialog')) };
}

describe('premium modal', () => {
  it('compares the plans and shows the thanks screen for good once requested', async () => {
    const { user, dialog, api } = await openPremium({
      [`POST ${endpoints.premium.solicitar}`]: { body: null },
    });
    await user.click(dialog.getByRole('button', { name: 'Ver funcionalidades' }));
    expect(dialog.getByText('Gestão de acessos')).toBeInTheDocument();
    expect(dialog.getByText('1 por loja por mês')).toBeInTheDocument();
    expect(dialog.getByText('3 anos')).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: /Quero ser premium/ }));
    expect(
      await dialog.findByText('Obrigado! Em breve um consultor entrará em contato.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', endpoints.premium.solicitar)).toHaveLength(1);
    expect(useAppStore.getState().premiumRequested).toEqual(['c-1']);
  });

  it('shows the internal-error text when the request fails', async () => {
    const { user, dialog } = await openPremium({
      [`POST ${endpoints.premium.solicitar}`]: { status: 500, body: { status: 500, title: 'x' } },
    });
    await user.click(dialog.getByRole('button', { name: /Quero ser premium/ }));
    expect(
      await screen.findByText('Algum erro interno aconteceu, por favor consulte nosso suporte.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Exception: algum erro no servidor')).not.toBeInTheDocument();
  });

  it('opens on the thanks screen when already requested', async () => {
    useAppStore.setState({ premiumRequested: ['c-1'] });
    const { dialog } = await openPremium();
    expect(dialog.getByText('Obrigado! Em breve um consultor entrará em contato.')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: /Quero ser premium/ })).not.toBeInTheDocument();
  });
});
