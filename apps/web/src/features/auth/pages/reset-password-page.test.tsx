import { endpoints } from '@matriz/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { mockApi } from '../../../testing/fetch-mock.ts';
import { renderApp } from '../../../testing/render.tsx';

const validToken = { [`GET ${endpoints.auth.validarTokenRedefinicao}`]: { body: { valido: true } } };

function criterion(label: RegExp) {
  return within(screen.getByRole('list', { name: 'Requisitos da senha' }))
    .getByText(label)
    .closest('li');
}

describe('reset-password page', () => {
  it('goes back to the login when the token is not valid', async () => {
    const api = mockApi({
      [`GET ${endpoints.auth.validarTokenRedefinicao}`]: {
        status: 400,
        body: { status: 400, title: 'inválido' },
      },
    });
    const { location } = renderApp('/reset-password/token-ruim');
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(location().pathname).toBe('/');
    expect(api.callsTo('GET', endpoints.auth.validarTokenRedefinicao)[0]?.query.get('token')).toBe(
      'token-ruim',
    );
  });

  it('updates the checklist as the password is typed and shows the reset-page messages', async () => {
    const api = mockApi(validToken);
    const { user } = renderApp('/reset-password/abc');
    const password = await screen.findByLabelText('Nova senha');
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();

    expect(criterion(/Entre 8 e 16 caracteres/)).toHaveAttribute('data-ok', 'false');
    await user.type(password, 'abc');
    expect(criterion(/Uma letra minúscula/)).toHaveAttribute('data-ok', 'true');
    expect(criterion(/Uma letra maiúscula/)).toHaveAttribute('data-ok', 'false');
    await user.type(password, 'DEF1!xy');
    for (const label of [/Entre 8/, /minúscula/, /maiúscula/, /Um número/, /caractere especial/]) {
      expect(criterion(label)).toHaveAttribute('data-ok', 'true');
    }

    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText('Confirme sua senha!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Confirme a nova senha')).toHaveFocus());
    await user.type(screen.getByLabelText('Confirme a nova senha'), 'outra');
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText('As senhas digitadas não coincidem')).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, 'fraca');
    await user.clear(screen.getByLabelText('Confirme a nova senha'));
    await user.type(screen.getByLabelText('Confirme a nova senha'), 'fraca');
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(
      await screen.findByText('A senha deve atender aos requisitos de complexidade'),
    ).toBeInTheDocument();
    await waitFor(() => expect(password).toHaveFocus());
    expect(api.callsTo('POST', endpoints.auth.redefinirSenha)).toHaveLength(0);
  });

  it('changes the password and returns to the login after 2000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({
      ...validToken,
      [`POST ${endpoints.auth.redefinirSenha}`]: { body: { message: 'ok' } },
    });
    const { user, location } = renderApp('/reset-password/abc', {
      userEventOptions: { advanceTimers: vi.advanceTimersByTime },
    });
    await user.type(await screen.findByLabelText('Nova senha'), 'Nova#Senha1');
    await user.type(screen.getByLabelText('Confirme a nova senha'), 'Nova#Senha1');
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));

    expect(await screen.findByText('Senha alterada com sucesso!')).toBeInTheDocument();
    expect(api.callsTo('POST', endpoints.auth.redefinirSenha)[0]?.body).toEqual({
      password: 'Nova#Senha1',
      passwordConfirmation: 'Nova#Senha1',
      token: 'abc',
      email: '',
    });
    expect(location().pathname).toBe('/reset-password/abc');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(location().pathname).toBe('/'));
  });
});
