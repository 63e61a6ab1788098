import { expect, type Locator } from '@playwright/test';

/** The five criteria of the live checklist, in display order (spec 000 §5). */
export const CRITERIA = [
  'Entre 8 e 16 caracteres',
  'Uma letra minúscula',
  'Uma letra maiúscula',
  'Um número',
  'Um caractere especial',
] as const;

/** Asserts which criteria of the checklist inside `scope` are met, in order. */
export async function expectChecklist(scope: Locator, met: readonly boolean[]): Promise<void> {
  const items = scope.getByRole('list', { name: 'Requisitos da senha' }).getByRole('listitem');
  await expect(items).toHaveCount(CRITERIA.length);
  for (const [i, label] of CRITERIA.entries()) {
    const item = items.nth(i);
    await expect(item).toContainText(label);
    await expect(item, `criterion '${label}'`).toHaveAttribute('data-ok', String(met[i]));
    await expect(item).toContainText(met[i] ? '(atendido)' : '(pendente)');
  }
}
