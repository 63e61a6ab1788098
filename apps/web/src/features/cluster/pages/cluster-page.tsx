import { DownloadOutlined, FileExcelOutlined, SearchOutlined } from '@ant-design/icons';
import {
  CLUSTER_DEFAULT_PAGE_SIZE,
  CLUSTER_PAGE_SIZES,
  clusterMessages,
  errorMessages,
  hasAccess,
  isPremium,
  textLimits,
  type ClusterRow,
} from '@matriz/contracts';
import { Button, Card, Flex, Input, Tooltip, Typography } from 'antd';
import { useState } from 'react';

import { AddButton } from '../../../components/add-button.tsx';
import { useDebouncedValue } from '../../../components/filters/use-debounced-value.ts';
import { notifyReportQueued } from '../../../components/report-queued.tsx';
import { ServerTable } from '../../../components/server-table/server-table.tsx';
import { useSession } from '../../../lib/session.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { useDeleteCluster } from '../api/delete-cluster.ts';
import { useClusters } from '../api/get-clusters.ts';
import { useRequestClusterReport, type ClusterReportKind } from '../api/request-cluster-report.ts';
import { getClusterColumns } from '../components/cluster-columns.tsx';
import { ClusterEmpresasModal } from '../components/cluster-empresas-modal.tsx';
import { ClusterFormModal, type ClusterModalTarget } from '../components/cluster-form-modal.tsx';
import { useFeedback } from '../../../lib/notify.ts';

const PREMIUM_ONLY = 'Funcionalidade Premium';
const CLUSTERS_FAILED_TEXT = 'Não foi possível carregar os clusters';

/** /cluster (spec 002 §2.7): the cluster grid, its modals, and the two report requests. */
export function ClusterPage() {
  const { message } = useFeedback();
  const claims = useSession()?.claims ?? [];
  const canSave = hasAccess(claims, 'Cluster', 'Salvar');
  const canDelete = hasAccess(claims, 'Cluster', 'Deletar');
  const premium = isPremium(claims);
  const [nome, setNome] = useState('');
  const search = useDebouncedValue(nome).trim();
  const paging = usePagedList(search, CLUSTER_DEFAULT_PAGE_SIZE);
  // a modal stays mounted through its closing animation, so antd gives the focus back to the button that opened it
  const [modal, setModal] = useState<ClusterModalTarget | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const [viewing, setViewing] = useState<ClusterRow | null>(null);
  const [viewingOpen, setViewingOpen] = useState(false);
  const list = useClusters({ page: paging.page, pageSize: paging.pageSize, nome: search || undefined });
  const openModal = (target: ClusterModalTarget) => {
    setModal(target);
    setModalOpen(true);
  };
  const remove = useDeleteCluster();
  const report = useRequestClusterReport();

  const columns = getClusterColumns({
    // spec 002 §6: only the add button says 'Não possui permissões.'; edit and delete say 'Sem permissões'
    saveDisabledReason: canSave ? null : errorMessages.forbidden,
    deleteDisabledReason: canDelete ? null : errorMessages.forbidden,
    onViewEmpresas: (row) => {
      setViewing(row);
      setViewingOpen(true);
    },
    onEdit: (row) => openModal({ mode: 'edit', id: row._id }),
    onDelete: (row) =>
      remove
        .mutateAsync(row._id)
        .then(() => void message.success(clusterMessages.deleted))
        .catch(() => undefined),
  });

  const queue = (kind: ClusterReportKind) =>
    report
      .mutateAsync(kind)
      .then(() => notifyReportQueued())
      .catch(() => undefined);

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        Clusters
      </Typography.Title>
      <Card>
        <Flex vertical gap={16}>
          <Flex wrap justify="space-between" align="center" gap={8}>
            <Input
              aria-label="Filtrar clusters por nome"
              placeholder="Nome"
              prefix={<SearchOutlined aria-hidden />}
              allowClear
              maxLength={textLimits.filtro}
              value={nome}
              onChange={(e) => setNome(e.target.value)}
              style={{ width: 260 }}
            />
            <Flex wrap gap={8}>
              <Tooltip title={premium ? null : PREMIUM_ONLY}>
                <Button
                  icon={<DownloadOutlined />}
                  disabled={!premium}
                  loading={report.isPending && report.variables === 'modelo'}
                  onClick={() => void queue('modelo')}
                >
                  Exportar modelo
                </Button>
              </Tooltip>
              <Tooltip title={premium ? null : PREMIUM_ONLY}>
                <Button
                  icon={<FileExcelOutlined />}
                  disabled={!premium}
                  loading={report.isPending && report.variables === 'relatorio'}
                  onClick={() => void queue('relatorio')}
                >
                  Gerar relatório
                </Button>
              </Tooltip>
              <AddButton
                label="Novo cluster"
                allowed={canSave}
                deniedText={clusterMessages.noPermission}
                onClick={() => openModal({ mode: 'create' })}
              />
            </Flex>
          </Flex>
          <ServerTable
            query={list}
            rows={list.data?.clusters}
            total={list.data?.total}
            columns={columns}
            paging={paging}
            pageSizes={CLUSTER_PAGE_SIZES}
            itemsLabel="clusters"
            emptyText="Nenhum cluster encontrado"
            failedText={CLUSTERS_FAILED_TEXT}
            scroll={{ x: 760 }}
          />
        </Flex>
      </Card>
      {/* mounted while open (and closing): each opening starts from a fresh state */}
      {modal && (
        <ClusterFormModal
          key={modal.mode === 'edit' ? modal.id : 'novo'}
          target={modal}
          open={modalOpen}
          onClose={() => setModalOpen(false)}
          afterClose={() => setModal(null)}
        />
      )}
      {viewing && (
        <ClusterEmpresasModal
          cluster={viewing}
          open={viewingOpen}
          onClose={() => setViewingOpen(false)}
          afterClose={() => setViewing(null)}
        />
      )}
    </Flex>
  );
}
