import pg from 'pg';
import { startEmbeddedPostgres, type DbLogger } from './embedded.ts';

export interface ResolveDatabaseOptions {
  /** A PostgreSQL server to use; without it the embedded server is started. */
  databaseUrl?: string;
  /** Embedded server data directory (default `<repo>/data/pg`). */
  dataDir?: string;
  /** Embedded server port (default env EMBEDDED_PG_PORT or 54329). */
  port?: number;
  log?: DbLogger;
}

export interface ResolvedDatabase {
  /** Connection of the schema owner: migrations, seed, maintenance. Bypasses nothing by itself. */
  ownerUrl: string;
  /** Connection of the application role (`matriz_app`): subject to row-level security. */
  appUrl: string;
  embedded: boolean;
  /** Stops the embedded server if this call started it. */
  stop(): Promise<void>;
}

/** Database the embedded server keeps the application's data in. */
export const EMBEDDED_DATABASE = 'matriz';

/**
 * With a database URL, uses that server (the URL is the owner's); otherwise starts (or reuses)
 * the embedded server and creates its `matriz` database on first use.
 */
export async function resolveDatabase(options: ResolveDatabaseOptions = {}): Promise<ResolvedDatabase> {
  if (options.databaseUrl) {
    return {
      ownerUrl: options.databaseUrl,
      appUrl: appUrlFor(options.databaseUrl),
      embedded: false,
      stop: async () => {},
    };
  }
  const server = await startEmbeddedPostgres({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.log ? { log: options.log } : {}),
  });
  try {
    await ensureDatabase(server.url, EMBEDDED_DATABASE);
  } catch (error) {
    await server.stop();
    throw error;
  }
  const ownerUrl = withDatabaseName(server.url, EMBEDDED_DATABASE);
  return { ownerUrl, appUrl: appUrlFor(ownerUrl), embedded: true, stop: () => server.stop() };
}

/** Name of the application role: env APP_DB_ROLE, default `matriz_app`. */
export function appRoleName(): string {
  const role = process.env.APP_DB_ROLE ?? 'matriz_app';
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(role))
    throw new Error(`APP_DB_ROLE must be a lower-case SQL identifier: ${role}`);
  return role;
}

/** Password of the application role: env APP_DB_PASSWORD, default `matriz_app`. */
export function appRolePassword(): string {
  return process.env.APP_DB_PASSWORD ?? 'matriz_app';
}

/** The owner URL with the application role's credentials. */
export function appUrlFor(ownerUrl: string, role = appRoleName(), password = appRolePassword()): string {
  const url = new URL(ownerUrl);
  url.username = encodeURIComponent(role);
  url.password = encodeURIComponent(password);
  return url.toString();
}

/** The same server and credentials, another database. */
export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(name)}`;
  return parsed.toString();
}

/** Creates database `name` unless it exists (a concurrent creator is tolerated). */
export async function ensureDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount) return;
    await client
      .query(`create database ${client.escapeIdentifier(name)}`)
      .catch((error: { code?: string }) => {
        // 42P04 duplicate_database; 23505 when two creators race on the catalogue
        if (error.code !== '42P04' && error.code !== '23505') throw error;
      });
  } finally {
    await client.end();
  }
}
