import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '../../lib/errors.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { waitForTableIdle } from '../../testing/table.ts';

import { sortableColumn, toServerSort, type ServerSort } from './server-sort.ts';
import { ServerTable } from './server-table.tsx';
import type { ListErrorNotice } from './use-list-error-notice.ts';

interface Row {
  _id: string;
  nome: string;
}

interface Asked {
  page: number;
  pageSize: number;
  sort?: string;
  order?: string;
}

type Fetch = (asked: Asked) => Promise<{ rows: Row[]; total: number }>;

const rowsOf = (from: number, count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({ _id: `r${from + i}`, nome: `Linha ${from + i}` }));

/** `total` rows, answered a page at a time. */
const pagesOf =
  (total: () => number): Fetch =>
  ({ page, pageSize }) => {
    const from = (page - 1) * pageSize + 1;
    return Promise.resolve({
      rows: rowsOf(from, Math.max(0, Math.min(pageSize, total() - from + 1))),
      total: total(),
    });
  };

function List({ fetch, notice }: { fetch: Fetch; notice?: ListErrorNotice }) {
  const [sort, setSort] = useState<ServerSort<'nome'>>({});
  const paging = usePagedList(sort, 10);
  const asked: Asked = { page: paging.page, pageSize: paging.pageSize, ...sort };
  const list = useQuery({
    queryKey: ['linhas', asked],
    queryFn: () => fetch(asked),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <button type="button" onClick={() => void list.refetch()}>
        Atualizar
      </button>
      <ServerTable
        query={list}
        rows={list.data?.rows}
        total={list.data?.total}
        columns={[{ title: 'Nome', dataIndex: 'nome', ...sortableColumn(sort, 'nome') }]}
        paging={paging}
        pageSizes={[10, 25]}
        itemsLabel="linhas"
        emptyText="Nenhuma linha encontrada"
        failedText="Não foi possível carregar as linhas"
        failedNotice={notice}
        sort={sort}
        onSortChange={setSort}
      />
    </>
  );
}

const lastAsked = (fetch: ReturnType<typeof vi.fn<Fetch>>) => fetch.mock.calls.at(-1)?.[0];

describe('server table', () => {
  it('pages on the server, with the total in the pager', async () => {
    const fetch = vi.fn<Fetch>(pagesOf(() => 30));
    const { user } = renderWithProviders(<List fetch={fetch} />);
    expect(await screen.findByText('Linha 1')).toBeInTheDocument();
    expect(screen.getByText('1–10 de 30 linhas')).toBeInTheDocument();
    expect(lastAsked(fetch)).toEqual({ page: 1, pageSize: 10 });

    await user.click(screen.getByTitle('2'));
    expect(await screen.findByText('Linha 11')).toBeInTheDocument();
    expect(lastAsked(fetch)).toEqual({ page: 2, pageSize: 10 });
    await waitForTableIdle();

    await user.click(screen.getByRole('combobox', { name: /página/i }));
    await user.click(await screen.findByTitle('25 / página'));
    await waitFor(() => expect(lastAsked(fetch)).toEqual({ page: 1, pageSize: 25 }));
  });

  it('sorts on the server by the clicked column, ascending then descending, from page 1', async () => {
    const fetch = vi.fn<Fetch>(pagesOf(() => 30));
    const { user } = renderWithProviders(<List fetch={fetch} />);
    await screen.findByText('Linha 1');
    await user.click(screen.getByTitle('3'));
    await waitFor(() => expect(lastAsked(fetch)).toEqual({ page: 3, pageSize: 10 }));
    await waitForTableIdle();

    await user.click(screen.getByRole('columnheader', { name: /Nome/ }));
    await waitFor(() =>
      expect(lastAsked(fetch)).toEqual({ page: 1, pageSize: 10, sort: 'nome', order: 'asc' }),
    );
    await waitForTableIdle();
    await user.click(screen.getByRole('columnheader', { name: /Nome/ }));
    await waitFor(() =>
      expect(lastAsked(fetch)).toEqual({ page: 1, pageSize: 10, sort: 'nome', order: 'desc' }),
    );
  });

  it("says 'Carregando…' before the first answer, then the empty text", async () => {
    let answer = (_: { rows: Row[]; total: number }) => {};
    const fetch = vi.fn<Fetch>(() => new Promise((resolve) => (answer = resolve)));
    renderWithProviders(<List fetch={fetch} />);
    expect(await screen.findByText('Carregando…')).toBeInTheDocument();
    answer({ rows: [], total: 0 });
    expect(await screen.findByText('Nenhuma linha encontrada')).toBeInTheDocument();
  });

  it("says a failed list failed, with its notice and 'Tentar novamente'", async () => {
    let fail = true;
    const fetch = vi.fn<Fetch>((asked) =>
      fail ? Promise.reject(new ApiError(500, { status: 500, title: 'x' })) : pagesOf(() => 3)(asked),
    );
    const { user } = renderWithProviders(
      <List
        fetch={fetch}
        notice={{ title: 'Listar linhas', description: 'Não foi possível obter as linhas' }}
      />,
    );
    expect(await screen.findByText('Não foi possível carregar as linhas')).toBeInTheDocument();
    expect(screen.queryByText('Nenhuma linha encontrada')).not.toBeInTheDocument();
    expect(await screen.findByText('Listar linhas')).toBeInTheDocument();
    expect(screen.getByText('Não foi possível obter as linhas')).toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Linha 1')).toBeInTheDocument();
  });

  it("says 'Erro interno' with the request's text when the list got no answer at all", async () => {
    const fetch = vi.fn<Fetch>(() => Promise.reject(new ApiError(0, null)));
    renderWithProviders(<List fetch={fetch} notice={{ description: 'Não foi possível obter as linhas' }} />);
    expect(await screen.findByText('Erro interno')).toBeInTheDocument();
    expect(screen.getByText('Ocorreu algum erro com a requisição.')).toBeInTheDocument();
    expect(screen.queryByText('Não foi possível obter as linhas')).not.toBeInTheDocument();
  });

  it('moves to the last page that exists when the rows of the page shown are gone', async () => {
    let total = 30;
    const fetch = vi.fn<Fetch>(pagesOf(() => total));
    const { user } = renderWithProviders(<List fetch={fetch} />);
    await screen.findByText('Linha 1');
    await user.click(screen.getByTitle('3'));
    expect(await screen.findByText('Linha 21')).toBeInTheDocument();
    await waitForTableIdle();

    // the last rows deleted elsewhere: page 3 is empty now, so page 2
    total = 20;
    await user.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(await screen.findByText('Linha 11')).toBeInTheDocument();
    expect(lastAsked(fetch)).toEqual({ page: 2, pageSize: 10 });
    expect(screen.queryByText('Nenhuma linha encontrada')).not.toBeInTheDocument();
  });
});

describe('server sort', () => {
  it("reads the API's sort param from an antd sorter", () => {
    expect(toServerSort({ columnKey: 'nome', order: 'ascend' })).toEqual({ sort: 'nome', order: 'asc' });
    expect(toServerSort([{ columnKey: 'email', order: 'descend' }])).toEqual({
      sort: 'email',
      order: 'desc',
    });
    expect(toServerSort({ columnKey: 'nome', order: null })).toEqual({});
    expect(toServerSort({})).toEqual({});
  });

  it('shows the order asked on its column only', () => {
    expect(sortableColumn({ sort: 'nome', order: 'desc' }, 'nome').sortOrder).toBe('descend');
    expect(sortableColumn({ sort: 'nome', order: 'asc' }, 'nome').sortOrder).toBe('ascend');
    expect(sortableColumn({ sort: 'email', order: 'asc' }, 'nome').sortOrder).toBeNull();
  });
});
