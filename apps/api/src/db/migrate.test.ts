import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/db.ts';
import { appUrlFor, ensureDatabase, withDatabaseName } from './connection.ts';
import { migrateDatabase } from './migrate.ts';

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
});

afterAll(async () => {
  await t?.close();
});

async function fingerprint() {
  const { rows } = await t.ownerDb.execute<{ migrations: number; tables: number; policies: number }>(sql`
    select (select count(*)::int from drizzle.__drizzle_migrations) as migrations,
      (select count(*)::int from pg_tables where schemaname = 'public') as tables,
      (select count(*)::int from pg_policy) as policies`);
  return rows[0];
}

describe('migrateDatabase', () => {
  it('is a no-op on an up-to-date database, even run twice at once', async () => {
    const before = await fingerprint();
    await Promise.all([migrateDatabase(t.ownerUrl), migrateDatabase(t.ownerUrl)]);
    await migrateDatabase(t.ownerUrl);
    expect(await fingerprint()).toEqual(before);
  });

  it('creates the application role once when databases migrate concurrently', async () => {
    const role = `matriz_app_t_${randomBytes(4).toString('hex')}`;
    const names = [1, 2].map((n) => `${new URL(t.ownerUrl).pathname.slice(1)}_r${n}`);
    const client = new pg.Client({ connectionString: t.ownerUrl });
    await client.connect();
    try {
      await Promise.all(names.map((name) => ensureDatabase(t.ownerUrl, name)));
      await Promise.all(
        names.map((name) =>
          migrateDatabase(withDatabaseName(t.ownerUrl, name), { appRole: role, appPassword: 'x' }),
        ),
      );
      const { rows } = await client.query(
        'select rolsuper, rolbypassrls, rolcanlogin from pg_roles where rolname = $1',
        [role],
      );
      expect(rows).toEqual([{ rolsuper: false, rolbypassrls: false, rolcanlogin: true }]);
      const app = new pg.Client({
        connectionString: appUrlFor(withDatabaseName(t.ownerUrl, names[0]!), role, 'x'),
      });
      await app.connect();
      const marcas = await app.query('select count(*)::int as n from marca');
      expect(marcas.rows).toEqual([{ n: 0 }]);
      await app.end();
    } finally {
      for (const name of names)
        await client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`);
      await client.query(`drop role if exists ${client.escapeIdentifier(role)}`);
      await client.end();
    }
  });
});
