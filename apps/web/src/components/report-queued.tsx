import { getHref } from '@matriz/contracts';
import { Button } from 'antd';
import { navigateTo } from '../lib/navigation.ts';
import { getNotifier } from '../lib/notify.ts';

export const REPORT_QUEUED_MESSAGE = 'Sua solicitação de relatório foi enviada';

/**
 * The notice after an export call answers 200 (spec 001 §7, §8): the report is queued, with a link to the
 * report list (/relatorio).
 */
export function notifyReportQueued(): void {
  const { notification } = getNotifier();
  const key = `relatorio-${Date.now()}`;
  notification.success({
    key,
    title: REPORT_QUEUED_MESSAGE,
    description: (
      <Button
        type="link"
        style={{ padding: 0 }}
        onClick={() => {
          notification.destroy(key);
          navigateTo(getHref('relatorio'));
        }}
      >
        Ver relatórios
      </Button>
    ),
  });
}
