import { endpoints } from '@matriz/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { claims } from '../../../testing/fixtures.ts';
import { chooseOption } from '../../../testing/select.ts';
import { waitForTableIdle } from '../../../testing/table.ts';
import { listaAnswer, mainIds, makeListaRow, openDePara } from '../testing/main-fixtures.ts';

const lastQuery = (calls: { query: URLSearchParams }[]) => Object.fromEntries(calls.at(-1)?.query ?? []);
const link = (name: string) => screen.getByRole('link', { name });
const norte = `/de-para/franqueado/pendente/${mainIds.grupoNorte}`;

describe('De-Para main list', () => {
  it('lists every grupo in scope on open: counts linking to their detail tab, the money at stake in BRL', async () => {
    const { listCalls } = openDePara();
    expect(await screen.findByText('Grupo Norte')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'De-Para' })).toBeInTheDocument();
    expect(screen.getByText('Selecione as opções de pesquisa.')).toBeInTheDocument();
    expect(screen.getByText('G001')).toBeInTheDocument();
    expect(lastQuery(listCalls())).toEqual({ page: '1', pageSize: '10', Visao: 'franqueado' });

    expect(link('Pendentes de Grupo Norte: 12')).toHaveAttribute('href', `${norte}?nome=Grupo+Norte`);
    expect(link('Revisão de Grupo Norte: 3')).toHaveAttribute(
      'href',
      `/de-para/franqueado/revisao/${mainIds.grupoNorte}?nome=Grupo+Norte`,
    );
    expect(link('Aprovados de Grupo Sul: 55')).toHaveAttribute(
      'href',
      `/de-para/franqueado/aprovado/${mainIds.grupoSul}?nome=Grupo+Sul`,
    );
    expect(screen.getByText('R$ 123.456,78')).toBeInTheDocument();
    expect(screen.getByText('R$ 0,00')).toBeInTheDocument();
  });

  it('explains the money at stake and how many accounts carry it', async () => {
    const { user } = openDePara();
    await user.hover(await screen.findByText('R$ 123.456,78'));
    expect(await screen.findByText('7 contas com movimento')).toBeInTheDocument();
    await user.hover(screen.getAllByLabelText('Sobre o valor pendente')[0] as HTMLElement);
    expect(await screen.findByText(/nos últimos 12 meses/)).toBeInTheDocument();
  });

  it('opens the detail tab of a count', async () => {
    const { user, location } = openDePara();
    await user.click(await screen.findByRole('link', { name: 'Pendentes de Grupo Norte: 12' }));
    await waitFor(() => expect(location().pathname).toBe(norte));
    expect(location().search).toBe('?nome=Grupo+Norte');
  });

  it('switches the view at once, its links too, and keeps it for the next visit', async () => {
    const first = openDePara();
    await screen.findByText('Grupo Norte');
    await first.user.click(screen.getByText('Franqueador'));
    await waitFor(() => expect(lastQuery(first.listCalls())).toMatchObject({ Visao: 'franqueador' }));
    expect(link('Pendentes de Grupo Norte: 12')).toHaveAttribute(
      'href',
      `/de-para/franqueador/pendente/${mainIds.grupoNorte}?nome=Grupo+Norte`,
    );
    first.unmount();

    const second = openDePara();
    await waitFor(() =>
      expect(lastQuery(second.listCalls())).toEqual({ page: '1', pageSize: '10', Visao: 'franqueador' }),
    );
  });

  it('sends marcas and grupos on Pesquisar; the links carry the marcas', async () => {
    const { user, listCalls } = openDePara();
    await screen.findByText('Grupo Norte');
    await chooseOption(user, 'Marcas', 'Sabor Burger');
    await chooseOption(user, 'Grupos', 'Grupo Sul');
    expect(listCalls()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: /Pesquisar/ }));
    await waitFor(() =>
      expect(lastQuery(listCalls())).toEqual({
        page: '1',
        pageSize: '10',
        marcas: 'm-1',
        CustomerIds: mainIds.grupoSul,
        Visao: 'franqueado',
      }),
    );
    expect(link('Pendentes de Grupo Norte: 12')).toHaveAttribute(
      'href',
      `${norte}?marcas=m-1&nome=Grupo+Norte`,
    );
  });

  it('sends the clusters instead of the grupos with the toggle on', async () => {
    const { user, listCalls } = openDePara();
    await screen.findByText('Grupo Norte');
    await chooseOption(user, 'Grupos', 'Grupo Sul');
    await user.click(screen.getByRole('switch', { name: 'Filtrar por cluster' }));
    expect(screen.queryByRole('combobox', { name: 'Grupos' })).not.toBeInTheDocument();
    await chooseOption(user, 'Clusters', 'Capitais');
    await user.click(screen.getByRole('button', { name: /Pesquisar/ }));
    await waitFor(() =>
      expect(lastQuery(listCalls())).toEqual({
        page: '1',
        pageSize: '10',
        ClusterIds: mainIds.clusterCapitais,
        Visao: 'franqueado',
      }),
    );
  });

  it("'Todas' marcas: the list asks for marca 0, the links carry none", async () => {
    const { user, listCalls } = openDePara();
    await screen.findByText('Grupo Norte');
    await chooseOption(user, 'Marcas', 'Todas');
    await user.click(screen.getByRole('button', { name: /Pesquisar/ }));
    await waitFor(() => expect(lastQuery(listCalls())).toMatchObject({ marcas: '0' }));
    expect(link('Pendentes de Grupo Norte: 12')).toHaveAttribute('href', `${norte}?nome=Grupo+Norte`);
  });

  it('reports the applied filters after its confirmation', async () => {
    const { user, api } = openDePara({
      [`GET ${endpoints.dePara.gerarRelatorio}`]: { body: { id: 'r-1', message: 'ok' } },
    });
    await screen.findByText('Grupo Norte');
    await chooseOption(user, 'Grupos', 'Grupo Norte');
    await user.click(screen.getByRole('button', { name: /Pesquisar/ }));
    await waitForTableIdle();
    await user.click(screen.getByRole('button', { name: /Gerar relatório/ }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Sua solicitação de relatório foi enviada')).toBeInTheDocument();
    expect(lastQuery(api.callsTo('GET', endpoints.dePara.gerarRelatorio))).toEqual({
      CustomerIds: mainIds.grupoNorte,
      Visao: 'franqueado',
    });
  });

  it('sorts on the server by grupo, counts and money, and pages', async () => {
    const { user, listCalls } = openDePara({
      [`GET ${endpoints.dePara.listar}`]: (call) => ({
        body: listaAnswer(undefined, 60, Number(call.query.get('page') ?? 1)),
      }),
    });
    await screen.findByText('Grupo Norte');
    await user.click(screen.getByRole('columnheader', { name: /Pendentes/ }));
    await waitFor(() => expect(lastQuery(listCalls())).toMatchObject({ Order: 'pendente' }));
    await waitForTableIdle();
    await user.click(screen.getByRole('columnheader', { name: /Pendentes/ }));
    await waitFor(() => expect(lastQuery(listCalls())).toMatchObject({ Order: '-pendente' }));
    await waitForTableIdle();
    await user.click(screen.getByRole('columnheader', { name: /Valor pendente/ }));
    await waitFor(() => expect(lastQuery(listCalls())).toMatchObject({ Order: 'valorPendente' }));
    await waitForTableIdle();
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastQuery(listCalls())).toMatchObject({ page: '2', Order: 'valorPendente' }));
    await waitForTableIdle();
    await user.click(screen.getByRole('combobox', { name: /página/i }));
    await user.click(await screen.findByTitle('50 / página'));
    await waitFor(() => expect(lastQuery(listCalls())).toMatchObject({ page: '1', pageSize: '50' }));
  });

  it("says 'Nenhum grupo encontrado' for an empty list, and a failed list as such with 'Tentar novamente'", async () => {
    let fail = true;
    const { user } = openDePara({
      [`GET ${endpoints.dePara.listar}`]: () =>
        fail ? { status: 503, body: { status: 503, title: 'x' } } : { body: listaAnswer([]) },
    });
    expect(await screen.findByText('Não foi possível carregar os grupos')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nenhum grupo encontrado')).toBeInTheDocument();
  });
});

