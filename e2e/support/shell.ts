import { expect, type Page } from '@playwright/test';

/** The sidebar of the shell ('Menu principal'). */
export const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });

/** A sidebar entry by its label (links, and greyed entries with role link and aria-disabled). */
export const menuLink = (page: Page, label: string) =>
  sidebar(page).getByRole('link', { name: label, exact: true });

/** Asserts the sidebar entries, in order (waits for the lazily loaded shell). */
export async function expectMenu(page: Page, labels: readonly string[]): Promise<void> {
  await expect(sidebar(page).getByRole('listitem')).toHaveText([...labels]);
}

/**
 * Records the paths the page goes to from now on (History API navigations of the SPA included); call the
 * result for the list so far.
 */
export function trackNavigations(page: Page): () => string[] {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
  });
  return () => [...paths];
}
