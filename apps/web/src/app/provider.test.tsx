import { errorMessages } from '@matriz/contracts';
import { useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { api, ApiError } from '../lib/api-client.ts';
import { mockApi } from '../testing/fetch-mock.ts';

import { AppProvider } from './provider.tsx';

describe('app provider', () => {
  it('shows the global request notices with the app theme', async () => {
    mockApi({ 'GET /api/v1/qualquer': { status: 500, body: { status: 500 } } });
    render(<AppProvider>conteúdo</AppProvider>);
    await expect(api.get('/api/v1/qualquer')).rejects.toBeInstanceOf(ApiError);
    expect(await screen.findByText(errorMessages.server)).toBeInTheDocument();
  });

  it('turns an error thrown inside a query into the Erro interno notification', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken() {
      useQuery({
        queryKey: ['quebrado'],
        queryFn: () => {
          throw new TypeError('cannot read x of undefined');
        },
      });
      return null;
    }
    render(
      <AppProvider>
        <Broken />
      </AppProvider>,
    );
    expect(await screen.findByText(errorMessages.thrownTitle)).toBeInTheDocument();
    expect(screen.getByText(errorMessages.thrownDetail)).toBeInTheDocument();
  });
});
