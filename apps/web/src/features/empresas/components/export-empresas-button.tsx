import { empresasMessages } from '@matriz/contracts';

import { QueuedExportButton } from '../../../components/queued-export-button.tsx';
import { useExportEmpresas } from '../api/export-empresas.ts';
import { toExportBody, type EmpresaFilterValues, type EmpresaSort } from '../lib/filters.ts';

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
  const exportEmpresas = useExportEmpresas();
  return (
    <QueuedExportButton
      rule="Empresa"
      confirm={empresasMessages.confirmExport}
      pending={exportEmpresas.isPending}
      onExport={() => exportEmpresas.mutateAsync(toExportBody(filters, sort))}
    />
  );
}
