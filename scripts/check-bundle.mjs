// The first-load budget (issue 8 §4): after `vite build`, the gzip size of all JavaScript the login screen and the
// first screen after login (/home inside the shell) load — the entry, the route's lazy chunks, and everything they
// import statically, transitively — read from the build's manifest. Prints a table; exits 1 over the budget.
//   node scripts/check-bundle.mjs [distDir]
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { constants, brotliCompressSync, gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** 250 kB of gzip JS per screen (decimal kB, as Vite prints sizes). */
export const BUDGET_BYTES = 250_000;

/**
 * The manifest keys (source paths relative to apps/web) each measured screen loads, as app/router.tsx maps them:
 * the HTML entry, then the route's lazy modules. A key missing from the manifest fails the check, so a renamed
 * screen cannot silently leave the budget.
 */
export const SCREENS = [
  { name: 'login (/)', keys: ['index.html', 'src/features/auth/pages/login-page.tsx'] },
  {
    name: '/home (shell)',
    keys: [
      'index.html',
      'src/features/shell/components/shell-layout.tsx',
      'src/features/home/pages/home-page.tsx',
    ],
  },
];

/**
 * The manifest entries loaded with `keys`: each one and, transitively, its static `imports` (not its
 * `dynamicImports`, which load later, on demand). Answers manifest keys in visiting order, each once.
 */
export function collectStaticGraph(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`"${key}" não está no manifest do build`);
    seen.add(key);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const key of keys) visit(key);
  return [...seen];
}

/** The JavaScript files of those entries (CSS and other assets are not counted), each once. */
export function jsFilesOf(manifest, keys) {
  const files = collectStaticGraph(manifest, keys).map((key) => manifest[key].file);
  return [...new Set(files.filter((file) => /\.m?js$/.test(file)))];
}

/** gzip at zlib's default level, as Vite's build report (and on-the-fly compression) measure; brotli as served. */
export function compressedSizes(bytes) {
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** Measures every screen of `screens` in the built `distDir` (manifest at .vite/manifest.json). */
export function measureScreens(distDir, screens = SCREENS, budget = BUDGET_BYTES) {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} não existe: rode 'vite build' antes`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file)) sizes.set(file, compressedSizes(readFileSync(join(distDir, file))));
    return sizes.get(file);
  };
  return screens.map(({ name, keys }) => {
    const files = jsFilesOf(manifest, keys).map((file) => ({ file, ...sizeOf(file) }));
    const total = (field) => files.reduce((sum, f) => sum + f[field], 0);
    const gzip = total('gzip');
    return { name, files, raw: total('raw'), gzip, brotli: total('brotli'), budget, ok: gzip <= budget };
  });
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** The table printed after the build: per screen its totals, then its largest chunks. */
export function formatReport(results, largest = 5) {
  const lines = ['', 'JS da primeira carga (gzip; orçamento por tela):'];
  const pad = (s, n) => s.padEnd(n);
  const num = (s, n) => s.padStart(n);
  lines.push(
    `  ${pad('tela', 16)}${num('arquivos', 9)}${num('bruto', 12)}${num('gzip', 12)}${num('brotli', 12)}${num('orçamento', 12)}`,
  );
  for (const r of results) {
    lines.push(
      `  ${pad(r.name, 16)}${num(String(r.files.length), 9)}${num(kB(r.raw), 12)}${num(kB(r.gzip), 12)}${num(kB(r.brotli), 12)}${num(kB(r.budget), 12)}  ${r.ok ? 'ok' : 'ACIMA'}`,
    );
  }
  for (const r of results) {
    lines.push('', `  maiores em ${r.name}:`);
    for (const f of [...r.files].sort((a, b) => b.gzip - a.gzip).slice(0, largest)) {
      lines.push(`    ${num(kB(f.gzip), 10)}  ${f.file}`);
    }
  }
  return lines.join('\n');
}

function main() {
  const distDir = process.argv[2] ?? join(root, 'apps', 'web', 'dist');
  const results = measureScreens(distDir);
  console.log(formatReport(results));
  const over = results.filter((r) => !r.ok);
  for (const r of over)
    console.error(`\n${r.name}: ${kB(r.gzip)} de JS gzip passa o orçamento de ${kB(r.budget)}`);
  process.exit(over.length > 0 ? 1 : 0);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
