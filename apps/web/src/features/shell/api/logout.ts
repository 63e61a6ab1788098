import { endpoints } from '@matriz/contracts';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';
import { clearSession, useSessionStore } from '../../../lib/storage.ts';

/**
 * Sair: POST delete token with e-mail and login token, then the stored user and tokens go whatever the
 * answer (a user who asks to leave is never kept signed in).
 */
export async function logout(): Promise<void> {
  const { user, loginToken } = useSessionStore.getState();
  try {
    await api.post<unknown>(
      endpoints.auth.deletarToken,
      { email: user?.email ?? '', loginToken },
      { silent: true },
    );
  } finally {
    clearSession();
  }
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
