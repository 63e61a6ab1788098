import { endpoints } from '@matriz/contracts';
import { vi } from 'vitest';

export interface MockCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

export interface MockReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A reply, a function computing one, or 'network-error' for a request that gets no response. */
export type MockHandler = MockReply | 'network-error' | ((call: MockCall) => MockReply | Promise<MockReply>);

const defaults: Record<string, MockHandler> = {
  [`GET ${endpoints.auth.validarToken}`]: { body: { valido: true } },
};

function toResponse({ status = 200, body, headers = {} }: MockReply): Response {
  const type = status >= 400 ? 'application/problem+json' : 'application/json';
  const text = body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text, { status, headers: { 'content-type': type, ...headers } });
}

/**
 * Replaces fetch with a table of answers keyed 'METHOD /path'. Unknown paths answer 404 problem+json.
 * The login-token validation made on every route change answers valid unless overridden.
 */
export function mockApi(handlers: Record<string, MockHandler> = {}) {
  const calls: MockCall[] = [];
  const table = { ...defaults, ...handlers };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const raw = init?.body;
    const call: MockCall = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: typeof raw === 'string' ? (JSON.parse(raw) as unknown) : (raw ?? null),
      headers: new Headers(init?.headers),
    };
    calls.push(call);
    const handler = table[`${method} ${url.pathname}`];
    if (!handler) return toResponse({ status: 404, body: { status: 404, title: 'Recurso não encontrado' } });
    if (handler === 'network-error') throw new TypeError('Failed to fetch');
    return toResponse(typeof handler === 'function' ? await handler(call) : handler);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}
