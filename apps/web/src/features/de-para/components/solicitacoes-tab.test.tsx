import { deParaMessages, endpoints, textLimits } from '@matriz/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { MockHandler } from '../../../testing/fetch-mock.ts';
import { claims } from '../../../testing/fixtures.ts';
import { chooseOption } from '../../../testing/select.ts';
import { waitForTableIdle } from '../../../testing/table.ts';
import { mainIds, makeSolicitacao, openDePara, solicitacoesAnswer } from '../testing/main-fixtures.ts';

const rows = [
  makeSolicitacao(1, { dataDaSolicitacao: new Date(2026, 2, 10, 14, 5).toISOString() }),
  makeSolicitacao(2, { customer: { id: mainIds.grupoSul, nome: 'Grupo Sul' }, para: null }),
  makeSolicitacao(3, {
    status: 1,
    statusDescricao: 'Aprovada',
    notas: [{ usuario: 'Ana Souza', data: new Date(2026, 2, 11, 8, 30).toISOString(), valor: 'Conferido' }],
  }),
  makeSolicitacao(4, { status: 2, statusDescricao: 'Rejeitada' }),
  makeSolicitacao(5, { status: 3, statusDescricao: 'Cancelada' }),
];

function openSolicitacoes(handlers: Record<string, MockHandler> = {}, path = '/de-para?aba=solicitacoes') {
  const view = openDePara(
    { [`GET ${endpoints.dePara.listarSolicitacoes}`]: { body: solicitacoesAnswer(rows) }, ...handlers },
    claims.premiumAdmin,
    path,
  );
  return { ...view, listCalls: () => view.api.callsTo('GET', endpoints.dePara.listarSolicitacoes) };
}

const lastQuery = (calls: { query: URLSearchParams }[]) => Object.fromEntries(calls.at(-1)?.query ?? []);
const checkbox = (n: number) =>
  screen.getByRole('checkbox', { name: new RegExp(`Selecionar solicitação .*Vendas PIX ${n}$`) });

