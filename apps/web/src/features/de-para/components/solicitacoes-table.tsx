import { DE_PARA_PAGE_SIZES, type SolicitacaoRow } from '@matriz/contracts';
import { Table, type TableColumnsType } from 'antd';

import { tablePagination, type PagedList } from '../../../lib/use-paged-list.ts';

import { ListEmpty } from './list-empty.tsx';
import { useClampedPage } from './use-clamped-page.ts';

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
  /** the widest the columns need before the table scrolls sideways */
  scrollX: number;
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
  scrollX,
  paging,
  selectedIds,
  onSelect,
}: SolicitacoesTableProps) {
  useClampedPage(paging, query, total);
  return (
    <Table<SolicitacaoRow>
      rowKey="_id"
      size="middle"
      columns={columns}
      dataSource={rows ?? []}
      loading={query.isFetching}
      scroll={{ x: scrollX }}
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
        emptyText: (
          <ListEmpty
            query={query}
            failedText={FAILED_TEXT}
            loading={query.isFetching && rows === undefined}
            emptyText="Nenhuma solicitação encontrada"
          />
        ),
      }}
      onChange={(pagination) =>
        paging.setPage(pagination.current ?? 1, pagination.pageSize ?? paging.pageSize)
      }
    />
  );
}
