// `npm start`: build the SPA when it is missing or older than its sources, then run the server
// (migrations and the demo network on first start happen inside it).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const web = join(root, 'apps/web');
const builtIndex = join(web, 'dist/index.html');

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

function webIsStale() {
  if (!existsSync(builtIndex)) return true;
  const built = statSync(builtIndex).mtimeMs;
  const sources = [
    join(web, 'src'),
    join(web, 'index.html'),
    join(web, 'vite.config.ts'),
    join(root, 'packages/contracts/src'),
  ];
  return sources.some((p) => existsSync(p) && newestMtime(p) > built);
}

if (process.env.SKIP_WEB_BUILD !== '1' && webIsStale()) {
  console.log('Gerando o painel (vite build)…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@matriz/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/api/src/server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