describe('Solicitações list', () => {
  it('lists the open requests, 25 a page: grupo, de → para with the registro, user, date and status dot', async () => {
    const { listCalls } = openSolicitacoes();
    expect(await screen.findByText('10/03/2026 14:05')).toBeInTheDocument();
    expect(lastQuery(listCalls())).toEqual({ page: '1', pageSize: '25', Status: '0', Tipo: '0' });
    expect(screen.getByText('3.1.1 - Vendas PIX 1', { exact: false })).toHaveTextContent(
      '3.1.1 - Vendas PIX 1 1.01.1 - Receita PIX',
    );
    expect(screen.getByText('Registro do franqueado: Registro 1')).toBeInTheDocument();
    expect(screen.getByText('3.1.2 - Vendas PIX 2', { exact: false })).toHaveTextContent(
      'Sem conta indicada',
    );
    expect(screen.getAllByText('Paulo Franqueado')).toHaveLength(5);
    expect(screen.getAllByText('Em aberto').length).toBeGreaterThanOrEqual(2);
    for (const label of ['Aprovada', 'Rejeitada', 'Cancelada'])
      expect(screen.getByText(label)).toBeInTheDocument();
  });

  it("'Ver mais' shows every detail and the notes", async () => {
    const { user } = openSolicitacoes();
    await screen.findByText('10/03/2026 14:05');
    await user.click(screen.getByRole('button', { name: /Ver mais .*Vendas PIX 3$/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Detalhes da solicitação')).toBeInTheDocument();
    expect(within(dialog).getByText('3.1.3 - Vendas PIX 3')).toBeInTheDocument();
    expect(within(dialog).getByText('1.01.3 - Receita PIX')).toBeInTheDocument();
    expect(within(dialog).getByText('Registro 3')).toBeInTheDocument();
    expect(within(dialog).getByText('Sabor Burger')).toBeInTheDocument();
    expect(within(dialog).getByText('Conferido')).toBeInTheDocument();
    expect(within(dialog).getByText('Ana Souza · 11/03/2026 08:30')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('filters by status (cleared: every status) and by grupo', async () => {
    const { user, listCalls } = openSolicitacoes();
    await screen.findByText('10/03/2026 14:05');
    await chooseOption(user, 'Status', 'Rejeitado');
    await chooseOption(user, 'Grupos', 'Grupo Sul');
    await user.click(screen.getByRole('button', { name: /Pesquisar/ }));
    await waitFor(() =>
      expect(lastQuery(listCalls())).toEqual({
        page: '1',
        pageSize: '25',
        Status: '2',
        CustomerIds: mainIds.grupoSul,
        Tipo: '0',
      }),
    );
    await waitForTableIdle();
    const status = screen.getByRole('combobox', { name: 'Status' }).closest('.ant-select') as HTMLElement;
    await user.hover(status);
    await user.click(status.querySelector('.ant-select-clear') as HTMLElement);
    await user.click(screen.getByRole('button', { name: /Pesquisar/ }));
    await waitFor(() =>
      expect(lastQuery(listCalls())).toEqual({
        page: '1',
        pageSize: '25',
        CustomerIds: mainIds.grupoSul,
        Tipo: '0',
      }),
    );
  });
});

describe('Solicitações approve and reject', () => {
  it('shows Aprovar and Rejeitar only while every selected request is Em aberto, else the notice', async () => {
    const { user } = openSolicitacoes();
    await screen.findByText('10/03/2026 14:05');
    expect(screen.queryByRole('button', { name: /Aprovar/ })).not.toBeInTheDocument();
    await user.click(checkbox(1));
    await user.click(checkbox(2));
    expect(screen.getByText('2 solicitações selecionadas')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Aprovar/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Rejeitar/ })).toBeInTheDocument();
    await user.click(checkbox(3));
    expect(screen.getByText(deParaMessages.solicitacoesNotOpen)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Aprovar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Rejeitar/ })).not.toBeInTheDocument();
  });

  it("'Não' on Aprovar cancels: 'Operação cancelada', nothing sent", async () => {
    const { user, api } = openSolicitacoes();
    await screen.findByText('10/03/2026 14:05');
    await user.click(checkbox(1));
    await user.click(screen.getByRole('button', { name: /Aprovar/ }));
    await user.click(await screen.findByRole('button', { name: 'Não' }));
    expect(await screen.findByText('Operação cancelada')).toBeInTheDocument();
    expect(api.callsTo('POST', endpoints.dePara.aprovarSolicitacoes)).toHaveLength(0);
  });

  it("approves after 'Sim'; the requests and the De-Para counts refresh, the selection clears", async () => {
    const { user, api, listCalls } = openSolicitacoes(
      { [`POST ${endpoints.dePara.aprovarSolicitacoes}`]: { body: { message: 'ok', alterados: 2 } } },
      '/de-para',
    );
    await screen.findByText('Grupo Norte');
    await user.click(screen.getByRole('tab', { name: 'Solicitações' }));
    await screen.findByText('10/03/2026 14:05');
    await user.click(checkbox(1));
    await user.click(checkbox(2));
    const listas = api.callsTo('GET', endpoints.dePara.listar).length;
    const solicitacoes = listCalls().length;
    await user.click(screen.getByRole('button', { name: /Aprovar/ }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(await screen.findByText(deParaMessages.solicitacoesApproved)).toBeInTheDocument();
    expect(api.callsTo('POST', endpoints.dePara.aprovarSolicitacoes).map((c) => c.body)).toEqual([
      [mainIds.solicitacao(1), mainIds.solicitacao(2)],
    ]);
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(solicitacoes));
    await waitFor(() => expect(api.callsTo('GET', endpoints.dePara.listar).length).toBeGreaterThan(listas));
    expect(screen.queryByText('2 solicitações selecionadas')).not.toBeInTheDocument();
    expect(checkbox(1)).not.toBeChecked();
  });

  it("says 'Ocorreu um erro no processo' when approving fails", async () => {
    const { user } = openSolicitacoes({
      [`POST ${endpoints.dePara.aprovarSolicitacoes}`]: {
        status: 409,
        body: { status: 409, title: deParaMessages.solicitacaoSemPara },
      },
    });
    await screen.findByText('10/03/2026 14:05');
    await user.click(checkbox(2));
    await user.click(screen.getByRole('button', { name: /Aprovar/ }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(await screen.findByText(deParaMessages.processError)).toBeInTheDocument();
    expect(screen.getByText(deParaMessages.solicitacaoSemPara)).toBeInTheDocument();
  });

  it('rejects with a required justification, in a modal that has the focus', async () => {
    const { user, api } = openSolicitacoes({
      [`POST ${endpoints.dePara.rejeitarSolicitacoes}`]: { body: { message: 'ok', alterados: 1 } },
    });
    await screen.findByText('10/03/2026 14:05');
    await user.click(checkbox(1));
    await user.click(screen.getByRole('button', { name: /Rejeitar/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Rejeitar solicitações')).toBeInTheDocument();
    const field = within(dialog).getByRole('textbox', { name: 'Justificativa' });
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAttribute('maxlength', String(textLimits.descricao));
    await user.type(field, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Rejeitar' }));
    expect(await within(dialog).findByText(deParaMessages.rejectJustificationRequired)).toBeInTheDocument();
    expect(api.callsTo('POST', endpoints.dePara.rejeitarSolicitacoes)).toHaveLength(0);

    await user.clear(field);
    await user.click(field);
    await user.paste(' Conta não existe no plano \n');
    await user.click(within(dialog).getByRole('button', { name: 'Rejeitar' }));
    expect(await screen.findByText(deParaMessages.solicitacoesRejected)).toBeInTheDocument();
    expect(api.callsTo('POST', endpoints.dePara.rejeitarSolicitacoes).map((c) => c.body)).toEqual([
      { ids: [mainIds.solicitacao(1)], justificativa: 'Conta não existe no plano' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says 'Houve um erro ao tentar rejeitar solicitações' when rejecting fails, and Esc closes the modal", async () => {
    const { user } = openSolicitacoes({
      [`POST ${endpoints.dePara.rejeitarSolicitacoes}`]: { status: 500, body: { status: 500, title: 'x' } },
    });
    await screen.findByText('10/03/2026 14:05');
    await user.click(checkbox(1));
    await user.click(screen.getByRole('button', { name: /Rejeitar/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Rejeitar solicitações')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('textbox', { name: 'Justificativa' }));
    await user.paste('Duplicada');
    await user.click(within(dialog).getByRole('button', { name: 'Rejeitar' }));
    expect(await screen.findByText(deParaMessages.rejectError)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('forgets the selection when the list changes page', async () => {
    const { user, listCalls } = openSolicitacoes({
      [`GET ${endpoints.dePara.listarSolicitacoes}`]: (call) => ({
        body: solicitacoesAnswer(rows, 60, Number(call.query.get('page') ?? 1)),
      }),
    });
    await screen.findByText('10/03/2026 14:05');
    await user.click(checkbox(1));
    expect(screen.getByText('1 solicitação selecionada')).toBeInTheDocument();
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastQuery(listCalls())).toMatchObject({ page: '2' }));
    await waitForTableIdle();
    expect(screen.queryByText('1 solicitação selecionada')).not.toBeInTheDocument();
    expect(checkbox(1)).not.toBeChecked();
  });
});
