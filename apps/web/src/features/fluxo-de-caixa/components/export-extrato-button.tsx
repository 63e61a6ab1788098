import { DownloadOutlined } from '@ant-design/icons';
import { errorMessages, hasAccess, isPremium } from '@matriz/contracts';
import { Button, Tooltip } from 'antd';

import { notifyReportQueued } from '../../../components/report-queued.tsx';
import { useSession } from '../../../lib/session.ts';
import { useExportExtrato } from '../api/export-extrato.ts';
import { toExtratoFiltro, type ExtratoFilterValues } from '../lib/extrato-filters.ts';

const PREMIUM_ONLY = 'Funcionalidade premium';

interface ExportExtratoButtonProps {
  /** the card's values, checked first (the same required fields as Pesquisar); null when a field is missing */
  validate: () => ExtratoFilterValues | null;
}

/**
 * Exportar of the statement (spec 001 §2.3, §7): the same required fields as the search, then the xlsx report is
 * queued and the notice points to /relatorio. Needs FluxoDeCaixa/Exportar ('Sem permissões') and the premium plan
 * (report downloads are premium).
 */
export function ExportExtratoButton({ validate }: ExportExtratoButtonProps) {
  const claims = useSession()?.claims ?? [];
  const exportar = useExportExtrato();
  const disabledReason = !hasAccess(claims, 'FluxoDeCaixa', 'Exportar')
    ? errorMessages.forbidden
    : !isPremium(claims)
      ? PREMIUM_ONLY
      : null;
  const button = (
    <Button
      icon={<DownloadOutlined />}
      disabled={Boolean(disabledReason)}
      loading={exportar.isPending}
      onClick={() => {
        const values = validate();
        if (!values) return;
        exportar
          .mutateAsync(toExtratoFiltro(values))
          .then(() => notifyReportQueued())
          // the failure was shown by the API client
          .catch(() => undefined);
      }}
    >
      Exportar
    </Button>
  );
  if (!disabledReason) return button;
  return (
    <Tooltip title={disabledReason}>
      <span style={{ display: 'inline-flex' }}>{button}</span>
    </Tooltip>
  );
}
