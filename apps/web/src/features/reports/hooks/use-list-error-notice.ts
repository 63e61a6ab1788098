import { errorMessages } from '@matriz/contracts';
import { App } from 'antd';
import { useEffect } from 'react';

import { isApiError } from '../../../lib/errors.ts';

/** Spec 001 §8 'Failure of lists': 'Erro interno' – the support text, once per failure (a 401 already signed out). */
export function useListErrorNotice(error: unknown, errorUpdatedAt: number) {
  const { notification } = App.useApp();
  useEffect(() => {
    if (!error || (isApiError(error) && error.status === 401)) return;
    notification.error({
      key: 'relatorios-lista',
      title: errorMessages.thrownTitle,
      description: errorMessages.thrownDetail,
    });
  }, [error, errorUpdatedAt, notification]);
}
