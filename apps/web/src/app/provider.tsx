import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import ptBR from 'antd/es/locale/pt_BR';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import { useEffect, useMemo, useState, type ReactNode } from 'react';

import { isApiError, reportError } from '../lib/errors.ts';
import { setNotifier } from '../lib/notify.ts';
import { useSessionStore } from '../lib/storage.ts';
import { useMediaQuery } from '../lib/use-media-query.ts';

import { appTheme } from './theme.ts';

dayjs.locale('pt-br');

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: reportError }),
    mutationCache: new MutationCache({ onError: reportError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // a request the server answered is not retried; only lost connections are, once
        retry: (failureCount, error) => isApiError(error) && error.status === 0 && failureCount < 1,
      },
      mutations: { retry: false },
    },
  });
}

/** Hands the App-context message/notification to code outside React (API client, error module). */
function NotifierBridge() {
  const { message, notification } = App.useApp();
  useEffect(() => setNotifier({ message, notification }), [message, notification]);
  return null;
}

/** Drops every cached answer when the session ends, so the next user never sees the last one's data. */
function useClearCacheOnSignOut(queryClient: QueryClient) {
  useEffect(
    () =>
      useSessionStore.subscribe((state, previous) => {
        if (previous.accessToken && !state.accessToken) queryClient.clear();
      }),
    [queryClient],
  );
}

/**
 * Issue 8 §5: a refused submit scrolls to the first invalid field and focuses it, in every form (a message at the
 * top of a long modal was out of view). Forms that validate by hand (validateFields) call scrollToField themselves.
 */
const formConfig = { scrollToFirstError: { focus: true, block: 'center' } } as const;

export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useClearCacheOnSignOut(client);
  // people who ask their system for less motion get no antd animations
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const theme = useMemo(
    () => (reducedMotion ? { ...appTheme, token: { ...appTheme.token, motion: false } } : appTheme),
    [reducedMotion],
  );
  return (
    <QueryClientProvider client={client}>
      <ConfigProvider locale={ptBR} theme={theme} form={formConfig}>
        <App>
          <NotifierBridge />
          {children}
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
