import { textLimits, type OptionItem } from '@matriz/contracts';
import { queryOptions } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { Button, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { describe, expect, it, vi } from 'vitest';

import { signIn } from '../../testing/fixtures.ts';
import { renderWithProviders } from '../../testing/render.tsx';

import { BrandSelect } from './brand-select.tsx';
import { ClusterToggle, clusterToggleMessages } from './cluster-toggle.tsx';
import { DateRangePicker } from './date-range-picker.tsx';
import { MonthRangePicker } from './month-range-picker.tsx';
import { OptionMultiSelect } from './option-multi-select.tsx';

const lojas: OptionItem[] = [
  { id: 'l1', label: 'Loja Centro' },
  { id: 'l2', label: 'Loja Sul' },
  { id: 'l3', label: 'Loja Norte' },
  { id: 'l4', label: 'Loja São José' },
  { id: 'l5', label: 'Quiosque Praia' },
];

function openDropdown(): HTMLElement {
  const open = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown')].filter(
    (el) => !el.className.includes('-hidden'),
  );
  const dropdown = open.at(-1);
  if (!dropdown) throw new Error('nenhuma lista aberta');
  return dropdown;
}

const optionTitles = () =>
  [...openDropdown().querySelectorAll<HTMLElement>('.ant-select-item-option')].map((el) => el.title);

describe('BrandSelect', () => {
  function renderBrands(initial: string[] = []) {
    signIn({
      customer: {
        _id: 'c-1',
        nome: 'Rede Sabor',
        codigo: 'SABOR',
        marcas: [
          { id: 'm-1', label: 'Sabor Burger' },
          { id: 'm-2', label: 'Doce Sabor' },
        ],
        marcasDaFranquia: [],
        qtdeEmpresas: 2,
        qtdeGrupos: 1,
        contrato: 'Premium',
      },
    });
    const changes: string[][] = [];
    const view = renderWithProviders(
      <Form
        initialValues={{ marcas: initial }}
        onValuesChange={(_, all: { marcas: string[] }) => changes.push(all.marcas)}
      >
        <Form.Item name="marcas" label="Marcas">
          <BrandSelect />
        </Form.Item>
      </Form>,
    );
    return { ...view, changes };
  }

  it("offers 'Todas' and the session's marcas, and keeps only 'Todas' when it is added last", async () => {
    const { user, changes } = renderBrands();
    await user.click(screen.getByRole('combobox', { name: 'Marcas' }));
    await waitFor(() => expect(optionTitles()).toEqual(['Todas', 'Sabor Burger', 'Doce Sabor']));
    await user.click(within(openDropdown()).getByTitle('Sabor Burger'));
    await user.click(within(openDropdown()).getByTitle('Doce Sabor'));
    await user.click(within(openDropdown()).getByTitle('Todas'));
    expect(changes).toEqual([['m-1'], ['m-1', 'm-2'], ['0']]);
  });

  it("drops 'Todas' when a marca is added after it", async () => {
    const { user, changes } = renderBrands(['0']);
    await user.click(screen.getByRole('combobox', { name: 'Marcas' }));
    await waitFor(() => expect(optionTitles()).toContain('Doce Sabor'));
    await user.click(within(openDropdown()).getByTitle('Doce Sabor'));
    expect(changes).toEqual([['m-2']]);
  });
});

