import { ReloadOutlined } from '@ant-design/icons';
import { DE_PARA_PAGE_SIZES, type SolicitacaoRow } from '@matriz/contracts';
import { Button, Empty, Table, type TableColumnsType } from 'antd';
import { useLayoutEffect } from 'react';

import { tablePagination, type PagedList } from '../../../lib/use-paged-list.ts';

const FAILED_TEXT = 'Não foi possível carregar as solicitações';

export interface SolicitacoesTableProps {
  query: {
    isFetching: boolean;
    isError: boolean;
    isPlaceholderData: boolean;
    refetch: () => Promise<unknown>;
  };
  rows: SolicitacaoRow[] | undefined;
  total: number | undefined;
  columns: TableColumnsType<SolicitacaoRow>;
  paging: PagedList;
  selectedIds: readonly string[];
  onSelect: (ids: string[]) => void;
}

/**
 * The server-paged requests, with row selection: the shared ServerTable's states (loading, 'Carregando…', empty,
 * failed with 'Tentar novamente', a page past the end moving back) on an antd table that also selects rows —
 * ServerTable takes no rowSelection.
 */
export function SolicitacoesTable({
  query,
  rows,
  total,
  columns,
  paging,
  selectedIds,
  onSelect,
}: SolicitacoesTableProps) {
  const knownTotal = query.isPlaceholderData ? undefined : total;
  useLayoutEffect(() => {
    paging.clampTo(knownTotal);
  }, [paging, knownTotal]);
  return (
    <Table<SolicitacaoRow>
      rowKey="_id"
      size="middle"
      columns={columns}
      dataSource={rows ?? []}
      loading={query.isFetching}
      scroll={{ x: 940 }}
      rowSelection={{
        selectedRowKeys: [...selectedIds],
        onChange: (keys) => onSelect(keys.map(String)),
        getTitleCheckboxProps: () => ({ 'aria-label': 'Selecionar todas as solicitações da página' }),
        getCheckboxProps: (row) => ({
          'aria-label': `Selecionar solicitação de ${row.customer.nome}: ${row.de.label}`,
        }),
      }}
      pagination={tablePagination(paging, total, DE_PARA_PAGE_SIZES, 'solicitações')}
      locale={{
        emptyText: query.isError ? (
          <Empty description={FAILED_TEXT}>
            <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void query.refetch()}>
              Tentar novamente
            </Button>
          </Empty>
        ) : (
          <Empty
            description={
              query.isFetching && rows === undefined ? 'Carregando…' : 'Nenhuma solicitação encontrada'
            }
          />
        ),
      }}
      onChange={(pagination) =>
        paging.setPage(pagination.current ?? 1, pagination.pageSize ?? paging.pageSize)
      }
    />
  );
}
