import { endpoints, type NpsCampanha } from '@matriz/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { mockApi, type MockHandler } from '../../../testing/fetch-mock.ts';
import { claims, signIn } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render.tsx';
import { useNpsViewedStore } from '../stores/nps-viewed.ts';

const campanha: NpsCampanha = {
  id: '01a24380-2000-7398-ae52-337cd3f9b0ec',
  nome: 'NPS Dezembro 2026',
  inicio: '2026-12-05',
  fim: '2026-12-20',
};
const BUTTON = 'Pesquisa Satisfação';

/** antd radio buttons hide the input: people click its label. */
function scoreLabel(radio: HTMLElement): HTMLElement {
  return radio.closest('label') ?? radio;
}

beforeEach(() => useNpsViewedStore.setState({ campanhas: [] }));

/** The survey endpoints: an open campaign, a user who has not answered, and a save that records it. */
function surveyApi(overrides: Record<string, MockHandler> = {}) {
  let answered = false;
  const api = mockApi({
    [`GET ${endpoints.nps.campanhaAtiva}`]: { body: campanha },
    [`GET ${endpoints.nps.usuario}`]: () => ({ body: { usuarioId: answered ? 'u-1' : null } }),
    [`POST ${endpoints.nps.salvar}`]: () => {
      answered = true;
      return { body: { message: 'Obrigado pela sua resposta!' } };
    },
    ...overrides,
  });
  return api;
}

describe('NPS survey', () => {
  it('offers the open campaign, sends the score and thanks; the button then goes away', async () => {
    const api = surveyApi();
    signIn({ claims: claims.starterLimited });
    const { user } = renderApp('/dre');

    await user.click(await screen.findByRole('button', { name: BUTTON }));
    const usuarioCall = api.callsTo('GET', endpoints.nps.usuario)[0];
    expect(Object.fromEntries(usuarioCall?.query ?? [])).toEqual({
      campanhaId: campanha.id,
      campanhaName: 'NPS Dezembro 2026',
    });
    const dialog = within(await screen.findByRole('dialog'));
    expect(
      dialog.getByText('Em uma escala de 0 a 10, quanto você recomendaria o Matriz a um colega?'),
    ).toBeInTheDocument();
    const send = dialog.getByRole('button', { name: 'Enviar' });
    expect(send).toBeDisabled();
    expect(dialog.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
    ]);

    await user.click(scoreLabel(dialog.getByRole('radio', { name: '9' })));
    await user.click(send);

    expect(await dialog.findByText('Obrigado pela sua resposta!')).toBeInTheDocument();
    expect(api.callsTo('POST', endpoints.nps.salvar)[0]?.body).toEqual({
      campanhaId: campanha.id,
      campanhaName: 'NPS Dezembro 2026',
      respostaId: 9,
      origemClick: '/dre',
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: BUTTON })).not.toBeInTheDocument());
    // the thanks screen's own button (the modal's X is also called 'Fechar')
    await user.click(dialog.getByText('Fechar'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useNpsViewedStore.getState().campanhas).toEqual([campanha.id]);
    expect(JSON.parse(localStorage.getItem('matriz-nps') ?? '{}').state.campanhas).toEqual([campanha.id]);
  });

  it('is not offered outside a campaign, after the answer, or once viewed', async () => {
    const closed = mockApi({ [`GET ${endpoints.nps.campanhaAtiva}`]: { body: null } });
    signIn();
    const none = renderApp('/home');
    await waitFor(() => expect(closed.callsTo('GET', endpoints.nps.campanhaAtiva)).toHaveLength(1));
    await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(screen.queryByRole('button', { name: BUTTON })).not.toBeInTheDocument();
    expect(closed.callsTo('GET', endpoints.nps.usuario)).toHaveLength(0);
    none.unmount();

    const answered = surveyApi({ [`GET ${endpoints.nps.usuario}`]: { body: { usuarioId: 'u-1' } } });
    const second = renderApp('/home');
    await waitFor(() => expect(answered.callsTo('GET', endpoints.nps.usuario)).toHaveLength(1));
    expect(screen.queryByRole('button', { name: BUTTON })).not.toBeInTheDocument();
    second.unmount();

    useNpsViewedStore.setState({ campanhas: [campanha.id] });
    const viewed = surveyApi();
    renderApp('/home');
    await waitFor(() => expect(viewed.callsTo('GET', endpoints.nps.usuario)).toHaveLength(1));
    expect(screen.queryByRole('button', { name: BUTTON })).not.toBeInTheDocument();
  });

  it('marks the campaign viewed when the survey is closed without an answer', async () => {
    const api = surveyApi();
    signIn();
    const { user } = renderApp('/home');
    await user.click(await screen.findByRole('button', { name: BUTTON }));
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: BUTTON })).not.toBeInTheDocument());
    expect(useNpsViewedStore.getState().campanhas).toEqual([campanha.id]);
    expect(api.callsTo('POST', endpoints.nps.salvar)).toHaveLength(0);
  });

  it("shows the server's reason when the answer is refused", async () => {
    surveyApi({
      [`POST ${endpoints.nps.salvar}`]: {
        status: 409,
        body: { status: 409, title: 'Você já respondeu esta pesquisa' },
      },
    });
    signIn();
    const { user } = renderApp('/home');
    await user.click(await screen.findByRole('button', { name: BUTTON }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(scoreLabel(dialog.getByRole('radio', { name: '3' })));
    await user.click(dialog.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Você já respondeu esta pesquisa')).toBeInTheDocument();
    expect(dialog.queryByText('Obrigado pela sua resposta!')).not.toBeInTheDocument();
  });
});
