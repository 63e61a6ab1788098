import {
  EMPRESA_PAGE_SIZES,
  type EmpresaRow,
  type EmpresaSortField,
  type ListEmpresasOutput,
} from '@matriz/contracts';
import { Button, Empty, Table } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';

import type { EmpresaSort } from '../lib/filters.ts';

import { getEmpresaColumns, type EmpresaColumnsOptions } from './empresa-columns.tsx';
import { tablePagination } from '../../../lib/use-paged-list.ts';

interface EmpresasTableProps extends EmpresaColumnsOptions {
  data: ListEmpresasOutput | undefined;
  loading: boolean;
  /** the list failed: say so (and offer to retry) instead of 'no company found' */
  failed?: boolean;
  onRetry?: () => void;
  page: number;
  pageSize: number;
  onSortChange: (sort: EmpresaSort) => void;
  onPageChange: (page: number, pageSize: number) => void;
}

const EMPRESAS_FAILED_TEXT = 'Não foi possível carregar as empresas';

/** The results of the companies screen: server-side sort on every column and paging 25/50/75/100. */
export function EmpresasTable({
  data,
  loading,
  failed = false,
  onRetry,
  page,
  pageSize,
  onSortChange,
  onPageChange,
  ...columns
}: EmpresasTableProps) {
  const { sort } = columns;
  return (
    <Table<EmpresaRow>
      rowKey="_id"
      size="middle"
      columns={getEmpresaColumns(columns)}
      dataSource={data?.empresas ?? []}
      loading={loading}
      scroll={{ x: 1100 }}
      pagination={tablePagination({ page, pageSize }, data?.total, EMPRESA_PAGE_SIZES, 'empresas')}
      locale={{
        emptyText: failed ? (
          <Empty description={EMPRESAS_FAILED_TEXT}>
            {onRetry && <Button onClick={onRetry}>Tentar novamente</Button>}
          </Empty>
        ) : (
          <Empty description={loading && !data ? 'Carregando…' : 'Nenhuma empresa encontrada'} />
        ),
      }}
      onChange={(pagination, _filters, sorter) => {
        const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<EmpresaRow> | undefined;
        const order = s?.order === 'descend' ? 'desc' : s?.order === 'ascend' ? 'asc' : undefined;
        const next: EmpresaSort = order ? { sort: s?.columnKey as EmpresaSortField, order } : {};
        if (next.sort !== sort.sort || next.order !== sort.order) onSortChange(next);
        else onPageChange(pagination.current ?? 1, pagination.pageSize ?? pageSize);
      }}
    />
  );
}
