import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createCliente, createUser, signIn } from '../../test/fixtures.ts';
import { relatorio } from '../db/schema/index.ts';
import { createLocalStorage } from './storage.ts';

let t: TestApp;
let user: { headers: Record<string, string> };
let readyId: string;
const filesDir = mkdtempSync(join(tmpdir(), 'matriz-files-'));
/** a report file of 64 KB: far above the threshold, and as compressible as text could be */
const fileBytes = Buffer.alloc(64 * 1024, 'a');

beforeAll(async () => {
  t = await createTestApp({ WORKERS: 'off' }, { filesDir });
  const c = await createCliente(t.tdb.ownerDb);
  const u = await createUser(t.tdb.ownerDb, c.id, { email: 'compress@rel.com' });
  user = await signIn(t.app, 'compress@rel.com');
  const key = `relatorios/${c.id}/grande.xlsx`;
  const file = await createLocalStorage(filesDir).begin(key);
  file.stream.end(fileBytes);
  await new Promise<void>((r) => file.stream.once('finish', () => r()));
  const size = await file.commit();
  // enough requests for a list of a few KB
  const rows = Array.from({ length: 12 }, (_, i) => ({
    clienteId: c.id,
    usuarioId: u.id,
    origem: 'empresas',
    descricao: `Empresas ${i}`,
    parametros: {},
    status: 2,
    arquivoChave: key,
    arquivoNome: `Empresas ${i}.xlsx`,
    arquivoTamanho: size,
    expiresAt: new Date(Date.now() + 86_400_000),
  }));
  const inserted = await t.tdb.ownerDb.insert(relatorio).values(rows).returning({ id: relatorio.id });
  readyId = inserted[0]!.id;
});
afterAll(() => t.close());

const list = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/Relatorio/listar',
    headers: { ...user.headers, ...headers },
  });

describe('API compression (issue 8 §4)', () => {
  it('answers a JSON list in brotli to a client that accepts it, the same JSON', async () => {
    const plain = await list({});
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await list({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/application\/json/);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 3);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });

  it('answers gzip to a gzip-only client', async () => {
    const gz = await list({ 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual((await list({})).json());
  });

  it('leaves small answers as they are', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  describe('xlsx download', () => {
    const download = (headers: Record<string, string>, method: 'GET' | 'HEAD' = 'GET') =>
      t.app.inject({
        method,
        url: `/api/v1/Relatorio/download/${readyId}`,
        headers: { ...user.headers, ...headers },
      });

    it('streams the file as it is, never compressed', async () => {
      const res = await download({ 'accept-encoding': 'gzip, deflate, br' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.headers['content-encoding']).toBeUndefined();
      // streamed: chunked, or a content-length that is the file's
      const length = res.headers['content-length'];
      if (length === undefined) expect(res.headers['transfer-encoding']).toBe('chunked');
      else expect(Number(length)).toBe(fileBytes.length);
      expect(res.rawPayload.equals(fileBytes)).toBe(true);
    });

    it('answers HEAD and a Range request as before: the whole file, uncompressed', async () => {
      const head = await download({ 'accept-encoding': 'br' }, 'HEAD');
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toContain('spreadsheetml');
      expect(head.headers['content-encoding']).toBeUndefined();
      expect(head.body).toBe('');
      // the route has never served ranges: a Range request gets the whole file
      const range = await download({ 'accept-encoding': 'br', range: 'bytes=0-9' });
      expect(range.statusCode).toBe(200);
      expect(range.headers['content-encoding']).toBeUndefined();
      expect(range.rawPayload.length).toBe(fileBytes.length);
    });
  });
});
