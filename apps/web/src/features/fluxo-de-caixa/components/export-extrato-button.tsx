import { QueuedExportButton } from '../../../components/queued-export-button.tsx';
import { useExportExtrato } from '../api/export-extrato.ts';
import { toExtratoFiltro, type ExtratoFilterValues } from '../lib/extrato-filters.ts';

interface ExportExtratoButtonProps {
  /** the card's values, checked first (the same required fields as Pesquisar); null when a field is missing */
  validate: () => ExtratoFilterValues | null;
}

/**
 * Exportar of the statement (spec 001 §2.3, §7): the same required fields as the search, then the xlsx report is
 * queued and the notice points to /relatorio; a failure is silent (spec 001 §8). Needs FluxoDeCaixa/Exportar
 * ('Sem permissões') and the premium plan (report downloads are premium).
 */
export function ExportExtratoButton({ validate }: ExportExtratoButtonProps) {
  const exportar = useExportExtrato();
  return (
    <QueuedExportButton
      rule="FluxoDeCaixa"
      pending={exportar.isPending}
      onExport={() => {
        const values = validate();
        return values ? exportar.mutateAsync(toExtratoFiltro(values)) : undefined;
      }}
    />
  );
}
