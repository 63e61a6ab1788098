import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render.tsx';
import * as navigation from '../lib/navigation.ts';
import { notifyReportQueued, REPORT_QUEUED_MESSAGE } from './report-queued.tsx';

afterEach(() => vi.restoreAllMocks());

describe('notifyReportQueued', () => {
  it('mostra o aviso da spec com o link para /relatorio', async () => {
    const navigate = vi.spyOn(navigation, 'navigateTo').mockImplementation(() => {});
    renderWithProviders(<div />);
    notifyReportQueued();
    expect(await screen.findByText(REPORT_QUEUED_MESSAGE)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ver relatórios' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/relatorio'));
  });
});
