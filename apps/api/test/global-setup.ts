import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { withDatabaseName } from '../src/db/connection.ts';
import { findRepoRoot, startEmbeddedPostgres, stopEmbeddedPostgresAt } from '../src/db/embedded.ts';
import { migrateDatabase } from '../src/db/migrate.ts';

/** What test files receive (`inject('testDb')`) to copy the migrated template. */
export interface TestDatabaseContext {
  /** Superuser/owner URL of the server's maintenance database. */
  adminUrl: string;
  templateName: string;
  /** Prefix of this run's databases: `matriz_t_<runId>_…`. */
  runId: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: TestDatabaseContext;
  }
}

// Several runs may share one server (engineers testing in parallel, on the embedded test server or
// on DATABASE_URL). Each run holds a "lease" connection named LEASE for its whole life; the run
// that ends last (no other lease) stops the embedded server, and a run that starts alone drops
// databases left behind by crashed runs. An advisory lock serialises these decisions.
const LEASE = 'matriz-test-run';
const LOCK = `hashtext('matriz.test-run')`;
const FAST = ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'];

const dataDir = join(findRepoRoot(), 'data', 'pg-test');

export default async function setup(project: TestProject) {
  const runId = randomBytes(5).toString('hex');
  const templateName = `matriz_tpl_${runId}`;
  const { adminUrl, lease } = await openRun(templateName);
  try {
    await migrateDatabase(withDatabaseName(adminUrl, templateName));
  } catch (error) {
    await dropDatabase(lease, templateName).catch(() => {});
    await lease.end(); // an open lease would keep vitest's process alive
    throw error;
  }
  project.provide('testDb', { adminUrl, templateName, runId });

  return async function teardown() {
    await lease.query(`select pg_advisory_lock(${LOCK})`);
    const ours = await lease.query<{ datname: string }>(
      `select datname from pg_database where datname = $1 or datname like $2`,
      [templateName, `matriz\\_t\\_${runId}\\_%`],
    );
    for (const { datname } of ours.rows) await dropDatabase(lease, datname);
    const alone = (await otherLeases(lease)) === 0;
    if (alone && !process.env.DATABASE_URL) {
      await stopEmbeddedPostgresAt(dataDir); // ends the lease connection (and its lock) too
      await lease.end().catch(() => {});
      return;
    }
    await lease.query(`select pg_advisory_unlock(${LOCK})`);
    await lease.end();
  };
}

/** Connects (starting the embedded server if needed), takes the lease and creates the empty template. */
async function openRun(templateName: string): Promise<{ adminUrl: string; lease: pg.Client }> {
  for (let attempt = 1; ; attempt++) {
    const adminUrl = process.env.DATABASE_URL || (await startEmbedded());
    const lease = new pg.Client({ connectionString: adminUrl, application_name: LEASE });
    lease.on('error', () => {});
    try {
      await lease.connect();
      await lease.query(`select pg_advisory_lock(${LOCK})`);
      if ((await otherLeases(lease)) === 0) await dropLeftovers(lease);
      await lease.query(`create database ${lease.escapeIdentifier(templateName)}`);
      await lease.query(`select pg_advisory_unlock(${LOCK})`);
      return { adminUrl, lease };
    } catch (error) {
      await lease.end().catch(() => {});
      // The last run of another batch may have been stopping the embedded server: start again.
      if (process.env.DATABASE_URL || attempt >= 5) throw error;
      await new Promise((done) => setTimeout(done, 300 * attempt));
    }
  }
}

async function startEmbedded(): Promise<string> {
  const port = Number(process.env.TEST_PG_PORT ?? 54330);
  const server = await startEmbeddedPostgres({ dataDir, port, detached: true, postgresFlags: FAST });
  return server.url;
}

async function otherLeases(lease: pg.Client): Promise<number> {
  const { rows } = await lease.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity where application_name = $1 and pid <> pg_backend_pid()`,
    [LEASE],
  );
  return rows[0]?.n ?? 0;
}

/** Test databases of runs that died without their teardown (called only when no other run is alive). */
async function dropLeftovers(lease: pg.Client): Promise<void> {
  const { rows } = await lease.query<{ datname: string }>(
    `select datname from pg_database where datname like 'matriz\\_t\\_%' or datname like 'matriz\\_tpl\\_%'`,
  );
  for (const { datname } of rows) await dropDatabase(lease, datname);
}

async function dropDatabase(client: pg.Client, name: string): Promise<void> {
  await client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`);
}
