import { APELIDO_MAX_LENGTH, endpoints, textLimits } from '@matriz/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { mockApi, type MockHandler } from '../../../testing/fetch-mock.ts';
import { signIn } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render.tsx';
import { empresasPage, empresasScreenHandlers, ids } from '../testing/fixtures.ts';
import { chooseOption } from '../../../testing/select.ts';
import { waitForTableIdle } from '../../../testing/table.ts';

type SignIn = Parameters<typeof signIn>[0];

function openEmpresas(handlers: Record<string, MockHandler> = {}, session: SignIn = {}) {
  const api = mockApi(empresasScreenHandlers(handlers));
  signIn(session);
  const view = renderApp('/empresas');
  return { ...view, api, listCalls: () => api.callsTo('GET', endpoints.empresas.listar) };
}

const lastQuery = (calls: { query: URLSearchParams }[]) => Object.fromEntries(calls.at(-1)?.query ?? []);

describe('companies list', () => {
  it('lists the stores with m² in pt-BR and the CNPJ formatted, 25 a page', async () => {
    const { listCalls } = openEmpresas();
    expect(await screen.findByText('Sabor Comércio 1 Ltda')).toBeInTheDocument();
    expect(screen.getAllByText('1.234,5')).toHaveLength(2);
    expect(screen.getAllByText('11.222.333/0001-81')).toHaveLength(2);
    expect(screen.getByText('Loja 2')).toBeInTheDocument();
    expect(lastQuery(listCalls())).toEqual({ page: '1', pageSize: '25' });
  });

  it('takes in every filter no more text than the server accepts (issue 8 §1)', async () => {
    openEmpresas();
    await screen.findByText('Sabor Comércio 1 Ltda');
    const form = within(screen.getByRole('form', { name: 'Filtros de empresas' }));
    const texts = form.getAllByRole('textbox');
    expect(texts).toHaveLength(5);
    for (const input of texts) expect(input).toHaveAttribute('maxlength', String(textLimits.filtro));
  });

  it('shows the empty state when nothing matches', async () => {
    openEmpresas({ [`GET ${endpoints.empresas.listar}`]: { body: { empresas: [], page: 1, total: 0 } } });
    expect(await screen.findByText('Nenhuma empresa encontrada')).toBeInTheDocument();
  });

  it('sends the filters as the contract says on Pesquisar', async () => {
    const { user, listCalls } = openEmpresas();
    await screen.findByText('Sabor Comércio 1 Ltda');
    await chooseOption(user, 'Marcas', 'Sabor Burger');
    await chooseOption(user, 'Razão social', 'Sabor Comércio 2 Ltda');
    await user.type(screen.getByRole('textbox', { name: 'Apelido' }), 'Centro');
    await user.type(screen.getByRole('textbox', { name: 'Código do grupo' }), 'G01');
    await chooseOption(user, 'Tipo de estabelecimento', 'Loja');
    await chooseOption(user, 'Tipo de estabelecimento', 'Quiosque');
    await chooseOption(user, 'Local do estabelecimento', 'Shopping');
    expect(listCalls()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: /Pesquisar/ }));
    await waitFor(() =>
      expect(lastQuery(listCalls())).toEqual({
        page: '1',
        pageSize: '25',
        marcas: 'm-1',
        empresasIds: ids.empresa(2),
        apelido: 'Centro',
        codigoGrupo: 'G01',
        tipoDeEstabelecimento: 'Loja,Quiosque',
        localEstabelecimento: 'Shopping',
      }),
    );
  }, 60_000);

  it('sends the clusters instead of the stores with the cluster toggle on', async () => {
    const { user, listCalls } = openEmpresas();
    await screen.findByText('Sabor Comércio 1 Ltda');
    await chooseOption(user, 'Razão social', 'Sabor Comércio 2 Ltda');
    await user.click(screen.getByRole('switch', { name: 'Filtrar por cluster' }));
    expect(screen.queryByRole('combobox', { name: 'Razão social' })).not.toBeInTheDocument();
    await chooseOption(user, 'Clusters de empresas', 'Lojas de rua');
    await user.click(screen.getByRole('button', { name: /Pesquisar/ }));
    await waitFor(() =>
      expect(lastQuery(listCalls())).toEqual({
        page: '1',
        pageSize: '25',
        clusterEmpresaBool: 'true',
        clustersEmpresasIds: ids.clusterRua,
      }),
    );
  }, 60_000);

  it('offers cities of the chosen states only, and drops a city whose state is removed', async () => {
    const { user, api, listCalls } = openEmpresas();
    await screen.findByText('Sabor Comércio 1 Ltda');
    expect(screen.getByRole('combobox', { name: 'Cidade' })).toBeDisabled();
    await chooseOption(user, 'Estado', 'Rio de Janeiro');
    await chooseOption(user, 'Cidade', 'Rio de Janeiro');
    expect(api.callsTo('GET', endpoints.opcoes.cidades).at(-1)?.query.get('estados')).toBe('RJ');
    await chooseOption(user, 'Estado', 'São Paulo');
    await waitFor(() =>
      expect(api.callsTo('GET', endpoints.opcoes.cidades).at(-1)?.query.get('estados')).toBe('RJ|SP'),
    );
    // deselect RJ: its city goes
    await chooseOption(user, 'Estado', 'Rio de Janeiro');
    const cidade = screen.getByRole('combobox', { name: 'Cidade' }).closest('.ant-select') as HTMLElement;
    await waitFor(() => expect(within(cidade).queryByTitle('Rio de Janeiro')).not.toBeInTheDocument());
    await chooseOption(user, 'Cidade', 'Campinas');
    await user.click(screen.getByRole('button', { name: /Pesquisar/ }));
    await waitFor(() =>
      expect(lastQuery(listCalls())).toEqual({
        page: '1',
        pageSize: '25',
        codigoEstado: 'SP',
        codigoCidade: '3509502',
      }),
    );
  });

  it('sorts and pages on the server', async () => {
    const { user, listCalls } = openEmpresas({
      [`GET ${endpoints.empresas.listar}`]: (call) => ({
        body: empresasPage(3, 120, Number(call.query.get('page') ?? 1)),
      }),
    });
    await screen.findByText('Sabor Comércio 1 Ltda');
    await user.click(screen.getByRole('columnheader', { name: /Apelido/ }));
    await waitFor(() => expect(lastQuery(listCalls())).toMatchObject({ sort: 'nickname', order: 'asc' }));
    await waitForTableIdle();
    await user.click(screen.getByRole('columnheader', { name: /Apelido/ }));
    await waitFor(() => expect(lastQuery(listCalls())).toMatchObject({ sort: 'nickname', order: 'desc' }));
    await waitForTableIdle();
    await user.click(screen.getByRole('columnheader', { name: /M²/ }));
    await waitFor(() => expect(lastQuery(listCalls())).toMatchObject({ sort: 'm2', order: 'asc' }));
    await waitForTableIdle();

    await user.click(screen.getByTitle('2'));
    await waitFor(() =>
      expect(lastQuery(listCalls())).toMatchObject({ page: '2', pageSize: '25', sort: 'm2' }),
    );
    await waitForTableIdle();
    await user.click(screen.getByRole('combobox', { name: /página/i }));
    await user.click(await screen.findByTitle('100 / página'));
    await waitFor(() => expect(lastQuery(listCalls())).toMatchObject({ page: '1', pageSize: '100' }));
  });

  it('restores the searched filters on the next visit, and Limpar forgets them', async () => {
    const first = openEmpresas();
    await screen.findByText('Sabor Comércio 1 Ltda');
    await first.user.type(screen.getByRole('textbox', { name: 'Nome fantasia' }), 'Burger');
    await first.user.click(screen.getByRole('button', { name: /Pesquisar/ }));
    await waitFor(() => expect(lastQuery(first.listCalls()).nomeFantasia).toBe('Burger'));
    first.unmount();

    const second = openEmpresas();
    await waitFor(() =>
      expect(lastQuery(second.listCalls())).toEqual({ page: '1', pageSize: '25', nomeFantasia: 'Burger' }),
    );
    expect(screen.getByRole('textbox', { name: 'Nome fantasia' })).toHaveValue('Burger');
    await second.user.click(screen.getByRole('button', { name: /Limpar/ }));
    expect(screen.getByRole('textbox', { name: 'Nome fantasia' })).toHaveValue('');
    await waitFor(() => expect(lastQuery(second.listCalls())).toEqual({ page: '1', pageSize: '25' }));
    second.unmount();

    const third = openEmpresas();
    await waitFor(() => expect(third.listCalls()).toHaveLength(1));
    expect(lastQuery(third.listCalls())).toEqual({ page: '1', pageSize: '25' });
  });
});

