import { errorMessages } from '@matriz/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';

import { SearchActions, type SearchActionsProps } from './search-actions.tsx';

function abrir(props: Partial<SearchActionsProps>) {
  const onFinish = vi.fn();
  const onClear = vi.fn();
  render(
    <Form onFinish={onFinish}>
      <SearchActions canSearch onClear={onClear} summary="12 colunas" {...props} />
    </Form>,
  );
  return { onFinish, onClear, user: userEvent.setup({ delay: null }) };
}

const pesquisar = () => screen.getByRole('button', { name: /Pesquisar/ });

describe('the search actions of a filter card', () => {
  it('submits the card with Pesquisar and clears it with Limpar', async () => {
    const { onFinish, onClear, user } = abrir({});
    expect(screen.getByText('12 colunas')).toBeInTheDocument();
    await user.click(pesquisar());
    await user.click(screen.getByRole('button', { name: /Limpar/ }));
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('takes no second search while one is in flight', async () => {
    const { onFinish, user } = abrir({ searching: true });
    expect(pesquisar()).toHaveClass('ant-btn-loading');
    await user.click(pesquisar());
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('is off while the card is not ready', async () => {
    const { onFinish, user } = abrir({ blocked: true });
    expect(pesquisar()).toBeDisabled();
    await user.click(pesquisar());
    expect(onFinish).not.toHaveBeenCalled();
  });

  it("says 'Sem permissões' without the claim", async () => {
    const { user } = abrir({ canSearch: false });
    expect(pesquisar()).toBeDisabled();
    await user.hover(pesquisar().parentElement!);
    expect(await screen.findByText(errorMessages.forbidden)).toBeInTheDocument();
  });
});