describe('De-Para tabs', () => {
  it('keeps the tab in the URL: Solicitações opens from a link, and back returns to De-Para', async () => {
    const { user, api, router, location } = openDePara();
    await screen.findByText('Grupo Norte');
    expect(api.callsTo('GET', endpoints.dePara.listarSolicitacoes)).toHaveLength(0);
    await user.click(screen.getByRole('tab', { name: 'Solicitações' }));
    await waitFor(() => expect(location().search).toBe('?aba=solicitacoes'));
    await waitFor(() =>
      expect(lastQuery(api.callsTo('GET', endpoints.dePara.listarSolicitacoes))).toEqual({
        page: '1',
        pageSize: '25',
        Status: '0',
        Tipo: '0',
      }),
    );
    await void router.navigate(-1);
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'De-Para' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(location().search).toBe('');
  });

  it('opens on the Solicitações tab from its address', async () => {
    openDePara({}, claims.premiumAdmin, '/de-para?aba=solicitacoes');
    expect(await screen.findByRole('tab', { name: 'Solicitações' })).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('3.1.1 - Vendas PIX 1', { exact: false })).toBeInTheDocument();
  });

  it('a zero count links too (it opens an empty tab, not a dead end)', async () => {
    openDePara({
      [`GET ${endpoints.dePara.listar}`]: {
        body: listaAnswer([makeListaRow(mainIds.grupoSul, 'Grupo Sul', null, { revisao: 0 })]),
      },
    });
    expect(await screen.findByRole('link', { name: 'Revisão de Grupo Sul: 0' })).toBeInTheDocument();
  });
});
