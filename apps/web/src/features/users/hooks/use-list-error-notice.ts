import { App } from 'antd';
import { useEffect } from 'react';

import { getErrorText, isApiError } from '../../../lib/errors.ts';

interface ListErrorNotice {
  /** the notification's title; omitted: a plain message */
  title?: string;
  description: string;
}

/**
 * Spec 000 §8: a list the server refuses shows the area's text once per failure; no answer at all shows
 * 'Erro interno' with the request text. (A 401 already ended the session in the API client.)
 */
export function useListErrorNotice(error: unknown, errorUpdatedAt: number, notice: ListErrorNotice) {
  const { message, notification } = App.useApp();
  const { title, description } = notice;
  useEffect(() => {
    if (!error || (isApiError(error) && error.status === 401)) return;
    if (isApiError(error) && error.status === 0) {
      notification.error({ title: 'Erro interno', description: getErrorText(error) });
    } else if (title) {
      notification.error({ title, description });
    } else {
      void message.error(description);
    }
  }, [error, errorUpdatedAt, title, description, message, notification]);
}
