import { migrateDatabase } from '../db/migrate.ts';
import { resolveDatabase } from '../db/connection.ts';

// `npm run migrate`: applies pending migrations to DATABASE_URL, or to the embedded server
// (started for the occasion and stopped afterwards, or reused when already running).
const log = { info: (m: string) => console.log(m), warn: (m: string) => console.warn(m) };

const database = await resolveDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, log });
try {
  await migrateDatabase(database.ownerUrl, { log });
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await database.stop();
}
