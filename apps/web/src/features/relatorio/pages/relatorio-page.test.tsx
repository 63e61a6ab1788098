import { endpoints } from '@matriz/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { mockApi, type MockCall, type MockHandler } from '../../../testing/fetch-mock.ts';
import { claims, signIn } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render.tsx';
import { relatorioScreenHandlers, relatoriosPage } from '../testing/fixtures.ts';
import { chooseOptions } from '../../../testing/select.ts';
import { waitForTableIdle } from '../../../testing/table.ts';

type SignIn = Parameters<typeof signIn>[0];
type RenderOptions = Parameters<typeof renderApp>[1];

function openRelatorios(
  handlers: Record<string, MockHandler> = {},
  session: SignIn = {},
  options: RenderOptions = {},
) {
  const api = mockApi(relatorioScreenHandlers(handlers));
  signIn(session);
  const view = renderApp('/relatorio', options);
  return { ...view, api, listCalls: () => api.callsTo('GET', endpoints.relatorio.listar) };
}

const lastQuery = (calls: MockCall[]) => Object.fromEntries(calls.at(-1)?.query ?? []);
const listHandler = (handler: MockHandler) => ({ [`GET ${endpoints.relatorio.listar}`]: handler });

describe('/relatorio list', () => {
  it('shows the title, the status legend and the rows of the first page of 25', async () => {
    const { listCalls } = openRelatorios();
    expect(await screen.findByRole('heading', { name: 'Relatórios' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Status' })).toBeInTheDocument();
    const legend = screen.getByRole('tabpanel');
    for (const label of ['Aguardando', 'Processando', 'Finalizado', 'Erro'])
      expect(within(legend).getByText(label)).toBeInTheDocument();

    const row = (await screen.findByText('Relatório 1')).closest('tr') as HTMLElement;
    expect(within(row).getByText('10/03/2026 14:05')).toBeInTheDocument();
    expect(within(row).getByText('17/03/2026 14:05')).toBeInTheDocument();
    expect(within(row).getByText('1.234')).toBeInTheDocument();
    expect(within(row).getByText('Finalizado')).toBeInTheDocument();
    expect(lastQuery(listCalls())).toEqual({ page: '1', pageSize: '25' });
  });

  it("shows 'Nenhum relatório solicitado' when there are no requests", async () => {
    openRelatorios(listHandler({ body: relatoriosPage([]) }));
    expect(await screen.findByText('Nenhum relatório solicitado')).toBeInTheDocument();
  });

  it("shows 'Erro interno' when the list fails, and tries again on request", async () => {
    let fail = true;
    const { user } = openRelatorios(
      listHandler(() =>
        fail ? { status: 500, body: { status: 500, title: 'x' } } : { body: relatoriosPage([{ status: 2 }]) },
      ),
    );
    expect(await screen.findByText('Erro interno')).toBeInTheDocument();
    expect(
      screen.getByText('Algum erro interno ocorreu, por favor entre em contato com nosso suporte'),
    ).toBeInTheDocument();
    expect(screen.getByText('Não foi possível carregar os relatórios')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /Tentar novamente/ }));
    expect(await screen.findByText('Relatório 1')).toBeInTheDocument();
  });

  it('asks the next page, then the chosen page size from page 1', async () => {
    const { user, listCalls } = openRelatorios(
      listHandler((call) => ({
        body: relatoriosPage(
          Array.from({ length: 3 }, () => ({ status: 2 })),
          { page: Number(call.query.get('page')), total: 60 },
        ),
      })),
    );
    await screen.findByText('Relatório 1');
    expect(screen.getByText('1–25 de 60 relatórios')).toBeInTheDocument();
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastQuery(listCalls())).toEqual({ page: '2', pageSize: '25' }));
    expect(await screen.findByText('Relatório 101')).toBeInTheDocument();
    await waitForTableIdle();

    await user.click(screen.getByRole('combobox', { name: /página/i }));
    expect(screen.getByTitle('10 / página')).toBeInTheDocument();
    await user.click(screen.getByTitle('50 / página'));
    await waitFor(() => expect(lastQuery(listCalls())).toEqual({ page: '1', pageSize: '50' }));
  });

  it('sends the filters as the API takes them and Limpar lists everything again', async () => {
    const { user, api, listCalls } = openRelatorios();
    await screen.findByText('Relatório 1');
    expect(api.callsTo('GET', endpoints.relatorio.tiposOrigem)).toHaveLength(1);

    await chooseOptions(user, 'Origem', ['Cluster', 'Empresas']);
    await chooseOptions(user, 'Status', ['Aguardando', 'Erro']);
    await user.click(screen.getByPlaceholderText('Data inicial'));
    await user.type(screen.getByPlaceholderText('Data inicial'), '01/03/2026{Enter}');
    await user.type(screen.getByPlaceholderText('Data final'), '31/03/2026{Enter}');
    // nothing is sent before Pesquisar
    expect(listCalls()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: /Pesquisar/ }));
    await waitFor(() =>
      expect(lastQuery(listCalls())).toEqual({
        origem: 'cluster,empresas',
        status: '0,3',
        dataSolicitacaoInicio: '2026-03-01',
        dataSolicitacaoFinal: '2026-03-31',
        page: '1',
        pageSize: '25',
      }),
    );

    // (the date picker's own clear button is also called 'Limpar')
    await user.click(screen.getByText('Limpar').closest('button') as HTMLElement);
    await waitFor(() => expect(lastQuery(listCalls())).toEqual({ page: '1', pageSize: '25' }));
    expect(screen.getByPlaceholderText('Data inicial')).toHaveValue('');

    // Pesquisar again with the same filters asks the server again
    const before = listCalls().length;
    await user.click(screen.getByRole('button', { name: /Pesquisar/ }));
    await waitFor(() => expect(listCalls()).toHaveLength(before + 1));
  });

  it('refreshes the list with Atualizar', async () => {
    const { user, listCalls } = openRelatorios();
    await screen.findByText('Relatório 1');
    await user.click(screen.getByRole('button', { name: /Atualizar/ }));
    await waitFor(() => expect(listCalls()).toHaveLength(2));
  });

  it('keeps non-premium accounts out (premium route)', async () => {
    const { location } = openRelatorios({}, { claims: claims.starterLimited });
    await waitFor(() => expect(location().pathname).toBe('/semPermissao'));
  });
});

