import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'apps/api',
      'apps/web',
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
