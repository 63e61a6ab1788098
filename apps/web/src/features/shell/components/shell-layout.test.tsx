import { endpoints } from '@matriz/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { useAppStore, useSessionStore } from '../../../lib/storage.ts';
import { mockApi } from '../../../testing/fetch-mock.ts';
import { claims, signIn } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render.tsx';

describe('shell', () => {
  it('greys the items a limited user cannot open and hides Relatórios from a non-premium session', async () => {
    mockApi();
    signIn({ claims: claims.starterLimited });
    const { user } = renderApp('/home');

    const nav = within(await screen.findByRole('navigation', { name: 'Menu principal' }));
    expect(screen.queryByText('Relatórios')).not.toBeInTheDocument();
    const dre = nav.getByRole('link', { name: 'DRE' });
    expect(dre).toHaveAttribute('href', '/dre');
    expect(dre).not.toHaveAttribute('aria-disabled');

    const upload = nav.getByRole('link', { name: 'Upload' });
    expect(upload).toHaveAttribute('aria-disabled', 'true');
    expect(upload).not.toHaveAttribute('href');
    await user.hover(upload);
    expect(await screen.findByText('Não possui acesso')).toBeInTheDocument();
    await user.click(upload);
    expect(screen.getByText(/Olá, Ana Souza/)).toBeInTheDocument();

    expect(nav.getByRole('link', { name: 'Usuários' }).querySelector('.mz-nav-star')).not.toBeNull();
    expect(screen.getByRole('button', { name: /Seja Premium/ })).toBeInTheDocument();
  });

  it('shows every item, Relatórios included, to a premium administrator, and no premium box', async () => {
    mockApi();
    signIn();
    renderApp('/home');
    const nav = within(await screen.findByRole('navigation', { name: 'Menu principal' }));
    for (const label of ['DRE', 'Relatórios', 'Usuários', 'Webservice']) {
      expect(nav.getByRole('link', { name: label })).not.toHaveAttribute('aria-disabled');
    }
    expect(screen.queryByRole('button', { name: /Seja Premium/ })).not.toBeInTheDocument();
  });

  it('sends a limited user to /semPermissao', async () => {
    mockApi();
    signIn({ claims: claims.starterLimited });
    const { location } = renderApp('/usuarios');
    expect(
      await screen.findByText('Ops, você não tem permissão para acessar essa página'),
    ).toBeInTheDocument();
    expect(location().pathname).toBe('/semPermissao');
  });

  it('sends a non-premium user away from /relatorio even with an admin claim', async () => {
    mockApi();
    signIn({ claims: [{ nome: 'sysAdmin', acoes: [] }] });
    const { location } = renderApp('/relatorio');
    await waitFor(() => expect(location().pathname).toBe('/semPermissao'));
  });

  it('opens an allowed area (placeholder) and sends anonymous users to the login', async () => {
    mockApi();
    signIn({ claims: [...claims.starterLimited, { nome: 'Webservice', acoes: ['Obter'] }] });
    const first = renderApp('/webservice');
    expect(await screen.findByText('Em construção')).toBeInTheDocument();
    expect(screen.getByText(/^Webservice: esta área/)).toBeInTheDocument();
    first.unmount();

    useSessionStore.setState({ user: null, accessToken: null });
    const second = renderApp('/home');
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(second.location().pathname).toBe('/');
  });

  it('opens the upload screen for a user with the Arquivo rule', async () => {
    mockApi();
    signIn({ claims: [...claims.starterLimited, { nome: 'Arquivo', acoes: ['Obter'] }] });
    renderApp('/upload');
    expect(await screen.findByRole('heading', { name: 'Upload' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Status' })).toBeInTheDocument();
  });

  it('treats an expired access token as no session and clears it', async () => {
    mockApi();
    const { makeAccessToken } = await import('../../../testing/fixtures.ts');
    signIn({ accessToken: makeAccessToken({ exp: Math.floor(Date.now() / 1000) - 60 }) });
    const { location } = renderApp('/home');
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(location().pathname).toBe('/');
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('redirects unknown paths to /404', async () => {
    mockApi();
    const { location } = renderApp('/nada-aqui');
    expect(await screen.findByText('A página que você visitou não existe')).toBeInTheDocument();
    expect(location().pathname).toBe('/404');
  });

  it('validates the login token on route changes and signs out when it is refused', async () => {
    const api = mockApi({
      [`GET ${endpoints.auth.validarToken}`]: { status: 401, body: { status: 401, title: 'x' } },
    });
    signIn();
    const { location } = renderApp('/home');
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(location().pathname).toBe('/');
    expect(api.callsTo('GET', endpoints.auth.validarToken)[0]?.query.get('token')).toBe('login-token-1');
    expect(useSessionStore.getState().loginToken).toBeNull();
  });

  it('persists the collapsed sidebar and uses the taller links', async () => {
    mockApi();
    signIn();
    const { user } = renderApp('/home');
    const nav = within(await screen.findByRole('navigation', { name: 'Menu principal' }));
    expect(nav.getByRole('link', { name: 'DRE' })).toHaveStyle({ height: '37px' });
    await user.click(screen.getByRole('button', { name: 'Recolher menu' }));
    expect(useAppStore.getState().sidebarCollapsed).toBe(true);
    expect(JSON.parse(localStorage.getItem('matriz-app') ?? '{}').state.sidebarCollapsed).toBe(true);
    expect(nav.getByRole('link', { name: 'DRE' })).toHaveStyle({ height: '47px' });
    expect(screen.getByRole('button', { name: 'Expandir menu' })).toBeInTheDocument();
  });

  it('signs out from the account menu: delete token, clear the session, back to the login', async () => {
    const api = mockApi({ [`POST ${endpoints.auth.deletarToken}`]: { body: { message: 'ok' } } });
    signIn();
    const { user, location } = renderApp('/home');
    await user.click(await screen.findByRole('button', { name: 'Conta de Ana Souza' }));
    expect(screen.getByText('Rede Sabor')).toBeInTheDocument();
    await user.click(await screen.findByText('Sair'));

    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(location().pathname).toBe('/');
    expect(api.callsTo('POST', endpoints.auth.deletarToken)[0]?.body).toEqual({
      email: 'ana@redesabor.com.br',
      loginToken: 'login-token-1',
    });
    expect(useSessionStore.getState().accessToken).toBeNull();
  });
});
