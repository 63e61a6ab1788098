import { sql } from 'drizzle-orm';
import { connect, type AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

/**
 * The error envelope for what fails before or beneath a handler (issue 8 §1, §8): Fastify's own errors and
 * PostgreSQL's data errors answer problem+json in pt-BR, never an English detail nor a 500.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, {}, false, {
    beforeReady(app) {
      // values that reach PostgreSQL unchecked (the schemas refuse them first on every real route)
      const fails = (path: string, query: () => Promise<unknown>) =>
        app.get(`/api/teste-erros/${path}`, { config: { auth: false } }, async () => {
          await query();
          return { ok: true };
        });
      fails('nul', () => app.db.execute(sql`select ${'a\u0000b'}::text`));
      fails('jsonb-nul', () => app.db.execute(sql`select ${JSON.stringify({ a: 'a\u0000b' })}::jsonb`));
      fails('data', () => app.db.execute(sql`select ${'2026-13-45'}::date`));
      fails('numero', () => app.db.execute(sql`select ${'abc'}::int`));
      fails('divisao', () => app.db.execute(sql`select 1 / ${0}::int`));
      // PostgreSQL's deadlock_detected, as the driver raises it (a real one needs two crossed transactions)
      fails('deadlock', () =>
        Promise.reject(Object.assign(new Error('deadlock detected'), { code: '40P01' })),
      );
    },
  });
});
afterAll(() => t.close());

const url = '/api/v1/Auth/deletar-token';
const post = (payload: string | Buffer, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });

function expectProblem(res: LightMyRequestResponse, status: number, detail?: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toContain('application/problem+json');
  const body = res.json<{ status: number; title: string; detail?: string }>();
  expect(body.status).toBe(status);
  if (detail !== undefined) expect(body.detail).toBe(detail);
  return body;
}

describe('Fastify errors in pt-BR', () => {
  it('malformed JSON', async () => {
    const body = expectProblem(await post('{"email":'), 400, 'O corpo da requisição não é um JSON válido.');
    expect(body.title).toBe('Ocorreu algum problema com a requisição');
  });

  it('an empty body sent as JSON', async () => {
    expectProblem(await post(''), 400, 'O corpo da requisição está vazio, mas foi enviado como JSON.');
  });

  it('a body past the limit', async () => {
    const big = JSON.stringify({ email: 'a'.repeat(1_100_000) });
    expectProblem(await post(big), 413, 'O corpo da requisição é grande demais.');
  });

  it('an unsupported media type', async () => {
    expectProblem(await post('<a/>', 'application/xml'), 415, 'Tipo de conteúdo não suportado: envie JSON.');
  });

  it('a URL that cannot be decoded', async () => {
    expectProblem(
      await t.app.inject({ method: 'GET', url: '/api/v1/cluster/%ZZ' }),
      400,
      'Endereço inválido.',
    );
  });

  it('a bad query string: broken escapes and a repeated key', async () => {
    const broken = await t.app.inject({
      method: 'GET',
      url: '/api/v1/Auth/validar-token-redefinicao?token=%ZZ%',
    });
    expect(broken.statusCode).toBeLessThan(500);
    expectProblem(broken, broken.statusCode);
    const repeated = expectProblem(
      await t.app.inject({ method: 'GET', url: '/api/v1/Auth/validar-token-redefinicao?token=a&token=b' }),
      400,
    );
    expect(repeated.title).toBe('Entrada inválida: esperava um texto, recebeu um vetor');
  });
});

describe('PostgreSQL data errors', () => {
  it('answer 400 for a value the database cannot store (NUL in text and in jsonb, a bad date, not a number)', async () => {
    for (const path of ['nul', 'jsonb-nul', 'data', 'numero']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/teste-erros/${path}` });
      const body = expectProblem(res, 400, 'Um ou mais valores enviados não podem ser gravados.');
      expect(body.title).toBe('Dados inválidos');
    }
  });

  it('answer 409 for a transaction the database undid for a concurrent one (nothing written: retry)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/teste-erros/deadlock' });
    expect(expectProblem(res, 409).title).toBe(
      'Outro usuário alterava os mesmos dados ao mesmo tempo. Nada foi gravado; tente novamente.',
    );
  });

  it('leave the other data errors as server errors, without internals', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/teste-erros/divisao' });
    expect(expectProblem(res, 500)).toEqual({ status: 500, title: 'Exception: algum erro no servidor' });
  });
});

describe('a request Node cannot parse, over a real socket', () => {
  /** Writes raw bytes to the listening server and answers all it sends back until it closes the connection. */
  async function rawRequest(bytes: string): Promise<string> {
    const { port } = t.app.server.address() as AddressInfo;
    return new Promise((resolve, reject) => {
      const socket = connect({ host: '127.0.0.1', port });
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('error', reject);
      socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
      socket.setTimeout(5_000, () => socket.destroy(new Error('o servidor não fechou a conexão')));
      socket.write(bytes);
    });
  }

  beforeAll(async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });

  for (const [name, byte] of [
    ['NUL', '\u0000'],
    ['0x01', '\u0001'],
    ['DEL (0x7F)', '\u007f'],
  ] as const) {
    it(`a header with ${name} answers a pt-BR problem 400 and closes the connection`, async () => {
      const answer = await rawRequest(
        `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Teste: a${byte}b\r\n\r\n`,
      );
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 400 /);
      expect(head.toLowerCase()).toContain('content-type: application/problem+json');
      expect(head.toLowerCase()).toContain('connection: close');
      expect(head.toLowerCase()).toContain(`content-length: ${Buffer.byteLength(body)}`);
      expect(JSON.parse(body)).toEqual({
        status: 400,
        title: 'Ocorreu algum problema com a requisição',
        detail: 'A requisição HTTP está malformada.',
      });
    });
  }

  it('headers past the limit answer a pt-BR problem 431', async () => {
    const answer = await rawRequest(
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Teste: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(body)).toEqual({
      status: 431,
      title: 'Ocorreu algum problema com a requisição',
      detail: 'Os cabeçalhos da requisição são grandes demais.',
    });
  });
});
