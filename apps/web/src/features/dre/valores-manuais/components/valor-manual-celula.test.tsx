import { valoresManuaisMessages as msg } from '@matriz/contracts';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../../../../testing/render.tsx';

import { ValorManualCelula } from './valor-manual-celula.tsx';

/** A promise the test settles when it wants (the server's answer). */
function adiado<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function abrir(onSalvar: (valor: number | null) => Promise<boolean>, valor: number | null = 123.45) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return renderWithProviders(
    <ValorManualCelula valor={valor} rotulo="Valor de Loja A1" onSalvar={onSalvar} />,
    {
      userEventOptions: { advanceTimers: vi.advanceTimersByTime },
    },
  );
}

/** The manual-value cell's states (spec 001 §4, §9): idle → saving → 'Valor atualizado' for 1 s → idle. */
describe('ValorManualCelula', () => {
  it('saves the typed pt-BR value: spinner and input disabled, then the indicator for 1 second', async () => {
    const resposta = adiado<boolean>();
    const onSalvar = vi.fn(() => resposta.promise);
    const { user } = abrir(onSalvar);
    await user.click(screen.getByRole('button', { name: 'Editar Valor de Loja A1' }));
    const input = screen.getByRole('textbox', { name: 'Valor de Loja A1' });
    expect(input).toHaveValue('123,45');
    await user.clear(input);
    await user.type(input, '1.234,5{Enter}');
    expect(onSalvar).toHaveBeenCalledExactlyOnceWith(1234.5);
    expect(input).toBeDisabled();
    expect(screen.getByLabelText('Salvando')).toBeInTheDocument();

    await act(async () => resposta.resolve(true));
    expect(screen.getByRole('status')).toHaveTextContent(msg.valorAtualizado);
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(screen.getByRole('status')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(onSalvar).toHaveBeenCalledTimes(1);
  });

  it('goes back to idle, without the indicator, when the server refuses', async () => {
    const resposta = adiado<boolean>();
    const onSalvar = vi.fn(() => resposta.promise);
    const { user } = abrir(onSalvar);
    await user.click(screen.getByRole('button', { name: 'Editar Valor de Loja A1' }));
    await user.clear(screen.getByRole('textbox'));
    await user.type(screen.getByRole('textbox'), '0{Enter}');
    expect(onSalvar).toHaveBeenCalledExactlyOnceWith(0);
    await act(async () => resposta.reject(new Error('recusado')));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar Valor de Loja A1' })).toHaveFocus();
  });

  it('says what is wrong with the text and sends nothing; Esc gives up', async () => {
    const onSalvar = vi.fn(() => Promise.resolve(true));
    const { user } = abrir(onSalvar);
    await user.click(screen.getByRole('button', { name: 'Editar Valor de Loja A1' }));
    const input = screen.getByRole('textbox');
    await user.clear(input);
    await user.type(input, '1,234{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(msg.casasDecimais);
    await user.type(input, '{Escape}');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(onSalvar).not.toHaveBeenCalled();
  });

  it('removes the value when the text is blanked, and leaves an unchanged value alone', async () => {
    const onSalvar = vi.fn(() => Promise.resolve(true));
    const { user } = abrir(onSalvar);
    await user.click(screen.getByRole('button', { name: 'Editar Valor de Loja A1' }));
    await user.type(screen.getByRole('textbox'), '{Enter}');
    expect(onSalvar).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Editar Valor de Loja A1' }));
    await user.clear(screen.getByRole('textbox'));
    await user.keyboard('{Enter}');
    expect(onSalvar).toHaveBeenCalledExactlyOnceWith(null);
  });
});