describe('OptionMultiSelect', () => {
  function renderSelect(
    load: (search: string) => Promise<OptionItem[]>,
    serverSearch = false,
    value?: string[],
  ) {
    const query = (search: string) =>
      queryOptions({ queryKey: ['teste', search], queryFn: () => load(search), retry: false });
    return renderWithProviders(
      <Form initialValues={{ lojas: value }}>
        <Form.Item name="lojas" label="Lojas">
          <OptionMultiSelect itemsName="lojas" query={query} serverSearch={serverSearch} />
        </Form.Item>
      </Form>,
    );
  }

  it('asks the server once, 500 ms after the last key typed', async () => {
    const load = vi.fn(async (search: string) => lojas.filter((l) => l.label.includes(search)));
    const { user } = renderSelect(load, true);
    await waitFor(() => expect(load).toHaveBeenCalledWith(''));
    await user.click(screen.getByRole('combobox', { name: 'Lojas' }));
    const started = Date.now();
    await user.keyboard('Sul');
    expect(load).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(load).toHaveBeenCalledWith('Sul'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(load.mock.calls.map(([s]) => s)).toEqual(['', 'Sul']);
    await waitFor(() => expect(optionTitles()).toEqual(['Loja Sul']));
  });

  it('sends no longer a search than a list filter takes (issue 8 §1)', async () => {
    const load = vi.fn<(search: string) => Promise<OptionItem[]>>(async () => lojas);
    const { user } = renderSelect(load, true);
    await waitFor(() => expect(load).toHaveBeenCalledWith(''));
    await user.click(screen.getByRole('combobox', { name: 'Lojas' }));
    await user.paste('x'.repeat(textLimits.filtro + 50));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(load.mock.calls[1]?.[0]).toBe('x'.repeat(textLimits.filtro));
    expect(screen.getByRole('combobox', { name: 'Lojas' })).toHaveValue('x'.repeat(textLimits.filtro));
  });

  it('filters a list here by label, ignoring accents, after the debounce', async () => {
    const { user } = renderSelect(async () => lojas);
    await user.click(screen.getByRole('combobox', { name: 'Lojas' }));
    await waitFor(() => expect(optionTitles()).toHaveLength(5));
    await user.keyboard('sao');
    expect(optionTitles()).toHaveLength(5);
    await waitFor(() => expect(optionTitles()).toEqual(['Loja São José']));
    await user.keyboard('{Enter}');
    expect(screen.getByTitle('Loja São José')).toBeInTheDocument();
  });

  it("collapses the tags beyond 3 into '+ N'", async () => {
    renderSelect(async () => lojas, false, ['l1', 'l2', 'l3', 'l4', 'l5']);
    expect(await screen.findByText('+ 2')).toBeInTheDocument();
    expect(await screen.findByTitle('Loja Centro')).toBeInTheDocument();
    expect(screen.queryByTitle('Loja São José')).not.toBeInTheDocument();
  });

  it('shows an empty state when there is nothing to choose', async () => {
    const { user } = renderSelect(async () => []);
    await user.click(screen.getByRole('combobox', { name: 'Lojas' }));
    expect(await screen.findByText('Nenhuma opção encontrada')).toBeInTheDocument();
  });

  it('shows a load failure as an alert, and tries again on request', async () => {
    const warn = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new Error('falhou');
      return lojas;
    });
    const { user } = renderSelect(load);
    expect(await screen.findByText('Não foi possível carregar as opções de lojas.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() =>
      expect(screen.queryByText('Não foi possível carregar as opções de lojas.')).not.toBeInTheDocument(),
    );
    expect(load).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});

describe('ClusterToggle', () => {
  function renderToggle(onFinish = vi.fn()) {
    const lojasQuery = () => queryOptions({ queryKey: ['lojas'], queryFn: async () => lojas });
    const clustersQuery = () =>
      queryOptions({ queryKey: ['clusters'], queryFn: async () => [{ id: 'c1', label: 'Lojas de rua' }] });
    const view = renderWithProviders(
      <Form
        initialValues={{ clusterEmpresaBool: false, empresasIds: ['l1'], clustersEmpresasIds: [] }}
        onFinish={onFinish}
      >
        <ClusterToggle
          toggleName="clusterEmpresaBool"
          listName="empresasIds"
          clusterListName="clustersEmpresasIds"
          listLabel="Empresas"
          clusterListLabel="Clusters"
          list={<OptionMultiSelect itemsName="empresas" query={lojasQuery} />}
          clusterList={<OptionMultiSelect itemsName="clusters" query={clustersQuery} />}
          required={{ list: clusterToggleMessages.empresa, clusterList: clusterToggleMessages.cluster }}
        />
        <Button htmlType="submit">Enviar</Button>
      </Form>,
    );
    return { ...view, onFinish };
  }

  it('swaps the list, clears the other one and makes the shown one required', async () => {
    const { user, onFinish } = renderToggle();
    expect(await screen.findByTitle('Loja Centro')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Clusters' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Usar clusters' }));
    expect(screen.getByRole('combobox', { name: 'Clusters' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Empresas' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Por favor, escolha um cluster')).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();

    await user.click(screen.getByRole('combobox', { name: 'Clusters' }));
    await waitFor(() => expect(optionTitles()).toEqual(['Lojas de rua']));
    await user.click(within(openDropdown()).getByTitle('Lojas de rua'));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(onFinish.mock.calls[0]?.[0]).toMatchObject({
      clusterEmpresaBool: true,
      clustersEmpresasIds: ['c1'],
    });

    // back to companies: the store chosen before is gone, and so is the cluster
    await user.click(screen.getByRole('switch', { name: 'Usar clusters' }));
    expect(screen.queryByTitle('Loja Centro')).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Usar clusters' }));
    expect(screen.queryByTitle('Lojas de rua')).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Usar clusters' }));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Por favor, escolha uma empresa')).toBeInTheDocument();
    expect(onFinish).toHaveBeenCalledTimes(1);
  });
});

describe('range pickers', () => {
  it('offers the shortcuts of spec 001 §2.3 and picks one', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<DateRangePicker aria-label="Período" onChange={onChange} />);
    await user.click(screen.getAllByPlaceholderText('Data inicial')[0]!);
    for (const label of ['Hoje', 'Ontem', '2 meses', '3 meses', 'Último ano']) {
      expect(await screen.findByText(label)).toBeInTheDocument();
    }
    await user.click(screen.getByText('Ontem'));
    const [range] = onChange.mock.calls[0] as [[Dayjs, Dayjs]];
    const yesterday = dayjs().subtract(1, 'day').format('YYYY-MM-DD');
    expect(range.map((d) => d.format('YYYY-MM-DD'))).toEqual([yesterday, yesterday]);
  });

  it('shows months as MM/yyyy', () => {
    renderWithProviders(
      <MonthRangePicker value={[dayjs('2024-01-15'), dayjs('2024-06-01')]} maxMonths={12} />,
    );
    expect(screen.getByDisplayValue('01/2024')).toBeInTheDocument();
    expect(screen.getByDisplayValue('06/2024')).toBeInTheDocument();
  });
});
