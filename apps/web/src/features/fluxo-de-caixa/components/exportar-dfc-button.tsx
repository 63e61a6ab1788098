import { FileExcelOutlined } from '@ant-design/icons';
import {
  dfcExportacaoMessages,
  errorMessages,
  fluxoDeCaixaMessages,
  isPremium,
  validarFiltroFluxo,
  type ConsultaFluxo,
} from '@matriz/contracts';
import { Button, Tooltip } from 'antd';
import { lazy, Suspense, useState } from 'react';

import { useOpenedOnce } from '../../../components/use-opened-once.ts';
import { useFeedback } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';

const ExportarDfcModal = lazy(() => import('./exportar-dfc-modal.tsx'));

export interface ExportarDfcButtonProps {
  /** the card's query as it is now (searched or not); null while the card has problems */
  consulta: ConsultaFluxo | null;
  /** the FluxoDeCaixa/Exportar claim */
  podeExportar: boolean;
}

/**
 * The cash-flow card's 'Exportar' (spec 001 §2.3, §5, §6; issue 12 §2): FluxoDeCaixa/Exportar ('Sem permissões'
 * otherwise) on a premium cliente (the server refuses a Starter cliente's export: the report list is premium). It
 * exports the card's query as it is: with invalid filters (validarFiltroFluxo, or no query) it says 'Erro ao
 * exportar' – 'Por favor, configure os filtros para exportar.'; otherwise it opens the modal with the three kinds.
 */
export function ExportarDfcButton({ consulta, podeExportar }: ExportarDfcButtonProps) {
  const claims = useSession()?.claims ?? [];
  const { notification } = useFeedback();
  const [aberto, setAberto] = useState(false);
  // the query as it was when the modal opened; each opening starts afresh (kind 1 chosen)
  const [exportada, setExportada] = useState<ConsultaFluxo | null>(null);
  const [vez, setVez] = useState(0);
  const montado = useOpenedOnce(aberto);
  const motivo = !podeExportar
    ? errorMessages.forbidden
    : !isPremium(claims)
      ? dfcExportacaoMessages.somentePremium
      : null;

  const abrir = () => {
    if (consulta === null || validarFiltroFluxo(consulta).length > 0) {
      notification.error({
        key: 'dfc-exportar-filtros',
        title: fluxoDeCaixaMessages.exportarErroTitulo,
        description: fluxoDeCaixaMessages.exportarFiltrosInvalidos,
      });
      return;
    }
    setExportada(consulta);
    setVez((v) => v + 1);
    setAberto(true);
  };

  return (
    <>
      <Tooltip title={motivo}>
        <span style={{ display: 'inline-flex' }}>
          <Button icon={<FileExcelOutlined />} disabled={motivo !== null} onClick={abrir}>
            Exportar
          </Button>
        </span>
      </Tooltip>
      {montado && exportada && (
        <Suspense fallback={null}>
          <ExportarDfcModal key={vez} open={aberto} consulta={exportada} onClose={() => setAberto(false)} />
        </Suspense>
      )}
    </>
  );
}
