import { waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The open antd select list. */
export async function openList(): Promise<HTMLElement> {
  let list: HTMLElement | undefined;
  await waitFor(() => {
    list = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown')]
      .filter((el) => !el.className.includes('-hidden'))
      .at(-1);
    if (!list) throw new Error('nenhuma lista de opções aberta');
  });
  return list as HTMLElement;
}

/** Opens the select labelled `label` and picks the option showing `option`. */
export async function chooseOption(user: UserEvent, label: string, option: string) {
  await user.click(within(document.body).getByRole('combobox', { name: label }));
  const list = await openList();
  await user.click(await within(list).findByTitle(option));
  await user.keyboard('{Escape}');
}
