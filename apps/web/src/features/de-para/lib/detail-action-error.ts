import { deParaMessages } from '@matriz/contracts';

import { isApiError } from '../../../lib/api-client.ts';
import { ERROR_DURATION_S } from '../../../lib/errors.ts';
import type { Feedback } from '../../../lib/notify.ts';

/**
 * A refused De-Para action (create, approve, undo, disapprove): the server's own words when it explained the
 * refusal (a 4xx with a title: 409 changed by another user, 400 outside the chart, 403 out of scope…), else the
 * notification 'Ocorreu um erro no processo' (spec 002 §8). A 401 already ended the session: nothing to say.
 */
export function showActionError(error: unknown, feedback: Feedback): void {
  if (isApiError(error)) {
    if (error.status === 401) return;
    const title = error.problem?.title;
    if (error.status >= 400 && error.status < 500 && title) {
      feedback.message.error({ content: title, duration: ERROR_DURATION_S });
      return;
    }
  }
  feedback.notification.error({
    title: deParaMessages.processError,
    placement: 'topLeft',
    duration: ERROR_DURATION_S,
  });
}
