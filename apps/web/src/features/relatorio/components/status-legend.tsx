import { Flex, Typography } from 'antd';

import { relatorioStatuses, StatusTag } from './status-tag.tsx';

const descriptions: Record<number, string> = {
  0: 'a solicitação está na fila e ainda não começou',
  1: 'o relatório está sendo gerado',
  2: 'o arquivo está pronto para download até a data de expiração',
  3: 'não foi possível gerar o relatório; passe o mouse sobre o status para ver o motivo',
};

/** Tab 'Status' of /relatorio (spec 001 §2.4): what each status means. */
export function StatusLegend() {
  return (
    <Flex component="ul" vertical gap={8} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {relatorioStatuses.map((status) => (
        <Flex component="li" key={status} align="center" gap={8}>
          <span style={{ minWidth: 104 }}>
            <StatusTag status={status} />
          </span>
          <Typography.Text type="secondary">{descriptions[status]}</Typography.Text>
        </Flex>
      ))}
    </Flex>
  );
}
