import { DeleteOutlined, EditOutlined, KeyOutlined } from '@ant-design/icons';
import { usuariosMessages, type UserRow, type userSortFields } from '@matriz/contracts';
import { Flex, Tag, type TableColumnsType } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';

import { ActionButton, ConfirmAction } from './confirm-action.tsx';

export type UserSortField = (typeof userSortFields)[number];

export interface UserSort {
  sort?: UserSortField;
  order?: 'asc' | 'desc';
}

export interface UserRowActions {
  sort: UserSort;
  /** reason the edit / reset actions are off ('Sem permissões'), null when allowed */
  saveDisabledReason: string | null;
  /** reason the delete action is off for this row, null when allowed */
  getDeleteDisabledReason: (row: UserRow) => string | null;
  onEdit: (row: UserRow) => void;
  onResetPassword: (row: UserRow) => Promise<unknown>;
  onDelete: (row: UserRow) => Promise<unknown>;
}

const toSortOrder = (sort: UserSort, field: UserSortField): SortOrder =>
  sort.sort === field ? (sort.order === 'desc' ? 'descend' : 'ascend') : null;

const sortable = (sort: UserSort, field: UserSortField) => ({
  key: field,
  sorter: true,
  sortOrder: toSortOrder(sort, field),
  sortDirections: ['ascend', 'descend'] as SortOrder[],
});

/** The users table (spec 000 §2.8): name, e-mail, the access rule's name, active, and the row actions. */
export function getUserColumns(actions: UserRowActions): TableColumnsType<UserRow> {
  const { sort } = actions;
  return [
    { title: 'Nome', dataIndex: 'nome', ellipsis: true, ...sortable(sort, 'nome') },
    { title: 'E-mail', dataIndex: 'email', ellipsis: true, ...sortable(sort, 'email') },
    {
      title: 'Regra de acesso',
      dataIndex: 'nomeDaRegraDeAcesso',
      ellipsis: true,
      ...sortable(sort, 'nomeDaRegraDeAcesso'),
      render: (nome: string | null) => nome ?? '—',
    },
    {
      title: 'Ativo',
      dataIndex: 'isApproved',
      width: 110,
      align: 'center',
      ...sortable(sort, 'isApproved'),
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
        <Flex justify="center" gap={4}>
          <ActionButton
            label={`Editar ${row.nome}`}
            icon={<EditOutlined />}
            disabledReason={actions.saveDisabledReason}
            onClick={() => actions.onEdit(row)}
          />
          <ConfirmAction
            label={`Redefinir a senha de ${row.nome}`}
            icon={<KeyOutlined />}
            question={usuariosMessages.confirmReset}
            disabledReason={actions.saveDisabledReason}
            onConfirm={() => actions.onResetPassword(row)}
          />
          <ConfirmAction
            label={`Deletar ${row.nome}`}
            icon={<DeleteOutlined />}
            danger
            question={usuariosMessages.confirmDelete}
            disabledReason={actions.getDeleteDisabledReason(row)}
            onConfirm={() => actions.onDelete(row)}
          />
        </Flex>
      ),
    },
  ];
}
