import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');
/** The e2e server's own data directory (fresh on every run): database, outbox. */
export const e2eDataDir = join(repoRoot, 'data', 'e2e');
export const outboxDir = join(e2eDataDir, 'outbox');
export const artifactsDir = join(repoRoot, 'e2e', 'artifacts');
export const DEMO_PASSWORD = 'Matriz@2026';
