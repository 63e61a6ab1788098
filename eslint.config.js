// Lint enforces the boundaries of CONVENTIONS.md: no import cycles; in the SPA, shared code (components, lib,
// testing) never imports features or app, and features never import each other; in the API, the layers point one
// way (plugins, engine, xlsx, db and lib never import modules, but plugins may use modules/access).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import matriz from './eslint-rules/index.js';

const features = [
  'auth',
  'shell',
  'home',
  'dre',
  'fluxo-de-caixa',
  'indice-de-gestao',
  'cluster',
  'de-para',
  'upload',
  'relatorio',
  'sincronizacao',
  'empresas',
  'usuarios',
  'webservice',
];

const featureZones = features.map((f) => ({
  target: `apps/web/src/features/${f}`,
  from: ['apps/web/src/features'],
  except: [`apps/web/src/features/${f}`],
  message: 'Uma feature não importa outra: mova o código comum para components/ ou lib/.',
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/artifacts/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { matriz },
    rules: {
      'matriz/no-cycle': 'error',
      'matriz/boundaries': [
        'error',
        {
          zones: [
            ...featureZones,
            {
              target: 'apps/web/src/components',
              from: ['apps/web/src/features', 'apps/web/src/app'],
              message: 'Componentes compartilhados não dependem de features nem do app',
            },
            {
              target: 'apps/web/src/lib',
              from: ['apps/web/src/features', 'apps/web/src/app', 'apps/web/src/components'],
              message: 'lib/ é a base: não depende de features, app nem componentes',
            },
            { target: 'packages/contracts', from: ['apps'], message: 'contracts não depende dos apps' },
            { target: 'apps/web', from: ['apps/api'], message: 'O SPA não importa código da API' },
            { target: 'apps/api', from: ['apps/web'], message: 'A API não importa código do SPA' },
            // API layers (CONVENTIONS.md habit 14): app.ts/worker.ts → modules → plugins, engine, xlsx, db, lib;
            // modules/access (the request's auth context) is the one module the layers below may use
            {
              target: 'apps/api/src/modules/access',
              from: ['apps/api/src/modules'],
              except: ['apps/api/src/modules/access'],
              message: 'modules/access é a base dos módulos: não importa outro módulo',
            },
            {
              target: 'apps/api/src/plugins',
              from: [
                'apps/api/src/modules',
                'apps/api/src/app.ts',
                'apps/api/src/worker.ts',
                'apps/api/src/server.ts',
              ],
              except: ['apps/api/src/modules/access'],
              message:
                'Um plugin não importa módulos (só modules/access, o contexto de acesso da requisição)',
            },
            {
              target: 'apps/api/src/xlsx',
              from: [
                'apps/api/src/modules',
                'apps/api/src/plugins',
                'apps/api/src/app.ts',
                'apps/api/src/worker.ts',
                'apps/api/src/server.ts',
              ],
              message: 'xlsx/ renderiza matrizes e relatórios: não importa módulos nem plugins',
            },
            {
              target: 'apps/api/src/engine',
              from: [
                'apps/api/src/modules',
                'apps/api/src/plugins',
                'apps/api/src/xlsx',
                'apps/api/src/app.ts',
                'apps/api/src/worker.ts',
                'apps/api/src/server.ts',
              ],
              message: 'engine/ calcula matrizes: não importa módulos, plugins nem xlsx',
            },
            ...['apps/api/src/lib', 'apps/api/src/db'].map((target) => ({
              target,
              from: [
                'apps/api/src/modules',
                'apps/api/src/plugins',
                'apps/api/src/engine',
                'apps/api/src/xlsx',
                'apps/api/src/app.ts',
                'apps/api/src/worker.ts',
                'apps/api/src/server.ts',
              ],
              message: 'lib/ e db/ são a base da API: não importam módulos, plugins, engine nem xlsx',
            })),
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'no-console': ['error', { allow: ['warn', 'error'] }] },
  },
  {
    files: [
      'scripts/**',
      'apps/api/src/cli/**',
      'apps/api/src/server.ts',
      'e2e/**',
      'apps/api/test/**',
      '**/*.config.{ts,js}',
    ],
    rules: { 'no-console': 'off' },
  },
);
