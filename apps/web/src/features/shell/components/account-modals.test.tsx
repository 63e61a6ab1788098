import { authMessages, endpoints, textLimits } from '@matriz/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { mockApi, type MockHandler } from '../../../testing/fetch-mock.ts';
import { signIn } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render.tsx';

/** The server's refusal of a wrong current password (problem+json naming the field). */
const wrongCurrentPassword = {
  status: 400,
  title: authMessages.currentPasswordWrong,
  errors: [{ campo: 'currentPassword', mensagem: authMessages.currentPasswordWrong }],
};

async function openAccountEntry(
  entry: 'Alterar Senha' | 'Alterar Perfil',
  handlers: Record<string, MockHandler> = {},
) {
  const api = mockApi(handlers);
  signIn();
  const view = renderApp('/home');
  await view.user.click(await screen.findByRole('button', { name: 'Conta de Ana Souza' }));
  await view.user.click(await screen.findByText(entry));
  const dialog = within(await screen.findByRole('dialog'));
  return { ...view, api, dialog };
}

describe('Alterar Senha', () => {
  it('shows the password messages and keeps the live checklist', async () => {
    const { user, dialog, api } = await openAccountEntry('Alterar Senha');
    await user.click(dialog.getByRole('button', { name: 'Salvar' }));
    expect(await dialog.findByText('Senha atual é um campo obrigatório!')).toBeInTheDocument();
    expect(await dialog.findByText('Por favor, preencha todos os campos')).toBeInTheDocument();
    await waitFor(() => expect(dialog.getByLabelText('Senha atual')).toHaveFocus());
    await user.type(dialog.getByLabelText('Senha atual'), 'Matriz@2026');

    await user.type(dialog.getByLabelText('Nova senha'), 'Abc');
    expect(dialog.getByText(/Uma letra maiúscula/).closest('li')).toHaveAttribute('data-ok', 'true');
    expect(dialog.getByText(/Um número/).closest('li')).toHaveAttribute('data-ok', 'false');
    await user.click(dialog.getByRole('button', { name: 'Salvar' }));
    expect(await dialog.findByText('Confirme sua senha!')).toBeInTheDocument();
    // checked by hand, the pair still takes the user to the field its message is about
    await waitFor(() => expect(dialog.getByLabelText('Confirme a nova senha')).toHaveFocus());

    await user.type(dialog.getByLabelText('Confirme a nova senha'), 'Abd');
    await user.click(dialog.getByRole('button', { name: 'Salvar' }));
    expect(await dialog.findByText('As senhas digitadas não coincidem')).toBeInTheDocument();
    expect(api.callsTo('POST', endpoints.auth.alterarSenha)).toHaveLength(0);
  });

  it('still sends the request after the complexity message, and shows the failure notification', async () => {
    const { user, dialog, api } = await openAccountEntry('Alterar Senha', {
      [`POST ${endpoints.auth.alterarSenha}`]: { status: 400, body: { status: 400, title: 'Senha fraca' } },
    });
    await user.type(dialog.getByLabelText('Senha atual'), 'Matriz@2026');
    await user.type(dialog.getByLabelText('Nova senha'), 'fraca');
    await user.type(dialog.getByLabelText('Confirme a nova senha'), 'fraca{Enter}');

    expect(await dialog.findByText('A senha deve atender aos requisitos listados')).toBeInTheDocument();
    expect(await screen.findByText('Ocorreu um erro no processo')).toBeInTheDocument();
    expect(screen.getByText('Houve um erro ao alterar sua senha')).toBeInTheDocument();
    expect(api.callsTo('POST', endpoints.auth.alterarSenha)[0]?.body).toEqual({
      currentPassword: 'Matriz@2026',
      password: 'fraca',
      passwordConfirmation: 'fraca',
      token: 'login-token-1',
      typeReset: 'alterar',
    });
  });

  it('changes the password with Enter and closes', async () => {
    const { user, dialog } = await openAccountEntry('Alterar Senha', {
      [`POST ${endpoints.auth.alterarSenha}`]: { body: { message: 'ok' } },
    });
    await user.type(dialog.getByLabelText('Senha atual'), 'Matriz@2026');
    await user.type(dialog.getByLabelText('Nova senha'), 'Nova#Senha1');
    await user.type(dialog.getByLabelText('Confirme a nova senha'), 'Nova#Senha1{Enter}');
    expect(await screen.findByText('Senha alterada com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's 'Senha atual incorreta' on the current password, with the focus there", async () => {
    const { user, dialog, api } = await openAccountEntry('Alterar Senha', {
      [`POST ${endpoints.auth.alterarSenha}`]: { status: 400, body: wrongCurrentPassword },
    });
    await user.type(dialog.getByLabelText('Senha atual'), 'Errada@2026');
    await user.type(dialog.getByLabelText('Nova senha'), 'Nova#Senha1');
    await user.type(dialog.getByLabelText('Confirme a nova senha'), 'Nova#Senha1{Enter}');

    expect(await dialog.findByText('Senha atual incorreta')).toBeInTheDocument();
    await waitFor(() => expect(dialog.getByLabelText('Senha atual')).toHaveFocus());
    expect(screen.getByText('Houve um erro ao alterar sua senha')).toBeInTheDocument();
    expect(api.callsTo('POST', endpoints.auth.alterarSenha)[0]?.body).toMatchObject({
      currentPassword: 'Errada@2026',
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says the account is limited when the server refuses more attempts (429)', async () => {
    const { user, dialog } = await openAccountEntry('Alterar Senha', {
      [`POST ${endpoints.auth.alterarSenha}`]: {
        status: 429,
        body: { status: 429, title: authMessages.accountLimited },
      },
    });
    await user.type(dialog.getByLabelText('Senha atual'), 'Errada@2026');
    await user.type(dialog.getByLabelText('Nova senha'), 'Nova#Senha1');
    await user.type(dialog.getByLabelText('Confirme a nova senha'), 'Nova#Senha1{Enter}');

    expect(await screen.findByText(authMessages.accountLimited)).toBeInTheDocument();
    expect(screen.getByText('Ocorreu um erro no processo')).toBeInTheDocument();
    expect(screen.queryByText('Houve um erro ao alterar sua senha')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('takes each text no longer than the server accepts', async () => {
    const { dialog } = await openAccountEntry('Alterar Senha');
    for (const label of ['Senha atual', 'Nova senha', 'Confirme a nova senha'])
      expect(dialog.getByLabelText(label)).toHaveAttribute('maxlength', String(textLimits.senha));
  });
});

describe('Alterar Perfil', () => {
  it('shows the profile messages', async () => {
    const { user, dialog, api } = await openAccountEntry('Alterar Perfil');
    expect(dialog.getByLabelText('Nome')).toHaveValue('Ana Souza');
    expect(dialog.getByText(/atualizados depois que você entrar novamente/)).toBeInTheDocument();
    expect(dialog.getByText(/Para trocar o e-mail, informe a sua senha atual/)).toBeInTheDocument();
    expect(dialog.getByLabelText('Nome')).toHaveAttribute('maxlength', String(textLimits.nome));
    expect(dialog.getByLabelText('E-mail')).toHaveAttribute('maxlength', String(textLimits.email));

    await user.clear(dialog.getByLabelText('Nome'));
    await user.clear(dialog.getByLabelText('E-mail'));
    await user.click(dialog.getByRole('button', { name: 'Salvar' }));
    expect(await dialog.findByText('Nome é um campo obrigatório!')).toBeInTheDocument();
    // antd validates each field on its own tick: wait for every message
    expect(await dialog.findByText('E-mail é um campo obrigatório!')).toBeInTheDocument();
    expect(await dialog.findByText('Por favor, preencha todos os campos')).toBeInTheDocument();

    await user.type(dialog.getByLabelText('E-mail'), 'ana@');
    expect(await dialog.findByText('O E-mail deve ser Valido')).toBeInTheDocument();
    expect(api.callsTo('POST', endpoints.auth.alterarDados)).toHaveLength(0);
  });

  it('asks for the current password when the e-mail changes, and sends it with the new data', async () => {
    const { user, dialog, api } = await openAccountEntry('Alterar Perfil', {
      [`POST ${endpoints.auth.alterarDados}`]: { body: { message: 'ok' } },
    });
    await user.clear(dialog.getByLabelText('Nome'));
    await user.type(dialog.getByLabelText('Nome'), 'Ana Lima');
    await user.clear(dialog.getByLabelText('E-mail'));
    await user.type(dialog.getByLabelText('E-mail'), 'ana.lima@redesabor.com.br{Enter}');
    expect(await dialog.findByText('Senha atual é um campo obrigatório!')).toBeInTheDocument();
    await waitFor(() => expect(dialog.getByLabelText('Senha atual')).toHaveFocus());
    expect(api.callsTo('POST', endpoints.auth.alterarDados)).toHaveLength(0);

    await user.type(dialog.getByLabelText('Senha atual'), 'Matriz@2026{Enter}');
    expect(await screen.findByText('Usuario alterado com sucesso!')).toBeInTheDocument();
    expect(api.callsTo('POST', endpoints.auth.alterarDados)[0]?.body).toEqual({
      newUserName: 'Ana Lima',
      newUserEmail: 'ana.lima@redesabor.com.br',
      currentPassword: 'Matriz@2026',
      token: 'login-token-1',
      email: 'ana@redesabor.com.br',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('changes the name alone without the current password', async () => {
    const { user, dialog, api } = await openAccountEntry('Alterar Perfil', {
      [`POST ${endpoints.auth.alterarDados}`]: { body: { message: 'ok' } },
    });
    await user.clear(dialog.getByLabelText('Nome'));
    await user.type(dialog.getByLabelText('Nome'), 'Ana Lima');
    // the same address written otherwise is no change of e-mail
    await user.clear(dialog.getByLabelText('E-mail'));
    await user.type(dialog.getByLabelText('E-mail'), ' ANA@redesabor.com.br {Enter}');

    expect(await screen.findByText('Usuario alterado com sucesso!')).toBeInTheDocument();
    expect(api.callsTo('POST', endpoints.auth.alterarDados)[0]?.body).toEqual({
      newUserName: 'Ana Lima',
      newUserEmail: 'ANA@redesabor.com.br',
      token: 'login-token-1',
      email: 'ana@redesabor.com.br',
    });
  });

  it("shows the server's 'Senha atual incorreta' on the current password, with the focus there", async () => {
    const { user, dialog } = await openAccountEntry('Alterar Perfil', {
      [`POST ${endpoints.auth.alterarDados}`]: { status: 400, body: wrongCurrentPassword },
    });
    await user.clear(dialog.getByLabelText('E-mail'));
    await user.type(dialog.getByLabelText('E-mail'), 'ana.lima@redesabor.com.br');
    await user.type(dialog.getByLabelText('Senha atual'), 'Errada@2026{Enter}');

    expect(await dialog.findByText('Senha atual incorreta')).toBeInTheDocument();
    await waitFor(() => expect(dialog.getByLabelText('Senha atual')).toHaveFocus());
    expect(screen.getByText('Ocorreu um erro no processo')).toBeInTheDocument();
  });

  it('shows the failure notification', async () => {
    const { user, dialog } = await openAccountEntry('Alterar Perfil', {
      [`POST ${endpoints.auth.alterarDados}`]: {
        status: 409,
        body: { status: 409, title: 'Este e-mail já está em uso' },
      },
    });
    await user.click(dialog.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Ocorreu um erro no processo')).toBeInTheDocument();
    expect(screen.getByText('Houve um erro ao alterar sua senha')).toBeInTheDocument();
  });
});
