import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { usuariosMessages, type ListRulesOutput, type RuleTipo } from '@matriz/contracts';
import { Tag, type TableColumnsType } from 'antd';

import { RowActions } from '../../../components/row-actions/row-actions.tsx';

export type RuleRow = ListRulesOutput['regras'][number];

const tipoColors: Record<RuleTipo, string> = { Administrador: 'gold', 'Usuário comum': 'blue' };

export interface RuleRowActions {
  saveDisabledReason: string | null;
  deleteDisabledReason: string | null;
  onEdit: (row: RuleRow) => void;
  onDelete: (row: RuleRow) => Promise<unknown>;
}

/** The access-rule table (spec 000 §2.8): name, type (Administrador / Usuário comum), edit and delete. */
export function getRuleColumns(actions: RuleRowActions): TableColumnsType<RuleRow> {
  return [
    { title: 'Nome', dataIndex: 'nome', ellipsis: true },
    {
      title: 'Tipo',
      dataIndex: 'tipo',
      width: 180,
      render: (tipo: RuleTipo) => <Tag color={tipoColors[tipo]}>{tipo}</Tag>,
    },
    {
      title: 'Ações',
      key: 'acoes',
      width: 110,
      align: 'center',
      render: (_: unknown, row) => (
        <RowActions
          actions={[
            {
              label: `Editar ${row.nome}`,
              icon: <EditOutlined />,
              disabledReason: actions.saveDisabledReason,
              onClick: () => actions.onEdit(row),
            },
            {
              label: `Deletar ${row.nome}`,
              icon: <DeleteOutlined />,
              danger: true,
              disabledReason: actions.deleteDisabledReason,
              confirm: {
                question: usuariosMessages.confirmDelete,
                cancelledText: usuariosMessages.cancelled,
              },
              onClick: () => actions.onDelete(row),
            },
          ]}
        />
      ),
    },
  ];
}
