import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { collectStaticGraph, formatReport, jsFilesOf, measureScreens } from './check-bundle.mjs';

/**
 * A small build as Vite's manifest describes it: the entry imports the shared vendor chunks and loads two
 * screens lazily; the login screen imports a form chunk that itself loads a modal lazily.
 */
const manifest = {
  'index.html': {
    file: 'assets/index-A1.js',
    isEntry: true,
    imports: ['_vendor-B2.js', '_react-C3.js'],
    dynamicImports: ['src/login.tsx', 'src/shell.tsx'],
    css: ['assets/index-D4.css'],
  },
  '_vendor-B2.js': { file: 'assets/vendor-B2.js', imports: ['_react-C3.js'] },
  '_react-C3.js': { file: 'assets/react-C3.js' },
  'src/login.tsx': {
    file: 'assets/login-E5.js',
    isDynamicEntry: true,
    imports: ['index.html', '_form-F6.js', '_vendor-B2.js'],
  },
  '_form-F6.js': {
    file: 'assets/form-F6.js',
    imports: ['_vendor-B2.js', '_form-F6.css'],
    dynamicImports: ['src/modal.tsx'],
  },
  '_form-F6.css': { file: 'assets/form-F6.css', src: '_form-F6.css' },
  'src/modal.tsx': { file: 'assets/modal-G7.js', isDynamicEntry: true, imports: ['_table-H8.js'] },
  'src/shell.tsx': {
    file: 'assets/shell-I9.js',
    isDynamicEntry: true,
    imports: ['index.html', '_table-H8.js'],
  },
  '_table-H8.js': { file: 'assets/table-H8.js', imports: ['_vendor-B2.js'] },
};

describe('the first-load graph walk', () => {
  it('takes the entry, the route and their static imports, transitively, each once', () => {
    expect(collectStaticGraph(manifest, ['index.html', 'src/login.tsx'])).toEqual([
      'index.html',
      '_vendor-B2.js',
      '_react-C3.js',
      'src/login.tsx',
      '_form-F6.js',
      '_form-F6.css',
    ]);
  });

  it('leaves out what is only imported dynamically (other screens, a modal loaded on demand)', () => {
    const login = collectStaticGraph(manifest, ['index.html', 'src/login.tsx']);
    expect(login).not.toContain('src/modal.tsx');
    expect(login).not.toContain('src/shell.tsx');
    expect(login).not.toContain('_table-H8.js');
    expect(collectStaticGraph(manifest, ['index.html', 'src/shell.tsx'])).toContain('_table-H8.js');
  });

  it('counts JavaScript files only', () => {
    expect(jsFilesOf(manifest, ['index.html', 'src/login.tsx'])).toEqual([
      'assets/index-A1.js',
      'assets/vendor-B2.js',
      'assets/react-C3.js',
      'assets/login-E5.js',
      'assets/form-F6.js',
    ]);
  });

  it('refuses a screen the manifest does not have (a renamed page)', () => {
    expect(() => collectStaticGraph(manifest, ['index.html', 'src/antiga.tsx'])).toThrow(/src\/antiga\.tsx/);
  });
});

describe('the budget', () => {
  /** The fake build on disk; the table chunk the largest. */
  function writeBuild() {
    const dist = mkdtempSync(join(tmpdir(), 'matriz-bundle-'));
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    let seed = 1;
    for (const chunk of Object.values(manifest)) {
      // a pseudo-random text gzip cannot shrink much, so sizes add up predictably
      const text = Array.from({ length: chunk.file.includes('table') ? 30_000 : 8000 }, () =>
        ((seed = (seed * 16807) % 2147483647) % 36).toString(36),
      );
      writeFileSync(join(dist, chunk.file), text.join(''));
    }
    return dist;
  }
  const screens = [
    { name: 'login', keys: ['index.html', 'src/login.tsx'] },
    { name: 'shell', keys: ['index.html', 'src/shell.tsx'] },
  ];

  it('sums the gzip size of every file of a screen and compares it with the budget', () => {
    const dist = writeBuild();
    const [login, shell] = measureScreens(dist, screens, 10_000);
    const expected = jsFilesOf(manifest, screens[0].keys).reduce(
      (sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length,
      0,
    );
    expect(login.files).toHaveLength(5);
    expect(login.gzip).toBe(expected);
    expect(login.ok).toBe(false);
    expect(shell.files).toHaveLength(5);
    expect(measureScreens(dist, screens, 1_000_000).every((r) => r.ok)).toBe(true);
  });

  it('prints each screen with its total and its largest chunks', () => {
    const report = formatReport(measureScreens(writeBuild(), screens, 10_000), 2);
    expect(report).toMatch(/login\s+5\s/);
    expect(report).toMatch(/ACIMA/);
    expect(report).toContain('maiores em shell');
    expect(report).toContain('assets/table-H8.js');
  });

  it('fails clearly without a build', () => {
    expect(() => measureScreens(mkdtempSync(join(tmpdir(), 'matriz-bundle-')), screens)).toThrow(
      /vite build/,
    );
  });
});
