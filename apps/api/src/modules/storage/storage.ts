import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream, type WriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

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
  read(key: string): ReadStream;
  /** Size in bytes, or null when there is no file under the key. */
  size(key: string): Promise<number | null>;
  delete(key: string): Promise<void>;
}

const KEY = /^[\w-]+(?:\/[\w.-]+)*$/;

/** The local-directory storage (default `./data/files`). Partial files carry a `.part-*` suffix and are never read. */
export function createLocalStorage(root: string): FileStorage {
  const base = resolve(root);
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
      const temp = `${path}.part-${randomBytes(6).toString('hex')}`;
      const stream = createWriteStream(temp);
      return {
        stream,
        async commit() {
          await rename(temp, path);
          return (await stat(path)).size;
        },
        abort: () => rm(temp, { force: true }),
      };
    },
    read: (key) => createReadStream(pathOf(key)),
    async size(key) {
      try {
        return (await stat(pathOf(key))).size;
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') return null;
        throw error;
      }
    },
    delete: (key) => rm(pathOf(key), { force: true }),
  };
}
