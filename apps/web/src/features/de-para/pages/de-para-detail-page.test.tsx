import { deParaMessages, endpoints } from '@matriz/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { waitForTableIdle } from '../../../testing/table.ts';
import {
  contaFranqueado,
  contaFranqueador,
  detailIds,
  detailPage,
  detailPaths,
  makeLinha,
  marcas,
} from '../testing/detail-fixtures.ts';
import {
  checkbox,
  detailUrl,
  findDialog,
  grupo,
  lastQuery,
  listAnswer,
  openDetail,
  QUERY,
} from '../testing/detail-render.ts';

describe('detail screen: route, tabs and filters', () => {
  it('asks the list of the route with the query marcas, and shows the grupo and its counts', async () => {
    const { api, listCalls } = openDetail(
      detailUrl('franqueado', 'pendente'),
      listAnswer('pendente', [makeLinha('franqueado', 'pendente', 1)]),
    );
    expect(await screen.findByText(contaFranqueado(1).label)).toBeInTheDocument();
    expect(lastQuery(listCalls('pendente'))).toEqual({
      page: '1',
      pageSize: '20',
      CustomerId: grupo,
      Marcas: marcas.sabor.id,
      Visao: 'franqueado',
    });
    expect(await screen.findByRole('tab', { name: 'Pendentes (12)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Revisão (3)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Aprovados (40)' })).toBeInTheDocument();
    expect(lastQuery(api.callsTo('GET', endpoints.dePara.listar))).toEqual({
      page: '1',
      pageSize: '5',
      CustomerIds: grupo,
      marcas: marcas.sabor.id,
      Visao: 'franqueado',
    });
    // title and breadcrumb: De-Para › grupo › view › tab
    expect(screen.getAllByText('Grupo Sul Alimentos')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'De-Para' })).toHaveAttribute('href', '/de-para');
    // the test window is narrow (1024 px): the marca and the movement go under the account
    expect(document.body.textContent).toMatch(/Sabor Burger · Movimento 12 meses: R\$\s1\.234,56/);
  });

  it('switches tab and view keeping the query', async () => {
    const { user, location, listCalls } = openDetail(detailUrl('franqueado', 'pendente'));
    await user.click(await screen.findByRole('tab', { name: 'Revisão (3)' }));
    await waitFor(() => expect(location().pathname).toBe(`/de-para/franqueado/revisao/${grupo}`));
    expect(location().search).toBe(QUERY);
    expect(await screen.findByText('Nenhum de-para em revisão')).toBeInTheDocument();
    expect(lastQuery(listCalls('revisao'))).toMatchObject({ pageSize: '10', Visao: 'franqueado' });

    await user.click(screen.getByText('Franqueador'));
    await waitFor(() => expect(location().pathname).toBe(`/de-para/franqueador/revisao/${grupo}`));
    expect(location().search).toBe(QUERY);
    await waitFor(() => expect(lastQuery(listCalls('revisao'))).toMatchObject({ Visao: 'franqueador' }));

    await user.click(screen.getByRole('button', { name: /Voltar/ }));
    await waitFor(() => expect(location().pathname).toBe('/de-para'));
  });

  it('filters by name on the server from the column popover', async () => {
    const { user, listCalls } = openDetail(detailUrl('franqueado', 'aprovado', ''));
    await screen.findByText('Nenhum de-para aprovado');
    await user.click(screen.getByRole('button', { name: 'Filtrar Conta do franqueado' }));
    const input = await screen.findByRole('textbox', {
      name: 'Filtrar Conta do franqueado por código ou nome',
    });
    await user.type(input, 'vendas{Enter}');
    await waitFor(() =>
      expect(lastQuery(listCalls('aprovado'))).toEqual({
        page: '1',
        pageSize: '10',
        CustomerId: grupo,
        Visao: 'franqueado',
        Nome: 'vendas',
      }),
    );
    expect(screen.getByText('Nome: vendas')).toBeInTheDocument();
  });

  it('says a grupo out of reach plainly, with the way back', async () => {
    const forbidden = { status: 403, body: { status: 403, title: 'Sem permissões' } };
    const { user, location } = openDetail(detailUrl('franqueado', 'pendente'), {
      [`GET ${detailPaths.pendente}`]: forbidden,
    });
    expect(await screen.findByText('Você não tem acesso a este grupo')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Voltar/ }));
    await waitFor(() => expect(location().pathname).toBe('/de-para'));
  });

  it('says a grupo that does not exist, and a failed list with Tentar novamente', async () => {
    const notFound = { status: 404, body: { status: 404, title: deParaMessages.grupoNotFound } };
    const first = openDetail(detailUrl('franqueado', 'revisao'), {
      [`GET ${detailPaths.revisao}`]: notFound,
    });
    expect(await screen.findByText(deParaMessages.grupoNotFound)).toBeInTheDocument();
    first.unmount();

    let fail = true;
    const second = openDetail(detailUrl('franqueado', 'revisao'), {
      [`GET ${detailPaths.revisao}`]: () =>
        fail ? { status: 500, body: { status: 500, title: 'x' } } : { body: detailPage([]) },
    });
    expect(await screen.findByText('Não foi possível carregar a lista')).toBeInTheDocument();
    fail = false;
    await second.user.click(screen.getByRole('button', { name: /Tentar novamente/ }));
    expect(await screen.findByText('Nenhum de-para em revisão')).toBeInTheDocument();
  });
});

