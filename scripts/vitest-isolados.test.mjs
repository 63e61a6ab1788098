import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_ISOLADOS, WEB_ISOLADOS } from '../vitest.config.ts';

const root = join(import.meta.dirname, '..');

const MOCK = /\bvi\s*\.\s*(do)?[mM]ock\s*\(/;

/**
 * Files under `dir` (relative to `base`) that replace a module with vi.mock / vi.doMock. Only a test file may: a
 * setup file or a shared test helper that mocks would do it inside every file that loads it, isolated or not.
 */
function mocking(base, dir) {
  const out = [];
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.[cm]?[jt]sx?$/.test(e.name) && MOCK.test(readFileSync(p, 'utf8')))
        out.push(relative(base, p));
    }
  };
  walk(join(base, dir));
  return out.sort();
}

// With isolate: false a module another file already loaded stays real, so vi.mock would work or not depending
// on the order the files ran in: every file that mocks must be in its project's isolated list.
describe('the test files that vi.mock a module run isolated', () => {
  it('API', () => {
    const api = join(root, 'apps/api');
    expect([...mocking(api, 'src'), ...mocking(api, 'test')]).toEqual([...API_ISOLADOS].sort());
  });
  it('web', () => {
    expect(mocking(join(root, 'apps/web'), 'src')).toEqual([...WEB_ISOLADOS].sort());
  });
});