describe('inline edit', () => {
  it('saves a nickname: 200 shows Empresa Editada and the new value', async () => {
    const { user, api } = openEmpresas({
      [`POST ${endpoints.empresas.editar}`]: (call) => ({
        body: {
          message: 'Apelido / M2 atualizados',
          apelido: (call.body as { apelido: string }).apelido,
          m2: 1234.5,
        },
      }),
    });
    await screen.findByText('Sabor Comércio 1 Ltda');
    await user.click(screen.getByRole('button', { name: 'Editar Apelido de Sabor Comércio 1 Ltda' }));
    const input = screen.getByRole('textbox', { name: 'Apelido de Sabor Comércio 1 Ltda' });
    expect(input).toHaveValue('Loja 1');
    expect(input).toHaveAttribute('maxlength', String(APELIDO_MAX_LENGTH));
    await user.clear(input);
    await user.type(input, 'Loja Centro{Enter}');
    expect(await screen.findByText('Empresa Editada')).toBeInTheDocument();
    expect(screen.getByText('Apelido / M2 atualizados')).toBeInTheDocument();
    expect(await screen.findByText('Loja Centro')).toBeInTheDocument();
    expect(api.callsTo('POST', endpoints.empresas.editar).map((c) => c.body)).toEqual([
      { empresaId: ids.empresa(1), apelido: 'Loja Centro' },
    ]);
  });

  it('202: shows the server message as an error and reverts to the nickname returned', async () => {
    const { user } = openEmpresas({
      [`POST ${endpoints.empresas.editar}`]: {
        status: 202,
        body: {
          message: 'Este apelido já está em uso por outra empresa da rede',
          apelido: 'Loja 1',
          m2: 1234.5,
        },
      },
    });
    await screen.findByText('Sabor Comércio 1 Ltda');
    await user.click(screen.getByRole('button', { name: 'Editar Apelido de Sabor Comércio 1 Ltda' }));
    const input = screen.getByRole('textbox', { name: 'Apelido de Sabor Comércio 1 Ltda' });
    await user.clear(input);
    await user.type(input, 'Loja 2{Enter}');
    expect(
      await screen.findByText('Este apelido já está em uso por outra empresa da rede'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Empresa Editada')).not.toBeInTheDocument();
    const cell = screen.getByRole('button', { name: 'Editar Apelido de Sabor Comércio 1 Ltda' });
    expect(cell).toHaveTextContent('Loja 1');
  });

  it('edits m² with a comma, Esc cancels without a request, and the server’s refusal is shown', async () => {
    const { user, api } = openEmpresas({
      [`POST ${endpoints.empresas.editar}`]: (call) => {
        const m2 = (call.body as { m2: string }).m2;
        return m2 === 'abc'
          ? {
              status: 400,
              body: {
                status: 400,
                title: 'Dados inválidos',
                errors: [
                  {
                    campo: 'm2',
                    mensagem:
                      'M2 inválido: informe um número maior ou igual a zero, com até 2 casas decimais',
                  },
                ],
              },
            }
          : {
              body: {
                message: 'Apelido / M2 atualizados',
                apelido: 'Loja 2',
                m2: Number(m2.replace(',', '.')),
              },
            };
      },
    });
    await screen.findByText('Sabor Comércio 2 Ltda');
    const open = () => user.click(screen.getByRole('button', { name: 'Editar M² de Sabor Comércio 2 Ltda' }));
    const input = () => screen.getByRole('textbox', { name: 'M² de Sabor Comércio 2 Ltda' });

    await open();
    expect(input()).toHaveValue('1234,5');
    await user.clear(input());
    await user.type(input(), '99{Escape}');
    expect(screen.queryByRole('textbox', { name: 'M² de Sabor Comércio 2 Ltda' })).not.toBeInTheDocument();
    expect(api.callsTo('POST', endpoints.empresas.editar)).toHaveLength(0);

    await open();
    await user.clear(input());
    await user.type(input(), 'abc{Enter}');
    expect(
      await screen.findByText(
        'M2 inválido: informe um número maior ou igual a zero, com até 2 casas decimais',
      ),
    ).toBeInTheDocument();

    await open();
    await user.clear(input());
    await user.type(input(), '2500,75{Enter}');
    expect(await screen.findByText('2.500,75')).toBeInTheDocument();
    expect(api.callsTo('POST', endpoints.empresas.editar).map((c) => c.body)).toEqual([
      { empresaId: ids.empresa(2), m2: 'abc' },
      { empresaId: ids.empresa(2), m2: '2500,75' },
    ]);
  });
});

describe('export and permissions', () => {
  it('asks for confirmation, then queues the report with the searched filters', async () => {
    const { user, api, listCalls } = openEmpresas({
      [`POST ${endpoints.empresas.exportar}`]: { body: { id: 'r-1' } },
    });
    await screen.findByText('Sabor Comércio 1 Ltda');
    await user.type(screen.getByRole('textbox', { name: 'Apelido' }), 'Centro');
    await user.click(screen.getByRole('button', { name: /Pesquisar/ }));
    await waitFor(() => expect(lastQuery(listCalls())).toMatchObject({ apelido: 'Centro' }));
    await waitForTableIdle();
    await user.click(screen.getByRole('columnheader', { name: /Razão social/ }));

    await user.click(screen.getByRole('button', { name: /Exportar/ }));
    expect(await screen.findByText('Deseja exportar as empresas filtradas?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Não' }));
    expect(await screen.findByText('Operação cancelada')).toBeInTheDocument();
    expect(api.callsTo('POST', endpoints.empresas.exportar)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: /Exportar/ }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Sua solicitação de relatório foi enviada')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver relatórios' })).toBeInTheDocument();
    expect(api.callsTo('POST', endpoints.empresas.exportar).map((c) => c.body)).toEqual([
      { apelido: 'Centro', sort: 'razaoSocial', order: 'asc' },
    ]);
  }, 60_000);

  it("disables Exportar with 'Sem permissões' without Empresa/Exportar", async () => {
    const { user } = openEmpresas(
      {},
      {
        claims: [
          { nome: 'sysPremium', acoes: [] },
          { nome: 'Empresa', acoes: ['Obter'] },
        ],
      },
    );
    await screen.findByText('Sabor Comércio 1 Ltda');
    const exportar = screen.getByRole('button', { name: /Exportar/ });
    expect(exportar).toBeDisabled();
    await user.hover(exportar.parentElement as HTMLElement);
    expect(await screen.findByText('Sem permissões')).toBeInTheDocument();
    // Empresa/Obter is enough to search and edit
    expect(screen.getByRole('button', { name: /Pesquisar/ })).toBeEnabled();
    expect(
      screen.getByRole('button', { name: 'Editar Apelido de Sabor Comércio 1 Ltda' }),
    ).toBeInTheDocument();
  });

  it('disables Exportar for a Starter account, which cannot download reports', async () => {
    const { user } = openEmpresas({}, { claims: [{ nome: 'Empresa', acoes: ['Obter', 'Exportar'] }] });
    await screen.findByText('Sabor Comércio 1 Ltda');
    const exportar = screen.getByRole('button', { name: /Exportar/ });
    expect(exportar).toBeDisabled();
    await user.hover(exportar.parentElement as HTMLElement);
    expect(await screen.findByText('Funcionalidade premium')).toBeInTheDocument();
  });

  it("without Empresa/Obter: no search, Pesquisar disabled with 'Sem permissões'", async () => {
    const { user, listCalls } = openEmpresas({}, { claims: [{ nome: 'Empresa', acoes: ['Exportar'] }] });
    const pesquisar = await screen.findByRole('button', { name: /Pesquisar/ });
    expect(pesquisar).toBeDisabled();
    await user.hover(pesquisar.parentElement as HTMLElement);
    expect(await screen.findByText('Sem permissões')).toBeInTheDocument();
    expect(listCalls()).toHaveLength(0);
  });
});

