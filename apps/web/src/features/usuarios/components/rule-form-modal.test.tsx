import { endpoints, getRulePath, textLimits, type RuleOutput } from '@matriz/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { mockApi, type MockHandler } from '../../../testing/fetch-mock.ts';
import { makeLoginOutput, signIn } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render.tsx';
import { ids, usersScreenHandlers } from '../testing/fixtures.ts';
import { toRuleInput } from './rule-form-modal.tsx';
import { chooseOptionIn } from '../../../testing/select.ts';

const base = makeLoginOutput();

async function openRules(handlers: Record<string, MockHandler> = {}) {
  const api = mockApi(
    usersScreenHandlers({
      [`POST ${endpoints.regraDeAcesso.criar}`]: { body: { message: 'Regra de Usuário criada com sucesso' } },
      [`PUT ${endpoints.regraDeAcesso.editar}`]: { body: { message: 'Regra de Usuário criada com sucesso' } },
      ...handlers,
    }),
  );
  signIn({
    customer: base.customer && {
      ...base.customer,
      marcas: [
        { id: ids.marcaSabor, label: 'Sabor Burger' },
        { id: ids.marcaDoce, label: 'Doce Sabor' },
      ],
    },
  });
  const view = renderApp('/usuarios');
  await view.user.click(await screen.findByRole('tab', { name: 'Regra de Acesso' }));
  await screen.findByText('Usuário comum');
  return { ...view, api };
}

async function openNewRule(handlers: Record<string, MockHandler> = {}) {
  const view = await openRules(handlers);
  await view.user.click(screen.getByRole('button', { name: 'Adicionar regra de acesso' }));
  const dialog = within(await screen.findByRole('dialog'));
  return {
    ...view,
    dialog,
    createdBody: () => view.api.callsTo('POST', endpoints.regraDeAcesso.criar)[0]?.body,
  };
}

const emptyScope = {
  gruposIds: [],
  empresasIds: [],
  clusterEmpresaBool: false,
  clustersEmpresasIds: [],
  clusterCentroDeCustosBool: false,
  centroDecustosIds: [],
  clustersCentroDecustosIds: [],
};

const fieldOf = (dialog: ReturnType<typeof within>, label: string) =>
  within(dialog.getByRole('combobox', { name: label }).closest('.ant-form-item') as HTMLElement);

