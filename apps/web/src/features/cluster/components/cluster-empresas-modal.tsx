import { SearchOutlined } from '@ant-design/icons';
import {
  CLUSTER_PAGE_SIZES,
  clusterMessages,
  formatCnpj,
  textLimits,
  type ClusterEmpresaRow,
  type ClusterRow,
} from '@matriz/contracts';
import { Descriptions, Empty, Flex, Input, Modal, Switch, Table, Tag } from 'antd';
import { useState, type Key } from 'react';

import { useDebouncedValue } from '../../../components/filters/use-debounced-value.ts';
import { useClusterEmpresas } from '../api/get-cluster-empresas.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';

/** Rows inside an expanded store (spec 002 §9: internal paging of 6). */
const INNER_PAGE_SIZE = 6;

function EmpresaDetalhes({ row }: { row: ClusterEmpresaRow }) {
  return (
    <Flex vertical gap={8}>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        items={[
          { key: 'cnpj', label: 'CNPJ', children: formatCnpj(row.cnpj) },
          { key: 'codigo', label: 'Código', children: row.codigoLoja ?? '—' },
          { key: 'marca', label: 'Marca', children: row.nomeMarca },
          {
            key: 'cidade',
            label: 'Cidade',
            children: [row.cidade, row.uf].filter(Boolean).join(' - ') || '—',
          },
          { key: 'tipo', label: 'Tipo de estabelecimento', children: row.tipoDeEstabelecimento ?? '—' },
          { key: 'local', label: 'Local', children: row.localEstabelecimento ?? '—' },
        ]}
      />
      {row.centrosDeCusto.length > 0 && (
        <Table
          size="small"
          rowKey="_id"
          dataSource={row.centrosDeCusto}
          columns={[
            { title: 'Código', dataIndex: 'codigo', width: 120 },
            { title: 'Centro de custo', dataIndex: 'nome' },
          ]}
          pagination={{ pageSize: INNER_PAGE_SIZE, hideOnSinglePage: true, size: 'small' }}
        />
      )}
    </Flex>
  );
}

export interface ClusterEmpresasModalProps {
  cluster: ClusterRow;
  /** false: the closing animation runs, then `afterClose` */
  open?: boolean;
  onClose: () => void;
  afterClose?: () => void;
}

/** The companies of a cluster (spec 002 §2.7): name filter, expand-all toggle, paging (25 by default). Mount it while open. */
export function ClusterEmpresasModal({
  cluster,
  open = true,
  onClose,
  afterClose,
}: ClusterEmpresasModalProps) {
  const [nome, setNome] = useState('');
  const [expandAll, setExpandAll] = useState(false);
  const [expanded, setExpanded] = useState<readonly Key[]>([]);
  const search = useDebouncedValue(nome).trim();
  const paging = usePagedList(search, 25);
  const list = useClusterEmpresas({
    page: paging.page,
    pageSize: paging.pageSize,
    nome: search || undefined,
    ClusterId: cluster._id,
  });
  const rows = list.data?.empresas ?? [];

  return (
    <Modal
      open={open}
      afterClose={afterClose}
      title={`Empresas do cluster ${cluster.nome}`}
      footer={null}
      width={900}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Flex wrap justify="space-between" align="center" gap={8}>
          <Input
            aria-label="Filtrar empresas por nome"
            placeholder="Nome"
            prefix={<SearchOutlined aria-hidden />}
            allowClear
            maxLength={textLimits.filtro}
            value={nome}
            onChange={(e) => setNome(e.target.value)}
            style={{ width: 260 }}
          />
          <Flex align="center" gap={8}>
            <Switch
              aria-label="Expandir todas"
              checked={expandAll}
              onChange={(on) => {
                setExpandAll(on);
                setExpanded(on ? rows.map((r) => r._id) : []);
              }}
            />
            <span>Expandir todas</span>
          </Flex>
        </Flex>
        <Table<ClusterEmpresaRow>
          rowKey="_id"
          size="small"
          loading={list.isFetching}
          dataSource={rows}
          columns={[
            { title: 'Razão social', dataIndex: 'razaoSocial', ellipsis: true },
            { title: 'Apelido', dataIndex: 'apelido', ellipsis: true },
            { title: 'Grupo', dataIndex: 'nomeGrupo', ellipsis: true },
            {
              title: 'Outlier',
              dataIndex: 'outlier',
              width: 90,
              render: (outlier: boolean) => (outlier ? <Tag color="orange">Outlier</Tag> : null),
            },
          ]}
          expandable={{
            expandedRowRender: (row) => <EmpresaDetalhes row={row} />,
            expandedRowKeys: expandAll ? rows.map((r) => r._id) : expanded,
            onExpandedRowsChange: (keys) => {
              setExpandAll(false);
              setExpanded(keys);
            },
          }}
          pagination={{
            current: paging.page,
            pageSize: paging.pageSize,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: CLUSTER_PAGE_SIZES.map(String),
          }}
          onChange={(p) => paging.setPage(p.current ?? 1, p.pageSize ?? paging.pageSize)}
          locale={{
            emptyText: (
              <Empty
                description={
                  list.isError
                    ? clusterMessages.loadEmpresasFailed
                    : list.isPending
                      ? 'Carregando…'
                      : 'Nenhuma empresa neste cluster'
                }
              />
            ),
          }}
        />
      </Flex>
    </Modal>
  );
}
