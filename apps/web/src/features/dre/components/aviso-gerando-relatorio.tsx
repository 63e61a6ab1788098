import { dreMessages, getHref } from '@matriz/contracts';
import { Button } from 'antd';

import { navigateTo } from '../../../lib/navigation.ts';
import { getNotifier } from '../../../lib/notify.ts';

/**
 * 'Gerando Relatório' with the way to the report list (spec 001 §8): what the DRE's detail exports (line and
 * month) say once their report is queued. `origem` keeps each notice's key apart.
 */
export function avisarGerandoRelatorio(origem: string): void {
  const { notification } = getNotifier();
  const key = `${origem}-${Date.now()}`;
  notification.success({
    key,
    title: dreMessages.gerandoRelatorio,
    description: (
      <Button
        type="link"
        style={{ padding: 0 }}
        onClick={() => {
          notification.destroy(key);
          navigateTo(getHref('relatorio'));
        }}
      >
        {dreMessages.relatorioEnviado}
      </Button>
    ),
  });
}
