import { waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The open antd dropdown (select or tree select) whose options are listed. */
async function openDropdown(): Promise<HTMLElement> {
  let dropdown: HTMLElement | undefined;
  await waitFor(() => {
    const open = [
      ...document.querySelectorAll<HTMLElement>('.ant-select-dropdown, .ant-tree-select-dropdown'),
    ].filter((el) => !el.className.includes('-hidden'));
    dropdown = open.at(-1);
    if (!dropdown) throw new Error('nenhuma lista de opções aberta');
  });
  return dropdown as HTMLElement;
}

/** Opens the antd select labelled `label` inside `scope` (e.g. a dialog) and clicks the option showing `option`. */
export async function chooseOption(user: UserEvent, scope: HTMLElement, label: string, option: string) {
  await user.click(within(scope).getByRole('combobox', { name: label }));
  const dropdown = await openDropdown();
  await user.click(await within(dropdown).findByTitle(option));
}
