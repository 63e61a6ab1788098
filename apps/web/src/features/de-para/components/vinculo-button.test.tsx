import { deParaMessages, endpoints } from '@matriz/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { claims } from '../../../testing/fixtures.ts';
import { openDePara } from '../testing/main-fixtures.ts';

describe('Vincular Automaticamente', () => {
  const vinculo = () => screen.getByRole('button', { name: /Vincular Automaticamente/ });

  it("without DePara/Exportar and DePara/VinculoAutomatico both buttons say 'Sem permissões'", async () => {
    const { user, api } = openDePara({}, [{ nome: 'DePara', acoes: [] }]);
    await screen.findByText('Grupo Norte');
    expect(vinculo()).toBeDisabled();
    expect(screen.getByRole('button', { name: /Gerar relatório/ })).toBeDisabled();
    await user.hover(vinculo());
    expect(await screen.findByText('Sem permissões')).toBeInTheDocument();
    expect(api.callsTo('GET', endpoints.dePara.vinculoAutomatico)).toHaveLength(0);
  });

  it('stays disabled while the server holds the lock, and unlocks itself when it ends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const until = new Date(Date.now() + 10 * 60_000);
    const { user } = openDePara(
      { [`GET ${endpoints.dePara.vinculoAutomatico}`]: { body: { bloqueadoAte: until.toISOString() } } },
      claims.premiumAdmin,
      '/de-para',
      { userEventOptions: { advanceTimers: vi.advanceTimersByTime } },
    );
    await screen.findByText('Grupo Norte');
    await waitFor(() => expect(vinculo()).toBeDisabled());
    await user.hover(vinculo());
    const hh = String(until.getHours()).padStart(2, '0');
    const mm = String(until.getMinutes()).padStart(2, '0');
    expect(await screen.findByText(`Disponível novamente às ${hh}:${mm}`)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000));
    expect(vinculo()).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000));
    await waitFor(() => expect(vinculo()).toBeEnabled());
  });

  it('asks first, then queues the linking and locks; a premium user gets the report notice', async () => {
    const bloqueadoAte = new Date(Date.now() + 900_000).toISOString();
    const { user, api } = openDePara({
      [`POST ${endpoints.dePara.vinculoAutomatico}`]: { body: { bloqueadoAte, id: 'r-9', message: 'ok' } },
    });
    await screen.findByText('Grupo Norte');
    await user.click(vinculo());
    expect(await screen.findByText('Vincular automaticamente?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Não' }));
    expect(await screen.findByText('Operação cancelada')).toBeInTheDocument();
    expect(api.callsTo('POST', endpoints.dePara.vinculoAutomatico)).toHaveLength(0);

    await user.click(vinculo());
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Sua solicitação de relatório foi enviada')).toBeInTheDocument();
    await waitFor(() => expect(vinculo()).toBeDisabled());
    expect(api.callsTo('POST', endpoints.dePara.vinculoAutomatico)).toHaveLength(1);
  });

  it('tells a Starter user the linking was asked for', async () => {
    const bloqueadoAte = new Date(Date.now() + 900_000).toISOString();
    const { user } = openDePara(
      { [`POST ${endpoints.dePara.vinculoAutomatico}`]: { body: { bloqueadoAte } } },
      [{ nome: 'DePara', acoes: ['VinculoAutomatico'] }],
    );
    await screen.findByText('Grupo Norte');
    await user.click(vinculo());
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(await screen.findByText(deParaMessages.autoLinkQueued)).toBeInTheDocument();
    await waitFor(() => expect(vinculo()).toBeDisabled());
  });

  it('429: shows the server title and locks until the time it says', async () => {
    const bloqueadoAte = new Date(Date.now() + 600_000).toISOString();
    const title = deParaMessages.autoLinkLocked(10);
    const { user } = openDePara({
      [`POST ${endpoints.dePara.vinculoAutomatico}`]: {
        status: 429,
        body: { status: 429, title, bloqueadoAte },
      },
    });
    await screen.findByText('Grupo Norte');
    await user.click(vinculo());
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(await screen.findByText(title)).toBeInTheDocument();
    await waitFor(() => expect(vinculo()).toBeDisabled());
  });
});
