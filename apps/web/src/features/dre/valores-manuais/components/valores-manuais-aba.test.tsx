import { endpoints, valoresManuaisMessages as msg, type ValorManualItem } from '@matriz/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { mockApi, type MockHandler } from '../../../../testing/fetch-mock.ts';
import { makeLoginOutput, signIn } from '../../../../testing/fixtures.ts';
import { renderWithProviders } from '../../../../testing/render.tsx';
import { chooseOption } from '../../../../testing/select.ts';

import { AJUDA_CENTRO_PADRAO_OBRIGATORIO } from '../lib/filtro.ts';

import { ValoresManuaisAba } from './valores-manuais-aba.tsx';

const e = endpoints.valoresManuais;

const linha = (n: number, valor: number | null): ValorManualItem => ({
  index: n,
  _id: valor === null ? null : `v-${n}`,
  empresaId: `e-${n}`,
  grupo: 'Grupo Norte',
  empresaNome: `Loja ${n} Ltda`,
  cnpj: `11.222.333/000${n}-81`,
  codigoLoja: `L${n}`,
  empresa: `11.222.333/000${n}-81 / L${n}`,
  competencia: '2026-03-01',
  valor,
  centroDeCusto: null,
  editavel: true,
});

function abrir(
  handlers: Record<string, MockHandler> = {},
  acoes = ['Obter', 'Editar', 'Exportar'],
  restritoPorCentroDeCusto = false,
) {
  const api = mockApi({
    [`GET ${e.modelos}`]: { body: [{ id: 'mod-1', nome: 'DRE Gerencial', padrao: true }] },
    [`GET ${e.linhas}`]: { body: [{ id: 'lin-1', codigo: 'ADM.RATEIO', nome: 'Rateio' }] },
    [`GET ${endpoints.opcoes.grupos}`]: { body: [{ id: 'g-1', label: 'Grupo Norte' }] },
    [`GET ${e.empresas}`]: { body: [{ id: 'e-1', label: 'Loja 1 Ltda' }] },
    [`GET ${e.listar}`]: { body: { valores: [linha(1, 123.45), linha(2, null)] } },
    ...handlers,
  });
  signIn({
    claims: [{ nome: 'DreValorManual', acoes }],
    user: { ...makeLoginOutput().user!, restritoPorCentroDeCusto },
  });
  return { ...renderWithProviders(<ValoresManuaisAba />), api };
}

/** Picks March 2026 in the competence month picker (typed as the screen shows months: MM/yyyy). */
async function escolherMes(user: ReturnType<typeof abrir>['user']) {
  const mes = screen.getByRole('textbox', { name: 'Competência' });
  await user.click(mes);
  await user.type(mes, '03/2026{Enter}');
}

async function pesquisar(user: ReturnType<typeof abrir>['user']) {
  await escolherMes(user);
  await chooseOption(user, 'Grupo', 'Grupo Norte');
  await user.click(screen.getByRole('button', { name: /Pesquisar/ }));
}

