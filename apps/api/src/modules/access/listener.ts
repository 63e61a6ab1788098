import pg from 'pg';
import { ACCESS_CHANNEL, parseAccessChange, type AccessChange } from './notify.ts';

export interface AccessListenerOptions {
  /** connection settings (the app's pool settings; one dedicated connection, outside the pool) */
  client: pg.ClientConfig;
  onChange: (change: AccessChange) => void;
  /** true once LISTEN is active, false as soon as the connection is lost or closed */
  onStatus: (connected: boolean) => void;
  log: { warn: (obj: object, msg: string) => void };
  /** first reconnect delay, doubled per failure up to `maxRetryMs`; defaults 200 ms and 10 s */
  minRetryMs?: number;
  maxRetryMs?: number;
  /** a liveness query this often (a silently dead connection would hear nothing); default 10 s */
  pingIntervalMs?: number;
}

/**
 * The process's LISTEN connection on the access-change channel. Reconnects on any error with backoff, and says
 * when it is up or down so the cache can be bypassed while notifications could be missed.
 */
export class AccessListener {
  readonly #options: AccessListenerOptions;
  #client: pg.Client | null = null;
  #connected = false;
  #closed = false;
  #failures = 0;
  #retry: NodeJS.Timeout | undefined;
  #ping: NodeJS.Timeout | undefined;

  constructor(options: AccessListenerOptions) {
    this.#options = options;
  }

  get connected(): boolean {
    return this.#connected;
  }

  /** First connection attempt; a failure is logged and retried in the background, never thrown. */
  async start(): Promise<void> {
    await this.#connect();
    const every = this.#options.pingIntervalMs ?? 10_000;
    this.#ping = setInterval(() => void this.#checkAlive(), every);
    this.#ping.unref();
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#retry);
    clearInterval(this.#ping);
    const client = this.#client;
    this.#setConnected(false);
    this.#client = null;
    await client?.end().catch(() => {});
  }

  async #connect(): Promise<void> {
    if (this.#closed) return;
    const client = new pg.Client({ ...this.#options.client, keepAlive: true });
    this.#client = client;
    client.on('error', (error) => this.#lost(client, error));
    client.on('end', () => this.#lost(client));
    client.on('notification', (message) => {
      if (message.channel !== ACCESS_CHANNEL) return;
      const change = parseAccessChange(message.payload);
      if (change) this.#options.onChange(change);
    });
    try {
      await client.connect();
      await client.query(`listen ${ACCESS_CHANNEL}`);
    } catch (error) {
      this.#lost(client, error);
      return;
    }
    if (this.#client !== client || this.#closed) return;
    this.#failures = 0;
    this.#setConnected(true);
  }

  /** The connection is gone (or unusable): bypass the cache now, and reconnect later. */
  #lost(client: pg.Client, error?: unknown): void {
    if (this.#client !== client) return;
    this.#client = null;
    this.#setConnected(false);
    client.end().catch(() => {});
    if (this.#closed) return;
    if (error) this.#options.log.warn({ err: error }, 'conexão de avisos de acesso perdida; cache desligado');
    const min = this.#options.minRetryMs ?? 200;
    const delay = Math.min(this.#options.maxRetryMs ?? 10_000, min * 2 ** this.#failures++);
    clearTimeout(this.#retry);
    this.#retry = setTimeout(() => void this.#connect(), delay);
    this.#retry.unref();
  }

  async #checkAlive(): Promise<void> {
    const client = this.#client;
    if (!client || !this.#connected) return;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('sem resposta da conexão de avisos')), 5_000);
    });
    try {
      await Promise.race([client.query('select 1'), timeout]);
    } catch (error) {
      this.#lost(client, error);
    } finally {
      clearTimeout(timer);
    }
  }

  #setConnected(on: boolean): void {
    if (this.#connected === on) return;
    this.#connected = on;
    this.#options.onStatus(on);
  }
}
