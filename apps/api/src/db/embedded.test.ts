import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { findRepoRoot, startEmbeddedPostgres } from './embedded.ts';

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

  it('finds the repository root', () => {
    expect(existsSync(join(findRepoRoot(), 'apps', 'api', 'src', 'db', 'embedded.ts'))).toBe(true);
  });
});
