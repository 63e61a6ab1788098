import { vi } from 'vitest';

type Listener = ((event: ProgressEvent) => void) | null;

/** One request made through XMLHttpRequest, answered by the test. */
export class FakeXhr {
  method = '';
  url = '';
  readonly headers: Record<string, string> = {};
  body: Document | XMLHttpRequestBodyInit | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  private responseHeaders: Record<string, string> = {};
  readonly upload: { onprogress: Listener } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor(private readonly sent: (xhr: FakeXhr) => void) {}

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }

  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }

  send(body: Document | XMLHttpRequestBodyInit | null = null) {
    this.body = body;
    this.sent(this);
  }

  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  /** The form field `name` of a multipart body. */
  field(name: string): FormDataEntryValue | null {
    return this.body instanceof FormData ? this.body.get(name) : null;
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }

  respond(status: number, body?: unknown) {
    this.status = status;
    const problem = status >= 400;
    this.responseHeaders['content-type'] = problem ? 'application/problem+json' : 'application/json';
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.onload?.();
  }

  failNetwork() {
    this.onerror?.();
  }
}

/**
 * Replaces XMLHttpRequest (the upload with progress) with FakeXhr; `onSend` may answer at once. Answers the list
 * of requests made.
 */
export function mockXhr(onSend?: (xhr: FakeXhr) => void) {
  const requests: FakeXhr[] = [];
  const sent = (xhr: FakeXhr) => {
    requests.push(xhr);
    onSend?.(xhr);
  };
  vi.stubGlobal(
    'XMLHttpRequest',
    class extends FakeXhr {
      constructor() {
        super(sent);
      }
    },
  );
  return { requests };
}
