import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, theme as antdTheme } from 'antd';
import ptBR from 'antd/es/locale/pt_BR';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';

import { isApiError, reportError } from '../lib/errors.ts';
import { onFeedbackRequested } from '../lib/notify.ts';
import { useSessionStore } from '../lib/storage.ts';
import { useMediaQuery } from '../lib/use-media-query.ts';

import { appTheme } from './theme.ts';

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

const FeedbackHost = lazy(() => import('./feedback-host.tsx'));

/** Loads the host of messages, notifications and confirmations on the first one asked for (lib/notify.ts). */
function LazyFeedbackHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onFeedbackRequested(() => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <FeedbackHost />
    </Suspense>
  ) : null;
}

/** The text style of the theme for everything below (what antd's App wrapper gave, without its feedback code). */
function ThemedText({ children }: { children: ReactNode }) {
  const { token } = antdTheme.useToken();
  return (
    <div
      style={{
        fontFamily: token.fontFamily,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        color: token.colorText,
      }}
    >
      {children}
    </div>
  );
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
        <ThemedText>
          <LazyFeedbackHost />
          {children}
        </ThemedText>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
