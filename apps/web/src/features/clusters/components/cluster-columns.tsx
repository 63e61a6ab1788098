import { DeleteOutlined, EditOutlined, TeamOutlined } from '@ant-design/icons';
import { clusterMessages, tipoDeClusterLabels, type ClusterRow } from '@matriz/contracts';
import { Badge, Button, Flex, Popconfirm, Tag, Tooltip, type TableColumnsType } from 'antd';

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
        <Tooltip title="Ver empresas">
          <Button
            type="text"
            icon={<TeamOutlined />}
            aria-label={`Ver empresas de ${row.nome}`}
            onClick={() => actions.onViewEmpresas(row)}
          />
        </Tooltip>
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
        <Flex justify="center" gap={4}>
          <Tooltip title={actions.saveDisabledReason ?? 'Editar'}>
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={`Editar ${row.nome}`}
              disabled={actions.saveDisabledReason !== null}
              onClick={() => actions.onEdit(row)}
            />
          </Tooltip>
          <Popconfirm
            title={clusterMessages.confirmDelete}
            okText="Sim"
            cancelText="Não"
            disabled={actions.deleteDisabledReason !== null}
            onConfirm={() => actions.onDelete(row)}
          >
            <Tooltip title={actions.deleteDisabledReason ?? 'Deletar'}>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`Deletar ${row.nome}`}
                disabled={actions.deleteDisabledReason !== null}
              />
            </Tooltip>
          </Popconfirm>
        </Flex>
      ),
    },
  ];
}
