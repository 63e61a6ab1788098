import { errorMessages } from '@matriz/contracts';

import { useEffect } from 'react';

import { getErrorText, isApiError } from '../../lib/errors.ts';
import { useFeedback } from '../../lib/notify.ts';

export interface ListErrorNotice {
  /** the notification's title; omitted: a plain error message with the description */
  title?: string;
  description: string;
  /** one notice on screen at a time under this key (a polled list may fail again and again) */
  key?: string;
  /**
   * no answer at all says 'Erro interno' with the request's text instead (spec 000 §8); false: the same
   * notice for every failure (spec 001 §8)
   */
  distinguishNoResponse?: boolean;
}

/** What of a list query the notice reads (TanStack Query's result has it). */
export interface FailedListQuery {
  error: unknown;
  errorUpdatedAt: number;
}

/**
 * The notice of a list the server refused, once per failure, for lists fetched silently (the screen says what
 * failed, not the global handler). A 401 already ended the session in the API client: nothing to say.
 */
export function useListErrorNotice({ error, errorUpdatedAt }: FailedListQuery, notice?: ListErrorNotice) {
  const { message, notification } = useFeedback();
  const { title, description, key, distinguishNoResponse = true } = notice ?? { description: '' };
  const enabled = notice !== undefined;
  useEffect(() => {
    if (!enabled || !error || (isApiError(error) && error.status === 401)) return;
    if (distinguishNoResponse && isApiError(error) && error.status === 0) {
      notification.error({ key, title: errorMessages.thrownTitle, description: getErrorText(error) });
    } else if (title) {
      notification.error({ key, title, description });
    } else {
      void message.error({ key, content: description });
    }
  }, [enabled, error, errorUpdatedAt, title, description, key, distinguishNoResponse, message, notification]);
}
