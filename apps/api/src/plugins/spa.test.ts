import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { IMMUTABLE, REVALIDATE } from './spa.ts';

let t: TestApp;
const html = `<!doctype html><title>Matriz</title><div id="root"></div>${' '.repeat(2000)}`;
const js = `export const tela = ${JSON.stringify('x'.repeat(4000))};`;
const asset = '/assets/index-AbC_d3-9.js';

/** A built SPA as `vite build` leaves it: hashed assets with their .br and .gz beside them. */
function writeDist() {
  const dist = mkdtempSync(join(tmpdir(), 'matriz-spa-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), html);
  writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(html));
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, asset), js);
  writeFileSync(join(dist, `${asset}.br`), brotliCompressSync(js));
  writeFileSync(join(dist, `${asset}.gz`), gzipSync(js));
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
  return dist;
}

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: writeDist() });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('SPA delivery (issue 8 §4)', () => {
  it('sends a hashed asset immutable for a year, as the brotli file the build wrote', async () => {
    const res = await get(asset, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(res.headers['content-length'])).toBeLessThan(js.length / 10);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(js);
  });

  it('sends the gzip file to a client without brotli, and the plain file to one without either', async () => {
    const gz = await get(asset, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(js);
    expect(gz.headers['cache-control']).toBe(IMMUTABLE);
    const plain = await get(asset);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('answers HEAD for an asset with its headers', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: asset, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.body).toBe('');
  });

  it('sends index.html no-cache, revalidated through its ETag', async () => {
    const res = await get('/', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(REVALIDATE);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(html);
    const again = await get('/', { 'accept-encoding': 'br', 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('sends the history fallback (index.html of a screen path) no-cache', async () => {
    const res = await get('/dre/visao-geral', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(REVALIDATE);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(html);
    // no index.html.gz was built: a gzip-only client gets it compressed on the fly
    const gz = await get('/dre/visao-geral', { 'accept-encoding': 'gzip' });
    expect(gz.headers['cache-control']).toBe(REVALIDATE);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(html);
  });

  it('sends unhashed files no-cache', async () => {
    const res = await get('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(REVALIDATE);
  });

  it('answers an unknown asset 404, not index.html', async () => {
    for (const url of ['/assets/index-Zz0Zz0Zz.js', '/assets/antigo.css', '/favicon.ico']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/problem+json');
    }
  });

  it('does not publish the build manifest', async () => {
    expect((await get('/.vite/manifest.json')).statusCode).toBe(404);
  });
});