describe('review tab', () => {
  const r1 = makeLinha('franqueado', 'revisao', 1, {
    deParaId: detailIds.dePara(1),
    deParaIds: [detailIds.dePara(1)],
    valorSegundaColuna: [contaFranqueador(1)],
    temHistorico: true,
  });
  const r2 = makeLinha('franqueado', 'revisao', 2, {
    deParaId: detailIds.dePara(2),
    deParaIds: [detailIds.dePara(2)],
    justificativa: 'Conta sem uso',
  });

  it('approves the selection after the confirmation; Não cancels', async () => {
    const { user, api } = openDetail(detailUrl('franqueado', 'revisao'), {
      ...listAnswer('revisao', [r1, r2]),
      [`POST ${endpoints.dePara.aprovar}`]: { body: { message: deParaMessages.approved, alterados: 2 } },
    });
    await screen.findByText(contaFranqueador(1).label);
    // the justification in place of the counterpart, marked; the movement in reais
    expect(screen.getByText('Justificativa')).toBeInTheDocument();
    expect(screen.getByText('Conta sem uso')).toBeInTheDocument();
    expect(screen.getByText(/^R\$\s1\.234,56$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Aprovar/ })).toBeDisabled();
    await user.click(checkbox(r1.valorPrimeiraColuna));
    await user.click(checkbox(r2.valorPrimeiraColuna));

    await user.click(screen.getByRole('button', { name: /Aprovar \(2\)/ }));
    const confirm = await findDialog(deParaMessages.approveTitle);
    expect(within(confirm).getByText(deParaMessages.approveText)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Não' }));
    expect(await screen.findByText('Aprovação cancelada')).toBeInTheDocument();
    expect(api.callsTo('POST', endpoints.dePara.aprovar)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: /Aprovar \(2\)/ }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('De-para aprovado com sucesso')).toBeInTheDocument();
    expect(api.callsTo('POST', endpoints.dePara.aprovar).map((c) => c.body)).toEqual([
      [detailIds.dePara(1), detailIds.dePara(2)],
    ]);
  });

  it('undo: a 409 shows the server’s words and asks the list again', async () => {
    const { user, listCalls } = openDetail(detailUrl('franqueado', 'revisao'), {
      ...listAnswer('revisao', [r1]),
      [`POST ${endpoints.dePara.desfazer}`]: {
        status: 409,
        body: { status: 409, title: deParaMessages.changedMeanwhile },
      },
    });
    await screen.findByText(contaFranqueador(1).label);
    await user.click(checkbox(r1.valorPrimeiraColuna));
    await user.click(screen.getByRole('button', { name: /Desfazer \(1\)/ }));
    const confirm = await findDialog(deParaMessages.undoTitle);
    expect(within(confirm).getByText(deParaMessages.undoText)).toBeInTheDocument();
    const before = listCalls('revisao').length;
    await user.click(screen.getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText(deParaMessages.changedMeanwhile)).toBeInTheDocument();
    await waitFor(() => expect(listCalls('revisao').length).toBeGreaterThan(before));
  });

  it('shows the history of a row, newest first', async () => {
    const item = (n: number, data: string, nome: string) => ({
      _id: `h-${n}`,
      dePara: detailIds.dePara(1),
      tipo: 'criado',
      nome,
      info: n === 2 ? 'Confiança de 92%' : null,
      usuario: 'Ana Souza',
      data,
      contaFranqueado: contaFranqueado(1).label,
      statusAnterior: 'pendente',
      statusNovo: 'revisao',
      contaAnterior: null,
      contaNova: contaFranqueador(1).label,
      justificativa: null,
    });
    const { user, api } = openDetail(detailUrl('franqueado', 'revisao'), {
      ...listAnswer('revisao', [r1, r2]),
      [`GET ${endpoints.dePara.historico}`]: {
        body: [
          item(1, '2026-03-01T09:05:00', 'Vínculo criado'),
          item(2, '2026-03-10T12:30:00', 'Vínculo automático'),
        ],
      },
    });
    await screen.findByText(contaFranqueador(1).label);
    // only rows with history have the button
    expect(screen.getAllByRole('button', { name: /^Histórico de/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: `Histórico de ${r1.valorPrimeiraColuna}` }));
    const dialog = await findDialog(`Histórico — ${r1.valorPrimeiraColuna}`);
    expect(await within(dialog).findByText('10/03/2026 12:30')).toBeInTheDocument();
    expect(lastQuery(api.callsTo('GET', endpoints.dePara.historico))).toEqual({ ids: detailIds.dePara(1) });
    const dates = within(dialog)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(dates).toEqual(['10/03/2026 12:30', '01/03/2026 09:05']);
    expect(within(dialog).getByText('Confiança de 92%')).toBeInTheDocument();
  });
});

