import { routes } from '@matriz/contracts';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';

import { validateToken } from '../features/auth/api/validate-token.ts';
import { setNavigator } from '../lib/navigation.ts';
import { clearStorage, expireStaleAccessToken, useSessionStore } from '../lib/storage.ts';

/**
 * Spec 000 §4: on every route change an expired access token ends the session, and a stored session has its
 * login token validated; a failed validation clears the storage and returns to the login.
 */
function useSessionCheckOnNavigate(pathname: string) {
  const navigate = useNavigate();
  useEffect(() => {
    expireStaleAccessToken();
    const { user, loginToken } = useSessionStore.getState();
    if (!user || !loginToken) return;
    const controller = new AbortController();
    validateToken(loginToken, controller.signal)
      .then((verdict) => {
        // a verdict about a session that was replaced meanwhile is ignored
        if (verdict !== 'invalid' || useSessionStore.getState().loginToken !== loginToken) return;
        clearStorage();
        void navigate(routes.login.path, { replace: true });
      })
      .catch(() => {
        // aborted by the next navigation: that one checks again
      });
    return () => controller.abort();
  }, [pathname, navigate]);
}

/** Root of every screen: registers navigation for code outside React and checks the session on each route. */
export function RootLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => setNavigator((to) => void navigate(to, { replace: true })), [navigate]);
  useSessionCheckOnNavigate(pathname);
  return <Outlet />;
}
