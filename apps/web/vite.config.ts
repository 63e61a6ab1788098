import react from '@vitejs/plugin-react';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = `http://localhost:${process.env.API_PORT ?? '3000'}`;
const proxy = { '/api': { target: apiTarget, changeOrigin: false } };

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => {
      const path = join(dir, e.name);
      if (e.isDirectory()) return e.name === '.vite' ? [] : listFiles(path);
      return COMPRESSIBLE.test(e.name) ? [path] : [];
    }),
  );
  return nested.flat();
}

/**
 * Writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) beside every text file of the build, which the API
 * sends as they are (@fastify/static `preCompressed`). Compressing once here costs ~2 s per build; brotli 11 on
 * every request would cost as much per request, and the quality the server could afford on the fly (4) is no
 * smaller than gzip. Files under 1 KB, or that would not shrink, are left alone.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'matriz:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const files = await listFiles(outDir);
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size < 1024) return;
          const bytes = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < bytes.length) await writeFile(`${file}.br`, br);
          if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

interface BundleCheck {
  measureScreens(distDir: string): unknown[];
  formatReport(results: unknown[]): string;
}

/** Prints the first-load JS of the login and /home after each build (the budget itself: scripts/check-bundle.mjs). */
function bundleSizes(): Plugin {
  let outDir = 'dist';
  return {
    name: 'matriz:bundle-sizes',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle(error) {
      if (error) return;
      const script = new URL('../../scripts/check-bundle.mjs', import.meta.url).href;
      const { measureScreens, formatReport } = (await import(script)) as BundleCheck;
      console.log(formatReport(measureScreens(outDir)));
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress(), bundleSizes()],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // .vite/manifest.json: the chunk graph scripts/check-bundle.mjs walks (never served: plugins/spa.ts)
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React and the router: what every screen loads and a deploy of ours never changes, cached for a year.
            // No catch-all vendor group: one held antd's core, its feedback and form code, zod and everything the
            // entry touched (150 kB gzip) and every screen paid for all of it. Left alone, the other libraries
            // are split by the screens that use them, so the login and /home load only their own (issue 8 §4).
            {
              name: 'react',
              test: /node_modules[\\/](?:react|react-dom|scheduler|react-router)[\\/]/,
              priority: 20,
            },
          ],
        },
      },
    },
  },
});
