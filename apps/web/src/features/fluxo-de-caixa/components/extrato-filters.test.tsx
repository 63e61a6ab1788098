import { endpoints } from '@matriz/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';

import { mockApi } from '../../../testing/fetch-mock.ts';
import { emptyExtratoFilters, type ExtratoFilterValues } from '../lib/extrato-filters.ts';

import { ExtratoFilters } from './extrato-filters.tsx';

/**
 * The statement card's wiring (its rules are unit-tested in lib/extrato-filters.test.ts; the required fields and the
 * search in the browser, e2e/fluxo-de-caixa.spec.ts): stores and account wait for a grupo, another grupo clears
 * them. The option selects are native selects here (antd's drop-downs cost seconds in a test DOM and are not what
 * is tested): the same props, the same option requests.
 */
vi.mock('./option-select.tsx', async () => ({
  OptionSelect: (await import('../testing/native-selects.tsx')).NativeSelect,
}));
vi.mock('../../../components/filters/option-multi-select.tsx', async () => ({
  OptionMultiSelect: (await import('../testing/native-selects.tsx')).NativeMultiSelect,
}));

function Cartao() {
  const [form] = Form.useForm<ExtratoFilterValues>();
  return (
    <ExtratoFilters
      form={form}
      initialValues={emptyExtratoFilters}
      canSearch
      onSearch={vi.fn()}
      onClear={vi.fn()}
      exportButton={null}
    />
  );
}

const f = endpoints.fluxoDeCaixa;

describe('the statement filter card', () => {
  it('enables stores and account once a grupo is picked; new stores, or another grupo, clear the account', async () => {
    const api = mockApi({
      [`GET ${endpoints.opcoes.grupos}`]: {
        body: [
          { id: 'g-1', label: 'Grupo Norte' },
          { id: 'g-2', label: 'Grupo Sul' },
        ],
      },
      [`GET ${f.empresasDoGrupo}`]: { body: [{ id: 'e-1', label: 'Loja Norte' }] },
      [`GET ${f.contasBancarias}`]: (call) => ({
        body: call.query.get('grupo') === 'g-1' ? [{ id: 'c-1', label: 'Conta Itaú' }] : [],
      }),
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Cartao />
      </QueryClientProvider>,
    );
    const user = userEvent.setup({ delay: null });
    const campo = (name: string) => screen.getByRole('combobox', { name });
    const listbox = (name: string) => screen.getByRole('listbox', { name });

    expect(listbox('Empresas')).toBeDisabled();
    expect(campo('Conta bancária')).toBeDisabled();
    const escolher = async (campo: HTMLElement, opcao: string) => {
      await screen.findByRole('option', { name: opcao });
      await user.selectOptions(campo, opcao);
    };
    await escolher(campo('Grupo'), 'Grupo Norte');
    await waitFor(() => expect(campo('Conta bancária')).toBeEnabled());
    expect(listbox('Empresas')).toBeEnabled();
    await escolher(campo('Conta bancária'), 'Conta Itaú');
    expect(campo('Conta bancária')).toHaveValue('c-1');

    // new stores: the account is cleared and its list asked again for them
    await escolher(listbox('Empresas'), 'Loja Norte');
    await waitFor(() => expect(campo('Conta bancária')).toHaveValue(''));
    await waitFor(() =>
      expect(api.callsTo('GET', f.contasBancarias).some((c) => c.query.get('empresas') === 'e-1')).toBe(true),
    );
    await escolher(campo('Conta bancária'), 'Conta Itaú');

    // another grupo clears stores and account
    await escolher(campo('Grupo'), 'Grupo Sul');
    await waitFor(() => expect(campo('Conta bancária')).toHaveValue(''));
    expect(listbox('Empresas')).toHaveValue([]);
  });
});
