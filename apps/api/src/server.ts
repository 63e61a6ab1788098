import { join } from 'node:path';
import pino from 'pino';
import { buildApp } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import { createDatabase, migrateDatabase, resolveDatabase, type ResolvedDatabase } from './db/index.ts';
import { loggerOptions } from './lib/logging.ts';
import { createMailer } from './plugins/mail.ts';
import { createFileStorage } from './plugins/storage.ts';
import { startWorkers } from './worker.ts';
import { demoLogins, ensureDemoNetwork } from './seed/index.ts';

/**
 * `npm start`: database (embedded unless DATABASE_URL), migrations, demo network on first start, HTTP and the
 * job workers (WORKERS=off: HTTP only; WORKERS=only: the workers only).
 */
async function main() {
  const config = loadConfig();
  const log = pino(loggerOptions(config.logLevel));
  const database = await resolveDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: join(config.dataDir, 'pg'),
    port: config.embeddedPgPort,
    log,
  });
  let stopping = false;
  const closers: Array<() => Promise<unknown> | unknown> = [() => database.stop()];
  const shutdown = async (reason: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    log.info({ reason }, 'encerrando');
    for (const close of closers.reverse()) {
      try {
        await close();
      } catch (error) {
        log.error({ err: error }, 'erro ao encerrar');
      }
    }
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  try {
    await serve(config, database, closers, log);
  } catch (error) {
    log.error({ err: error }, 'falha ao iniciar o Matriz');
    await shutdown('falha ao iniciar', 1);
  }
}

async function serve(
  config: Config,
  database: ResolvedDatabase,
  closers: Array<() => Promise<unknown> | unknown>,
  log: pino.Logger,
) {
  await migrateDatabase(database.ownerUrl);
  // the job queue (pg-boss) runs on the owner's connection (worker.ts)
  const jobsDatabaseUrl = config.jobsDatabaseUrl ?? database.ownerUrl;

  if (config.workers === 'only') {
    // a worker process (WORKERS=only): the job queue without HTTP, next to API processes with WORKERS=off
    const { db, close } = createDatabase(database.appUrl, { applicationName: 'matriz-worker' });
    closers.push(close);
    const mailer = createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: join(config.dataDir, 'outbox'),
      log,
    });
    closers.push(() => mailer.close());
    const workers = await startWorkers({
      db,
      connectionString: jobsDatabaseUrl,
      storage: createFileStorage(config),
      expiryDays: config.reportExpiryDays,
      log,
      recovery: { mailer, publicUrl: config.publicUrl, resetTokenTtlMinutes: config.resetTokenTtlMinutes },
    });
    closers.push(() => workers.stop());
    log.info('workers do Matriz no ar (sem HTTP)');
    return;
  }
  if (config.seedOnStart) await ensureDemoNetwork(database.ownerUrl, { size: config.seedSize, log });

  const { db, close } = createDatabase(database.appUrl, { applicationName: 'matriz-api' });
  closers.push(close);
  const app = await buildApp({ config: { ...config, jobsDatabaseUrl }, db, logger: log });
  closers.push(() => app.close());
  await app.listen({ host: config.host, port: config.port });

  const lines = demoLogins.map((l) => `  ${l.email.padEnd(24)} ${l.descricao}`).join('\n');
  console.log(
    `\nMatriz no ar: ${config.publicUrl}\nBanco: ${database.embedded ? `PostgreSQL embutido em ${join(config.dataDir, 'pg')}` : 'DATABASE_URL'}\n` +
      `Logins de demonstração (senha ${demoLogins[0]?.senha ?? ''}):\n${lines}\n`,
  );
}

main().catch((error: unknown) => {
  console.error('Falha ao iniciar o Matriz:', error);
  process.exit(1);
});
