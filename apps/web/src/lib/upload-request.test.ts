import { describe, expect, it } from 'vitest';

import { mockXhr } from '../testing/fake-xhr.ts';
import { signIn } from '../testing/fixtures.ts';

import { useSessionStore } from './storage.ts';
import { uploadRequest } from './upload-request.ts';

const form = () => {
  const f = new FormData();
  f.append('tipoArquivo', '0');
  return f;
};

describe('upload request', () => {
  it('posts the form with the bearer token, reports progress and resolves the JSON of a 200', async () => {
    const { requests } = mockXhr();
    const { accessToken } = signIn();
    const progress: number[] = [];
    const done = uploadRequest<{ ok: boolean }>('/api/v1/Arquivo/upload', form(), {
      onProgress: (p) => progress.push(p),
    });
    const xhr = requests[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/v1/Arquivo/upload');
    expect(xhr.headers.authorization).toBe(`Bearer ${accessToken}`);
    expect(xhr.field('tipoArquivo')).toBe('0');
    xhr.progress(1, 3);
    xhr.progress(3, 3);
    xhr.respond(200, { ok: true });
    await expect(done).resolves.toEqual({ ok: true });
    expect(progress).toEqual([33, 100]);
  });

  it('rejects anything but 200 with the problem envelope, and no response at all with status 0', async () => {
    const { requests } = mockXhr();
    signIn();
    const refused = uploadRequest('/x', form(), { silent: true });
    requests[0]!.respond(400, { status: 400, title: 'Apenas arquivos .csv e .xlsx são aceitos.' });
    await expect(refused).rejects.toMatchObject({
      status: 400,
      problem: { title: 'Apenas arquivos .csv e .xlsx são aceitos.' },
    });
    const offline = uploadRequest('/x', form(), { silent: true });
    requests[1]!.failNetwork();
    await expect(offline).rejects.toMatchObject({ status: 0 });
  });

  it('ends the session on a 401, as every other request does', async () => {
    const { requests } = mockXhr();
    signIn();
    const denied = uploadRequest('/x', form(), { silent: true });
    requests[0]!.respond(401, { status: 401, title: 'Sessão expirada' });
    await expect(denied).rejects.toMatchObject({ status: 401 });
    expect(useSessionStore.getState().accessToken).toBeNull();
  });

  it('aborts with the signal', async () => {
    const { requests } = mockXhr();
    const controller = new AbortController();
    const upload = uploadRequest('/x', form(), { signal: controller.signal });
    controller.abort();
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
    expect(requests[0]!.aborted).toBe(true);
  });
});
