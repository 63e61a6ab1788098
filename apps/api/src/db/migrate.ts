import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { appRoleName, appRolePassword } from './connection.ts';
import type { DbLogger } from './embedded.ts';

export interface MigrateOptions {
  appRole?: string;
  appPassword?: string;
  migrationsFolder?: string;
  log?: DbLogger;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Tables the application role must not touch (reached only through SECURITY DEFINER functions). */
export const NON_APP_TABLES = ['identidade_login'] as const;

/**
 * Tables the application role only reads (data set by migrations, e.g. the NPS campaigns; the DRE models' stamp,
 * moved by triggers).
 */
export const READ_ONLY_APP_TABLES = ['nps_campanha', 'dre_modelo_versao'] as const;

/**
 * Brings the database at `ownerUrl` up to date: the application role (cluster-wide, created if
 * missing), the pending migrations, and the application role's privileges. Serialised per
 * database by an advisory lock, so concurrent starts of several API processes are safe.
 */
export async function migrateDatabase(ownerUrl: string, options: MigrateOptions = {}): Promise<void> {
  const role = options.appRole ?? appRoleName();
  const client = new pg.Client({ connectionString: ownerUrl, application_name: 'matriz-migrate' });
  await client.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtext('matriz.migrate'))`);
    await ensureAppRole(client, role, options.appPassword ?? appRolePassword());
    await migrate(drizzle({ client, casing: 'snake_case' }), {
      migrationsFolder: options.migrationsFolder ?? MIGRATIONS_FOLDER,
    });
    await grantAppPrivileges(client, role);
    await assertTenantIsolation(client, role);
    options.log?.info('database migrated');
  } finally {
    await client.query(`select pg_advisory_unlock(hashtext('matriz.migrate'))`).catch(() => {});
    await client.end();
  }
}

/**
 * Creates the login role of the application: no superuser, no BYPASSRLS, owns nothing. Roles are
 * cluster-wide and many databases (tests) may migrate at once, so a concurrent creation is fine.
 * An existing role keeps its password.
 */
async function ensureAppRole(client: pg.Client, role: string, password: string): Promise<void> {
  const name = client.escapeIdentifier(role);
  const { rows } = await client.query<{ rolsuper: boolean; rolbypassrls: boolean; rolcanlogin: boolean }>(
    'select rolsuper, rolbypassrls, rolcanlogin from pg_roles where rolname = $1',
    [role],
  );
  const existing = rows[0];
  if (!existing) {
    const create = `create role ${name} login nosuperuser nobypassrls nocreatedb nocreaterole noreplication password ${client.escapeLiteral(password)}`;
    await client.query(create).catch((error: { code?: string }) => {
      // 42710 duplicate_object / 23505 unique_violation: created meanwhile by a concurrent migration
      if (error.code !== '42710' && error.code !== '23505') throw error;
    });
  } else if (existing.rolsuper || existing.rolbypassrls || !existing.rolcanlogin) {
    await client.query(`alter role ${name} login nosuperuser nobypassrls`);
  }
}

async function grantAppPrivileges(client: pg.Client, role: string): Promise<void> {
  const name = client.escapeIdentifier(role);
  const { rows } = await client.query<{ db: string }>('select current_database() as db');
  const functions = await client.query<{ signature: string }>(
    `select p.oid::regprocedure::text as signature from pg_proc p
     join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'public' and p.proname like 'app\\_%'`,
  );
  const statements = [
    `grant connect on database ${client.escapeIdentifier(rows[0]!.db)} to ${name}`,
    `grant usage on schema public to ${name}`,
    `grant select, insert, update, delete on all tables in schema public to ${name}`,
    ...NON_APP_TABLES.map(
      (table) => `revoke all on table public.${client.escapeIdentifier(table)} from ${name}`,
    ),
    ...READ_ONLY_APP_TABLES.map(
      (table) =>
        `revoke insert, update, delete, truncate on table public.${client.escapeIdentifier(table)} from ${name}`,
    ),
    `grant usage, select on all sequences in schema public to ${name}`,
    ...functions.rows.map((f) => `grant execute on function public.${f.signature} to ${name}`),
  ];
  // The job queue (pg-boss, schema pgboss): the application only enqueues, inside its own transactions.
  const pgboss = await client.query(`select 1 from pg_namespace where nspname = 'pgboss'`);
  if (pgboss.rows.length > 0) {
    statements.push(
      `grant usage on schema pgboss to ${name}`,
      `grant select on pgboss.queue to ${name}`,
      `grant select, insert on pgboss.job, pgboss.job_common to ${name}`,
    );
  }
  for (const statement of statements) await client.query(statement);
}

/** Refuses a database where a tenant table lacks forced RLS and a policy, or the app role could bypass it. */
async function assertTenantIsolation(client: pg.Client, role: string): Promise<void> {
  const unprotected = await client.query<{ relname: string }>(
    `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p')
       and (c.relname = 'cliente' or exists (select 1 from pg_attribute a
            where a.attrelid = c.oid and a.attname = 'cliente_id' and not a.attisdropped))
       and (not c.relrowsecurity or not c.relforcerowsecurity
            or not exists (select 1 from pg_policy p where p.polrelid = c.oid))`,
  );
  if (unprotected.rows.length > 0) {
    const tables = unprotected.rows.map((r) => r.relname).join(', ');
    throw new Error(`tenant tables without forced row-level security and a policy: ${tables}`);
  }
  const owned = await client.query(
    `select 1 from pg_class c join pg_roles r on r.oid = c.relowner where r.rolname = $1 limit 1`,
    [role],
  );
  if (owned.rowCount) throw new Error(`role ${role} owns relations in this database; it must own nothing`);
}
