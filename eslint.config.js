// Lint enforces the boundaries of CONVENTIONS.md: no import cycles; in the SPA, shared code (components, lib,
// testing) never imports features or app, and features never import each other.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import matriz from './eslint-rules/index.js';

const features = [
  'auth',
  'shell',
  'users',
  'dre',
  'cash-flow',
  'reports',
  'de-para',
  'uploads',
  'sync',
  'companies',
  'clusters',
  'webservice',
  'dashboard',
  'ig',
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
