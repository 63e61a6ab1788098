import { DownloadOutlined } from '@ant-design/icons';
import { errorMessages, hasAccess, isPremium } from '@matriz/contracts';
import { Button, Popconfirm, Tooltip } from 'antd';

import { useFeedback } from '../lib/notify.ts';
import { useSession } from '../lib/session.ts';

import { notifyReportQueued } from './report-queued.tsx';

/** Why a queued export is off for a Starter cliente: report downloads are premium (spec 000 §6). */
export const PREMIUM_ONLY = 'Funcionalidade premium';

export interface QueuedExportButtonProps {
  /** the access rule whose Exportar action it needs ('Empresa', 'FluxoDeCaixa') */
  rule: string;
  label?: string;
  /** a yes/no question first ('Não' says 'Operação cancelada'); none: it exports at once */
  confirm?: string;
  /**
   * Sends the export; undefined when the card is not ready (it said why). A failure is the call's to show: the API
   * client's notice, or nothing where the spec wants it silent.
   */
  onExport: () => Promise<unknown> | undefined;
  /** the export call is in flight */
  pending: boolean;
}

/**
 * An 'Exportar' that queues an xlsx report (spec 001 §7: a 200 means it is queued, and the notice points to
 * /relatorio). Off without the rule's Exportar action ('Sem permissões') or the premium plan.
 */
export function QueuedExportButton({
  rule,
  label = 'Exportar',
  confirm,
  onExport,
  pending,
}: QueuedExportButtonProps) {
  const { message } = useFeedback();
  const claims = useSession()?.claims ?? [];
  const disabledReason = !hasAccess(claims, rule, 'Exportar')
    ? errorMessages.forbidden
    : !isPremium(claims)
      ? PREMIUM_ONLY
      : null;
  const exportar = () =>
    void onExport()
      ?.then(() => notifyReportQueued())
      .catch(() => undefined);
  const button = (
    <Button
      icon={<DownloadOutlined />}
      disabled={disabledReason !== null}
      loading={pending}
      onClick={confirm ? undefined : exportar}
    >
      {label}
    </Button>
  );
  if (disabledReason)
    return (
      <Tooltip title={disabledReason}>
        {/* a disabled button fires no pointer events: the span carries the tooltip */}
        <span style={{ display: 'inline-flex' }}>{button}</span>
      </Tooltip>
    );
  if (!confirm) return button;
  return (
    <Popconfirm
      title={confirm}
      okText="Sim"
      cancelText="Não"
      onConfirm={exportar}
      onCancel={() => void message.info('Operação cancelada')}
    >
      {button}
    </Popconfirm>
  );
}
