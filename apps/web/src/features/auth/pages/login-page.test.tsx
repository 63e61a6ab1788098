import { endpoints, textLimits } from '@matriz/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { useSessionStore } from '../../../lib/storage.ts';
import { mockApi } from '../../../testing/fetch-mock.ts';
import { conflictAnswer, makeLoginOutput } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render.tsx';

async function fillLogin(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
  await user.type(await screen.findByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Senha'), password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('login page', () => {
  it('asks for both fields and for a valid e-mail', async () => {
    mockApi();
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Entrar' }));
    // both fields validate, each on its own tick
    await waitFor(() => expect(screen.getAllByText('Campo obrigatório')).toHaveLength(2));
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveFocus());
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('maxlength', String(textLimits.email));
    expect(screen.getByLabelText('Senha')).toHaveAttribute('maxlength', String(textLimits.senha));

    await user.type(screen.getByLabelText('E-mail'), 'ana@');
    expect(await screen.findByText('O E-mail deve ser Valido')).toBeInTheDocument();
  });

  it('stores the session on 200 and lands on /home with the welcome toast', async () => {
    const answer = makeLoginOutput();
    const api = mockApi({ [`POST ${endpoints.auth.login}`]: { body: answer } });
    const { user, location } = renderApp('/');
    await fillLogin(user, 'ana@redesabor.com.br', 'Segura#2024');

    expect(await screen.findByText('Seja Bem vindo !')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/home'));
    expect(api.callsTo('POST', endpoints.auth.login)[0]?.body).toEqual({
      Email: 'ana@redesabor.com.br',
      Password: 'Segura#2024',
      Token: '',
    });
    const stored = useSessionStore.getState();
    expect(stored.accessToken).toBe(answer.accessToken);
    expect(stored.loginToken).toBe('login-token-1');
    expect(stored.user?.nome).toBe('Ana Souza');
    expect(stored.claims).toEqual(answer.claims);
    expect(JSON.parse(localStorage.getItem('matriz-session') ?? '{}').state.loginToken).toBe('login-token-1');
  });

  it('goes to /desconectar with the conflict data stored on 401', async () => {
    mockApi({ [`POST ${endpoints.auth.login}`]: { status: 401, body: conflictAnswer } });
    const { user, location } = renderApp('/');
    await fillLogin(user, 'ana@redesabor.com.br', 'Segura#2024');

    expect(await screen.findByText('Acesso em andamento')).toBeInTheDocument();
    expect(location().pathname).toBe('/desconectar');
    expect(useSessionStore.getState().conflict).toEqual({
      tempToken: 'temp-token-9',
      loginToken: 'other-login-token',
      isForcedLogin: true,
      isOnline: true,
      email: 'ana@redesabor.com.br',
    });
    expect(useSessionStore.getState().accessToken).toBeNull();
  });

  it('only stops loading on other errors, with no message', async () => {
    const api = mockApi({
      [`POST ${endpoints.auth.login}`]: { status: 500, body: { status: 500, title: 'Erro' } },
    });
    const { user, location } = renderApp('/');
    await fillLogin(user, 'ana@redesabor.com.br', 'errada');

    await waitFor(() => expect(api.callsTo('POST', endpoints.auth.login)).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled());
    expect(screen.queryByText('Exception: algum erro no servidor')).not.toBeInTheDocument();
    expect(location().pathname).toBe('/');
  });

  it('signs in through CAS from ?email&key and redirects when the answer asks for it', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const returnUrl = 'https://sso.exemplo.com.br/login?retorno=matriz';
    const api = mockApi({
      [`POST ${endpoints.auth.loginCas}`]: {
        body: makeLoginOutput({
          isCASSolicitation: true,
          returnUrl,
          accessToken: null,
          user: null,
          customer: null,
        }),
      },
    });
    const { location } = renderApp('/?email=ana%40redesabor.com.br&key=chave-1');

    await waitFor(() => expect(assign).toHaveBeenCalledWith(returnUrl));
    expect(api.callsTo('POST', endpoints.auth.loginCas)[0]?.body).toEqual({
      email: 'ana@redesabor.com.br',
      key: 'chave-1',
    });
    expect(location().search).toBe('');
    expect(useSessionStore.getState().accessToken).toBeNull();
  });

  it('sends the recovery e-mail from the forgot-password view', async () => {
    const api = mockApi({ [`POST ${endpoints.auth.enviarEmailRecuperacao}`]: { body: { message: 'ok' } } });
    const { user } = renderApp('/');
    await user.type(await screen.findByLabelText('E-mail'), 'ana@redesabor.com.br');
    await user.click(screen.getByRole('button', { name: 'Esqueci minha senha' }));

    const send = await screen.findByRole('button', { name: 'Enviar link para alteração de senha' });
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@redesabor.com.br');
    await user.click(send);

    expect(await screen.findByText('E-mail enviado')).toBeInTheDocument();
    expect(
      screen.getByText('Um E-mail de recuperação foi enviado para ana@redesabor.com.br'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', endpoints.auth.enviarEmailRecuperacao)[0]?.body).toEqual({
      Email: 'ana@redesabor.com.br',
      Password: '',
      Token: '',
    });
  });

  it('shows the failure texts when the recovery e-mail fails, and closes back to the login', async () => {
    mockApi({
      [`POST ${endpoints.auth.enviarEmailRecuperacao}`]: { status: 400, body: { status: 400, title: 'x' } },
    });
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Esqueci minha senha' }));
    await user.type(screen.getByLabelText('E-mail'), 'ana@redesabor.com.br');
    await user.click(screen.getByRole('button', { name: 'Enviar link para alteração de senha' }));

    expect(await screen.findByText('Houve um erro')).toBeInTheDocument();
    expect(screen.getByText('Houve um erro ao enviar o E-mail')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fechar recuperação de senha' }));
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });
});
