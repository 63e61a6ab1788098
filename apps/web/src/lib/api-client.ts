import { ApiError, handleApiError } from './errors.ts';
import { useSessionStore } from './storage.ts';

export { ApiError, isApiError } from './errors.ts';

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  /** JSON-serialised, or sent as is when FormData or Blob */
  body?: unknown;
  /** skip the global error notice: the caller shows its own message (a 401 still ends the session) */
  silent?: boolean;
  /** statuses that count as success; everything else is a failure (default: only 200) */
  okStatuses?: readonly number[];
  /** extra request headers (If-None-Match of a conditional poll) */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) if (v !== undefined && v !== null) params.append(key, String(v));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

function buildInit(options: RequestOptions, accessToken: string | null): RequestInit {
  const headers = new Headers({ ...options.headers, Accept: 'application/json' });
  if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData || options.body instanceof Blob) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  return { method: options.method ?? (body ? 'POST' : 'GET'), headers, body, signal: options.signal };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/** Sends the request with the session's bearer token; failures go through the global error module. */
async function send(path: string, options: RequestOptions): Promise<Response> {
  const { accessToken } = useSessionStore.getState();
  const handle = { silent: options.silent, hadSession: Boolean(accessToken) };
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), buildInit(options, accessToken));
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    const error = new ApiError(0, null);
    handleApiError(error, handle);
    throw error;
  }
  if (!(options.okStatuses ?? [200]).includes(response.status)) {
    const error = new ApiError(response.status, await readBody(response));
    handleApiError(error, handle);
    throw error;
  }
  return response;
}

/** A JSON (or text) request; resolves with the parsed body, null when empty. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  return (await readBody(response)) as T;
}

export interface ApiResponse<T> {
  status: number;
  headers: Headers;
  /** the parsed body; null when empty (a 304) */
  body: T | null;
}

/** A request whose caller reads the status and headers too (an ETag, a 304 among its okStatuses). */
export async function apiRequestWithResponse<T>(
  path: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const response = await send(path, options);
  return { status: response.status, headers: response.headers, body: (await readBody(response)) as T | null };
}

export const api = {
  get: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

export const DEFAULT_FILE_NAME = 'arquivo';

/** The file name of a content-disposition header (RFC 6266 filename* first), else 'arquivo'. */
export function getFileName(contentDisposition: string | null): string {
  if (!contentDisposition) return DEFAULT_FILE_NAME;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(contentDisposition);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // a malformed percent-encoding: fall back to the plain filename parameter
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(contentDisposition);
  const name = (plain?.[2] ?? plain?.[1] ?? '').trim();
  return name || DEFAULT_FILE_NAME;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** A binary request: the body as a Blob and the file name from content-disposition. */
export async function apiDownload(path: string, options: RequestOptions = {}): Promise<DownloadedFile> {
  const response = await send(path, options);
  return { blob: await response.blob(), fileName: getFileName(response.headers.get('content-disposition')) };
}

/** Hands a downloaded file to the browser. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