describe('new access rule', () => {
  it('asks for the name, defaults to the first marca of the session and saves', async () => {
    const { user, dialog, api, createdBody } = await openNewRule();
    await user.click(dialog.getByRole('button', { name: 'Salvar' }));
    expect(await dialog.findByText('Nome é um campo obrigatório!')).toBeInTheDocument();
    expect(await fieldOf(dialog, 'Marcas').findByText('Sabor Burger')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('GET', endpoints.regraDeAcesso.opcoesGrupos)[0]?.query.get('marcas')).toBe(
        ids.marcaSabor,
      ),
    );

    await user.type(dialog.getByLabelText('Nome'), 'Financeiro{Enter}');
    expect(await screen.findByText('Regra de Usuário criada com sucesso')).toBeInTheDocument();
    expect(createdBody()).toEqual({
      nome: 'Financeiro',
      marcas: [ids.marcaSabor],
      ...emptyScope,
      acessos: [],
      visaoConsultor: false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("saves the consultant view ('Visão de consultor'), never on an administrator rule", async () => {
    const { user, dialog, createdBody } = await openNewRule();
    const consultor = dialog.getByRole('checkbox', { name: 'Visão de consultor' });
    expect(consultor).not.toBeChecked();
    expect(
      dialog.getByText('No DRE, o filtro B da análise horizontal aceita apenas clusters.'),
    ).toBeInTheDocument();
    await user.click(consultor);
    await user.click(dialog.getByRole('checkbox', { name: 'Administrador' }));
    await waitFor(() => expect(consultor).toBeDisabled());
    await user.click(dialog.getByRole('checkbox', { name: 'Administrador' }));
    await waitFor(() => expect(consultor).toBeEnabled());
    expect(consultor).toBeChecked();
    await user.type(dialog.getByLabelText('Nome'), 'Consultores{Enter}');
    await waitFor(() => expect(createdBody()).toMatchObject({ nome: 'Consultores', visaoConsultor: true }));
  });

  it('an administrator rule goes without the consultant view even when it was ticked', () => {
    const valores = { nome: 'Diretoria', marcas: [], ...emptyScope, acessos: [], visaoConsultor: true };
    expect(toRuleInput({ ...valores, administrador: false }).visaoConsultor).toBe(true);
    expect(toRuleInput({ ...valores, administrador: true })).toMatchObject({
      acessos: [{ nome: 'sysAdmin', acoes: [] }],
      visaoConsultor: false,
    });
  });

  it('takes the focus to the name left empty when saving from the foot of the form (issue 8 §5)', async () => {
    const { user, dialog, createdBody } = await openNewRule();
    const save = dialog.getByRole('button', { name: 'Salvar' });
    await user.click(save);
    await waitFor(() => expect(dialog.getByLabelText('Nome')).toHaveFocus());
    expect(await dialog.findByText('Nome é um campo obrigatório!')).toBeInTheDocument();
    expect(createdBody()).toBeUndefined();
    // issue 8 §1: the name shows its limit
    expect(dialog.getByLabelText('Nome')).toHaveAttribute('maxlength', String(textLimits.nome));
    expect(dialog.getByText(`0 / ${textLimits.nome}`)).toBeInTheDocument();
    expect(screen.getByLabelText('Filtrar regras por nome')).toHaveAttribute(
      'maxlength',
      String(textLimits.filtro),
    );
  });

  it("keeps only 'Todas' when chosen after a marca, and drops it when a marca comes after", async () => {
    const { user, dialog, createdBody } = await openNewRule();
    await fieldOf(dialog, 'Marcas').findByText('Sabor Burger');
    await chooseOptionIn(user, screen.getByRole('dialog'), 'Marcas', 'Todas');
    await waitFor(() =>
      expect(fieldOf(dialog, 'Marcas').queryByText('Sabor Burger')).not.toBeInTheDocument(),
    );
    await chooseOptionIn(user, screen.getByRole('dialog'), 'Marcas', 'Doce Sabor');
    await waitFor(() => expect(fieldOf(dialog, 'Marcas').queryByText('Todas')).not.toBeInTheDocument());
    await user.type(dialog.getByLabelText('Nome'), 'Doces{Enter}');
    await waitFor(() => expect(createdBody()).toMatchObject({ marcas: [ids.marcaDoce] }));
  });

  it('selects every action of a resource at once, indeterminate when partial', async () => {
    const { user, dialog, createdBody } = await openNewRule();
    const dre = within(dialog.getByRole('group', { name: 'DRE' }));
    const allDre = dre.getByRole('checkbox', { name: 'Todas as ações de DRE' });
    await user.click(dre.getByRole('checkbox', { name: 'Obter' }));
    expect(allDre).not.toBeChecked();
    expect(allDre.closest('.ant-checkbox')).toHaveClass('ant-checkbox-indeterminate');

    await user.click(allDre);
    expect(dre.getByRole('checkbox', { name: 'Exportar' })).toBeChecked();
    expect(allDre).toBeChecked();
    await user.click(allDre);
    expect(dre.getByRole('checkbox', { name: 'Obter' })).not.toBeChecked();

    await user.click(allDre);
    const users = within(dialog.getByRole('group', { name: 'Usuários' }));
    await user.click(users.getByRole('checkbox', { name: 'Obter' }));
    await user.type(dialog.getByLabelText('Nome'), 'Analista{Enter}');
    await waitFor(() =>
      expect(createdBody()).toMatchObject({
        acessos: [
          { nome: 'DRE', acoes: ['Obter', 'Exportar'] },
          { nome: 'usuarios', acoes: ['Obter'] },
        ],
      }),
    );
  });

  it('disables the grid for an administrator and saves a single sysAdmin entry', async () => {
    const { user, dialog, createdBody } = await openNewRule();
    const dre = within(dialog.getByRole('group', { name: 'DRE' }));
    await user.click(dre.getByRole('checkbox', { name: 'Obter' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Administrador' }));
    // the form tells its watchers after the change: wait for the re-render
    await waitFor(() => expect(dre.getByRole('checkbox', { name: 'Obter' })).toBeDisabled());
    expect(dre.getByRole('checkbox', { name: 'Todas as ações de DRE' })).toBeDisabled();

    await user.type(dialog.getByLabelText('Nome'), 'Diretoria{Enter}');
    await waitFor(() => expect(createdBody()).toMatchObject({ acessos: [{ nome: 'sysAdmin', acoes: [] }] }));
  });

  it('swaps stores for clusters of stores with the toggle, clearing the list left behind', async () => {
    const { user, dialog, api, createdBody } = await openNewRule();
    await chooseOptionIn(user, screen.getByRole('dialog'), 'Empresas', 'Loja Centro');
    expect(await fieldOf(dialog, 'Empresas').findByText('Loja Centro')).toBeInTheDocument();

    await user.click(dialog.getByRole('switch', { name: 'Usar clusters de empresas' }));
    await waitFor(() => expect(dialog.queryByRole('combobox', { name: 'Empresas' })).not.toBeInTheDocument());
    await chooseOptionIn(user, screen.getByRole('dialog'), 'Clusters de empresas', 'Lojas de rua');
    expect(api.callsTo('GET', endpoints.regraDeAcesso.opcoesClusters)[0]?.query.get('alvo')).toBe('empresa');

    await user.click(dialog.getByRole('switch', { name: 'Usar clusters de empresas' }));
    await waitFor(() =>
      expect(fieldOf(dialog, 'Empresas').queryByText('Loja Centro')).not.toBeInTheDocument(),
    );
    await user.click(dialog.getByRole('switch', { name: 'Usar clusters de empresas' }));
    await waitFor(() =>
      expect(fieldOf(dialog, 'Clusters de empresas').queryByText('Lojas de rua')).not.toBeInTheDocument(),
    );

    await chooseOptionIn(user, screen.getByRole('dialog'), 'Clusters de empresas', 'Lojas de rua');
    await user.click(dialog.getByRole('switch', { name: 'Usar clusters de centros de custo' }));
    await chooseOptionIn(
      user,
      screen.getByRole('dialog'),
      'Clusters de centros de custo',
      'Centros administrativos',
    );
    await user.type(dialog.getByLabelText('Nome'), 'Rua{Enter}');
    await waitFor(() =>
      expect(createdBody()).toMatchObject({
        empresasIds: [],
        clusterEmpresaBool: true,
        clustersEmpresasIds: [ids.clusterEmpresa],
        centroDecustosIds: [],
        clusterCentroDeCustosBool: true,
        clustersCentroDecustosIds: [ids.clusterCentro],
      }),
    );
  });

  it("shows the server's text when the name is taken", async () => {
    const { user, dialog } = await openNewRule({
      [`POST ${endpoints.regraDeAcesso.criar}`]: {
        status: 409,
        body: { status: 409, title: 'Já existe uma regra de acesso com este nome' },
      },
    });
    await user.type(dialog.getByLabelText('Nome'), 'Administrador{Enter}');
    expect(await screen.findByText('Já existe uma regra de acesso com este nome')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('existing access rule', () => {
  const stored: RuleOutput = {
    _id: ids.regraLoja,
    nome: 'Gerente de loja',
    marcas: [ids.marcaSabor],
    gruposIds: [ids.grupoSul],
    empresasIds: [],
    clusterEmpresaBool: true,
    clustersEmpresasIds: [ids.clusterEmpresa],
    clusterCentroDeCustosBool: false,
    centroDecustosIds: [ids.centroVendas],
    clustersCentroDecustosIds: [],
    acessos: [{ nome: 'DRE', acoes: ['Obter'] }],
    visaoConsultor: true,
  };

  it('starts from the stored rule and saves it with its id', async () => {
    const { user, api } = await openRules({ [`GET ${getRulePath(ids.regraLoja)}`]: { body: stored } });
    await user.click(screen.getByRole('button', { name: 'Editar Gerente de loja' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByDisplayValue('Gerente de loja')).toBeInTheDocument();
    expect(dialog.getByRole('checkbox', { name: 'Administrador' })).not.toBeChecked();
    expect(
      within(dialog.getByRole('group', { name: 'DRE' })).getByRole('checkbox', { name: 'Obter' }),
    ).toBeChecked();
    expect(dialog.getByRole('switch', { name: 'Usar clusters de empresas' })).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: 'Visão de consultor' })).toBeChecked();

    await user.click(dialog.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Regra de Usuário criada com sucesso')).toBeInTheDocument();
    expect(api.callsTo('PUT', endpoints.regraDeAcesso.editar)[0]?.body).toEqual(stored);
  });

  it("deletes after the confirmation, and shows the server's text for a rule in use", async () => {
    const inUse =
      'Esta regra de acesso não pode ser deletada: 2 usuários a utilizam. Troque a regra deles antes.';
    const { user, api } = await openRules({
      [`DELETE ${endpoints.regraDeAcesso.deletar}`]: (call) =>
        call.query.get('id') === ids.regraLoja
          ? { status: 409, body: { status: 409, title: inUse } }
          : { body: { message: 'Usuário deletado com sucesso !' } },
    });
    await user.click(screen.getByRole('button', { name: 'Deletar Gerente de loja' }));
    expect(await screen.findByText('Tem certeza que deseja deletar esse registro ?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText(inUse)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Deletar Administrador' }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Usuário deletado com sucesso !')).toBeInTheDocument();
    expect(api.callsTo('DELETE', endpoints.regraDeAcesso.deletar).map((c) => c.query.get('id'))).toEqual([
      ids.regraLoja,
      ids.regraAdmin,
    ]);
  });
});

describe('closing and reopening the access-rule form', () => {
  const stored: RuleOutput = {
    _id: ids.regraLoja,
    nome: 'Gerente de loja',
    marcas: [ids.marcaSabor],
    gruposIds: [],
    empresasIds: [],
    clusterEmpresaBool: false,
    clustersEmpresasIds: [],
    clusterCentroDeCustosBool: false,
    centroDecustosIds: [],
    clustersCentroDecustosIds: [],
    acessos: [{ nome: 'DRE', acoes: ['Obter'] }],
    visaoConsultor: false,
  };

  it('asks before discarding changes (Esc, outside, ×, Cancelar); an untouched form closes at once', async () => {
    const { user } = await openRules();
    // by keyboard: a hovered button's tooltip would sit above the modal and take the first Esc
    const add = screen.getByRole('button', { name: 'Adicionar regra de acesso' });
    act(() => add.focus());
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(add).toHaveFocus());

    await user.keyboard('{Enter}');
    const form = await screen.findByRole('dialog');
    // a permission ticked is a change too, not only typing
    await user.click(
      within(within(form).getByRole('group', { name: 'DRE' })).getByRole('checkbox', { name: 'Obter' }),
    );
    const keepEditing = async () => {
      expect((await screen.findAllByText('Descartar alterações?')).length).toBeGreaterThan(0);
      await waitFor(() => expect(screen.getByRole('button', { name: 'Continuar editando' })).toHaveFocus());
      await user.click(screen.getByRole('button', { name: 'Continuar editando' }));
      await waitFor(() => expect(screen.queryByText('Descartar alterações?')).not.toBeInTheDocument());
      expect(
        within(within(form).getByRole('group', { name: 'DRE' })).getByRole('checkbox', { name: 'Obter' }),
      ).toBeChecked();
    };
    await user.keyboard('{Escape}');
    await keepEditing();
    await user.click(form.closest('.ant-modal-wrap') as HTMLElement);
    await keepEditing();
    await user.click(within(form).getByRole('button', { name: 'Cancelar' }));
    await keepEditing();
    await user.click(within(form).getByRole('button', { name: /fechar|close/i }));
    await user.click(await screen.findByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("ticking 'Visão de consultor' is a change too: closing asks first", async () => {
    const { user } = await openRules({ [`GET ${getRulePath(ids.regraLoja)}`]: { body: stored } });
    await user.click(screen.getByRole('button', { name: 'Editar Gerente de loja' }));
    const dialog = within(await screen.findByRole('dialog'));
    await dialog.findByDisplayValue('Gerente de loja');
    await user.click(dialog.getByRole('checkbox', { name: 'Visão de consultor' }));
    await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
    expect((await screen.findAllByText('Descartar alterações?')).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('reopening a rule starts from the copy asked on this opening, and gives the focus back', async () => {
    let current = stored;
    const { user } = await openRules({
      [`GET ${getRulePath(ids.regraLoja)}`]: () => ({ body: current }),
      [`PUT ${endpoints.regraDeAcesso.editar}`]: (call) => {
        current = call.body as RuleOutput;
        return { body: { message: 'Regra de Usuário criada com sucesso' } };
      },
    });
    const edit = screen.getByRole('button', { name: 'Editar Gerente de loja' });
    await user.click(edit);
    let dialog = within(await screen.findByRole('dialog'));
    await user.clear(await dialog.findByDisplayValue('Gerente de loja'));
    await user.type(dialog.getByLabelText('Nome'), 'Gerente regional{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(edit).toHaveFocus());

    await user.click(edit);
    dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByDisplayValue('Gerente regional')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: /fechar|close/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // saved meanwhile elsewhere: the copy cached on the last opening is no longer the stored one
    current = { ...current, nome: 'Gerente de área' };
    await user.click(edit);
    dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByDisplayValue('Gerente de área')).toBeInTheDocument();
    expect(dialog.queryByDisplayValue('Gerente regional')).not.toBeInTheDocument();
  });
});
