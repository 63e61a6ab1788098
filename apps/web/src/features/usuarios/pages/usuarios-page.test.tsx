import { endpoints, selfAccountMessages, textLimits } from '@matriz/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { mockApi, type MockHandler } from '../../../testing/fetch-mock.ts';
import { claims, signIn } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render.tsx';
import { makeUser, usersPage, usersScreenHandlers } from '../testing/fixtures.ts';
import { waitForTableIdle } from '../../../testing/table.ts';

type SignIn = Parameters<typeof signIn>[0];

function openUsers(handlers: Record<string, MockHandler> = {}, session: SignIn = {}) {
  const api = mockApi(usersScreenHandlers(handlers));
  signIn(session);
  const view = renderApp('/usuarios');
  return { ...view, api, listCalls: () => api.callsTo('GET', endpoints.usuarios.listar) };
}

const lastQuery = (calls: { query: URLSearchParams }[]) => Object.fromEntries(calls.at(-1)?.query ?? []);

describe('users list', () => {
  it('renders the rows and asks the next page, then the chosen page size', async () => {
    const { user, listCalls } = openUsers({
      [`GET ${endpoints.usuarios.listar}`]: (call) => ({
        body: usersPage(3, 60, Number(call.query.get('page') ?? 1)),
      }),
    });
    expect(await screen.findByText('Usuário 1')).toBeInTheDocument();
    expect(screen.getByText('usuario2@redesabor.com.br')).toBeInTheDocument();
    expect(screen.getAllByText('Gerente de loja').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Ativo').length).toBeGreaterThan(0);
    expect(lastQuery(listCalls())).toEqual({ page: '1', pageSize: '25' });

    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastQuery(listCalls())).toEqual({ page: '2', pageSize: '25' }));
    await waitForTableIdle();

    await user.click(screen.getByRole('combobox', { name: /página/i }));
    await user.click(await screen.findByTitle('50 / página'));
    await waitFor(() => expect(lastQuery(listCalls())).toEqual({ page: '1', pageSize: '50' }));
  });

  it('sends the typed filters after the debounce, and the active filter at once', async () => {
    const { user, listCalls } = openUsers();
    await screen.findByText('Usuário 1');
    const filters = within(screen.getByRole('search', { name: 'Filtros de usuários' })).getAllByRole(
      'textbox',
    );
    expect(filters).toHaveLength(3);
    for (const input of filters) expect(input).toHaveAttribute('maxlength', String(textLimits.filtro));
    await user.type(screen.getByLabelText('Filtrar por nome'), 'ana');
    await user.type(screen.getByLabelText('Filtrar por e-mail'), 'sul');
    expect(listCalls().some((c) => c.query.has('nome'))).toBe(false);
    await waitFor(() =>
      expect(lastQuery(listCalls())).toEqual({ page: '1', pageSize: '25', nome: 'ana', email: 'sul' }),
    );
    expect(listCalls().filter((c) => c.query.has('nome'))).toHaveLength(1);

    await user.type(screen.getByLabelText('Filtrar por regra de acesso'), 'Gerente');
    await waitFor(() => expect(lastQuery(listCalls()).nomeDaRegraDeAcesso).toBe('Gerente'));

    await user.click(screen.getByText('Inativos'));
    await waitFor(() => expect(lastQuery(listCalls()).isApproved).toBe('false'));
    await user.click(screen.getByText('Ativos'));
    await waitFor(() => expect(lastQuery(listCalls()).isApproved).toBe('true'));
  });

  it('sorts on the server by the clicked column, ascending then descending', async () => {
    const { user, listCalls } = openUsers();
    await screen.findByText('Usuário 1');
    await user.click(screen.getByRole('columnheader', { name: /E-mail/ }));
    await waitFor(() => expect(lastQuery(listCalls())).toMatchObject({ sort: 'email', order: 'asc' }));
    await waitForTableIdle();
    await user.click(screen.getByRole('columnheader', { name: /E-mail/ }));
    await waitFor(() => expect(lastQuery(listCalls())).toMatchObject({ sort: 'email', order: 'desc' }));
    await waitForTableIdle();
    await user.click(screen.getByRole('columnheader', { name: /Regra de acesso/ }));
    await waitFor(() =>
      expect(lastQuery(listCalls())).toMatchObject({ sort: 'nomeDaRegraDeAcesso', order: 'asc' }),
    );
  });

  it('shows the list failure notice and an empty state to try again', async () => {
    openUsers({
      [`GET ${endpoints.usuarios.listar}`]: { status: 500, body: { status: 500, title: 'x' } },
    });
    expect(await screen.findByText('Listar usuários')).toBeInTheDocument();
    expect(screen.getAllByText('Não foi possível obter a lista de usuários').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /Tentar novamente/ })).toBeInTheDocument();
    expect(screen.queryByText('Exception: algum erro no servidor')).not.toBeInTheDocument();
  });

  it('hides the add button at the plan limit, with the notice', async () => {
    openUsers({
      [`GET ${endpoints.usuarios.limite}`]: { body: { podeCadastrar: false, ativos: 3, limite: 3 } },
    });
    expect(
      await screen.findByText('Limite de usuários atingido, seja premium para cadastrar novos'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adicionar usuário' })).not.toBeInTheDocument();
  });

  it('disables the actions the session may not use, with "Sem permissões"', async () => {
    const { user } = openUsers({}, { claims: [{ nome: 'usuarios', acoes: ['Obter'] }] });
    await screen.findByText('Usuário 1');
    const add = screen.getByRole('button', { name: 'Adicionar usuário' });
    expect(add).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Editar Usuário 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Redefinir a senha de Usuário 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Deletar Usuário 1' })).toBeDisabled();
    await user.hover(add.parentElement as HTMLElement);
    expect(await screen.findByText('Sem permissões')).toBeInTheDocument();
  });

  it("points to 'Alterar Senha' and keeps the delete off on the session's own row", async () => {
    const { user } = openUsers({
      [`GET ${endpoints.usuarios.listar}`]: {
        body: { users: [makeUser(1, { _id: 'u-1', nome: 'Ana Souza' }), makeUser(2)], page: 1, total: 2 },
      },
    });
    const ownReset = await screen.findByRole('button', { name: 'Redefinir a senha de Ana Souza' });
    expect(ownReset).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Deletar Ana Souza' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Redefinir a senha de Usuário 2' })).toBeEnabled();
    await user.hover(ownReset.parentElement as HTMLElement);
    expect(await screen.findByText(selfAccountMessages.passwordInChangePassword)).toBeInTheDocument();
  });

  it('downloads the user-import template', async () => {
    const createObjectURL = vi.fn(() => 'blob:modelo');
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user, api } = openUsers({
      [`GET ${endpoints.usuarios.exportarModelo}`]: {
        body: 'xlsx',
        headers: {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-disposition': 'attachment; filename="modelo-usuarios.xlsx"',
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: /Exportar modelo/ }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.callsTo('GET', endpoints.usuarios.exportarModelo)).toHaveLength(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('modelo-usuarios.xlsx');
  });
});

