import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../../testing/render.tsx';

import { RowActions, type RowAction } from './row-actions.tsx';

const QUESTION = 'Tem certeza que deseja deletar esse registro ?';

function renderActions(actions: RowAction[]) {
  return renderWithProviders(<RowActions actions={actions} />);
}

const deleteAction = (over: Partial<RowAction> = {}): RowAction => ({
  label: 'Deletar Ana',
  icon: <DeleteOutlined />,
  danger: true,
  confirm: { question: QUESTION, cancelledText: 'Operação cancelada' },
  onClick: vi.fn(() => Promise.resolve()),
  ...over,
});

describe('row actions', () => {
  it("is confirmed with the pointer: the icon's tooltip closes when the confirmation opens, then 'Sim' runs it", async () => {
    const remove = vi.fn(() => Promise.resolve());
    const { user } = renderActions([deleteAction({ onClick: remove })]);
    const button = await screen.findByRole('button', { name: 'Deletar Ana' });

    await user.hover(button);
    expect(await screen.findByRole('tooltip', { name: 'Deletar Ana' })).toBeInTheDocument();
    await user.click(button);
    // the confirmation is in the document before it is shown
    await waitFor(() => expect(screen.getByText(QUESTION)).toBeVisible());
    // in a browser a tooltip left open sits over 'Sim' / 'Não' and takes the click (issue 8 §5)
    await waitFor(() => expect(screen.queryByRole('tooltip', { name: 'Deletar Ana' })).toBeNull());
    expect(button).not.toHaveAccessibleDescription();

    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(remove).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Sim' })).toBeNull());
    // the tooltip did not come back by itself with the pointer elsewhere
    expect(screen.queryByRole('tooltip', { name: 'Deletar Ana' })).toBeNull();
  });

  it('keeps the confirmation open, its Sim loading, until the action settles', async () => {
    let settle = () => {};
    const remove = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    const { user } = renderActions([deleteAction({ onClick: remove })]);
    await user.click(await screen.findByRole('button', { name: 'Deletar Ana' }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(remove).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('button', { name: /Sim/ })).toHaveClass('ant-btn-loading'));
    settle();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Sim/ })).toBeNull());
  });

  it('declining runs nothing and says the cancelled text; without one it says nothing', async () => {
    const remove = vi.fn(() => Promise.resolve());
    const { user } = renderActions([
      deleteAction({ label: 'Deletar Bia', confirm: { question: QUESTION }, onClick: remove }),
      deleteAction({ onClick: remove }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Deletar Bia' }));
    await user.click(await screen.findByRole('button', { name: 'Não' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Não' })).toBeNull());
    expect(screen.queryByText('Operação cancelada')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Deletar Ana' }));
    await user.click(await screen.findByRole('button', { name: 'Não' }));
    expect(await screen.findByText('Operação cancelada')).toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
  });

  it('runs an action without confirmation at once, its tooltip the given text', async () => {
    const edit = vi.fn();
    const { user } = renderActions([
      { label: 'Editar Ana', tooltip: 'Editar', icon: <EditOutlined />, onClick: edit },
    ]);
    const button = await screen.findByRole('button', { name: 'Editar Ana' });
    await user.hover(button);
    expect(await screen.findByRole('tooltip', { name: 'Editar' })).toBeInTheDocument();
    await user.click(button);
    expect(edit).toHaveBeenCalledTimes(1);
  });

  it('disables an unavailable action and says why, on hover and to the keyboard', async () => {
    const remove = vi.fn();
    const { user } = renderActions([deleteAction({ disabledReason: 'Sem permissões', onClick: remove })]);
    const button = await screen.findByRole('button', { name: 'Deletar Ana' });
    expect(button).toBeDisabled();
    const reason = screen.getByLabelText('Deletar Ana: Sem permissões');
    await user.tab();
    expect(reason).toHaveFocus();
    await user.hover(button);
    expect(await screen.findByRole('tooltip', { name: 'Sem permissões' })).toBeInTheDocument();
    await user.click(button);
    expect(screen.queryByText(QUESTION)).toBeNull();
    expect(remove).not.toHaveBeenCalled();
  });
});
