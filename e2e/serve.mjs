// The panel for the browser tests: a fresh data directory, the embedded PostgreSQL on a port of its own,
// the demo network, the built SPA. Never DATABASE_URL: the browser tests own their database.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = join(root, 'data', 'e2e');
rmSync(dataDir, { recursive: true, force: true });
const port = process.env.E2E_PORT ?? '3100';
const env = {
  ...process.env,
  PORT: port,
  PUBLIC_URL: `http://localhost:${port}`,
  DATA_DIR: dataDir,
  EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? '54331',
  SEED_SIZE: process.env.E2E_SEED_SIZE ?? 'demo',
  LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
  LOG_LEVEL: 'warn',
};
delete env.DATABASE_URL;
delete env.SMTP_URL;
const server = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
