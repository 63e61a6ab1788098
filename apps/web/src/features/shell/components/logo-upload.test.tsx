import { endpoints } from '@matriz/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { mockApi, type MockReply } from '../../../testing/fetch-mock.ts';
import { claims, signIn } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render.tsx';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d];
const pngFile = (extra = 0, name = 'logo.png') =>
  new File([new Uint8Array(PNG), new Uint8Array(extra)], name, { type: 'image/png' });

function fileInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('sem campo de arquivo');
  return input;
}

async function renderTopBar(handlers: Parameters<typeof mockApi>[0] = {}, signInOptions = {}) {
  const api = mockApi(handlers);
  signIn(signInOptions);
  const view = renderApp('/home');
  const button = await screen.findByRole('button', { name: 'Alterar logo' });
  return { ...view, api, button, input: fileInput(view.container) };
}

describe('logo upload', () => {
  it('sends a PNG as the multipart field file, shows the answer and refetches the top-bar logo', async () => {
    let stored = false;
    const { user, api, input } = await renderTopBar({
      [`GET ${endpoints.logo}`]: (): MockReply =>
        stored ? { body: 'imagem', headers: { 'content-type': 'image/png' } } : { status: 204 },
      [`POST ${endpoints.logo}`]: () => {
        stored = true;
        return { body: { message: 'Logo atualizado com sucesso' } };
      },
    });
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg');
    expect(input).not.toBeDisabled();
    await waitFor(() => expect(api.callsTo('GET', endpoints.logo)).toHaveLength(1));
    expect(screen.queryByRole('img', { name: 'Logo Rede Sabor' })).not.toBeInTheDocument();

    const file = pngFile(100);
    await user.upload(input, file);

    expect(await screen.findByText('Logo atualizado com sucesso')).toBeInTheDocument();
    const [post] = api.callsTo('POST', endpoints.logo);
    expect(post?.body).toBeInstanceOf(FormData);
    expect((post?.body as FormData).get('file')).toBe(file);
    expect(await screen.findByRole('img', { name: 'Logo Rede Sabor' })).toBeInTheDocument();
    expect(api.callsTo('GET', endpoints.logo)).toHaveLength(2);
  });

  it('checks the content before sending: a text file named .png is refused with the server text', async () => {
    const { user, api, input } = await renderTopBar();
    const fake = new File(['isto não é uma imagem'], 'logo.png', { type: 'image/png' });
    await user.upload(input, fake);
    expect(await screen.findByText('Formato inválido: envie uma imagem PNG ou JPEG')).toBeInTheDocument();
    expect(api.callsTo('POST', endpoints.logo)).toHaveLength(0);
  });

  it('refuses a file over 1 MB before sending', async () => {
    const { user, api, input } = await renderTopBar();
    await user.upload(input, pngFile(1_048_576));
    expect(await screen.findByText('A imagem deve ter no máximo 1 MB')).toBeInTheDocument();
    expect(api.callsTo('POST', endpoints.logo)).toHaveLength(0);
  });

  it("shows the server's refusal", async () => {
    const { user, api, input } = await renderTopBar({
      [`POST ${endpoints.logo}`]: {
        status: 413,
        body: { status: 413, title: 'A imagem deve ter no máximo 1 MB' },
      },
    });
    await user.upload(input, pngFile());
    expect(await screen.findByText('A imagem deve ter no máximo 1 MB')).toBeInTheDocument();
    expect(api.callsTo('POST', endpoints.logo)).toHaveLength(1);
  });

  it("is disabled with 'Sem permissões' for a user without Logo Salvar", async () => {
    const { user, api, button, input } = await renderTopBar({}, { claims: claims.starterLimited });
    expect(button).toBeDisabled();
    expect(input).toBeDisabled();
    await user.hover(button.closest('span[style]') ?? button);
    expect(await screen.findByText('Sem permissões')).toBeInTheDocument();
    await user.upload(input, pngFile());
    expect(api.callsTo('POST', endpoints.logo)).toHaveLength(0);
  });
});