describe('row actions', () => {
  it('cancels the delete when the confirmation is declined', async () => {
    const { user, api } = openUsers();
    await user.click(await screen.findByRole('button', { name: 'Deletar Usuário 2' }));
    expect(await screen.findByText('Tem certeza que deseja deletar esse registro ?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Não' }));
    expect(await screen.findByText('Operação cancelada')).toBeInTheDocument();
    expect(api.callsTo('DELETE', endpoints.usuarios.deletar)).toHaveLength(0);
  });

  it('deletes after the confirmation and refreshes the list and the limit', async () => {
    const { user, api, listCalls } = openUsers({
      [`DELETE ${endpoints.usuarios.deletar}`]: { body: { message: 'Usuário deletado com sucesso !' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Deletar Usuário 2' }));
    const before = listCalls().length;
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Usuário deletado com sucesso !')).toBeInTheDocument();
    expect(api.callsTo('DELETE', endpoints.usuarios.deletar)[0]?.query.get('id')).toBe(
      'aaaaaaaa-aaaa-4aaa-8aaa-000000000002',
    );
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
    expect(api.callsTo('GET', endpoints.usuarios.limite).length).toBeGreaterThan(1);
  });

  it("resets a user's password and shows the server's text", async () => {
    const { user, api } = openUsers({
      [`PUT ${endpoints.usuarios.redefinirSenha}`]: {
        body: { message: 'Senha redefinida. A nova senha foi enviada para usuario1@redesabor.com.br.' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Redefinir a senha de Usuário 1' }));
    expect(
      await screen.findByText('Tem certeza? essa ação irá redefinir a senha deste usuário.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sim' }));
    expect(
      await screen.findByText('Senha redefinida. A nova senha foi enviada para usuario1@redesabor.com.br.'),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT', endpoints.usuarios.redefinirSenha)[0]?.query.get('userId')).toBe(
      'aaaaaaaa-aaaa-4aaa-8aaa-000000000001',
    );
  });

  it("resets with the pointer after hovering the key: the icon's tooltip is gone before 'Sim' (issue 8 §5)", async () => {
    const { user, api } = openUsers({
      [`PUT ${endpoints.usuarios.redefinirSenha}`]: { body: { message: 'Senha redefinida.' } },
    });
    const key = await screen.findByRole('button', { name: 'Redefinir a senha de Usuário 1' });
    await user.hover(key);
    expect(
      await screen.findByRole('tooltip', { name: 'Redefinir a senha de Usuário 1' }),
    ).toBeInTheDocument();
    await user.click(key);
    await screen.findByText('Tem certeza? essa ação irá redefinir a senha deste usuário.');
    await waitFor(() =>
      expect(screen.queryByRole('tooltip', { name: 'Redefinir a senha de Usuário 1' })).toBeNull(),
    );
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Senha redefinida.')).toBeInTheDocument();
    expect(api.callsTo('PUT', endpoints.usuarios.redefinirSenha)).toHaveLength(1);
  });

  it('shows "Houve um erro no processo" with the server text when the reset fails', async () => {
    const { user } = openUsers({
      [`PUT ${endpoints.usuarios.redefinirSenha}`]: {
        status: 404,
        body: { status: 404, title: 'Usuário não encontrado' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Redefinir a senha de Usuário 1' }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Houve um erro no processo')).toBeInTheDocument();
    expect(screen.getByText('Usuário não encontrado')).toBeInTheDocument();
  });
});

describe('premium', () => {
  it('disables the access-rule tab for a Starter session and offers the premium modal', async () => {
    const { user, api } = openUsers(
      {},
      { claims: claims.starterLimited.concat([{ nome: 'usuarios', acoes: ['Obter', 'Salvar', 'Deletar'] }]) },
    );
    await screen.findByText('Usuário 1');
    const tab = screen.getByRole('tab', { name: /Regra de Acesso/ });
    expect(tab).toHaveAttribute('aria-disabled', 'true');
    await user.hover(within(tab).getByText('Regra de Acesso'));
    expect(await screen.findByText(/Funcionalidade Premium/)).toBeInTheDocument();
    await user.click(tab);
    expect(screen.getByText('Usuário 1')).toBeVisible();
    expect(api.callsTo('GET', endpoints.regraDeAcesso.listar)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: /Premium: conheça o plano/ }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('button', { name: 'Ver funcionalidades' })).toBeInTheDocument();
  });

  it('opens the access-rule tab for a premium session', async () => {
    const { user } = openUsers();
    await screen.findByText('Usuário 1');
    await user.click(screen.getByRole('tab', { name: 'Regra de Acesso' }));
    expect(await screen.findByText('Usuário comum')).toBeInTheDocument();
    expect(screen.getAllByText('Administrador').length).toBeGreaterThan(0);
  });
});
