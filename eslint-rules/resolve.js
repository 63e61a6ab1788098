// Resolution of the project's own imports (relative paths and workspace packages) to files on disk.
// External packages resolve to null: the rules only look at the project's own modules.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const workspaces = {
  '@matriz/contracts': join(repoRoot, 'packages/contracts/src/index.ts'),
};

const extensions = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js'];

function isFile(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** Absolute path of the module `specifier` names from `fromFile`, or null when it is not ours. */
export function resolveImport(specifier, fromFile) {
  if (workspaces[specifier]) return workspaces[specifier];
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(fromFile), specifier.split('?')[0]);
  for (const ext of extensions) if (isFile(base + ext)) return base + ext;
  return null;
}

const importPattern =
  /(?:^|[\n;])\s*(import|export)\s+(type\s+)?(?:[\w*${}\s,]+?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

const graphCache = new Map();

/** The project modules a file imports at run time (type-only imports are left out: they vanish when compiled). */
export function runtimeImports(file) {
  const cached = graphCache.get(file);
  if (cached) return cached;
  const found = [];
  if (existsSync(file)) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(importPattern)) {
      if (match[2]) continue;
      const specifier = match[3] ?? match[4];
      const target = specifier ? resolveImport(specifier, file) : null;
      if (target) found.push(target);
    }
  }
  graphCache.set(file, found);
  return found;
}
