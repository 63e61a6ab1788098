import { ReloadOutlined } from '@ant-design/icons';
import { errorMessages, hasAccess, RELATORIO_PAGE_SIZES } from '@matriz/contracts';
import { Button, Flex } from 'antd';

import { ServerTable } from '../../../components/server-table/server-table.tsx';
import { useSession } from '../../../lib/session.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { useDownloadRelatorio } from '../api/download-relatorio.ts';
import { useRelatorios } from '../api/get-relatorios.ts';
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
      <ServerTable
        query={list}
        rows={list.data?.relatorios}
        total={list.data?.total}
        columns={columns}
        paging={paging}
        pageSizes={RELATORIO_PAGE_SIZES}
        itemsLabel="relatórios"
        emptyText={EMPTY_LIST_TEXT}
        failedText={LIST_FAILED_TEXT}
        // spec 001 §8 'Failure of lists': 'Erro interno' – the support text, whatever failed
        failedNotice={{
          key: 'relatorios-lista',
          title: errorMessages.thrownTitle,
          description: errorMessages.thrownDetail,
          distinguishNoResponse: false,
        }}
        // it asks again by itself while requests are pending: no spinner over rows already shown
        polled
        scroll={{ x: 800 }}
      />
    </Flex>
  );
}
