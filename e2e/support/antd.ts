import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks an option of an antd multi-select of a form field (by the field's label): types the text (the option
 * lists filter after a 500 ms debounce, and their virtual list renders only what fits), clicks the option with
 * that exact title, and closes the list.
 */
export async function pickOption(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  const combobox = scope.getByRole('combobox', { name: label, exact: true });
  await combobox.click();
  await combobox.fill(option);
  const dropdown = page.locator('.ant-select-dropdown:visible');
  const chosen = scope.locator('.ant-select-selection-item', { hasText: option });
  // the list is drawn again when the debounced filter applies; a click landing on the list being replaced is
  // lost (seen under load), so click until the tag shows — never twice on a chosen option, which would drop it
  await expect(async () => {
    if (!(await chosen.isVisible()))
      await dropdown.getByTitle(option, { exact: true }).click({ timeout: 5_000 });
    await expect(chosen).toBeVisible({ timeout: 2_000 });
  }, `'${option}' chosen in ${label}`).toPass();
  await combobox.press('Escape');
  await expect(dropdown).toHaveCount(0);
  await expect(chosen, `'${option}' chosen in ${label}`).toBeVisible();
}

/** The data rows of an antd table (no header, no expanded-row or placeholder rows). */
export const tableRows = (scope: Locator) => scope.locator('.ant-table-tbody > tr.ant-table-row');

/** What of a table row the page function reads (the e2e project has no DOM types). */
interface RowElement {
  querySelectorAll(selector: string): ArrayLike<{ textContent: string | null }>;
}

/** The texts of each data row's cells, row by row. */
export async function rowTexts(scope: Locator): Promise<string[][]> {
  return tableRows(scope).evaluateAll((rows) =>
    rows.map((row) =>
      Array.from((row as unknown as RowElement).querySelectorAll(':scope > td'), (cell) =>
        (cell.textContent ?? '').trim(),
      ),
    ),
  );
}

/** Waits until the antd table inside `scope` has finished loading (no spinner over it). */
export async function expectTableSettled(scope: Locator): Promise<void> {
  await expect(scope.locator('.ant-table-wrapper .ant-spin-spinning')).toHaveCount(0);
}

/** The total of a paginated table, read from its 'showTotal' text ('1–25 de 30 empresas'). */
export async function readTotal(scope: Locator, noun: string): Promise<number> {
  const total = scope.locator('.ant-pagination-total-text');
  await expect(total).toHaveText(new RegExp(`de \\d+ ${noun}$`));
  const text = (await total.textContent()) ?? '';
  return Number(new RegExp(`de (\\d+) ${noun}$`).exec(text)?.[1]);
}

/** A number as the screen shows it in pt-BR ('1.234,5') → 1234.5; '' or '—' → null. */
export function parsePtBrNumber(text: string): number | null {
  const clean = text.trim();
  if (clean === '' || clean === '—') return null;
  return Number(clean.replace(/\./g, '').replace(',', '.'));
}
