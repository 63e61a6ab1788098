export {
  createDatabase,
  withTenant,
  type CreateDatabaseOptions,
  type Database,
  type DatabaseHandle,
  type DatabaseOrTransaction,
  type Schema,
  type TenantOptions,
  type Transaction,
} from './client.ts';
export {
  appRoleName,
  appRolePassword,
  appUrlFor,
  EMBEDDED_DATABASE,
  ensureDatabase,
  resolveDatabase,
  withDatabaseName,
  type ResolvedDatabase,
  type ResolveDatabaseOptions,
} from './connection.ts';
export {
  findRepoRoot,
  startEmbeddedPostgres,
  stopEmbeddedPostgresAt,
  type DbLogger,
  type EmbeddedServer,
  type StartEmbeddedOptions,
} from './embedded.ts';
export { migrateDatabase, MIGRATIONS_FOLDER, NON_APP_TABLES, type MigrateOptions } from './migrate.ts';
export * as schema from './schema/index.ts';
