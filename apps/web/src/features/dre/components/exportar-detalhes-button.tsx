import { FileExcelOutlined } from '@ant-design/icons';
import {
  DRE_DURACAO_MENSAGEM_S,
  dreMessages,
  errorMessages,
  hasAccess,
  type DetalhesLinhaDreInput,
} from '@matriz/contracts';
import { Button, Tooltip } from 'antd';

import { getNotifier } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { useExportarDetalhesLinha } from '../api/exportar-detalhes-linha.ts';

import { avisarGerandoRelatorio } from './aviso-gerando-relatorio.tsx';

/**
 * Exportar of 'Detalhes de Linha' (spec 001 §2.1): the rows of the cell (with the company filter) queued as a
 * report. Needs DRE/Exportar ('Sem permissões' otherwise).
 */
export function ExportarDetalhesButton({ pedido, linha }: { pedido: DetalhesLinhaDreInput; linha: string }) {
  const claims = useSession()?.claims ?? [];
  const exportar = useExportarDetalhesLinha();
  const pode = hasAccess(claims, 'DRE', 'Exportar');
  return (
    <Tooltip title={pode ? undefined : errorMessages.forbidden}>
      <span style={{ display: 'inline-flex' }}>
        <Button
          icon={<FileExcelOutlined />}
          disabled={!pode}
          loading={exportar.isPending}
          onClick={() =>
            exportar.mutateAsync(pedido).then(
              () => avisarGerandoRelatorio('dre-detalhe'),
              () =>
                getNotifier().notification.error({
                  title: dreMessages.exportarDetalheTitulo,
                  description: dreMessages.exportarDetalheFalhou(linha),
                  duration: DRE_DURACAO_MENSAGEM_S,
                }),
            )
          }
        >
          Exportar
        </Button>
      </span>
    </Tooltip>
  );
}
