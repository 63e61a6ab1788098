import { defineConfig } from 'vitest/config';

/** The API tests' settings; the projects that run them (`api`, `api-isolado`) are in the root vitest.config.ts. */
export default defineConfig({
  test: {
    environment: 'node',
    // One PostgreSQL server and one migrated template per run; each test file copies the template.
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
