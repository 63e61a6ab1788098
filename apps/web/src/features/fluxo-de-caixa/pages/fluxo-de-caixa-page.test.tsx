import { endpoints, fluxoDeCaixaBancoMessages as m } from '@matriz/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { mockApi } from '../../../testing/fetch-mock.ts';
import { signIn } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render.tsx';
import { chooseOption } from '../../../testing/select.ts';
import { camposLimposPelaMudanca } from '../lib/extrato-filters.ts';

const f = endpoints.fluxoDeCaixa;

function openPage() {
  const api = mockApi({
    [`GET ${endpoints.opcoes.grupos}`]: {
      body: [
        { id: 'g-1', label: 'Grupo Norte' },
        { id: 'g-2', label: 'Grupo Sul' },
      ],
    },
    [`GET ${f.empresasDoGrupo}`]: (call) => ({
      body:
        call.query.get('grupo') === 'g-1'
          ? [
              { id: 'e-1', label: 'Loja Norte' },
              { id: 'e-2', label: 'Loja Norte Dois' },
            ]
          : [{ id: 'e-3', label: 'Loja Sul' }],
    }),
    [`GET ${f.contasBancarias}`]: (call) => ({
      body:
        call.query.get('grupo') === 'g-1'
          ? [{ id: 'c-1', label: `Conta Itaú${call.query.get('empresas') ? ' (lojas)' : ''}` }]
          : [{ id: 'c-3', label: 'Conta Sul' }],
    }),
    [`GET ${f.contasVinculadas}`]: { body: { contasVinculadas: [], registrosTotais: 0, page: 1 } },
    // the Cash flow tab, open first
    [`GET ${endpoints.dfc.modelos}`]: { body: [] },
    [`GET ${endpoints.opcoes.empresas}`]: { body: [] },
  });
  signIn();
  const view = renderApp('/fluxo-de-caixa');
  return { ...view, api };
}

const combo = (name: string) => screen.getByRole('combobox', { name });
const selected = (name: string) =>
  combo(name).closest('.ant-select')?.querySelector('.ant-select-content')?.textContent ?? '';

describe('camposLimposPelaMudanca', () => {
  it('clears stores and account with the grupo, the account with the stores', () => {
    expect(camposLimposPelaMudanca({ grupo: 'g' })).toEqual({ empresas: [], conta: undefined });
    expect(camposLimposPelaMudanca({ empresas: ['e'] })).toEqual({ conta: undefined });
    expect(camposLimposPelaMudanca({ status: 1 })).toBeNull();
  });
});

describe('/fluxo-de-caixa, Extrato bancário tab', () => {
  it('keeps stores and account disabled until a grupo is picked, and clears them as the spec says', async () => {
    const { user, api } = openPage();
    // the Cash flow tab comes first: the statement is the second
    await user.click(await screen.findByRole('tab', { name: 'Extrato bancário' }));
    expect(screen.getByRole('tab', { name: 'Contas bancárias' })).toBeInTheDocument();
    await waitFor(() => expect(combo('Empresas')).toBeDisabled());
    expect(combo('Conta bancária')).toBeDisabled();

    await chooseOption(user, 'Grupo', 'Grupo Norte');
    await waitFor(() => expect(combo('Empresas')).toBeEnabled());
    expect(combo('Conta bancária')).toBeEnabled();
    await chooseOption(user, 'Conta bancária', 'Conta Itaú');
    expect(selected('Conta bancária')).toContain('Conta Itaú');

    // new stores: the account is cleared and its list asked again for them
    await chooseOption(user, 'Empresas', 'Loja Norte');
    await waitFor(() => expect(selected('Conta bancária')).not.toContain('Conta Itaú'));
    await waitFor(() =>
      expect(api.callsTo('GET', f.contasBancarias).some((c) => c.query.get('empresas') === 'e-1')).toBe(true),
    );
    await chooseOption(user, 'Conta bancária', 'Conta Itaú (lojas)');

    // a new grupo clears stores and account
    await chooseOption(user, 'Grupo', 'Grupo Sul');
    await waitFor(() => expect(selected('Conta bancária')).not.toContain('Conta Itaú'));
    expect(selected('Empresas')).not.toContain('Loja Norte');
  }, 30_000);

  it("asks for the required fields with the spec's messages and sends nothing", async () => {
    const { user, api } = openPage();
    await user.click(await screen.findByRole('tab', { name: 'Extrato bancário' }));
    const form = within(screen.getByRole('form', { name: 'Filtros do extrato bancário' }));
    await user.click(form.getByRole('button', { name: /Pesquisar/ }));
    expect(await screen.findByText(m.grupoObrigatorio)).toBeInTheDocument();
    expect(screen.getByText(m.contaObrigatoria)).toBeInTheDocument();
    expect(screen.getByText(m.periodoObrigatorio)).toBeInTheDocument();
    expect(await screen.findByText(m.camposObrigatorios)).toBeInTheDocument();
    expect(api.callsTo('GET', f.extrato)).toHaveLength(0);
  }, 30_000);
});
