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
