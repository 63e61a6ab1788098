import { routes } from '@matriz/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

import { useLogout } from '../api/logout.ts';

/** 'Sair': delete the login token on the server, clear the session, back to the login. */
export function useSignOut() {
  const navigate = useNavigate();
  const { mutate, isPending } = useLogout();
  const signOut = useCallback(
    () => mutate(undefined, { onSettled: () => void navigate(routes.login.path, { replace: true }) }),
    [mutate, navigate],
  );
  return { signOut, isPending };
}
