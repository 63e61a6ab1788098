import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream, type WriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Files by key (generated reports, uploads, logos): the one storage of the process. */
    storage: FileStorage;
  }
}

/** A file being written: invisible under its key until `commit()` renames it into place. */
export interface PendingFile {
  stream: WriteStream;
  /** Moves the finished file to its key (atomic on the same file system); answers its size in bytes. */
  commit(): Promise<number>;
  /** Removes the partial file. */
  abort(): Promise<void>;
}

/** Files (generated reports, uploads, logos) by key; keys are relative paths such as `relatorios/<cliente>/<id>.xlsx`. */
export interface FileStorage {
  begin(key: string): Promise<PendingFile>;
  /** The file's bytes, or only those from `start` to `end` (inclusive, as fs.createReadStream counts them). */
  read(key: string, range?: { start: number; end?: number }): ReadStream;
  /** Size in bytes, or null when there is no file under the key. */
  size(key: string): Promise<number | null>;
  delete(key: string): Promise<void>;
  /**
   * Removes partial files that no writer will finish (their process died: a worker killed mid-report); answers
   * how many. Run when the workers start and by the hourly expiry job.
   */
  removeOrphans(now?: Date): Promise<number>;
}

/** A partial file is `<key>.part-<pid>-<host>-<random>`: who writes it, so a dead writer's file can be told. */
const PART = /\.part-(?:(\d+)-([0-9a-f]{8})-)?[0-9a-f]{12}$/;
const HOST = createHash('sha256').update(hostname()).digest('hex').slice(0, 8);
/** Another machine's partial file (a shared volume) is an orphan only when it has not changed for this long. */
const FOREIGN_PART_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** A partial file of the format without the writer (older versions) is an orphan after this long. */
const UNNAMED_PART_MAX_AGE_MS = 60 * 60 * 1000;

/** This process's partial files still being written, whichever storage instance writes them. */
const writing = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function* filesUnder(dir: string): AsyncGenerator<string> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

const KEY = /^[\w-]+(?:\/[\w.-]+)*$/;

/** The local-directory storage (default `./data/files`). Partial files carry a `.part-*` suffix and are never read. */
export function createLocalStorage(root: string): FileStorage {
  const base = resolve(root);
  const isOrphan = async (path: string, now: number) => {
    const match = PART.exec(path);
    if (!match) return false;
    const [, pid, host] = match;
    if (pid && host === HOST) return Number(pid) === process.pid ? !writing.has(path) : !isAlive(Number(pid));
    const age = now - (await stat(path)).mtimeMs;
    return age > (pid ? FOREIGN_PART_MAX_AGE_MS : UNNAMED_PART_MAX_AGE_MS);
  };
  const pathOf = (key: string) => {
    if (!KEY.test(key) || key.split('/').some((p) => p === '..' || p.startsWith('.')))
      throw new Error(`chave de arquivo inválida: ${key}`);
    const path = join(base, key);
    if (!path.startsWith(base + sep)) throw new Error(`chave de arquivo inválida: ${key}`);
    return path;
  };
  return {
    async begin(key) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temp = `${path}.part-${process.pid}-${HOST}-${randomBytes(6).toString('hex')}`;
      writing.add(temp);
      const stream = createWriteStream(temp);
      return {
        stream,
        async commit() {
          await rename(temp, path);
          writing.delete(temp);
          return (await stat(path)).size;
        },
        async abort() {
          await rm(temp, { force: true });
          writing.delete(temp);
        },
      };
    },
    read: (key, range) => createReadStream(pathOf(key), range),
    async size(key) {
      try {
        return (await stat(pathOf(key))).size;
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') return null;
        throw error;
      }
    },
    delete: (key) => rm(pathOf(key), { force: true }),
    async removeOrphans(now = new Date()) {
      let removed = 0;
      for await (const path of filesUnder(base)) {
        if (!(await isOrphan(path, now.getTime()).catch(() => false))) continue;
        await rm(path, { force: true });
        removed++;
      }
      return removed;
    },
  };
}

/**
 * The process's file storage as configured: the local directory (FILES_DIR). The one place that chooses the
 * implementation; the app (storagePlugin) and a worker-only process (server.ts) both take it from here.
 */
export function createFileStorage(config: Pick<Config, 'filesDir'>): FileStorage {
  return createLocalStorage(config.filesDir);
}

/** Decorates the app with its file storage (`app.storage`). */
export const storagePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('storage', createFileStorage(app.config));
  },
  { name: 'storage' },
);
