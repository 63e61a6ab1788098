import { deParaMessages } from '@matriz/contracts';

import { isApiError } from '../../../lib/api-client.ts';
import { useFeedback } from '../../../lib/notify.ts';
import { useChangeDetailStatus, type DetailStatusAcao } from '../api/detail-status.ts';
import { showActionError } from '../lib/detail-action-error.ts';

import { confirmDetailAction, type DetailConfirm } from './detail-confirm.ts';
import type { useDetailRowSelection } from './detail-row-selection.ts';

/** The dialog before each move (spec 002 §5) and what its 'Não' says. */
const confirmTexts: Record<DetailStatusAcao, Omit<DetailConfirm, 'run'>> = {
  aprovar: {
    title: deParaMessages.approveTitle,
    content: deParaMessages.approveText,
    cancelled: deParaMessages.approveCancelled,
  },
  desfazer: {
    title: deParaMessages.undoTitle,
    content: deParaMessages.undoText,
    cancelled: deParaMessages.undoCancelled,
  },
  desaprovar: {
    title: deParaMessages.disapproveTitle,
    content: deParaMessages.disapproveText,
    cancelled: deParaMessages.disapproveCancelled,
  },
};

const success: Record<DetailStatusAcao, string> = {
  aprovar: deParaMessages.approved,
  desfazer: deParaMessages.undone,
  desaprovar: deParaMessages.disapproved,
};

/**
 * A status change of the selected rows of a tab, after its confirmation: on success the spec's message and an
 * empty selection; a refusal shows the server's words (409: changed by another user — the lists are asked again
 * and the selection, which may name rows gone, is emptied).
 */
export function useDetailStatusAction(selection: ReturnType<typeof useDetailRowSelection>) {
  const feedback = useFeedback();
  const change = useChangeDetailStatus();
  const run = (acao: DetailStatusAcao) =>
    change
      .mutateAsync({ acao, ids: selection.ids })
      .then(() => {
        feedback.message.success(success[acao]);
        selection.clear();
      })
      .catch((error: unknown) => {
        showActionError(error, feedback);
        if (isApiError(error) && error.status === 409) selection.clear();
      });
  return (acao: DetailStatusAcao) =>
    confirmDetailAction(feedback, { ...confirmTexts[acao], run: () => run(acao) });
}
