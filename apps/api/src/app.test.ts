import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

let t: TestApp;
let spa: string;

beforeAll(async () => {
  spa = mkdtempSync(join(tmpdir(), 'matriz-spa-'));
  mkdirSync(join(spa, 'assets'));
  writeFileSync(join(spa, 'index.html'), '<!doctype html><title>Matriz</title><div id="root"></div>');
  writeFileSync(join(spa, 'assets', 'app.js'), 'console.log(1)');
  t = await createTestApp({ WEB_DIST: spa, LOGIN_RATE_LIMIT_PER_MINUTE: '3' });
});
afterAll(() => t.close());

describe('API skeleton', () => {
  it('reports health with the database checked', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('publishes OpenAPI generated from the route schemas, and its UI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/v1/Auth/login'].post.requestBody).toBeDefined();
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the SPA with the history fallback and 404s everything else', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/dre' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect((await t.app.inject({ method: 'GET', url: '/' })).body).toContain('<div id="root">');
    expect((await t.app.inject({ method: 'GET', url: '/assets/app.js' })).body).toBe('console.log(1)');
    const missingAsset = await t.app.inject({ method: 'GET', url: '/assets/antigo.js' });
    expect(missingAsset.statusCode).toBe(404);
    const api = await t.app.inject({ method: 'GET', url: '/api/v1/Nada/nada' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/problem+json');
    expect(api.json()).toEqual({ status: 404, title: 'Recurso não encontrado' });
  });

  it('limits sign-in attempts with a pt-BR 429', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/Auth/login',
        payload: { Email: 'x@y.dev', Password: 'x' },
        remoteAddress: '10.9.9.9',
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(400);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().title).toBe('Muitas tentativas. Aguarde um pouco e tente novamente.');
  });
});
