import { endpoints, textLimits, type UserRow } from '@matriz/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { mockApi, type MockHandler } from '../../../testing/fetch-mock.ts';
import { signIn } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render.tsx';
import { ids, makeUser, usersScreenHandlers } from '../testing/fixtures.ts';
import { chooseOptionIn } from '../../../testing/select.ts';

async function openModal(button: string, handlers: Record<string, MockHandler> = {}) {
  const api = mockApi(usersScreenHandlers(handlers));
  signIn();
  const view = renderApp('/usuarios');
  await view.user.click(await screen.findByRole('button', { name: button }));
  const dialog = within(await screen.findByRole('dialog'));
  return { ...view, api, dialog };
}

describe('new user', () => {
  it('shows the field messages, the password messages and the live checklist', async () => {
    const { user, dialog, api } = await openModal('Adicionar usuário');
    await user.click(dialog.getByRole('button', { name: 'Salvar' }));
    expect(await dialog.findByText('Nome é um campo obrigatório!')).toBeInTheDocument();
    expect(dialog.getByText('Perfil é um campo obrigatório!')).toBeInTheDocument();
    expect(dialog.getByText('E-mail é um campo obrigatório!')).toBeInTheDocument();
    expect(dialog.getByText('Por favor, preencha os campos de senha')).toBeInTheDocument();
    expect(dialog.getByText('Por favor, preencha todos os campos obrigatórios')).toBeInTheDocument();
    await waitFor(() => expect(dialog.getByLabelText('Nome')).toHaveFocus());
    // issue 8 §1: each text takes no more than the server accepts
    expect(dialog.getByLabelText('Nome')).toHaveAttribute('maxlength', String(textLimits.nome));
    expect(dialog.getByLabelText('E-mail')).toHaveAttribute('maxlength', String(textLimits.email));
    for (const label of ['Senha', 'Confirme a senha'])
      expect(dialog.getByLabelText(label)).toHaveAttribute('maxlength', String(textLimits.senha));

    await user.type(dialog.getByLabelText('E-mail'), 'ana@');
    expect(await dialog.findByText('O E-mail deve ser Valido')).toBeInTheDocument();

    await user.type(dialog.getByLabelText('Senha'), 'Abc');
    expect(dialog.getByText(/Uma letra maiúscula/).closest('li')).toHaveAttribute('data-ok', 'true');
    expect(dialog.getByText(/Um número/).closest('li')).toHaveAttribute('data-ok', 'false');
    await user.type(dialog.getByLabelText('Confirme a senha'), 'Abd');
    expect(await dialog.findByText('As senhas digitadas não coincidem')).toBeInTheDocument();
    await user.clear(dialog.getByLabelText('Confirme a senha'));
    await user.type(dialog.getByLabelText('Confirme a senha'), 'Abc');
    expect(await dialog.findByText('A senha deve atender aos requisitos listados')).toBeInTheDocument();
    expect(api.callsTo('POST', endpoints.usuarios.criar)).toHaveLength(0);
  });

  it('creates the user with Enter and refreshes the list', async () => {
    const { user, dialog, api } = await openModal('Adicionar usuário', {
      [`POST ${endpoints.usuarios.criar}`]: { body: { message: 'Usuário criado com sucesso' } },
    });
    const listed = api.callsTo('GET', endpoints.usuarios.listar).length;
    await user.type(dialog.getByLabelText('Nome'), 'Bruno Lima');
    await chooseOptionIn(user, screen.getByRole('dialog'), 'Perfil', 'Gerente de loja');
    await user.type(dialog.getByLabelText('E-mail'), 'bruno@redesabor.com.br');
    await user.type(dialog.getByLabelText('Senha'), 'Nova#Senha1');
    await user.type(dialog.getByLabelText('Confirme a senha'), 'Nova#Senha1{Enter}');

    expect(await screen.findByText('Usuário criado com sucesso')).toBeInTheDocument();
    expect(api.callsTo('POST', endpoints.usuarios.criar)[0]?.body).toEqual({
      nome: 'Bruno Lima',
      regraDeAcessosFranqueadorId: ids.regraLoja,
      email: 'bruno@redesabor.com.br',
      isApproved: true,
      password: 'Nova#Senha1',
      passwordConfirmacao: 'Nova#Senha1',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.callsTo('GET', endpoints.usuarios.listar).length).toBeGreaterThan(listed));
  });

  it("keeps the modal open with the server's text when the e-mail is in use", async () => {
    const { user, dialog } = await openModal('Adicionar usuário', {
      [`POST ${endpoints.usuarios.criar}`]: {
        status: 409,
        body: {
          status: 409,
          title: 'Este e-mail já está em uso',
          errors: [{ campo: 'email', mensagem: 'Este e-mail já está em uso' }],
        },
      },
    });
    await user.type(dialog.getByLabelText('Nome'), 'Bruno Lima');
    await chooseOptionIn(user, screen.getByRole('dialog'), 'Perfil', 'Administrador');
    await user.type(dialog.getByLabelText('E-mail'), 'ana@redesabor.com.br');
    await user.type(dialog.getByLabelText('Senha'), 'Nova#Senha1');
    await user.type(dialog.getByLabelText('Confirme a senha'), 'Nova#Senha1{Enter}');
    expect(await dialog.findByText('Este e-mail já está em uso')).toBeInTheDocument();
    expect(screen.getAllByText('Este e-mail já está em uso').length).toBe(2);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("shows 'Não foi possível criar o usuário' when the server fails", async () => {
    const { user, dialog } = await openModal('Adicionar usuário', {
      [`POST ${endpoints.usuarios.criar}`]: { status: 500, body: { status: 500, title: 'x' } },
    });
    await user.type(dialog.getByLabelText('Nome'), 'Bruno Lima');
    await chooseOptionIn(user, screen.getByRole('dialog'), 'Perfil', 'Administrador');
    await user.type(dialog.getByLabelText('E-mail'), 'bruno@redesabor.com.br');
    await user.type(dialog.getByLabelText('Senha'), 'Nova#Senha1');
    await user.type(dialog.getByLabelText('Confirme a senha'), 'Nova#Senha1{Enter}');
    expect(await screen.findByText('Não foi possível criar o usuário')).toBeInTheDocument();
  });
});

describe('edit user', () => {
  it('starts from the stored user and never sends password fields', async () => {
    const stored = makeUser(2, { nome: 'Carla Dias', email: 'carla@redesabor.com.br' });
    const { user, dialog, api } = await openModal('Editar Usuário 2', {
      [`GET ${endpoints.usuarios.obter}`]: { body: stored },
      [`PUT ${endpoints.usuarios.editar}`]: { body: { message: 'Usuário criado com sucesso' } },
    });
    expect(await dialog.findByDisplayValue('Carla Dias')).toBeInTheDocument();
    expect(api.callsTo('GET', endpoints.usuarios.obter)[0]?.query.get('id')).toBe(stored._id);
    expect(dialog.queryByLabelText('Senha')).not.toBeInTheDocument();
    expect(dialog.queryByLabelText('Confirme a senha')).not.toBeInTheDocument();

    await user.click(dialog.getByRole('switch'));
    await user.clear(dialog.getByLabelText('Nome'));
    await user.type(dialog.getByLabelText('Nome'), 'Carla Souza{Enter}');
    expect(await screen.findByText('Usuário criado com sucesso')).toBeInTheDocument();
    expect(api.callsTo('PUT', endpoints.usuarios.editar)[0]?.body).toEqual({
      _id: stored._id,
      nome: 'Carla Souza',
      regraDeAcessosFranqueadorId: ids.regraLoja,
      email: 'carla@redesabor.com.br',
      isApproved: false,
    });
  });
});

describe('closing and reopening the user form', () => {
  it('asks before discarding changes (Esc, outside, ×, Cancelar); an untouched form closes at once', async () => {
    mockApi(usersScreenHandlers());
    signIn();
    const { user } = renderApp('/usuarios');
    // by keyboard: a hovered button's tooltip would sit above the modal and take the first Esc
    const add = await screen.findByRole('button', { name: 'Adicionar usuário' });
    act(() => add.focus());
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(add).toHaveFocus());

    await user.keyboard('{Enter}');
    const form = await screen.findByRole('dialog');
    await user.type(within(form).getByLabelText('Nome'), 'Meio digitado');
    const keepEditing = async () => {
      expect((await screen.findAllByText('Descartar alterações?')).length).toBeGreaterThan(0);
      // Enter must not throw the changes away
      await waitFor(() => expect(screen.getByRole('button', { name: 'Continuar editando' })).toHaveFocus());
      await user.click(screen.getByRole('button', { name: 'Continuar editando' }));
      await waitFor(() => expect(screen.queryByText('Descartar alterações?')).not.toBeInTheDocument());
      expect(within(form).getByDisplayValue('Meio digitado')).toBeInTheDocument();
    };
    await user.keyboard('{Escape}');
    await keepEditing();
    await user.click(form.closest('.ant-modal-wrap') as HTMLElement);
    await keepEditing();
    await user.click(within(form).getByRole('button', { name: 'Cancelar' }));
    await keepEditing();
    await user.click(within(form).getByRole('button', { name: /fechar|close/i }));
    await user.click(await screen.findByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(screen.queryByDisplayValue('Meio digitado')).not.toBeInTheDocument());
  });

  it('reopening a user starts from the copy asked on this opening, not the one read before', async () => {
    let stored = makeUser(2, { nome: 'Carla Dias', email: 'carla@redesabor.com.br' });
    const { user, dialog } = await openModal('Editar Usuário 2', {
      [`GET ${endpoints.usuarios.obter}`]: () => ({ body: stored }),
      [`PUT ${endpoints.usuarios.editar}`]: (call) => {
        stored = { ...stored, ...(call.body as Partial<UserRow>) };
        return { body: { message: 'Usuário criado com sucesso' } };
      },
    });
    await user.clear(await dialog.findByDisplayValue('Carla Dias'));
    await user.type(dialog.getByLabelText('Nome'), 'Carla Souza{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Editar Usuário 2' }));
    let again = within(await screen.findByRole('dialog'));
    expect(await again.findByDisplayValue('Carla Souza')).toBeInTheDocument();
    await user.click(again.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // saved meanwhile by someone else: the copy cached on the last opening is no longer the stored one
    stored = { ...stored, email: 'carla.souza@redesabor.com.br' };
    await user.click(screen.getByRole('button', { name: 'Editar Usuário 2' }));
    again = within(await screen.findByRole('dialog'));
    expect(await again.findByDisplayValue('carla.souza@redesabor.com.br')).toBeInTheDocument();
    expect(again.queryByDisplayValue('carla@redesabor.com.br')).not.toBeInTheDocument();
  });

  it('gives the focus back to the button that opened the modal', async () => {
    const { user, dialog } = await openModal('Editar Usuário 2', {
      [`GET ${endpoints.usuarios.obter}`]: { body: makeUser(2) },
    });
    await dialog.findByDisplayValue('Usuário 2');
    await user.click(dialog.getByRole('button', { name: /fechar|close/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Editar Usuário 2' })).toHaveFocus());
  });
});
