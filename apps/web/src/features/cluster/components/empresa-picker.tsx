import { SearchOutlined } from '@ant-design/icons';
import {
  CLUSTER_PICKER_PAGE_SIZE,
  clusterMessages,
  formatCnpj,
  textLimits,
  type ClusterEmpresaRow,
} from '@matriz/contracts';
import { Checkbox, Empty, Flex, Input, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';

import { useDebouncedValue } from '../../../components/filters/use-debounced-value.ts';
import { useClusterEmpresas, type ClusterEmpresasParams } from '../api/get-cluster-empresas.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { useFeedback } from '../../../lib/notify.ts';

export interface EmpresaPickerProps {
  filters: Omit<ClusterEmpresasParams, 'page' | 'pageSize'>;
  /** static: the rows can be chosen; dynamic: the list is what the filters match (a preview) */
  selectable: boolean;
  selected: readonly string[];
  onSelectedChange: (ids: string[]) => void;
  /** the stores that are members (outliers are chosen among them); null: every store listed */
  members: readonly string[] | null;
  /** null: the cluster marks no outliers */
  outliers: readonly string[] | null;
  onOutliersChange: (ids: string[]) => void;
}

/**
 * The company selection of the cluster modal: the stores the filters match, chosen by checkbox for a static
 * cluster (kept across pages), shown as the would-be members of a dynamic one; with the outliers flag, each
 * member can be marked an outlier.
 */
export function EmpresaPicker(p: EmpresaPickerProps) {
  const { message } = useFeedback();
  const [nome, setNome] = useState('');
  const search = useDebouncedValue(nome).trim();
  const { page, setPage } = usePagedList([p.filters, search], CLUSTER_PICKER_PAGE_SIZE);
  const list = useClusterEmpresas({
    ...p.filters,
    nome: search || undefined,
    page,
    pageSize: CLUSTER_PICKER_PAGE_SIZE,
  });
  useEffect(() => {
    if (list.isError) void message.error(clusterMessages.loadEmpresasFailed);
  }, [list.isError, list.errorUpdatedAt, message]);

  const isMember = (id: string) => p.members === null || p.members.includes(id);
  const outliers = p.outliers;
  const toggleOutlier = (id: string, on: boolean) =>
    p.onOutliersChange(on ? [...(outliers ?? []), id] : (outliers ?? []).filter((o) => o !== id));

  return (
    <Flex vertical gap={8}>
      <Flex wrap justify="space-between" align="center" gap={8}>
        <Input
          aria-label="Filtrar empresas do cluster por nome"
          placeholder="Nome da empresa"
          prefix={<SearchOutlined aria-hidden />}
          allowClear
          maxLength={textLimits.filtro}
          value={nome}
          onChange={(e) => setNome(e.target.value)}
          style={{ width: 260 }}
        />
        <Typography.Text type="secondary">
          {p.selectable
            ? `${p.selected.length} empresa(s) selecionada(s)`
            : `${list.data?.total ?? 0} empresa(s) atendem aos filtros`}
        </Typography.Text>
      </Flex>
      <Table<ClusterEmpresaRow>
        rowKey="_id"
        size="small"
        loading={list.isFetching}
        dataSource={list.data?.empresas ?? []}
        rowSelection={
          p.selectable
            ? {
                selectedRowKeys: [...p.selected],
                preserveSelectedRowKeys: true,
                onChange: (keys) => {
                  const ids = keys.map(String);
                  p.onSelectedChange(ids);
                  // an outlier must be a member
                  if (outliers?.some((o) => !ids.includes(o)))
                    p.onOutliersChange(outliers.filter((o) => ids.includes(o)));
                },
              }
            : undefined
        }
        columns={[
          { title: 'Razão social', dataIndex: 'razaoSocial', ellipsis: true },
          { title: 'Grupo', dataIndex: 'nomeGrupo', ellipsis: true },
          { title: 'CNPJ', dataIndex: 'cnpj', width: 170, render: (cnpj: string) => formatCnpj(cnpj) },
          ...(outliers
            ? [
                {
                  title: 'Outlier',
                  key: 'outlier',
                  width: 80,
                  render: (_: unknown, row: ClusterEmpresaRow) => (
                    <Checkbox
                      aria-label={`Outlier ${row.razaoSocial}`}
                      checked={outliers.includes(row._id)}
                      disabled={!isMember(row._id)}
                      onChange={(e) => toggleOutlier(row._id, e.target.checked)}
                    />
                  ),
                },
              ]
            : []),
        ]}
        pagination={{
          current: page,
          pageSize: CLUSTER_PICKER_PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
        }}
        onChange={(pg) => setPage(pg.current ?? 1)}
        locale={{
          emptyText: (
            <Empty
              description={
                list.isError ? clusterMessages.loadEmpresasFailed : 'Nenhuma empresa atende aos filtros'
              }
            />
          ),
        }}
      />
    </Flex>
  );
}
