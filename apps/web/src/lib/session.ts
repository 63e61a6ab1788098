import type { Claim, SessionCustomer, SessionUser } from '@matriz/contracts';
import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';

import { isAccessTokenValid } from './jwt.ts';
import { useSessionStore } from './storage.ts';

export interface ActiveSession {
  user: SessionUser;
  customer: SessionCustomer | null;
  accessToken: string;
  loginToken: string | null;
  claims: Claim[];
}

/** The signed-in session, or null when there is no user or the access token is missing or expired. */
export function useSession(): ActiveSession | null {
  const s = useSessionStore(
    useShallow((st) => ({
      user: st.user,
      customer: st.customer,
      accessToken: st.accessToken,
      loginToken: st.loginToken,
      claims: st.claims,
    })),
  );
  return useMemo(() => {
    if (!s.user || !s.accessToken || !isAccessTokenValid(s.accessToken)) return null;
    return { ...s, user: s.user, accessToken: s.accessToken };
  }, [s]);
}

/** Same as useSession, for code outside React. */
export function getSession(): ActiveSession | null {
  const { user, customer, accessToken, loginToken, claims } = useSessionStore.getState();
  if (!user || !accessToken || !isAccessTokenValid(accessToken)) return null;
  return { user, customer, accessToken, loginToken, claims };
}
