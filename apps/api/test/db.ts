import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase, type Database } from '../src/db/client.ts';
import { appUrlFor, withDatabaseName } from '../src/db/connection.ts';
import type { TestDatabaseContext } from './global-setup.ts';

export interface TestDatabase {
  ownerUrl: string;
  /** URL of the application role (row-level security applies). */
  appUrl: string;
  /** Drizzle over the application role: what the API uses. */
  db: Database;
  /** Drizzle over the owner (superuser): fixtures and assertions across tenants. */
  ownerDb: Database;
  /** Closes the pools and drops the database. */
  close(): Promise<void>;
}

/** A fresh, migrated database for one test file, copied from the run's template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const context: TestDatabaseContext = inject('testDb');
  const name = `matriz_t_${context.runId}_${randomBytes(4).toString('hex')}`;
  await withAdmin(context.adminUrl, async (admin) => {
    const sql = `create database ${admin.escapeIdentifier(name)} template ${admin.escapeIdentifier(context.templateName)}`;
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(sql);
        return;
      } catch (error) {
        // 55006: "source database is being accessed by other users" — a copy in progress elsewhere.
        if ((error as { code?: string }).code !== '55006' || attempt >= 100) throw error;
        await new Promise((done) => setTimeout(done, 50 + Math.random() * 100));
      }
    }
  });
  const ownerUrl = withDatabaseName(context.adminUrl, name);
  const appUrl = appUrlFor(ownerUrl);
  const app = createDatabase(appUrl, { max: 4, applicationName: 'matriz-test' });
  const owner = createDatabase(ownerUrl, { max: 2, applicationName: 'matriz-test-owner' });
  return {
    ownerUrl,
    appUrl,
    db: app.db,
    ownerDb: owner.db,
    async close() {
      await Promise.all([app.close(), owner.close()]);
      await withAdmin(context.adminUrl, (admin) =>
        admin.query(`drop database if exists ${admin.escapeIdentifier(name)} with (force)`),
      );
    },
  };
}

async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
