import { relatorioStatusLabels, type RelatorioStatus } from '@matriz/contracts';
import { Tag } from 'antd';

/** antd Tag colour of each report status (spec 001 §3: 0 Aguardando, 1 Processando, 2 Finalizado, 3 Erro). */
export const relatorioStatusColors: Record<RelatorioStatus, string> = {
  0: 'default',
  1: 'processing',
  2: 'success',
  3: 'error',
};

export const relatorioStatuses = Object.keys(relatorioStatusLabels).map(Number) as RelatorioStatus[];

export function StatusTag({ status }: { status: RelatorioStatus }) {
  return (
    <Tag color={relatorioStatusColors[status]} style={{ marginInlineEnd: 0 }}>
      {relatorioStatusLabels[status]}
    </Tag>
  );
}
