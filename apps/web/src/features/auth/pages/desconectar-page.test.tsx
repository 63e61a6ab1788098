import { endpoints } from '@matriz/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { setConflict, useSessionStore } from '../../../lib/storage.ts';
import { mockApi } from '../../../testing/fetch-mock.ts';
import { conflictAnswer, makeLoginOutput } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render.tsx';

describe('session-conflict page', () => {
  it('deletes the other token, clears the storage and signs in again with the temporary token', async () => {
    setConflict(conflictAnswer, 'ana@redesabor.com.br');
    const order: string[] = [];
    const api = mockApi({
      [`POST ${endpoints.auth.deletarToken}`]: () => {
        order.push('deletar');
        return { body: { message: 'ok' } };
      },
      [`POST ${endpoints.auth.login}`]: () => {
        order.push('login');
        // the storage was cleared before signing in again
        expect(useSessionStore.getState().conflict).toBeNull();
        return { body: makeLoginOutput() };
      },
    });
    const { user, location } = renderApp('/desconectar');

    await user.click(await screen.findByRole('button', { name: 'Continuar' }));

    expect(await screen.findByText('Seja Bem vindo !')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/home'));
    expect(order).toEqual(['deletar', 'login']);
    expect(api.callsTo('POST', endpoints.auth.deletarToken)[0]?.body).toEqual({
      token: 'temp-token-9',
      isForcedLogin: true,
      loginToken: 'other-login-token',
      isOnline: true,
    });
    expect(api.callsTo('POST', endpoints.auth.login)[0]?.body).toEqual({
      Email: 'ana@redesabor.com.br',
      Password: '',
      Token: 'temp-token-9',
    });
    expect(useSessionStore.getState().loginToken).toBe('login-token-1');
  });

  it('has a voltar link to the login', async () => {
    setConflict(conflictAnswer, 'ana@redesabor.com.br');
    mockApi();
    const { user, location } = renderApp('/desconectar');
    await user.click(await screen.findByRole('link', { name: 'voltar' }));
    await waitFor(() => expect(location().pathname).toBe('/'));
  });

  it('sends the user to the login when there is no conflict data', async () => {
    mockApi();
    const { location } = renderApp('/desconectar');
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(location().pathname).toBe('/');
  });
});
