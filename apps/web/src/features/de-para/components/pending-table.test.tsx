import { deParaMessages, endpoints } from '@matriz/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { chooseOptions } from '../../../testing/select.ts';
import {
  contaFranqueado,
  contaFranqueador,
  criacaoItem,
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
} from '../testing/detail-render.ts';

describe('pending tab', () => {
  const sugestao = { ...contaFranqueador(7), confianca: 92, motivo: '5 grupos da rede vinculam esta conta' };
  const rows = [
    makeLinha('franqueado', 'pendente', 1),
    makeLinha('franqueado', 'pendente', 2, { sugestao }),
    makeLinha('franqueado', 'pendente', 3),
  ];

  const created = {
    [`POST ${endpoints.dePara.criarFranqueado}`]: {
      body: [
        {
          observacao: deParaMessages.inserted,
          planoDoFranqueado: contaFranqueado(2).label,
          planoDoFranqueador: contaFranqueador(7).label,
          marca: 'Sabor Burger',
          justificativa: null,
          sucesso: true,
        },
        {
          observacao: deParaMessages.alreadyLinked,
          planoDoFranqueado: contaFranqueado(3).label,
          planoDoFranqueador: null,
          marca: 'Sabor Burger',
          justificativa: 'Conta de transferência entre lojas',
          sucesso: false,
        },
      ],
    },
  };

  async function justify(user: UserEvent, conta: string, text: string) {
    await user.click(screen.getByRole('button', { name: `Justificar ${conta}` }));
    const dialog = await findDialog('Justificativa');
    const area = within(dialog).getByRole('textbox');
    await waitFor(() => expect(area).toHaveFocus());
    await user.paste(text);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    return { dialog, area };
  }

  it('refuses a row without counterpart; a valid justification makes it selected', async () => {
    const { user } = openDetail(detailUrl('franqueado', 'pendente'), listAnswer('pendente', rows));
    expect(await screen.findByText('Sugestão 92%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Enviar para revisão/ })).toBeDisabled();
    await user.click(checkbox(contaFranqueado(1).label));
    expect(await screen.findByText(deParaMessages.selectCounterpart)).toBeInTheDocument();
    expect(checkbox(contaFranqueado(1).label)).not.toBeChecked();

    const { dialog, area } = await justify(user, contaFranqueado(1).label, 'a!');
    expect(await within(dialog).findByText(deParaMessages.justificativaInvalida)).toBeInTheDocument();
    await user.clear(area);
    await user.paste('Conta encerrada');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getByText('Conta encerrada')).toBeInTheDocument();
    expect(checkbox(contaFranqueado(1).label)).toBeChecked();
    expect(screen.getByRole('button', { name: /Enviar para revisão \(1\)/ })).toBeEnabled();
  });

  it('sends the selected suggestion and justification, and shows the result per row', async () => {
    const { user, api, listCalls } = openDetail(detailUrl('franqueado', 'pendente'), {
      ...listAnswer('pendente', rows),
      ...created,
    });
    await screen.findByText('Sugestão 92%');
    await user.click(checkbox(contaFranqueado(2).label));
    await justify(user, contaFranqueado(3).label, 'Conta de transferência entre lojas');
    await waitFor(() => expect(checkbox(contaFranqueado(3).label)).toBeChecked());

    const before = listCalls('pendente').length;
    await user.click(screen.getByRole('button', { name: /Enviar para revisão \(2\)/ }));
    const result = await findDialog(deParaMessages.resultTitle);
    expect(api.callsTo('POST', endpoints.dePara.criarFranqueado).map((c) => c.body)).toEqual([
      [criacaoItem(2, 7), criacaoItem(3, null, 'Conta de transferência entre lojas')],
    ]);
    expect(within(result).getByText(deParaMessages.inserted)).toBeInTheDocument();
    expect(within(result).getByText(deParaMessages.alreadyLinked)).toBeInTheDocument();
    expect(within(result).getByText('1 de 2 itens inseridos em Revisão.')).toBeInTheDocument();
    await waitFor(() => expect(listCalls('pendente').length).toBeGreaterThan(before));
    await user.click(within(result).getByText('Fechar'));
    // the sent rows left the selection
    expect(screen.getByRole('button', { name: /Enviar para revisão/ })).toBeDisabled();
  });

  it('franqueador view: one item per franchisee account chosen in the multiple select', async () => {
    const { user, api } = openDetail(detailUrl('franqueador', 'pendente'), {
      ...listAnswer('pendente', [makeLinha('franqueador', 'pendente', 1)]),
      [`GET ${endpoints.dePara.listarPlanoDeContas}`]: {
        body: { valores: [contaFranqueado(1), contaFranqueado(2), contaFranqueado(3)], page: 1, total: 3 },
      },
      [`POST ${endpoints.dePara.criarFranqueador}`]: { body: [] },
    });
    await screen.findByText(contaFranqueador(1).label);
    // no movement column while pending in this view
    expect(screen.queryByRole('columnheader', { name: 'Movimento 12 meses' })).not.toBeInTheDocument();
    await chooseOptions(user, `Contas do franqueado de ${contaFranqueador(1).label}`, [
      contaFranqueado(1).label,
      contaFranqueado(3).label,
    ]);
    expect(lastQuery(api.callsTo('GET', endpoints.dePara.listarPlanoDeContas))).toEqual({
      CustomerId: grupo,
      Marca: marcas.sabor.id,
      Visao: 'franqueador',
      page: '1',
    });
    expect(checkbox(contaFranqueador(1).label)).toBeChecked();
    await user.click(screen.getByRole('button', { name: /Enviar para revisão \(1\)/ }));
    await findDialog(deParaMessages.resultTitle);
    expect(api.callsTo('POST', endpoints.dePara.criarFranqueador).at(-1)?.body).toEqual(
      [1, 3].map((n) => criacaoItem(n, 1)),
    );
  });
});
