import { endpoints, fluxoDeCaixaMessages as m, type FluxoDeCaixaResultado } from '@matriz/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { saveFilterCard } from '../../../lib/storage.ts';
import { mockApi, type MockHandler } from '../../../testing/fetch-mock.ts';
import { signIn } from '../../../testing/fixtures.ts';
import { renderWithProviders } from '../../../testing/render.tsx';

import { DfcAba } from './dfc-aba.tsx';

const celulas = (v: number) => ({ 'm:2026-01': v, total: v });
const resultado: FluxoDeCaixaResultado = {
  matriz: {
    labelHeader: 'Nome',
    columns: [
      { key: 'm:2026-01', header: '01/2026', format: 'moeda' },
      { key: 'total', header: 'Total', format: 'moeda' },
    ],
    rows: [
      {
        id: 'saldo:inicial',
        label: 'Saldo inicial',
        code: null,
        kind: 'total',
        level: 0,
        format: null,
        cells: celulas(100),
        children: [],
      },
      {
        id: 'l:rec',
        label: 'Recebimentos',
        code: null,
        kind: 'linha',
        level: 0,
        format: null,
        cells: celulas(-40),
        children: [],
      },
      {
        id: 'saldo:final',
        label: 'Saldo final',
        code: null,
        kind: 'total',
        level: 0,
        format: null,
        cells: celulas(60),
        children: [],
      },
    ],
  },
  colunas: [
    { key: 'm:2026-01', tipo: 'periodo', rotulo: '01/2026', inicio: '2026-01-01', fim: '2026-01-31' },
    { key: 'total', tipo: 'total', rotulo: 'Total', inicio: '2026-01-01', fim: '2026-01-31' },
  ],
  referencias: {
    'saldo:inicial': { tipo: 'saldo', saldo: 'inicial', contaBancariaId: null },
    'l:rec': { tipo: 'linha', linhaId: 'rec', tipoDaLinha: 'conta', contaFranqueadorId: null },
    'saldo:final': { tipo: 'saldo', saldo: 'final', contaBancariaId: null },
  },
  saldos: null,
  trazerSaldos: false,
  avisoSaldos: null,
  naoMapeado: null,
};

function abrir(handlers: Record<string, MockHandler> = {}, premium = true) {
  const api = mockApi({
    [`GET ${endpoints.dfc.modelos}`]: { body: [{ id: 'mod-1', nome: 'Fluxo padrão', padrao: true }] },
    [`GET ${endpoints.opcoes.empresas}`]: {
      body: [
        { id: 'e-1', label: 'Loja Norte', grupoId: 'g-1' },
        { id: 'e-2', label: 'Loja Norte Dois', grupoId: 'g-1' },
        { id: 'e-3', label: 'Loja Sul', grupoId: 'g-2' },
      ],
    },
    [`GET ${endpoints.fluxoDeCaixa.contasBancarias}`]: { body: [{ id: 'cb-1', label: 'Itaú 123' }] },
    [`POST ${endpoints.dfc.listar}`]: { body: resultado },
    ...handlers,
  });
  signIn(premium ? {} : { claims: [{ nome: 'FluxoDeCaixa', acoes: ['Obter'] }] });
  return { ...renderWithProviders(<DfcAba />), api };
}

const pesquisar = () => screen.getByRole('button', { name: /Pesquisar/ });
const saldos = () => screen.getByRole('checkbox', { name: 'Trazer saldos' });

describe('the Fluxo de caixa tab', () => {
  it("keeps Pesquisar disabled with 'Campo obrigatório' while the model is missing", async () => {
    abrir({ [`GET ${endpoints.dfc.modelos}`]: { body: [] } });
    expect(await screen.findByText(m.required)).toBeInTheDocument();
    expect(pesquisar()).toBeDisabled();
  });

  const guardar = (Empresas: string[]) =>
    saveFilterCard('fluxo-de-caixa', { owner: 'c-1:u-1', values: { Empresas, TrazerSaldos: true } });
  const contas = () => screen.getByRole('combobox', { name: 'Contas bancárias' });

  it('allows TrazerSaldos (and the accounts of the grupo) for stores of one grupo', async () => {
    guardar(['e-1', 'e-2']);
    abrir();
    // once the stores' grupo is known: one grupo, so its accounts are offered and the balances stay asked
    await waitFor(() => expect(contas()).toBeEnabled());
    expect(saldos()).toBeEnabled();
    expect(saldos()).toBeChecked();
  });

  it('turns TrazerSaldos off and disables it for stores of more than one grupo', async () => {
    guardar(['e-1', 'e-3']);
    abrir();
    await waitFor(() => expect(saldos()).not.toBeChecked());
    expect(saldos()).toBeDisabled();
    expect(contas()).toBeDisabled();
  });

  it('hides the result on any change, and offers the detail only to premium users', async () => {
    const { user, api } = abrir({}, false);
    await waitFor(() => expect(pesquisar()).toBeEnabled());
    await user.click(pesquisar());
    expect(await screen.findByText('Saldo inicial')).toBeInTheDocument();
    const tabela = screen.getByRole('treegrid', { name: 'Fluxo de caixa' });
    expect(api.callsTo('POST', endpoints.dfc.listar)[0]?.body).toMatchObject({
      ModeloFluxo: 'mod-1',
      Periodo: 'Diario',
      TrazerSaldos: false,
    });

    await user.click(within(tabela).getAllByRole('button', { name: /-R\$/ })[0]!);
    expect(await screen.findByText(m.somentePremium)).toBeInTheDocument();
    expect(api.callsTo('POST', endpoints.dfc.detalhes)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: /Close|Fechar/ }));

    await user.click(screen.getByText('Competência'));
    expect(
      await screen.findByText('Escolha as opções de pesquisa e clique em Pesquisar.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('treegrid')).not.toBeInTheDocument();
  });

  it("says 'Ops – Nada encontrado !' for an empty tree and the spec's text when the search fails", async () => {
    const vazio = { ...resultado, matriz: { ...resultado.matriz, rows: [] } };
    let falhar = false;
    const { user } = abrir({
      [`POST ${endpoints.dfc.listar}`]: () =>
        falhar ? { status: 500, body: { status: 500, title: 'Erro' } } : { body: vazio },
    });
    await waitFor(() => expect(pesquisar()).toBeEnabled());
    await user.click(pesquisar());
    expect(await screen.findByText(m.vazio)).toBeInTheDocument();
    expect(screen.getByText('Ops')).toBeInTheDocument();
    falhar = true;
    await user.click(pesquisar());
    expect((await screen.findAllByText(m.requisicaoFalhou)).length).toBeGreaterThan(0);
  });

  it('asks a premium user for the entries of the cell clicked, 10 per page', async () => {
    const { user, api } = abrir({
      [`POST ${endpoints.dfc.detalhes}`]: {
        body: { detalhes: [], empresas: [], page: 1, total: 0, soma: 0 },
      },
    });
    await waitFor(() => expect(pesquisar()).toBeEnabled());
    await user.click(pesquisar());
    const tabela = await screen.findByRole('treegrid', { name: 'Fluxo de caixa' });
    await user.click(within(tabela).getAllByRole('button', { name: /-R\$/ })[0]!);
    await waitFor(() => expect(api.callsTo('POST', endpoints.dfc.detalhes)).toHaveLength(1));
    expect(api.callsTo('POST', endpoints.dfc.detalhes)[0]?.body).toMatchObject({
      linhaId: 'rec',
      data: '2026-01-01',
      Page: 1,
      PageSize: 10,
      PesquisaModel: { ModeloFluxo: 'mod-1' },
    });
  });
});
