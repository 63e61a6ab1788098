import { endpoints, type Claim } from '@matriz/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { mockXhr } from '../../../testing/fake-xhr.ts';
import { mockApi, type MockCall, type MockHandler } from '../../../testing/fetch-mock.ts';
import { signIn } from '../../../testing/fixtures.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { chooseOption } from '../../../testing/select.ts';
import { UploadPage } from '../pages/upload-page.tsx';
import { arquivoId, arquivosPage, legendas, makeArquivo, uploadScreenHandlers } from '../testing/fixtures.ts';

import { StatusAba } from './status-aba.tsx';

type RenderOptions = Parameters<typeof renderWithProviders>[1];

/** The Status tab alone (the page and its tabs: the last test here and upload-aba.test.tsx). */
async function openStatus(
  handlers: Record<string, MockHandler> = {},
  claims?: Claim[],
  options?: RenderOptions,
) {
  const api = mockApi(uploadScreenHandlers(handlers));
  signIn(claims ? { claims } : {});
  const view = renderWithProviders(
    <div role="tabpanel" aria-label="Status">
      <StatusAba />
    </div>,
    options,
  );
  return { ...view, api };
}

const listar = (handler: MockHandler) => ({ [`GET ${endpoints.arquivo.listar}`]: handler });
/** The row of a file in the Status tab's table (the Upload tab, hidden, may name the file too). */
const rowOf = async (text: string) =>
  (await within(screen.getByRole('tabpanel', { name: 'Status' })).findByText(text)).closest(
    'tr',
  ) as HTMLElement;

