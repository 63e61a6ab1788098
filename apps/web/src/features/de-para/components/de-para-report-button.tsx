import { FileExcelOutlined } from '@ant-design/icons';
import { errorMessages, hasAccess, isPremium } from '@matriz/contracts';
import { Button, Popconfirm, Tooltip } from 'antd';

import { notifyReportQueued } from '../../../components/report-queued.tsx';
import { useFeedback } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { useRequestDeParaReport, type DeParaRelatorioRequest } from '../api/request-de-para-report.ts';

const PREMIUM_ONLY = 'Funcionalidade premium';

/**
 * 'Gerar relatório' of the De-Para screens (spec 002 §2.2, §2.3): a confirmation popover, then the xlsx is queued
 * and the notice points to /relatorio. Needs DePara/Exportar ('Sem permissões' otherwise) and the premium plan
 * (report downloads are premium, spec 000 §6).
 */
export function DeParaReportButton({ params }: { params: DeParaRelatorioRequest }) {
  const { message } = useFeedback();
  const claims = useSession()?.claims ?? [];
  const report = useRequestDeParaReport();
  const disabledReason = !hasAccess(claims, 'DePara', 'Exportar')
    ? errorMessages.forbidden
    : !isPremium(claims)
      ? PREMIUM_ONLY
      : null;
  const button = (
    <Button icon={<FileExcelOutlined />} disabled={Boolean(disabledReason)} loading={report.isPending}>
      Gerar relatório
    </Button>
  );
  if (disabledReason) {
    return (
      <Tooltip title={disabledReason}>
        <span style={{ display: 'inline-flex' }}>{button}</span>
      </Tooltip>
    );
  }
  return (
    <Popconfirm
      title="Deseja gerar o relatório de De-Para?"
      okText="Sim"
      cancelText="Não"
      onConfirm={() =>
        report
          .mutateAsync(params)
          .then(() => notifyReportQueued())
          // the failure was shown by the API client
          .catch(() => undefined)
      }
      onCancel={() => void message.info('Operação cancelada')}
    >
      {button}
    </Popconfirm>
  );
}
