import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** The web tests' settings; the projects that run them (`web`, `web-isolado`) are in the root vitest.config.ts. */
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    // the app turns antd animations off for reduced motion: modals then close at once in tests
    environmentOptions: { happyDOM: { settings: { device: { prefersReducedMotion: 'reduce' } } } },
    setupFiles: ['src/testing/setup.ts'],
    testTimeout: 30_000,
  },
});
