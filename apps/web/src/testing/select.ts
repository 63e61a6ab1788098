import { waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

const LISTAS = '.ant-select-dropdown, .ant-tree-select-dropdown';

/**
 * The open antd option list (select or tree select): the one `combobox` controls (its `aria-controls` names the
 * listbox inside the dropdown), else the last one opened. By the combobox, not by "the last visible one": a list
 * closed a moment ago keeps its classes until its leave motion ends, and would be taken for the new one.
 */
export async function openList(combobox?: HTMLElement): Promise<HTMLElement> {
  let list: HTMLElement | undefined;
  await waitFor(() => {
    // set while the list is open; a test may give every select the same id (a mocked useId): the last one wins
    const id = combobox?.getAttribute('aria-controls') ?? combobox?.getAttribute('aria-owns');
    const listas = id
      ? [...document.querySelectorAll<HTMLElement>(`[id="${CSS.escape(id)}"]`)].map((el) =>
          el.closest<HTMLElement>(LISTAS),
        )
      : [...document.querySelectorAll<HTMLElement>(LISTAS)];
    list = listas.filter((el): el is HTMLElement => !!el && !el.className.includes('-hidden')).at(-1);
    if (!list) throw new Error('nenhuma lista de opções aberta');
  });
  return list as HTMLElement;
}

/** Opens the select labelled `label` and picks the options showing `options`, then closes it. */
export async function chooseOptions(user: UserEvent, label: string, options: string[]) {
  const combobox = within(document.body).getByRole('combobox', { name: label });
  await user.click(combobox);
  const list = await openList(combobox);
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
  const combobox = within(scope).getByRole('combobox', { name: label });
  await user.click(combobox);
  const list = await openList(combobox);
  await user.click(await within(list).findByTitle(option));
}
