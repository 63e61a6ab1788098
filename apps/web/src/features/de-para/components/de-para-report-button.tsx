import { FileExcelOutlined } from '@ant-design/icons';
import { errorMessages, hasAccess, isPremium } from '@matriz/contracts';

import { notifyReportQueued } from '../../../components/report-queued.tsx';
import { useSession } from '../../../lib/session.ts';
import { useRequestDeParaReport, type DeParaRelatorioRequest } from '../api/request-de-para-report.ts';

import { ConfirmButton } from './confirm-button.tsx';

const PREMIUM_ONLY = 'Funcionalidade premium';

/**
 * 'Gerar relatório' of the De-Para screens (spec 002 §2.2, §2.3): a confirmation popover, then the xlsx is queued
 * and the notice points to /relatorio. Needs DePara/Exportar ('Sem permissões' otherwise) and the premium plan
 * (report downloads are premium, spec 000 §6).
 */
export function DeParaReportButton({ params }: { params: DeParaRelatorioRequest }) {
  const claims = useSession()?.claims ?? [];
  const report = useRequestDeParaReport();
  const disabledReason = !hasAccess(claims, 'DePara', 'Exportar')
    ? errorMessages.forbidden
    : !isPremium(claims)
      ? PREMIUM_ONLY
      : null;
  return (
    <ConfirmButton
      icon={<FileExcelOutlined />}
      loading={report.isPending}
      disabledReason={disabledReason}
      title="Deseja gerar o relatório de De-Para?"
      onConfirm={() =>
        report
          .mutateAsync(params)
          .then(() => notifyReportQueued())
          // the failure was shown by the API client
          .catch(() => undefined)
      }
    >
      Gerar relatório
    </ConfirmButton>
  );
}
