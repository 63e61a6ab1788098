import { endpoints } from '@matriz/contracts';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

/** POST send recovery e-mail: the body is the login form (spec 000 §7). The page shows its own texts. */
export function sendRecoveryEmail(email: string): Promise<unknown> {
  return api.post<unknown>(
    endpoints.auth.enviarEmailRecuperacao,
    { Email: email, Password: '', Token: '' },
    { silent: true },
  );
}

export function useSendRecoveryEmail() {
  return useMutation({ mutationFn: sendRecoveryEmail });
}
