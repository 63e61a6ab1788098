import type { FastifyBaseLogger } from 'fastify';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { createTestDatabase } from './db.ts';
import { startTestSmtp } from './smtp.ts';

/**
 * The whole API on a fresh database of its own, sending mail to a real SMTP server on loopback.
 * Call `close()` in afterAll.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  overrides: Partial<Config> = {},
  logger: FastifyBaseLogger | false = false,
  options: { workers?: boolean; beforeReady?: (app: App) => void | Promise<void> } = {},
) {
  const tdb = await createTestDatabase();
  const smtp = await startTestSmtp();
  const config: Config = {
    ...loadConfig({
      JWT_SECRET: 'segredo-de-teste-com-tamanho-suficiente',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'matriz-test-')),
      PUBLIC_URL: 'http://localhost:3000',
      SMTP_URL: smtp.url,
      LOG_LEVEL: 'silent',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      WEB_DIST: join(tmpdir(), 'matriz-sem-spa'),
      ...env,
    }),
    ...overrides,
    // the report workers (pg-boss) run in the app only when a test asks for them, on the owner's connection
    jobsDatabaseUrl: options.workers ? tdb.ownerUrl : undefined,
  };
  const app = await buildApp({ config, db: tdb.db, logger });
  // a test may add routes of its own (e.g. one that fails in a given way) before the app starts
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    tdb,
    smtp,
    config,
    async close() {
      await app.close();
      await smtp.close();
      await tdb.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