describe('review fixes', () => {
  it('gives the focus back to the cell after a keyboard save or Esc', async () => {
    const { user } = openEmpresas({
      [`POST ${endpoints.empresas.editar}`]: (call) => ({
        body: {
          message: 'Apelido / M2 atualizados',
          apelido: (call.body as { apelido: string }).apelido,
          m2: 1234.5,
        },
      }),
    });
    await screen.findByText('Sabor Comércio 1 Ltda');
    const name = 'Editar Apelido de Sabor Comércio 1 Ltda';
    screen.getByRole('button', { name }).focus();
    await user.keyboard('{Enter}');
    const input = screen.getByRole('textbox', { name: 'Apelido de Sabor Comércio 1 Ltda' });
    await user.clear(input);
    await user.type(input, 'Loja Centro{Enter}');
    expect(await screen.findByText('Empresa Editada')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name })).toHaveFocus());
    expect(screen.getByRole('button', { name })).toHaveTextContent('Loja Centro');

    await user.keyboard('{Enter}');
    await user.keyboard('x{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name })).toHaveFocus());
  });

  it('Pesquisar with unchanged filters asks the server again', async () => {
    const { user, listCalls } = openEmpresas();
    await screen.findByText('Sabor Comércio 1 Ltda');
    expect(listCalls()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: /Pesquisar/ }));
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    // Enter in a text filter searches too
    await user.type(screen.getByRole('textbox', { name: 'Apelido' }), '{Enter}');
    await waitFor(() => expect(listCalls()).toHaveLength(3));
  });

  it('says the list failed instead of claiming no company matches', async () => {
    const { user, listCalls } = openEmpresas({
      [`GET ${endpoints.empresas.listar}`]: { status: 500, body: { status: 500, title: 'x' } },
    });
    expect(await screen.findByText('Não foi possível carregar as empresas')).toBeInTheDocument();
    expect(screen.queryByText('Nenhuma empresa encontrada')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(listCalls()).toHaveLength(2));
  });
});
