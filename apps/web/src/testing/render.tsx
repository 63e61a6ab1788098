import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StyleProvider } from '@ant-design/cssinjs';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { AppProvider, createQueryClient } from '../app/provider.tsx';
import { createAppRoutes } from '../app/router.tsx';

interface RenderOptions {
  /** options for user-event, e.g. advanceTimers with fake timers */
  userEventOptions?: Parameters<typeof userEvent.setup>[0];
}

/** Renders the whole application (providers, route table, guards) at a path, in memory. */
export function renderApp(path: string, { userEventOptions }: RenderOptions = {}) {
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  const user = userEvent.setup({ delay: null, ...userEventOptions });
  const view = render(
    <StyleProvider mock="server">
      <AppProvider queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProvider>
    </StyleProvider>,
  );
  return { ...view, router, user, location: () => router.state.location };
}

/** Renders one component with the providers and a router around it. */
export function renderWithProviders(
  ui: ReactNode,
  { path = '/', userEventOptions }: RenderOptions & { path?: string } = {},
) {
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <p>outra página</p> },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup({ delay: null, ...userEventOptions });
  const view = render(
    <StyleProvider mock="server">
      <AppProvider queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProvider>
    </StyleProvider>,
  );
  return { ...view, router, user, location: () => router.state.location };
}
