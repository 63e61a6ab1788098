import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { findRepoRoot, startEmbeddedPostgres, stopEmbeddedPostgresAt } from './embedded.ts';

// A private server in a temporary directory (not the shared test server): initdb takes ~1–2 s.
const dataDir = join(tmpdir(), `matriz-embedded-${randomBytes(4).toString('hex')}`);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

async function query(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ n: number }>('select 1 as n')).rows[0]!.n;
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('startEmbeddedPostgres', () => {
  it('initialises once, reuses a running server, survives a stale pid file and stops', async () => {
    const port = await freePort();
    const first = await startEmbeddedPostgres({ dataDir, port });
    expect(first.startedHere).toBe(true);
    expect(await query(first.url)).toBe(1);

    const reused = await startEmbeddedPostgres({ dataDir, port });
    expect(reused.startedHere).toBe(false);
    await reused.stop();
    expect(await query(reused.url)).toBe(1);

    const version = readFileSync(join(dataDir, 'PG_VERSION'), 'utf8');
    await first.stop();
    expect(existsSync(join(dataDir, 'postmaster.pid'))).toBe(false);

    // A crash leaves postmaster.pid behind, naming a process that no longer exists.
    writeFileSync(join(dataDir, 'postmaster.pid'), `999999\n${dataDir}\n0\n${port}\n`);
    const again = await startEmbeddedPostgres({ dataDir, port });
    try {
      expect(again.startedHere).toBe(true);
      expect(readFileSync(join(dataDir, 'PG_VERSION'), 'utf8')).toBe(version);
      expect(await query(again.url)).toBe(1);
    } finally {
      await again.stop();
    }
  });

  it('adopts a server orphaned by a crashed run and stops it when the last process using it stops', async () => {
    const orphanDir = join(tmpdir(), `matriz-embedded-${randomBytes(4).toString('hex')}`);
    const port = await freePort();
    try {
      // A Matriz process starts the server and dies by SIGKILL: its postgres keeps running, unowned.
      const crashed = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          '--input-type=module',
          '-e',
          `import { startEmbeddedPostgres } from ${JSON.stringify(join(import.meta.dirname, 'embedded.ts'))};
           await startEmbeddedPostgres({ dataDir: ${JSON.stringify(orphanDir)}, port: ${port} });
           console.log('ready');
           setInterval(() => {}, 1000);`,
        ],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      await new Promise<void>((ready, fail) => {
        crashed.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && ready());
        crashed.on('exit', (code) => fail(new Error(`the crashing process exited early (${code})`)));
      });
      crashed.kill('SIGKILL');
      await new Promise((done) => crashed.once('exit', done));
      const postmaster = Number(readFileSync(join(orphanDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      expect(await query(`postgres://postgres:postgres@127.0.0.1:${port}/postgres`)).toBe(1);

      // The next start finds it running and takes it over; a second user (a seed run) shares it.
      const adopted = await startEmbeddedPostgres({ dataDir: orphanDir, port });
      expect(adopted.startedHere).toBe(false);
      const seed = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          '--input-type=module',
          '-e',
          `import { startEmbeddedPostgres } from ${JSON.stringify(join(import.meta.dirname, 'embedded.ts'))};
           const server = await startEmbeddedPostgres({ dataDir: ${JSON.stringify(orphanDir)}, port: ${port} });
           await server.stop();`,
        ],
        { stdio: 'inherit' },
      );
      expect(await new Promise((done) => seed.once('exit', done))).toBe(0);
      expect(await query(adopted.url)).toBe(1); // the other user stopping leaves it running for us

      await adopted.stop(); // Ctrl+C of the adopting run
      expect(existsSync(join(orphanDir, 'postmaster.pid'))).toBe(false);
      expect(() => process.kill(postmaster, 0)).toThrow();
    } finally {
      await stopEmbeddedPostgresAt(orphanDir).catch(() => {});
      await rm(orphanDir, { recursive: true, force: true });
    }
  });

  it('finds the repository root', () => {
    expect(existsSync(join(findRepoRoot(), 'apps', 'api', 'src', 'db', 'embedded.ts'))).toBe(true);
  });
});
