import { deParaMessages } from '@matriz/contracts';
import { useState } from 'react';

import { getRequestErrorText } from '../../../lib/errors.ts';
import { useFeedback } from '../../../lib/notify.ts';
import { useAprovarSolicitacoes } from '../api/aprovar-solicitacoes.ts';
import { useRejeitarSolicitacoes } from '../api/rejeitar-solicitacoes.ts';

import type { SolicitacoesSelection } from './use-solicitacoes-selection.ts';

/**
 * Aprovar and Rejeitar of the selected requests (spec 002 §4, §5, §8): on success the spec's message and an empty
 * selection; a failure is notified with the spec's title and the server's words. Rejeitar first opens the
 * justification modal (`rejecting`), which closes once the rejection is recorded.
 */
export function useSolicitacoesDecisions(selection: SolicitacoesSelection) {
  const { message, notification } = useFeedback();
  const aprovar = useAprovarSolicitacoes();
  const rejeitar = useRejeitarSolicitacoes();
  const [rejecting, setRejecting] = useState(false);
  const ids = selection.rows.map((row) => row._id);
  const notifyFailure = (title: string) => (error: unknown) =>
    notification.error({ title, description: getRequestErrorText(error) });

  return {
    approving: aprovar.isPending,
    aprovar: () =>
      aprovar.mutate(ids, {
        onSuccess: () => {
          selection.clear();
          void message.success(deParaMessages.solicitacoesApproved);
        },
        onError: notifyFailure(deParaMessages.processError),
      }),
    rejecting,
    rejectPending: rejeitar.isPending,
    startRejecting: () => setRejecting(true),
    cancelRejecting: () => setRejecting(false),
    rejeitar: (justificativa: string) =>
      rejeitar.mutate(
        { ids, justificativa },
        {
          onSuccess: () => {
            selection.clear();
            setRejecting(false);
            void message.success(deParaMessages.solicitacoesRejected);
          },
          onError: notifyFailure(deParaMessages.rejectError),
        },
      ),
  };
}