describe('Valores Manuais tab', () => {
  it("needs model, line, competence and grupo: 'Campo obrigatório' on the blank ones, nothing asked", async () => {
    const { user, api } = abrir();
    await screen.findByText('ADM.RATEIO - Rateio');
    await user.click(screen.getByRole('button', { name: /Pesquisar/ }));
    expect(await screen.findAllByText(msg.required)).toHaveLength(2);
    expect(api.callsTo('GET', e.listar)).toHaveLength(0);
  });

  it('searches the filter, lists the stores, and hides the result when a filter changes', async () => {
    const { user, api } = abrir();
    await screen.findByText('ADM.RATEIO - Rateio');
    await pesquisar(user);
    expect(await screen.findByText('11.222.333/0001-81 / L1')).toBeInTheDocument();
    expect(screen.getByText('R$ 123,45')).toBeInTheDocument();
    expect(Object.fromEntries(api.callsTo('GET', e.listar)[0]!.query)).toEqual({
      tipo: 'realizado',
      DreId: 'mod-1',
      LinhaDaDreId: 'lin-1',
      Competencia: '2026-03-01',
      Grupo: 'g-1',
      marcas: '0',
      UsarCentroDeCustoPadrao: 'false',
    });
    await user.click(screen.getByRole('checkbox', { name: 'Usar centro de custo padrão' }));
    await waitFor(() => expect(screen.queryByText('11.222.333/0001-81 / L1')).not.toBeInTheDocument());
  });

  it('switches to Orçado: the lines of the budget, and the search and the edit of the budget', async () => {
    const { user, api } = abrir({
      [`POST ${e.editar}`]: { body: { _id: 'o-1' } },
    });
    await screen.findByText('ADM.RATEIO - Rateio');
    await user.click(screen.getByText('Orçado'));
    await waitFor(() =>
      expect(api.callsTo('GET', e.linhas).some((c) => c.query.get('tipo') === 'orcado')).toBe(true),
    );
    await screen.findByText('ADM.RATEIO - Rateio');
    await pesquisar(user);
    await screen.findByText('11.222.333/0001-81 / L1');
    expect(api.callsTo('GET', e.listar)[0]!.query.get('tipo')).toBe('orcado');
    // the table answers clicks once it is no longer loading (its overlay takes no pointer events)
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
    await user.click(screen.getByRole('button', { name: /^Editar Valor de Loja 2/ }));
    await user.keyboard('10,5{Enter}');
    await waitFor(() => expect(api.callsTo('POST', e.editar)).toHaveLength(1));
    expect(api.callsTo('POST', e.editar)[0]!.body).toMatchObject({ tipo: 'orcado', valor: 10.5 });
  });

  it("says 'Nada encontrado !' when the filter has no store", async () => {
    const { user } = abrir({ [`GET ${e.listar}`]: { body: { valores: [] } } });
    await screen.findByText('ADM.RATEIO - Rateio');
    await pesquisar(user);
    expect(await screen.findByText(msg.vazio)).toBeInTheDocument();
  });

  it('shows the notes of an upload in the result modal', async () => {
    const notas = ['Linha 10: O valor aceita no máximo 2 casas decimais.'];
    const { user, api } = abrir({
      [`POST ${e.importar}`]: { body: { totalRegistros: 2, totalInseridos: 0, totalNotas: 1, notas } },
    });
    await screen.findByText('ADM.RATEIO - Rateio');
    await pesquisar(user);
    await screen.findByText('11.222.333/0001-81 / L1');
    const arquivo = new File(['x'], 'valores.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    await user.upload(document.querySelector<HTMLInputElement>('input[name="file"]')!, arquivo);
    const modal = await screen.findByRole('dialog', { name: msg.errosNoArquivo });
    expect(within(modal).getByText(notas[0]!)).toBeInTheDocument();
    expect(within(modal).getByText(msg.nadaGravado)).toBeInTheDocument();
    const envio = api.callsTo('POST', e.importar)[0]!;
    expect(envio.query.get('opcao')).toBe('1');
    expect(envio.query.get('inserirValidos')).toBe('false');
    expect(envio.body).toBeInstanceOf(FormData);
  });

  it('locks the default cost centre on, and says why, for a user whose rule limits cost centres', async () => {
    const { user, api } = abrir({}, undefined, true);
    await screen.findByText('ADM.RATEIO - Rateio');
    const checkbox = screen.getByRole('checkbox', { name: 'Usar centro de custo padrão' });
    expect(checkbox).toBeChecked();
    expect(checkbox).toBeDisabled();
    expect(screen.getByText(AJUDA_CENTRO_PADRAO_OBRIGATORIO)).toBeInTheDocument();
    await pesquisar(user);
    await screen.findByText('11.222.333/0001-81 / L1');
    expect(api.callsTo('GET', e.listar)[0]!.query.get('UsarCentroDeCustoPadrao')).toBe('true');
    // 'Limpar' keeps it on
    await user.click(screen.getByText('Limpar'));
    await waitFor(() => expect(screen.queryByText('11.222.333/0001-81 / L1')).not.toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'Usar centro de custo padrão' })).toBeChecked();
  });

  it('leaves the default cost centre to the choice of any other user', async () => {
    const { user } = abrir();
    await screen.findByText('ADM.RATEIO - Rateio');
    const checkbox = screen.getByRole('checkbox', { name: 'Usar centro de custo padrão' });
    expect(checkbox).not.toBeChecked();
    expect(checkbox).toBeEnabled();
    expect(screen.queryByText(AJUDA_CENTRO_PADRAO_OBRIGATORIO)).not.toBeInTheDocument();
    await user.click(checkbox);
    expect(checkbox).toBeChecked();
  });

  it('says why a row with an inactive default cost centre is read-only', async () => {
    const inativa = { ...linha(1, 9), centroDeCusto: 'Centro Salão', editavel: false };
    const { user } = abrir({ [`GET ${e.listar}`]: { body: { valores: [inativa] } } }, undefined, true);
    await screen.findByText('ADM.RATEIO - Rateio');
    await pesquisar(user);
    await screen.findByText('R$ 9,00');
    expect(screen.queryByRole('button', { name: /^Editar Valor de/ })).not.toBeInTheDocument();
    await user.hover(screen.getByText('R$ 9,00'));
    expect(await screen.findByText(msg.centroPadraoInativo('Centro Salão'))).toBeInTheDocument();
  });

  it('keeps the values read-only and the upload off without DreValorManual/Editar', async () => {
    const { user } = abrir({}, ['Obter']);
    await screen.findByText('ADM.RATEIO - Rateio');
    await pesquisar(user);
    await screen.findByText('11.222.333/0001-81 / L1');
    expect(screen.queryByRole('button', { name: /^Editar Valor de/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Enviar planilha/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Baixar modelo/ })).toBeDisabled();
  });
});
