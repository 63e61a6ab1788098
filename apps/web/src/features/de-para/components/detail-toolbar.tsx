import { Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface DetailToolbarProps {
  /** the name filter applied ('' for none): shown as a tag that removes it */
  nome: string;
  onClearNome: () => void;
  /** rows selected */
  count: number;
  /** the tab's actions, at the right */
  children?: ReactNode;
}

/** Above a detail table: the filter in force, how many rows are selected, and the tab's actions. */
export function DetailToolbar({ nome, onClearNome, count, children }: DetailToolbarProps) {
  return (
    <Flex wrap justify="space-between" align="center" gap={8} style={{ minHeight: 32 }}>
      <Flex wrap align="center" gap={8}>
        {nome && (
          <Tag closable onClose={onClearNome} closeIcon={<span aria-label="Remover filtro">×</span>}>
            Nome: {nome}
          </Tag>
        )}
        <Typography.Text type="secondary">
          {count === 0
            ? 'Nenhuma conta selecionada'
            : count === 1
              ? '1 conta selecionada'
              : `${count} contas selecionadas`}
        </Typography.Text>
      </Flex>
      <Flex wrap gap={8}>
        {children}
      </Flex>
    </Flex>
  );
}
