import { fluxoDeCaixaBancoMessages } from '@matriz/contracts';

import { QueuedExportButton } from '../../../components/queued-export-button.tsx';
import { useExportContasVinculadas } from '../api/export-contas-vinculadas.ts';
import { toContasFiltro, type ContasFilterValues } from '../lib/contas-filters.ts';

/**
 * 'Exportar para Excel' of the bank accounts (spec 001 §2.3): a yes/no confirmation, then the xlsx report is queued
 * and the notice points to /relatorio. Needs FluxoDeCaixa/Exportar ('Sem permissões') and the premium plan.
 */
export function ExportContasButton({ filters }: { filters: ContasFilterValues }) {
  const exportar = useExportContasVinculadas();
  return (
    <QueuedExportButton
      rule="FluxoDeCaixa"
      label="Exportar para Excel"
      confirm={fluxoDeCaixaBancoMessages.confirmarExportacaoContas}
      pending={exportar.isPending}
      onExport={() => exportar.mutateAsync(toContasFiltro(filters))}
    />
  );
}
