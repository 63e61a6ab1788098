// `npm test`: the whole suite — typecheck, lint + format check, unit/API/web tests (vitest), the built
// panel and its first-load budget, browser tests (Playwright on Debian's Chromium). Ends with one
// "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

function run(title, cmd, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `◀ ${title}: ${result.status === 0 ? 'ok' : 'FALHOU'} (${Math.round((Date.now() - started) / 1000)} s)`,
  );
  return result.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const steps = [];
steps.push(run('typecheck', 'npx', ['tsc', '-b']));
steps.push(run('lint', 'npx', ['eslint', '.', '--max-warnings=0']));
steps.push(run('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']));
const vitestJson = join(reports, 'vitest.json');
steps.push(
  run('vitest (contracts, api, web)', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson}`,
  ]),
);
steps.push(run('build web', 'npm', ['run', 'build', '-w', '@matriz/web']));
// issue 8 §4: the login and /home each load at most 250 kB of gzip JS (a size, read from the build's manifest)
steps.push(run('bundle budget', 'node', ['scripts/check-bundle.mjs']));
// e2e/playwright.config.ts writes its JSON report here
const pwJson = join(reports, 'playwright.json');
steps.push(run('browser (playwright)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']));

let passed = 0;
let failed = 0;
const vitest = readJson(vitestJson);
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  failed += (vitest.numFailedTests ?? 0) + (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
}
const pw = readJson(pwJson);
if (pw?.stats) {
  passed += pw.stats.expected ?? 0;
  failed += (pw.stats.unexpected ?? 0) + (pw.stats.flaky ?? 0) + (pw.stats.skipped ?? 0);
}
const failedSteps = steps.filter((ok) => !ok).length;
if (failedSteps > 0 && failed === 0) failed = failedSteps;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failedSteps > 0 || failed > 0 ? 1 : 0);
