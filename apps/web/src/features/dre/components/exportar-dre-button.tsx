import { FileExcelOutlined } from '@ant-design/icons';
import {
  CAMPO_COLUNAS_DRE,
  DRE_DURACAO_MENSAGEM_S,
  dreMessages,
  errorMessages,
  hasAccess,
  isPremium,
  type ProblemaDre,
} from '@matriz/contracts';
import { Button, Tooltip } from 'antd';
import { lazy, Suspense, useState } from 'react';

import { useOpenedOnce } from '../../../components/use-opened-once.ts';
import { useFeedback } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import type { CorpoConsultaDre } from '../lib/consulta.ts';

const ExportarDreModal = lazy(() => import('./exportar-dre-modal.tsx'));

/** Report downloads are premium (spec 000 §6): the server refuses a Starter cliente's export. */
export const EXPORTAR_SOMENTE_PREMIUM = 'Exportações da DRE estão disponíveis apenas para usuários premium.';

export interface ExportarDreButtonProps {
  /** the card's query, as it is now */
  consulta: CorpoConsultaDre;
  /** the card's problems (validarConsultaDre): any but the 36-column rule keeps the query from exporting */
  problemas: readonly ProblemaDre[];
}

/**
 * The filter card's 'Exportar' (spec 001 §2.1, §6): DRE/Exportar ('Sem permissões' otherwise) on a premium
 * cliente. It exports the card's query as it is (searched or not): with invalid filters it says 'Erro ao
 * exportar' – 'Por favor, configure os filtros para exportar.' (spec 001 §5); beyond 36 columns it exports all
 * the same — that is what exports are for. Otherwise it opens the modal 'Exportar DRE'.
 */
export function ExportarDreButton({ consulta, problemas }: ExportarDreButtonProps) {
  const claims = useSession()?.claims ?? [];
  const { notification } = useFeedback();
  const [aberto, setAberto] = useState(false);
  // each opening starts afresh (the type the analyses allow now, no lines chosen)
  const [vez, setVez] = useState(0);
  const montado = useOpenedOnce(aberto);
  const motivo = !hasAccess(claims, 'DRE', 'Exportar')
    ? errorMessages.forbidden
    : !isPremium(claims)
      ? EXPORTAR_SOMENTE_PREMIUM
      : null;

  const abrir = () => {
    if (problemas.some((p) => p.campo !== CAMPO_COLUNAS_DRE)) {
      notification.error({
        key: 'dre-exportar-filtros',
        title: dreMessages.exportarErroTitulo,
        description: dreMessages.exportarFiltrosInvalidos,
        duration: DRE_DURACAO_MENSAGEM_S,
      });
      return;
    }
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
      {montado && (
        <Suspense fallback={null}>
          <ExportarDreModal key={vez} open={aberto} consulta={consulta} onClose={() => setAberto(false)} />
        </Suspense>
      )}
    </>
  );
}
