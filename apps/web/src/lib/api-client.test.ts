import { describe, expect, it } from 'vitest';

import { mockApi } from '../testing/fetch-mock.ts';
import { signIn } from '../testing/fixtures.ts';

import { api, apiDownload, apiRequestWithResponse, buildUrl, getFileName } from './api-client.ts';

describe('api client', () => {
  it('sends the bearer access token of the stored session and parses JSON', async () => {
    const http = mockApi({ 'GET /api/v1/coisa': { body: { ok: true } } });
    const { accessToken } = signIn();
    await expect(api.get('/api/v1/coisa', { query: { a: 1, b: null, c: ['x', 'y'] } })).resolves.toEqual({
      ok: true,
    });
    const call = http.calls[0];
    expect(call?.headers.get('Authorization')).toBe(`Bearer ${accessToken}`);
    expect(call?.query.toString()).toBe('a=1&c=x&c=y');
  });

  it('sends no Authorization header without a session, and JSON bodies with their content type', async () => {
    const http = mockApi({ 'POST /api/v1/coisa': { body: null } });
    await expect(api.post('/api/v1/coisa', { nome: 'x' })).resolves.toBeNull();
    expect(http.calls[0]?.headers.has('Authorization')).toBe(false);
    expect(http.calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(http.calls[0]?.body).toEqual({ nome: 'x' });
  });

  it('treats anything but 200 as a failure unless the call names other statuses', async () => {
    mockApi({ 'PUT /api/v1/empresa': { status: 202, body: { message: 'ok', apelido: 'Loja 1' } } });
    await expect(api.put('/api/v1/empresa', {}, { silent: true })).rejects.toMatchObject({ status: 202 });
    await expect(api.put('/api/v1/empresa', {}, { okStatuses: [200, 202] })).resolves.toEqual({
      message: 'ok',
      apelido: 'Loja 1',
    });
  });

  it('keeps the problem+json envelope on the error', async () => {
    const body = {
      status: 422,
      title: 'Dados inválidos',
      errors: [{ campo: 'nome', mensagem: 'obrigatório' }],
    };
    mockApi({ 'POST /api/v1/coisa': { status: 422, body } });
    await expect(api.post('/api/v1/coisa', {}, { silent: true })).rejects.toMatchObject({
      status: 422,
      problem: body,
    });
  });

  it('sends extra headers and answers status, headers and body (a 304 named ok has none)', async () => {
    let changed = true;
    const http = mockApi({
      'GET /api/v1/status': () =>
        changed ? { body: { n: 1 }, headers: { etag: '"a"' } } : { status: 304, headers: { etag: '"a"' } },
    });
    const first = await apiRequestWithResponse<{ n: number }>('/api/v1/status', { okStatuses: [200, 304] });
    expect(first).toMatchObject({ status: 200, body: { n: 1 } });
    expect(first.headers.get('etag')).toBe('"a"');
    changed = false;
    const second = await apiRequestWithResponse('/api/v1/status', {
      okStatuses: [200, 304],
      headers: { 'If-None-Match': '"a"' },
    });
    expect(second).toMatchObject({ status: 304, body: null });
    expect(http.calls[1]?.headers.get('If-None-Match')).toBe('"a"');
  });

  it('downloads with the file name of content-disposition', async () => {
    mockApi({
      'GET /api/v1/modelo': {
        body: 'a;b',
        headers: { 'content-disposition': "attachment; filename*=UTF-8''modelo%20usu%C3%A1rios.xlsx" },
      },
    });
    const file = await apiDownload('/api/v1/modelo');
    expect(file.fileName).toBe('modelo usuários.xlsx');
    expect(await file.blob.text()).toBe('a;b');
  });

  it('reads file names from content-disposition, defaulting to arquivo', () => {
    expect(getFileName('attachment; filename="relatorio.xlsx"')).toBe('relatorio.xlsx');
    expect(getFileName('attachment; filename=dre.csv')).toBe('dre.csv');
    expect(getFileName('attachment')).toBe('arquivo');
    expect(getFileName(null)).toBe('arquivo');
  });

  it('builds query strings', () => {
    expect(buildUrl('/x')).toBe('/x');
    expect(buildUrl('/x', { a: undefined })).toBe('/x');
    expect(buildUrl('/x?y=1', { a: 'b c' })).toBe('/x?y=1&a=b+c');
  });
});
