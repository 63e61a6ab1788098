import { LOGO_MAX_BYTES } from '@matriz/contracts';
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createCliente, createUser, TEST_PASSWORD } from '../../../test/fixtures.ts';
import { cliente } from '../../db/schema/index.ts';

let t: TestApp;
const ids = { a: '', b: '' };
const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const otherPng = Buffer.concat([png, Buffer.from('0000001000000010', 'hex')]);
const jpeg = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');

beforeAll(async () => {
  t = await createTestApp();
  const a = await createCliente(t.tdb.ownerDb);
  ids.a = a.id;
  await t.tdb.ownerDb.update(cliente).set({ logo: png, logoMime: 'image/png' }).where(eq(cliente.id, a.id));
  await createUser(t.tdb.ownerDb, a.id, { email: 'com-logo@teste.dev' });
  await createUser(t.tdb.ownerDb, a.id, {
    email: 'so-dre@teste.dev',
    acessos: [{ nome: 'DRE', acoes: ['Obter'] }],
  });
  await createUser(t.tdb.ownerDb, a.id, {
    email: 'logo-sem-salvar@teste.dev',
    acessos: [{ nome: 'Logo', acoes: [] }],
  });
  const b = await createCliente(t.tdb.ownerDb);
  ids.b = b.id;
  await createUser(t.tdb.ownerDb, b.id, { email: 'sem-logo@teste.dev' });
  await createUser(t.tdb.ownerDb, b.id, {
    email: 'designer@teste.dev',
    acessos: [{ nome: 'Logo', acoes: ['Salvar'] }],
  });
});
afterAll(() => t.close());

const tokens = new Map<string, string>();
async function bearer(email: string) {
  if (!tokens.has(email)) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Auth/login',
      payload: { Email: email, Password: TEST_PASSWORD },
    });
    tokens.set(email, res.json().accessToken);
  }
  return { authorization: `Bearer ${tokens.get(email)}` };
}

/** A multipart/form-data body with one file part. */
function formWithFile(content: Buffer, opts: { field?: string; filename?: string; type?: string } = {}) {
  const boundary = `----matriz${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${opts.field ?? 'file'}"; filename="${opts.filename ?? 'logo.png'}"\r\n` +
    `Content-Type: ${opts.type ?? 'image/png'}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(email: string, content: Buffer, opts: Parameters<typeof formWithFile>[1] = {}) {
  const form = formWithFile(content, opts);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/Logo',
    payload: form.payload,
    headers: { ...form.headers, ...(await bearer(email)) },
  });
}

async function getLogo(email: string) {
  return t.app.inject({ method: 'GET', url: '/api/v1/Logo', headers: await bearer(email) });
}

async function storedLogo(clienteId: string) {
  const [row] = await t.tdb.ownerDb
    .select({ logo: cliente.logo, mime: cliente.logoMime })
    .from(cliente)
    .where(eq(cliente.id, clienteId));
  return row;
}

describe('GET logo', () => {
  it("answers the signed-in user's cliente logo, and 204 for a cliente without one", async () => {
    const withLogo = await getLogo('com-logo@teste.dev');
    expect(withLogo.statusCode).toBe(200);
    expect(withLogo.headers['content-type']).toBe('image/png');
    expect(withLogo.rawPayload.equals(png)).toBe(true);
    const without = await getLogo('sem-logo@teste.dev');
    expect(without.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/Logo' })).statusCode).toBe(401);
  });

  it('is revalidated on every load and answers 304 while the bytes are unchanged', async () => {
    const first = await getLogo('com-logo@teste.dev');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = String(first.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/v1/Logo',
      headers: { ...(await bearer('com-logo@teste.dev')), 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });
});

describe('POST logo', () => {
  it('stores a PNG and GET answers it; a JPEG replaces it with its own type', async () => {
    const before = String((await getLogo('com-logo@teste.dev')).headers.etag);
    const saved = await upload('com-logo@teste.dev', otherPng);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: 'Logo atualizado com sucesso' });
    const shown = await getLogo('com-logo@teste.dev');
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.rawPayload.equals(otherPng)).toBe(true);
    expect(shown.headers.etag).not.toBe(before);

    // the declared type is ignored: the bytes say JPEG
    const jpg = await upload('com-logo@teste.dev', jpeg, {
      filename: 'foto.png',
      type: 'application/octet-stream',
    });
    expect(jpg.statusCode).toBe(200);
    const after = await getLogo('com-logo@teste.dev');
    expect(after.headers['content-type']).toBe('image/jpeg');
    expect(after.rawPayload.equals(jpeg)).toBe(true);
  });

  it('refuses a text file named .png and declared image/png, and keeps the logo', async () => {
    const before = await storedLogo(ids.a);
    const res = await upload('com-logo@teste.dev', Buffer.from('<svg onload="alert(1)"></svg>'), {
      filename: 'logo.png',
      type: 'image/png',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({
      status: 400,
      title: 'Formato inválido: envie uma imagem PNG ou JPEG',
      errors: [{ campo: 'file', mensagem: 'Formato inválido: envie uma imagem PNG ou JPEG' }],
    });
    expect(await storedLogo(ids.a)).toEqual(before);
  });

  it('refuses an empty file, a file in another field and a body that is not multipart', async () => {
    const invalid = 'Formato inválido: envie uma imagem PNG ou JPEG';
    const empty = await upload('com-logo@teste.dev', Buffer.alloc(0));
    expect([empty.statusCode, empty.json().title]).toEqual([400, invalid]);
    const otherField = await upload('com-logo@teste.dev', png, { field: 'imagem' });
    expect([otherField.statusCode, otherField.json().title]).toEqual([400, invalid]);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Logo',
      payload: { file: png.toString('base64') },
      headers: await bearer('com-logo@teste.dev'),
    });
    expect([json.statusCode, json.json().title]).toEqual([400, invalid]);
  });

  it('accepts exactly 1 MB and refuses one byte more with a 413, keeping the logo', async () => {
    const limit = Buffer.concat([png, Buffer.alloc(LOGO_MAX_BYTES - png.length)]);
    expect((await upload('designer@teste.dev', limit)).statusCode).toBe(200);
    const before = await storedLogo(ids.b);
    const res = await upload('designer@teste.dev', Buffer.concat([limit, Buffer.from([0])]));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: 413, title: 'A imagem deve ter no máximo 1 MB' });
    expect((await storedLogo(ids.b))?.logo?.equals(before!.logo!)).toBe(true);
  });

  it('refuses users without the Logo Salvar permission with a 403, and anonymous requests with a 401', async () => {
    const before = await storedLogo(ids.a);
    for (const email of ['so-dre@teste.dev', 'logo-sem-salvar@teste.dev']) {
      const res = await upload(email, png);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ status: 403, title: 'Sem permissões' });
    }
    const form = formWithFile(png);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Logo',
      payload: form.payload,
      headers: form.headers,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await storedLogo(ids.a)).toEqual(before);
  });

  it("changes only the uploader's cliente: each tenant's GET shows its own logo", async () => {
    const mine = Buffer.concat([png, Buffer.from('cliente-b')]);
    expect((await upload('designer@teste.dev', mine)).statusCode).toBe(200);
    const b = await getLogo('sem-logo@teste.dev');
    expect(b.rawPayload.equals(mine)).toBe(true);
    const a = await getLogo('com-logo@teste.dev');
    expect(a.statusCode).toBe(200);
    expect(a.rawPayload.equals(mine)).toBe(false);
    expect(a.rawPayload.equals((await storedLogo(ids.a))!.logo!)).toBe(true);
  });
});
