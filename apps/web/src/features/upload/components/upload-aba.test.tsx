import { endpoints, layoutsArquivo, type Claim } from '@matriz/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { mockXhr } from '../../../testing/fake-xhr.ts';
import { mockApi, type MockHandler } from '../../../testing/fetch-mock.ts';
import { signIn } from '../../../testing/fixtures.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { chooseOption, openList } from '../../../testing/select.ts';
import { UploadPage } from '../pages/upload-page.tsx';
import { makeArquivo, uploadScreenHandlers } from '../testing/fixtures.ts';

function openUpload(handlers: Record<string, MockHandler> = {}, claims?: Claim[]) {
  const api = mockApi(uploadScreenHandlers(handlers));
  signIn(claims ? { claims } : {});
  const view = renderWithProviders(<UploadPage />, { userEventOptions: { applyAccept: false } });
  return { ...view, api };
}

const csv = (name: string, text = 'a;b\n1;2') => new File([text], name, { type: 'text/csv' });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type=file]') as HTMLInputElement;
const dropArea = () => screen.getByText('Clique ou arraste arquivos para esta área');

describe('/upload, tab Upload', () => {
  it('lists the types, the stock types off with the reason, and downloads the template of the chosen one', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(class extends URL {}, {
        createObjectURL: vi.fn(() => 'blob:x'),
        revokeObjectURL: vi.fn(),
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const modelo = endpoints.arquivo.modelo.replace(':tipoArquivo', '0');
    const { user, api } = openUpload({
      [`GET ${modelo}`]: {
        body: 'xlsx',
        headers: { 'content-disposition': "attachment; filename*=UTF-8''modelo-processamento.xlsx" },
      },
    });
    expect(await screen.findByText('Escolha o tipo do arquivo para enviar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Baixar modelo/ })).toBeDisabled();

    await user.click(screen.getByRole('combobox', { name: 'Tipo do arquivo' }));
    const list = await openList();
    const estoque = within(list).getByTitle('Entrada de estoque').closest('.ant-select-item') as HTMLElement;
    expect(estoque).toHaveClass('ant-select-item-option-disabled');
    expect(within(estoque).getByText(/só para clientes com controle de estoque/)).toBeInTheDocument();
    await user.click(within(list).getByTitle('Processamento de dados'));

    expect(
      screen.getByText('Arquivos .csv ou .xlsx do tipo escolhido; vários de uma vez.'),
    ).toBeInTheDocument();
    expect(screen.getByText(`Colunas do arquivo (${layoutsArquivo[0].colunas.length})`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Baixar modelo/ }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.callsTo('GET', modelo)).toHaveLength(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('modelo-processamento.xlsx');
  });

  it('sends several files at once, each with its own progress, and refuses other extensions', async () => {
    const { requests } = mockXhr();
    const { user } = openUpload();
    await chooseOption(user, 'Tipo do arquivo', 'Processamento de dados');
    await user.upload(fileInput(), [csv('marco.csv'), csv('abril.csv'), csv('notas.txt')]);

    expect(
      await screen.findByText('notas.txt: Apenas arquivos .csv e .xlsx são aceitos.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests.map((r) => [r.url, r.field('tipoArquivo'), (r.field('file') as File).name])).toEqual([
      [endpoints.arquivo.upload, '0', 'marco.csv'],
      [endpoints.arquivo.upload, '0', 'abril.csv'],
    ]);

    requests[0]!.progress(40, 100);
    requests[1]!.progress(75, 100);
    const marco = screen.getByRole('listitem', { name: 'Envio de marco.csv' });
    const abril = screen.getByRole('listitem', { name: 'Envio de abril.csv' });
    expect(await within(marco).findByText('Enviando 40%')).toBeInTheDocument();
    expect(within(abril).getByText('Enviando 75%')).toBeInTheDocument();

    requests[0]!.respond(200, {
      message: 'marco.csv enviado com sucesso',
      arquivo: makeArquivo({ nome: 'marco.csv', status: 0 }),
    });
    expect(await screen.findByText('marco.csv enviado com sucesso')).toBeInTheDocument();
    expect(within(marco).getByText('Enviado: acompanhe o processamento na aba Status')).toBeInTheDocument();
    expect(within(abril).getByText('Enviando 75%')).toBeInTheDocument();

    requests[1]!.respond(400, { status: 400, title: 'O arquivo .csv não é um texto.' });
    expect(await screen.findByText('Upload de arquivos')).toBeInTheDocument();
    expect(screen.getByText('Ocorreu um erro ao processar seu arquivo abril.csv')).toBeInTheDocument();
    expect(within(abril).getByText('O arquivo .csv não é um texto.')).toBeInTheDocument();
  });

  it('says a dropped file of another kind is refused (never dropped silently)', async () => {
    const { requests } = mockXhr();
    const { user } = openUpload();
    await chooseOption(user, 'Tipo do arquivo', 'Cadastro de usuários em lote');
    fireEvent.drop(dropArea(), {
      dataTransfer: { files: [new File(['x'], 'foto.png', { type: 'image/png' })], items: [] },
    });
    expect(
      await screen.findByText('foto.png: Apenas arquivos .csv e .xlsx são aceitos.'),
    ).toBeInTheDocument();
    fireEvent.drop(dropArea(), { dataTransfer: { files: [csv('usuarios.xlsx')], items: [] } });
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.field('tipoArquivo')).toBe('6');
  });

  it('tells a file already sent was ignored', async () => {
    const nota = "Ignorado: o mesmo conteúdo já foi enviado em 'marco.csv' em 10/03/2026 14:05.";
    mockXhr((xhr) =>
      xhr.respond(200, {
        message: 'marco.csv enviado com sucesso',
        arquivo: makeArquivo({ nome: 'marco.csv', resultado: 'jaProcessado', notas: [nota], totalNotas: 1 }),
      }),
    );
    const { user } = openUpload();
    await chooseOption(user, 'Tipo do arquivo', 'Processamento de dados');
    await user.upload(fileInput(), [csv('marco.csv')]);
    expect(await screen.findByText(`Enviado. ${nota}`)).toBeInTheDocument();
  });

  it("keeps the area off with 'Sem permissão para adicionar arquivos' without Arquivo/Importar", async () => {
    const { user } = openUpload({}, [{ nome: 'Arquivo', acoes: ['Obter'] }]);
    await chooseOption(user, 'Tipo do arquivo', 'Processamento de dados');
    const area = screen.getByRole('group', { name: /Sem permissão para adicionar arquivos/ });
    expect(area.querySelector('.ant-upload-disabled')).not.toBeNull();
    // the reason also reaches the keyboard: the area's wrapper takes focus and shows it
    await user.tab();
    while (document.activeElement !== area && document.activeElement !== document.body) await user.tab();
    expect(area).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Sem permissão para adicionar arquivos');
    expect(screen.getByRole('button', { name: /Baixar modelo/ })).toBeDisabled();
    // without Arquivo/Obter there is no Status tab; with it there is
    expect(screen.getByRole('tab', { name: 'Status' })).toBeInTheDocument();
  });

  it('shows no Status tab without Arquivo/Obter, and says the types failed to load', async () => {
    let falha = true;
    const { user } = openUpload(
      {
        [`GET ${endpoints.arquivo.tipos}`]: () =>
          falha ? { status: 500, body: { status: 500, title: 'x' } } : { body: { tipos: [] } },
      },
      [{ nome: 'Arquivo', acoes: ['Importar'] }],
    );
    expect(await screen.findByText('Não foi possível carregar os tipos de arquivo')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Status' })).not.toBeInTheDocument();
    // a non-premium account sees the premium marker, which opens the premium modal
    expect(screen.getByRole('button', { name: 'Premium: conheça o plano' })).toBeInTheDocument();
    falha = false;
    await user.click(screen.getByRole('button', { name: /Tentar novamente/ }));
    expect(await screen.findByRole('combobox', { name: 'Tipo do arquivo' })).toBeInTheDocument();
  });
});
