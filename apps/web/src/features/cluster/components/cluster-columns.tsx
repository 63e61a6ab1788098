import { DeleteOutlined, EditOutlined, TeamOutlined } from '@ant-design/icons';
import { clusterMessages, tipoDeClusterLabels, type ClusterRow } from '@matriz/contracts';
import { Badge, Tag, type TableColumnsType } from 'antd';

import { RowActionButton, RowActions } from '../../../components/row-actions/row-actions.tsx';

export interface ClusterRowActions {
  /** null when allowed; else the tooltip of the disabled button */
  saveDisabledReason: string | null;
  deleteDisabledReason: string | null;
  onViewEmpresas: (row: ClusterRow) => void;
  onEdit: (row: ClusterRow) => void;
  onDelete: (row: ClusterRow) => Promise<unknown>;
}

/** The cluster grid (spec 002 §2.7): name, description, type, companies, active dot, edit, delete. */
export function getClusterColumns(actions: ClusterRowActions): TableColumnsType<ClusterRow> {
  return [
    { title: 'Nome', dataIndex: 'nome', ellipsis: true },
    { title: 'Descrição', dataIndex: 'descricao', ellipsis: true },
    {
      title: 'Tipo',
      dataIndex: 'tipoDeCluster',
      width: 120,
      render: (tipo: ClusterRow['tipoDeCluster']) => (
        <Tag color={tipo === 2 ? 'purple' : 'blue'}>{tipoDeClusterLabels[tipo]}</Tag>
      ),
    },
    {
      title: 'Empresas',
      key: 'empresas',
      width: 100,
      align: 'center',
      render: (_: unknown, row) => (
        <RowActionButton
          action={{
            label: `Ver empresas de ${row.nome}`,
            tooltip: 'Ver empresas',
            icon: <TeamOutlined />,
            onClick: () => actions.onViewEmpresas(row),
          }}
        />
      ),
    },
    {
      title: 'Ativo',
      dataIndex: 'ativo',
      width: 80,
      align: 'center',
      render: (ativo: boolean) => (
        <Badge status={ativo ? 'success' : 'error'} aria-label={ativo ? 'Ativo' : 'Inativo'} />
      ),
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
              tooltip: 'Editar',
              icon: <EditOutlined />,
              disabledReason: actions.saveDisabledReason,
              onClick: () => actions.onEdit(row),
            },
            {
              label: `Deletar ${row.nome}`,
              tooltip: 'Deletar',
              icon: <DeleteOutlined />,
              danger: true,
              disabledReason: actions.deleteDisabledReason,
              confirm: { question: clusterMessages.confirmDelete },
              onClick: () => actions.onDelete(row),
            },
          ]}
        />
      ),
    },
  ];
}
