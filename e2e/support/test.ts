import { test as base, expect, type BrowserContext } from '@playwright/test';

/** Collects the uncaught errors of every page of `context` (a crash the screen may hide). */
export function trackPageErrors(context: BrowserContext): string[] {
  const errors: string[] = [];
  context.on('weberror', (webError) => {
    const error = webError.error();
    errors.push(`${webError.page()?.url() ?? '?'}: ${error.stack ?? error.message}`);
  });
  return errors;
}

/** Playwright's test, failing any test whose default context had an uncaught error in a page. */
export const test = base.extend<{ noUncaughtPageErrors: void }>({
  noUncaughtPageErrors: [
    async ({ context }, use) => {
      const errors = trackPageErrors(context);
      await use();
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
