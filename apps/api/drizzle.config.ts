import { defineConfig } from 'drizzle-kit';

// Paths are relative to the working directory: run drizzle-kit from the repository root
// (`npm run db:generate`, or `npx drizzle-kit generate --config apps/api/drizzle.config.ts`).
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/api/src/db/schema/index.ts',
  out: './apps/api/src/db/migrations',
  casing: 'snake_case',
  migrations: { prefix: 'timestamp' },
  strict: true,
  verbose: true,
});
