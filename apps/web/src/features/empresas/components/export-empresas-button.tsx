import { DownloadOutlined } from '@ant-design/icons';
import { empresasMessages, errorMessages, hasAccess, isPremium } from '@matriz/contracts';
import { Button, Popconfirm, Tooltip } from 'antd';

import { notifyReportQueued } from '../../../components/report-queued.tsx';
import { useSession } from '../../../lib/session.ts';
import { useExportEmpresas } from '../api/export-empresas.ts';
import { toExportBody, type EmpresaFilterValues, type EmpresaSort } from '../lib/filters.ts';
import { useFeedback } from '../../../lib/notify.ts';

const PREMIUM_ONLY = 'Funcionalidade premium';

interface ExportEmpresasButtonProps {
  /** the filters of the list on screen, and its order */
  filters: EmpresaFilterValues;
  sort: EmpresaSort;
}

/**
 * 'Exportar' of spec 002 §2.6: a yes/no confirmation, then the xlsx report is queued and the notice points to
 * /relatorio. Needs Empresa/Exportar ('Sem permissões' otherwise) and the premium plan (report downloads are
 * premium, spec 000 §6).
 */
export function ExportEmpresasButton({ filters, sort }: ExportEmpresasButtonProps) {
  const { message } = useFeedback();
  const claims = useSession()?.claims ?? [];
  const exportEmpresas = useExportEmpresas();
  const disabledReason = !hasAccess(claims, 'Empresa', 'Exportar')
    ? errorMessages.forbidden
    : !isPremium(claims)
      ? PREMIUM_ONLY
      : null;
  const button = (
    <Button icon={<DownloadOutlined />} disabled={Boolean(disabledReason)} loading={exportEmpresas.isPending}>
      Exportar
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
      title={empresasMessages.confirmExport}
      okText="Sim"
      cancelText="Não"
      onConfirm={() =>
        exportEmpresas
          .mutateAsync(toExportBody(filters, sort))
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
