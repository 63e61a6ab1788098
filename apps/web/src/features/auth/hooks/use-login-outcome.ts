import { authMessages, routes, type LoginOutput } from '@matriz/contracts';

import { useCallback } from 'react';
import { useNavigate } from 'react-router';

import { isApiError } from '../../../lib/api-client.ts';
import { setConflict, setSession } from '../../../lib/storage.ts';
import { loadAuthSchemas } from '../api/load-auth-schemas.ts';
import { useFeedback } from '../../../lib/notify.ts';

/** The login outcomes of spec 000 §4, shared by the login form, the CAS login and the session-conflict page. */
export function useLoginOutcome() {
  const navigate = useNavigate();
  const { message } = useFeedback();

  const onSuccess = useCallback(
    (output: LoginOutput) => {
      if (output.isCASSolicitation) {
        // the server composes the single-sign-on address with return URL, e-mail and token
        if (output.returnUrl) window.location.assign(output.returnUrl);
        return;
      }
      setSession(output);
      void message.success(authMessages.welcome);
      void navigate(routes.home.path, { replace: true });
    },
    [message, navigate],
  );

  /** 401 with the conflict payload → /desconectar; any other error only stops the loading, no message. */
  const onError = useCallback(
    (error: unknown, email: string) => {
      if (!isApiError(error) || error.status !== 401) return;
      void loadAuthSchemas().then(({ loginConflictOutput }) => {
        const conflict = loginConflictOutput.safeParse(error.body);
        if (!conflict.success) return;
        setConflict(conflict.data, email);
        void navigate(routes.desconectar.path);
      });
    },
    [navigate],
  );

  return { onSuccess, onError };
}
