import { DeleteOutlined, EditOutlined, KeyOutlined } from '@ant-design/icons';
import { usuariosMessages, type UserRow, type userSortFields } from '@matriz/contracts';
import { Tag, type TableColumnsType } from 'antd';

import { RowActions } from '../../../components/row-actions/row-actions.tsx';
import { sortableColumn, type ServerSort } from '../../../components/server-table/server-sort.ts';

export type UserSortField = (typeof userSortFields)[number];

export type UserSort = ServerSort<UserSortField>;

export interface UserRowActions {
  sort: UserSort;
  /** reason the edit / reset actions are off ('Sem permissões'), null when allowed */
  saveDisabledReason: string | null;
  /** reason the password reset is off for this row (one's own: 'Alterar Senha'), null when allowed */
  getResetDisabledReason: (row: UserRow) => string | null;
  /** reason the delete action is off for this row, null when allowed */
  getDeleteDisabledReason: (row: UserRow) => string | null;
  onEdit: (row: UserRow) => void;
  onResetPassword: (row: UserRow) => Promise<unknown>;
  onDelete: (row: UserRow) => Promise<unknown>;
}

/** The users table (spec 000 §2.8): name, e-mail, the access rule's name, active, and the row actions. */
export function getUserColumns(actions: UserRowActions): TableColumnsType<UserRow> {
  const { sort } = actions;
  return [
    { title: 'Nome', dataIndex: 'nome', ellipsis: true, ...sortableColumn(sort, 'nome') },
    { title: 'E-mail', dataIndex: 'email', ellipsis: true, ...sortableColumn(sort, 'email') },
    {
      title: 'Regra de acesso',
      dataIndex: 'nomeDaRegraDeAcesso',
      ellipsis: true,
      ...sortableColumn(sort, 'nomeDaRegraDeAcesso'),
      render: (nome: string | null) => nome ?? '—',
    },
    {
      title: 'Ativo',
      dataIndex: 'isApproved',
      width: 110,
      align: 'center',
      ...sortableColumn(sort, 'isApproved'),
      render: (ativo: boolean) => (
        <Tag color={ativo ? 'green' : 'default'}>{ativo ? 'Ativo' : 'Inativo'}</Tag>
      ),
    },
    {
      title: 'Ações',
      key: 'acoes',
      width: 130,
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
              label: `Redefinir a senha de ${row.nome}`,
              icon: <KeyOutlined />,
              disabledReason: actions.getResetDisabledReason(row),
              confirm: { question: usuariosMessages.confirmReset, cancelledText: usuariosMessages.cancelled },
              onClick: () => actions.onResetPassword(row),
            },
            {
              label: `Deletar ${row.nome}`,
              icon: <DeleteOutlined />,
              danger: true,
              disabledReason: actions.getDeleteDisabledReason(row),
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
