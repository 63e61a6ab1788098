import { waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The open antd option list (select or tree select), the last one opened. */
export async function openList(): Promise<HTMLElement> {
  let list: HTMLElement | undefined;
  await waitFor(() => {
    list = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown, .ant-tree-select-dropdown')]
      .filter((el) => !el.className.includes('-hidden'))
      .at(-1);
    if (!list) throw new Error('nenhuma lista de opções aberta');
  });
  return list as HTMLElement;
}

/** Opens the select labelled `label` and picks the options showing `options`, then closes it. */
export async function chooseOptions(user: UserEvent, label: string, options: string[]) {
  await user.click(within(document.body).getByRole('combobox', { name: label }));
  const list = await openList();
  for (const option of options) await user.click(await within(list).findByTitle(option));
  await user.keyboard('{Escape}');
}

/** Opens the select labelled `label` and picks the option showing `option`, then closes it. */
export async function chooseOption(user: UserEvent, label: string, option: string) {
  await chooseOptions(user, label, [option]);
}

/**
 * Opens the select (or tree select) labelled `label` inside `scope` (e.g. a dialog) and clicks the option
 * showing `option`. The list is left as the select leaves it: an Escape here would reach the dialog.
 */
export async function chooseOptionIn(user: UserEvent, scope: HTMLElement, label: string, option: string) {
  await user.click(within(scope).getByRole('combobox', { name: label }));
  const list = await openList();
  await user.click(await within(list).findByTitle(option));
}
