import type { FastifyBaseLogger } from 'fastify';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { createMailer } from '../src/modules/mail/mailer.ts';
import { createTestDatabase } from './db.ts';
import { startTestSmtp } from './smtp.ts';

const silentLog = { info: () => undefined };

/**
 * The whole API on a fresh database of its own, sending mail to a real SMTP server on loopback.
 * Call `close()` in afterAll.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  overrides: Partial<Config> = {},
  logger: FastifyBaseLogger | false = false,
  options: { workers?: boolean } = {},
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
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: join(config.dataDir, 'outbox'),
    log: silentLog,
  });
  const app = await buildApp({ config, db: tdb.db, mailer, logger });
  await app.ready();
  return {
    app,
    tdb,
    smtp,
    config,
    async close() {
      await app.close();
      mailer.close();
      await smtp.close();
      await tdb.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
