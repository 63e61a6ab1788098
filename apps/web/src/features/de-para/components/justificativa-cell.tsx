import { DeleteOutlined, EditOutlined, FormOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';

import { RowActions } from '../../../components/row-actions/row-actions.tsx';

export interface JustificativaCellProps {
  /** the row's account, for the buttons' names */
  conta: string;
  justificativa: string | null;
  onEdit: () => void;
  onRemove: () => void;
}

/** A pending row's justification: 'Justificar' while it has none; else its text, editable and removable. */
export function JustificativaCell({ conta, justificativa, onEdit, onRemove }: JustificativaCellProps) {
  if (justificativa === null) {
    return (
      <Button size="small" icon={<FormOutlined />} aria-label={`Justificar ${conta}`} onClick={onEdit}>
        Justificar
      </Button>
    );
  }
  return (
    <Flex align="start" justify="space-between" gap={4}>
      <Typography.Text>{justificativa}</Typography.Text>
      <RowActions
        actions={[
          {
            label: `Editar justificativa de ${conta}`,
            tooltip: 'Editar justificativa',
            icon: <EditOutlined />,
            onClick: onEdit,
          },
          {
            label: `Remover justificativa de ${conta}`,
            tooltip: 'Remover justificativa',
            icon: <DeleteOutlined />,
            danger: true,
            onClick: onRemove,
          },
        ]}
      />
    </Flex>
  );
}