describe('/relatorio download', () => {
  const rows = [
    { status: 2, nomeArquivo: 'pronto.xlsx' },
    { status: 0, nomeArquivo: null, linhas: null, expiraEm: null, podeBaixar: false },
    { status: 1, nomeArquivo: null, linhas: null, expiraEm: null, podeBaixar: false },
    { status: 3, nomeArquivo: null, linhas: null, expiraEm: null, podeBaixar: false, erro: 'Falha ao gerar' },
    { status: 2, nomeArquivo: 'velho.xlsx', expirado: true, podeBaixar: false },
  ];
  const downloadButtons = () => screen.getAllByRole('button', { name: /^Baixar/ });

  function stubSave() {
    vi.stubGlobal(
      'URL',
      Object.assign(class extends URL {}, {
        createObjectURL: vi.fn(() => 'blob:x'),
        revokeObjectURL: vi.fn(),
      }),
    );
    return vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  }

  it('enables the download only for a finished, unexpired report, and says why otherwise', async () => {
    const { user } = openRelatorios(listHandler({ body: relatoriosPage(rows) }));
    await screen.findByText('Relatório 1');
    expect(downloadButtons().map((b) => (b as HTMLButtonElement).disabled)).toEqual([
      false,
      true,
      true,
      true,
      true,
    ]);
    expect(screen.getByText('Expirado')).toBeInTheDocument();
    await user.hover(downloadButtons()[1]?.parentElement as HTMLElement);
    expect(await screen.findByText('Aguardando processamento')).toBeInTheDocument();
    await user.hover(downloadButtons()[3]?.parentElement as HTMLElement);
    expect(await screen.findByText('Relatório com erro')).toBeInTheDocument();
    await user.hover(downloadButtons()[4]?.parentElement as HTMLElement);
    expect(await screen.findByText('Download expirado')).toBeInTheDocument();
    // the error text of a failed request
    await user.hover(screen.getByLabelText('Erro: Falha ao gerar'));
    expect(await screen.findByText('Falha ao gerar')).toBeInTheDocument();
  });

  it("disables every download with 'Sem permissões' without Relatorio/Exportar", async () => {
    const { user } = openRelatorios(listHandler({ body: relatoriosPage(rows) }), {
      claims: [
        { nome: 'sysPremium', acoes: [] },
        { nome: 'Relatorio', acoes: ['Obter'] },
      ],
    });
    await screen.findByText('Relatório 1');
    expect(downloadButtons().every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
    await user.hover(downloadButtons()[0]?.parentElement as HTMLElement);
    expect(await screen.findByText('Sem permissões')).toBeInTheDocument();
  });

  it("saves the file under the header's name and says 'Download concluído.'", async () => {
    const click = stubSave();
    const id = '0195f0c2-7b1a-7000-8000-000000000001';
    const path = endpoints.relatorio.download.replace(':id', id);
    const { user, api } = openRelatorios({
      ...listHandler({ body: relatoriosPage(rows) }),
      [`GET ${path}`]: {
        body: 'xlsx',
        headers: {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-disposition': `attachment; filename="Relatorio.xlsx"; filename*=UTF-8''Relat%C3%B3rio%20de%20empresas.xlsx`,
        },
      },
    });
    await screen.findByText('Relatório 1');
    await user.click(downloadButtons()[0] as HTMLElement);
    expect(await screen.findByText('Download concluído.')).toBeInTheDocument();
    expect(api.callsTo('GET', path)).toHaveLength(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('Relatório de empresas.xlsx');
  });

  it("names the file 'arquivo' when the answer has no name", async () => {
    const click = stubSave();
    const path = endpoints.relatorio.download.replace(':id', '0195f0c2-7b1a-7000-8000-000000000001');
    const { user } = openRelatorios({
      ...listHandler({ body: relatoriosPage(rows) }),
      [`GET ${path}`]: { body: 'xlsx', headers: { 'content-type': 'application/octet-stream' } },
    });
    await screen.findByText('Relatório 1');
    await user.click(downloadButtons()[0] as HTMLElement);
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('arquivo');
  });

  it("shows the server's refusal (expired since the list was read) and no success", async () => {
    const click = stubSave();
    const path = endpoints.relatorio.download.replace(':id', '0195f0c2-7b1a-7000-8000-000000000001');
    const title = 'O arquivo deste relatório expirou. Solicite o relatório novamente.';
    const { user } = openRelatorios({
      ...listHandler({ body: relatoriosPage(rows) }),
      [`GET ${path}`]: { status: 410, body: { status: 410, title } },
    });
    await screen.findByText('Relatório 1');
    await user.click(downloadButtons()[0] as HTMLElement);
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
    expect(screen.queryByText('Download concluído.')).not.toBeInTheDocument();
  });
});

describe('/relatorio live status', () => {
  it('asks again after 2 s then 4 s while a request is pending, and stops when all are final', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers = [
      [{ status: 0 }, { status: 2 }],
      [{ status: 1 }, { status: 2 }],
      [{ status: 2 }, { status: 2 }],
    ];
    const times: number[] = [];
    const { listCalls } = openRelatorios(
      listHandler(() => {
        times.push(Date.now());
        return { body: relatoriosPage(answers[Math.min(times.length - 1, answers.length - 1)] ?? []) };
      }),
      {},
      { userEventOptions: { advanceTimers: vi.advanceTimersByTime } },
    );
    expect(await screen.findByText('Aguardando')).toBeInTheDocument();
    expect(listCalls()).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    expect(await screen.findAllByText('Processando')).not.toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(listCalls()).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(listCalls()).toHaveLength(3));
    expect((times[1] ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(2_000);
    expect((times[2] ?? 0) - (times[1] ?? 0)).toBeGreaterThanOrEqual(4_000);

    // everything final: no more requests
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(listCalls()).toHaveLength(3);
  });

  it('does not poll when every request is final', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { listCalls } = openRelatorios(
      listHandler({ body: relatoriosPage([{ status: 2 }, { status: 3, erro: 'x' }]) }),
      {},
      { userEventOptions: { advanceTimers: vi.advanceTimersByTime } },
    );
    await screen.findByText('Relatório 1');
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(listCalls()).toHaveLength(1);
  });
});