describe('approved tab', () => {
  const a1 = makeLinha('franqueado', 'aprovado', 1, {
    deParaId: detailIds.dePara(5),
    deParaIds: [detailIds.dePara(5)],
    valorSegundaColuna: [contaFranqueador(2)],
  });

  it("shows 'Total Revisão', and 'Desaprovar' only while rows are selected", async () => {
    const { user, api } = openDetail(detailUrl('franqueado', 'aprovado'), {
      ...listAnswer('aprovado', [a1], 25),
      [`POST ${endpoints.dePara.desaprovar}`]: {
        body: { message: deParaMessages.disapproved, alterados: 1 },
      },
    });
    await screen.findByText(contaFranqueador(2).label);
    const footer = screen.getByText('Total Revisão').closest('tr') as HTMLElement;
    expect(within(footer).getByText('25')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Desaprovar/ })).not.toBeInTheDocument();

    await user.click(checkbox(a1.valorPrimeiraColuna));
    await user.click(screen.getByRole('button', { name: /Desaprovar \(1\)/ }));
    const confirm = await findDialog(deParaMessages.disapproveTitle);
    expect(within(confirm).getByText(deParaMessages.disapproveText)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Não' }));
    expect(await screen.findByText('Desaprovação cancelada')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Desaprovar \(1\)/ }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('De-para desaprovado com sucesso')).toBeInTheDocument();
    expect(api.callsTo('POST', endpoints.dePara.desaprovar).map((c) => c.body)).toEqual([
      [detailIds.dePara(5)],
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: /Desaprovar/ })).not.toBeInTheDocument());
  });

  it('filters by marca on the server', async () => {
    const { user, listCalls } = openDetail(
      detailUrl('franqueado', 'aprovado', ''),
      listAnswer('aprovado', [a1]),
    );
    await screen.findByText(contaFranqueador(2).label);
    await waitForTableIdle();
    await user.click(screen.getByRole('button', { name: 'Filtrar por marca' }));
    await user.click(await screen.findByText('Sabor Grill'));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(lastQuery(listCalls('aprovado'))).toMatchObject({ page: '1', Marcas: marcas.grill.id }),
    );
  });
});
