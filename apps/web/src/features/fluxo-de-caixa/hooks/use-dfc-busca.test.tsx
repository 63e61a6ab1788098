import { endpoints, type ModeloFluxoOpcao } from '@matriz/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { describe, expect, it } from 'vitest';

import { saveFilterCard } from '../../../lib/storage.ts';
import { mockApi } from '../../../testing/fetch-mock.ts';
import { signIn } from '../../../testing/fixtures.ts';

import { useDfcBusca } from './use-dfc-busca.ts';

/**
 * The tab's state without its antd controls (the card itself is exercised in the browser, e2e/fluxo-de-caixa.spec.ts;
 * the rules are unit-tested in lib/): a bare form bound to the hook, native controls for what a test changes, and
 * what the hook decides written out.
 */
function Cartao({ modelos }: { modelos: readonly ModeloFluxoOpcao[] | undefined }) {
  const busca = useDfcBusca(modelos, false);
  return (
    <Form form={busca.form} initialValues={busca.initialValues} onValuesChange={busca.esconder}>
      <Form.Item name="tipoDeRegime" noStyle>
        <select aria-label="Regime">
          <option value={2}>Caixa</option>
          <option value={1}>Competência</option>
        </select>
      </Form.Item>
      <output aria-label="modelo">{busca.valores.ModeloFluxo}</output>
      <output aria-label="consulta">{busca.consulta ? busca.consulta.ModeloFluxo : 'nenhuma'}</output>
      <output aria-label="saldos">{String(busca.valores.TrazerSaldos)}</output>
      <output aria-label="contas">{busca.valores.Contas.join(',')}</output>
      <output aria-label="grupo">{busca.grupo}</output>
      <output aria-label="pesquisada">{busca.pesquisada ? busca.pesquisada.ModeloFluxo : 'nenhuma'}</output>
      <button type="button" onClick={busca.pesquisar}>
        Pesquisar
      </button>
    </Form>
  );
}

const lista = [{ id: 'mod-1', nome: 'Fluxo padrão', padrao: true }];

function abrir(guardado: object) {
  saveFilterCard('fluxo-de-caixa', { owner: 'c-1:u-1', values: guardado });
  mockApi({
    [`GET ${endpoints.opcoes.empresas}`]: {
      body: [
        { id: 'e-1', label: 'Loja Norte', grupoId: 'g-1' },
        { id: 'e-2', label: 'Loja Norte Dois', grupoId: 'g-1' },
        { id: 'e-3', label: 'Loja Sul', grupoId: 'g-2' },
      ],
    },
  });
  signIn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const mostrar = (modelos: readonly ModeloFluxoOpcao[] | undefined) => (
    <QueryClientProvider client={client}>
      <Cartao modelos={modelos} />
    </QueryClientProvider>
  );
  const view = render(mostrar(undefined));
  return {
    user: userEvent.setup({ delay: null }),
    listar: (modelos: readonly ModeloFluxoOpcao[]) => view.rerender(mostrar(modelos)),
  };
}

const saida = (nome: string) => screen.getByRole('status', { name: nome });

describe('useDfcBusca', () => {
  it('searches with no saved model before the list confirms it, and replaces one since removed', async () => {
    const { listar } = abrir({ ModeloFluxo: 'removido' });
    expect(saida('modelo')).toHaveTextContent('removido');
    expect(saida('consulta')).toHaveTextContent('nenhuma');
    listar(lista);
    await waitFor(() => expect(saida('consulta')).toHaveTextContent('mod-1'));
    expect(saida('modelo')).toHaveTextContent('mod-1');
  });

  it('hides the result when the model list loses its model, as on any change of the card', async () => {
    const { user, listar } = abrir({});
    listar(lista);
    await waitFor(() => expect(saida('consulta')).toHaveTextContent('mod-1'));
    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(saida('pesquisada')).toHaveTextContent('mod-1');
    listar([{ id: 'mod-2', nome: 'Outro', padrao: true }]);
    await waitFor(() => expect(saida('pesquisada')).toHaveTextContent('nenhuma'));
    expect(saida('modelo')).toHaveTextContent('mod-2');

    await user.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(saida('pesquisada')).toHaveTextContent('mod-2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Regime' }), 'Competência');
    expect(saida('pesquisada')).toHaveTextContent('nenhuma');
  });

  it('turns TrazerSaldos off, and drops the accounts, for stores of more than one grupo (spec 001 §4)', async () => {
    abrir({ Empresas: ['e-1', 'e-3'], TrazerSaldos: true, Contas: ['cb-1'] });
    await waitFor(() => expect(saida('saldos')).toHaveTextContent('false'));
    expect(saida('contas')).toHaveTextContent('');
  });

  it('keeps them for stores of one grupo', async () => {
    abrir({ Empresas: ['e-1', 'e-2'], TrazerSaldos: true, Contas: ['cb-1'] });
    // once the stores' grupos are known: one grupo, whose accounts stay chosen
    await waitFor(() => expect(saida('grupo')).toHaveTextContent('g-1'));
    expect(saida('saldos')).toHaveTextContent('true');
    expect(saida('contas')).toHaveTextContent('cb-1');
  });
});