describe('/upload, tab Status', () => {
  const notas = [
    'Linha 2: conta 9.9.99 não existe no plano do grupo.',
    'Linha 7: data de competência inválida.',
  ];
  const rows = [
    { status: 2 as const, nome: 'ok.csv' },
    { status: 2 as const, nome: 'erro.csv', resultado: 'erro' as const, notas, totalNotas: 45 },
    {
      status: 2 as const,
      nome: 'velho.csv',
      download: {
        disponivel: false,
        expirado: true,
        expiraEm: '2026-01-01T00:00:00.000Z',
        motivo: 'expirado' as const,
      },
    },
  ];

  it('shows the legend and the files with status, notes and download rules', async () => {
    const { user } = await openStatus(listar({ body: arquivosPage(rows) }));
    const legenda = screen.getByRole('list', { name: 'Legenda dos status' });
    for (const texto of legendas) expect(within(legenda).getByText(texto)).toBeInTheDocument();

    const ok = await rowOf('ok.csv');
    expect(within(ok).getByText('Processamento de dados')).toBeInTheDocument();
    expect(within(ok).getByText('Ana Souza')).toBeInTheDocument();
    expect(within(ok).getByText('10/03/2026 14:05')).toBeInTheDocument();
    expect(within(ok).getByText('Finalizado')).toBeInTheDocument();
    expect(within(ok).getByText('120 linhas: 100 inseridas, 20 atualizadas')).toBeInTheDocument();
    expect(within(ok).getByRole('button', { name: 'Baixar ok.csv' })).toBeEnabled();
    expect(within(ok).getByRole('button', { name: 'Exportar notas de ok.csv' })).toBeDisabled();

    const erro = await rowOf('erro.csv');
    expect(within(erro).getByText('Finalizado com erro')).toBeInTheDocument();
    expect(within(erro).getByRole('button', { name: 'Ver as notas de erro.csv' })).toHaveTextContent(
      'Ver 45 notas',
    );

    const velho = await rowOf('velho.csv');
    await user.hover(
      within(velho).getByRole('button', { name: 'Baixar velho.csv' }).parentElement as HTMLElement,
    );
    expect(await screen.findByText('Download expirado')).toBeInTheDocument();

    await user.click(within(erro).getByRole('button', { name: 'Ver as notas de erro.csv' }));
    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByText('Notas de erro.csv')).toBeInTheDocument();
    for (const nota of notas) expect(within(modal).getByText(nota)).toBeInTheDocument();
    expect(within(modal).getByText(/Mostrando as primeiras 2 de 45 notas/)).toBeInTheDocument();
  });

  it("exports a file's notes to the report queue and points to /relatorio", async () => {
    const { user, api } = await openStatus({
      ...listar({ body: arquivosPage(rows) }),
      [`POST ${endpoints.arquivo.exportarNotas}`]: { body: { id: 'r-1' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Exportar notas de erro.csv' }));
    expect(await screen.findByText('Sua solicitação de relatório foi enviada')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver relatórios' })).toBeInTheDocument();
    expect(api.callsTo('POST', endpoints.arquivo.exportarNotas)[0]?.body).toEqual({ id: arquivoId(2) });
  });

  it('keeps the export off for a non-premium user, and the download with the reason', async () => {
    await openStatus(
      listar({
        body: arquivosPage([
          {
            nome: 'erro.csv',
            totalNotas: 2,
            notas,
            download: {
              disponivel: false,
              expirado: false,
              expiraEm: '2026-04-09T17:05:00.000Z',
              motivo: 'premium',
            },
          },
        ]),
      }),
      [{ nome: 'Arquivo', acoes: ['Obter', 'Importar', 'Exportar'] }],
    );
    expect(await screen.findByRole('button', { name: 'Exportar notas de erro.csv' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Baixar erro.csv' })).toBeDisabled();
    // the reasons, as the disabled buttons' wrappers name them
    expect(screen.getByLabelText('Exportar notas de erro.csv: Funcionalidade premium')).toBeInTheDocument();
    expect(screen.getByLabelText('Baixar erro.csv: Funcionalidade premium')).toBeInTheDocument();
  });

  it("says 'Nenhum arquivo enviado' when there is nothing, and filters by type and status", async () => {
    const { user, api } = await openStatus(listar({ body: arquivosPage([]) }));
    expect(await screen.findByText('Nenhum arquivo enviado')).toBeInTheDocument();
    await chooseOption(user, 'Filtrar por tipo', 'Cadastro de usuários em lote');
    await chooseOption(user, 'Filtrar por status', 'Processando');
    await waitFor(() =>
      expect(Object.fromEntries(api.callsTo('GET', endpoints.arquivo.listar).at(-1)?.query ?? [])).toEqual({
        page: '1',
        pageSize: '10',
        tipoArquivo: '6',
        statusProcessamento: '1',
      }),
    );
  });
});

describe('/upload, live status', () => {
  it('moves a row Aguardando → Processando n% → Finalizado in place, with backoff and If-None-Match', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const id = arquivoId(1);
    const item = (valor: 0 | 1 | 2, porcentagem: number, updatedAt: string) => ({
      _id: id,
      updatedAt,
      statusProcessamento: { valor, descricao: ['Aguardando', 'Processando', 'Finalizado com erro'][valor]! },
      resultado: valor === 2 ? ('erro' as const) : null,
      porcentagem,
      totalNotas: valor === 2 ? 1 : 0,
    });
    const answers: ((call: MockCall) => {
      status?: number;
      body?: unknown;
      headers?: Record<string, string>;
    })[] = [
      () => ({ body: { arquivos: [item(1, 40, 't1')] }, headers: { etag: '"e1"' } }),
      () => ({ status: 304, headers: { etag: '"e1"' } }),
      () => ({ body: { arquivos: [item(2, 100, 't2')] }, headers: { etag: '"e2"' } }),
    ];
    let finished = false;
    const times: number[] = [];
    const { api } = await openStatus(
      {
        ...listar(() => ({
          body: arquivosPage([
            finished
              ? {
                  nome: 'marco.csv',
                  status: 2,
                  resultado: 'erro',
                  notas: ['Linha 3: valor inválido.'],
                  totalNotas: 1,
                }
              : { nome: 'marco.csv', status: 0 },
          ]),
        })),
        [`GET ${endpoints.arquivo.status}`]: (call) => {
          times.push(Date.now());
          const n = times.length;
          if (n === 3) finished = true;
          return answers[n - 1]!(call);
        },
      },
      undefined,
      { userEventOptions: { advanceTimers: vi.advanceTimersByTime } },
    );
    const statusCalls = () => api.callsTo('GET', endpoints.arquivo.status);
    const marco = await rowOf('marco.csv');
    expect(within(marco).getByText('Aguardando')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await within(marco).findByText('Processando 40%')).toBeInTheDocument();
    expect(statusCalls()[0]?.query.get('ids')).toBe(id);
    expect(statusCalls()[0]?.headers.has('If-None-Match')).toBe(false);

    // changed: the next poll after 1 s, with the ETag; unchanged (304): the one after waits 1.5 s
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(statusCalls()).toHaveLength(2));
    expect(statusCalls()[1]?.headers.get('If-None-Match')).toBe('"e1"');
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    await waitFor(() => expect(statusCalls()).toHaveLength(3));
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(1_000);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(1_500);

    // finished: the list is read again for the notes, and nothing is followed any more
    const pronto = await rowOf('marco.csv');
    expect(await within(pronto).findByText('Finalizado com erro')).toBeInTheDocument();
    expect(
      await within(pronto).findByRole('button', { name: 'Ver as notas de marco.csv' }),
    ).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(statusCalls()).toHaveLength(3);
  });

  it('shows the new row in the Status tab at once after an upload', async () => {
    mockXhr((xhr) =>
      xhr.respond(200, {
        message: 'novo.csv enviado com sucesso',
        arquivo: makeArquivo({ _id: arquivoId(9), nome: 'novo.csv', status: 0 }),
      }),
    );
    let listed = 0;
    const api = mockApi(
      uploadScreenHandlers(
        listar(() => {
          listed += 1;
          // the server's answer after the upload never arrives in this test: the row is the screen's own
          return listed === 1
            ? { body: arquivosPage([{ nome: 'antigo.csv' }]) }
            : new Promise<never>(() => {});
        }),
      ),
    );
    signIn();
    const { user } = renderWithProviders(<UploadPage />);
    await user.click(await screen.findByRole('tab', { name: 'Status' }));
    expect(await screen.findByText('antigo.csv')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Upload' }));
    await chooseOption(user, 'Tipo do arquivo', 'Processamento de dados');
    await user.upload(document.querySelector('input[type=file]') as HTMLInputElement, [
      new File(['a;b'], 'novo.csv', { type: 'text/csv' }),
    ]);
    expect(await screen.findByText('novo.csv enviado com sucesso')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver status' }));
    expect(within(await rowOf('novo.csv')).getByText('Aguardando')).toBeInTheDocument();
    expect(await rowOf('antigo.csv')).toBeInTheDocument();
    expect(api.callsTo('GET', endpoints.arquivo.listar).length).toBeGreaterThan(1);
  });
});
