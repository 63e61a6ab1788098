import { DownloadOutlined } from '@ant-design/icons';
import { errorMessages, fluxoDeCaixaBancoMessages, hasAccess, isPremium } from '@matriz/contracts';
import { Button, Popconfirm, Tooltip } from 'antd';

import { notifyReportQueued } from '../../../components/report-queued.tsx';
import { useFeedback } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { useExportContasVinculadas } from '../api/export-contas-vinculadas.ts';
import { toContasFiltro, type ContasFilterValues } from '../lib/contas-filters.ts';

const PREMIUM_ONLY = 'Funcionalidade premium';

/**
 * 'Exportar para Excel' of the bank accounts (spec 001 §2.3): a yes/no confirmation, then the xlsx report is queued
 * and the notice points to /relatorio. Needs FluxoDeCaixa/Exportar ('Sem permissões') and the premium plan.
 */
export function ExportContasButton({ filters }: { filters: ContasFilterValues }) {
  const { message } = useFeedback();
  const claims = useSession()?.claims ?? [];
  const exportar = useExportContasVinculadas();
  const disabledReason = !hasAccess(claims, 'FluxoDeCaixa', 'Exportar')
    ? errorMessages.forbidden
    : !isPremium(claims)
      ? PREMIUM_ONLY
      : null;
  const button = (
    <Button icon={<DownloadOutlined />} disabled={Boolean(disabledReason)} loading={exportar.isPending}>
      Exportar para Excel
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
      title={fluxoDeCaixaBancoMessages.confirmarExportacaoContas}
      okText="Sim"
      cancelText="Não"
      onConfirm={() =>
        exportar
          .mutateAsync(toContasFiltro(filters))
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
