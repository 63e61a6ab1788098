import { ReloadOutlined } from '@ant-design/icons';
import { hasAccess, RELATORIO_PAGE_SIZES, type RelatorioRow } from '@matriz/contracts';
import { Button, Empty, Flex, Table } from 'antd';

import { useSession } from '../../../lib/session.ts';
import { tablePagination, usePagedList } from '../../../lib/use-paged-list.ts';
import { useDownloadRelatorio } from '../api/download-relatorio.ts';
import { useRelatorios } from '../api/get-relatorios.ts';
import { useListErrorNotice } from '../hooks/use-list-error-notice.ts';
import { getDownloadDisabledReason } from '../lib/download-reason.ts';
import { toListParams, type RelatorioFilters } from '../lib/filters.ts';

import { getRelatorioColumns } from './relatorio-columns.tsx';

export const EMPTY_LIST_TEXT = 'Nenhum relatório solicitado';
export const LIST_FAILED_TEXT = 'Não foi possível carregar os relatórios';

/** 25 rows a page (the contract's sizes: 10, 25, 50, 100). */
const RELATORIO_DEFAULT_PAGE_SIZE = 25;

/** The request list: server paging, 'Atualizar', live while requests are pending, and the download action. */
export function RelatoriosTable({ filters }: { filters: RelatorioFilters }) {
  const claims = useSession()?.claims ?? [];
  const canExport = hasAccess(claims, 'Relatorio', 'Exportar');
  const paging = usePagedList(filters, RELATORIO_DEFAULT_PAGE_SIZE);
  const list = useRelatorios(toListParams(filters, paging.page, paging.pageSize));
  const download = useDownloadRelatorio();
  useListErrorNotice(list.error, list.errorUpdatedAt);

  const columns = getRelatorioColumns({
    getDownloadDisabledReason: (row) => getDownloadDisabledReason(row, canExport),
    downloadingId: download.isPending ? (download.variables ?? null) : null,
    onDownload: (row) => download.mutate(row._id),
  });

  return (
    <Flex vertical gap={12}>
      <Flex justify="flex-end">
        <Button icon={<ReloadOutlined />} loading={list.isFetching} onClick={() => void list.refetch()}>
          Atualizar
        </Button>
      </Flex>
      <Table<RelatorioRow>
        rowKey="_id"
        size="middle"
        columns={columns}
        dataSource={list.data?.relatorios ?? []}
        loading={list.isFetching && !list.data}
        scroll={{ x: 800 }}
        pagination={tablePagination(paging, list.data?.total, RELATORIO_PAGE_SIZES, 'relatórios')}
        locale={{
          emptyText: list.isError ? (
            <Empty description={LIST_FAILED_TEXT}>
              <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()}>
                Tentar novamente
              </Button>
            </Empty>
          ) : (
            <Empty description={list.isPending ? 'Carregando…' : EMPTY_LIST_TEXT} />
          ),
        }}
        onChange={(pagination) =>
          paging.setPage(pagination.current ?? 1, pagination.pageSize ?? paging.pageSize)
        }
      />
    </Flex>
  );
}
