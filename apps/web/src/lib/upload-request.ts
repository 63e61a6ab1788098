import { ApiError, handleApiError } from './errors.ts';
import { useSessionStore } from './storage.ts';

export interface UploadRequestOptions {
  /** called as the body goes out: 0–100 (whole numbers) */
  onProgress?: (percent: number) => void;
  /** skip the global error notice: the caller shows its own message (a 401 still ends the session) */
  silent?: boolean;
  signal?: AbortSignal;
}

function parseBody(xhr: XMLHttpRequest): unknown {
  const text = xhr.responseText;
  if (!text) return null;
  if ((xhr.getResponseHeader('content-type') ?? '').includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * POST of a multipart form with upload progress. fetch reports no progress of the request body, so this one
 * request goes through XMLHttpRequest — with the same bearer token, the same 'only 200 is success' rule and the
 * same global error handling (401 ends the session) as the API client.
 */
export function uploadRequest<T>(
  path: string,
  form: FormData,
  options: UploadRequestOptions = {},
): Promise<T> {
  const { accessToken } = useSessionStore.getState();
  const handle = { silent: options.silent, hadSession: Boolean(accessToken) };
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const fail = (error: ApiError) => {
      handleApiError(error, handle);
      reject(error);
    };
    xhr.open('POST', path);
    xhr.setRequestHeader('Accept', 'application/json');
    if (accessToken) xhr.setRequestHeader('Authorization', `Bearer ${accessToken}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(Math.min(100, Math.floor((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      const body = parseBody(xhr);
      if (xhr.status === 200) resolve(body as T);
      else fail(new ApiError(xhr.status, body));
    };
    xhr.onerror = () => fail(new ApiError(0, null));
    xhr.onabort = () => reject(new DOMException('O envio foi cancelado.', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
