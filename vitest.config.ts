import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The API and web tests share one module graph per worker (isolate: false): importing the app, antd and the
 * screens again for every file was half of their time. Files stay apart where it matters — each API file copies
 * the migrated template into a database of its own and builds its own app; each web test starts clean
 * (apps/web/src/testing/setup.ts resets the DOM, stores, localStorage, mocks and timers). A file that replaces a
 * module with vi.mock needs a module graph of its own (a module another file already loaded would stay real):
 * it is listed below and runs isolated, in the project `api-isolado` or `web-isolado`.
 */
const API_TESTS = ['src/**/*.test.ts', 'test/**/*.test.ts'];
export const API_ISOLADOS = [
  'src/modules/auth/login-timing.test.ts',
  'src/modules/auth/recovery-atomic.test.ts',
];
const WEB_TESTS = ['src/**/*.test.ts', 'src/**/*.test.tsx'];
export const WEB_ISOLADOS = ['src/features/fluxo-de-caixa/components/extrato-filters.test.tsx'];

const api = { extends: './apps/api/vitest.config.ts', root: './apps/api' };
const web = { extends: './apps/web/vitest.config.ts', root: './apps/web' };

export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      {
        ...api,
        test: {
          name: 'api',
          include: API_TESTS,
          exclude: [...configDefaults.exclude, ...API_ISOLADOS],
          isolate: false,
        },
      },
      { ...api, test: { name: 'api-isolado', include: API_ISOLADOS } },
      {
        ...web,
        test: {
          name: 'web',
          include: WEB_TESTS,
          exclude: [...configDefaults.exclude, ...WEB_ISOLADOS],
          isolate: false,
        },
      },
      { ...web, test: { name: 'web-isolado', include: WEB_ISOLADOS } },
      {
        test: {
          name: 'tooling',
          environment: 'node',
          include: ['eslint-rules/**/*.test.js', 'scripts/**/*.test.mjs'],
        },
      },
    ],
  },
});
