import { DE_PARA_DEFAULT_PAGE_SIZES, deParaMessages, type SolicitacaoRow } from '@matriz/contracts';
import { Card, Flex, Form } from 'antd';
import { useState } from 'react';

import { usePersistedFilters } from '../../../components/filters/use-persisted-filters.ts';
import { getRequestErrorText } from '../../../lib/errors.ts';
import { useFeedback } from '../../../lib/notify.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { useAprovarSolicitacoes } from '../api/aprovar-solicitacoes.ts';
import { useSolicitacoes } from '../api/get-solicitacoes.ts';
import { useRejeitarSolicitacoes } from '../api/rejeitar-solicitacoes.ts';
import {
  defaultSolicitacoesFilters,
  solicitacoesFiltersCodec,
  toSolicitacoesRequest,
  type SolicitacoesFilters as SolicitacoesFilterValues,
} from '../lib/solicitacoes-filters.ts';

import { SolicitacaoDetalhesModal } from './solicitacao-detalhes-modal.tsx';
import { SolicitacoesActions } from './solicitacoes-actions.tsx';
import { getSolicitacoesColumns } from './solicitacoes-columns.tsx';
import { SolicitacoesFilters } from './solicitacoes-filters.tsx';
import { SolicitacoesRejeitarModal } from './solicitacoes-rejeitar-modal.tsx';
import { SolicitacoesTable } from './solicitacoes-table.tsx';

/** The selected ids, valid for one list (filters, page and size): another list starts with none. */
interface Selection {
  listKey: string;
  ids: string[];
}

/**
 * The tab 'Solicitações' (spec 002 §2.2, §4, §5, §8; issue 9 §3): the franchisees' mapping requests, filtered by
 * status and grupo or cluster; the selected ones approved or rejected (with a justification) in bulk. Deciding
 * changes mappings: the requests and the De-Para counts refresh.
 */
export function SolicitacoesTab() {
  const { message, notification } = useFeedback();
  const persisted = usePersistedFilters(
    'de-para-solicitacoes',
    defaultSolicitacoesFilters,
    solicitacoesFiltersCodec,
  );
  const [form] = Form.useForm<SolicitacoesFilterValues>();
  const [applied, setApplied] = useState(persisted.initialValues);
  const paging = usePagedList(applied, DE_PARA_DEFAULT_PAGE_SIZES.solicitacoes);
  const request = toSolicitacoesRequest(applied, paging.page, paging.pageSize);
  const listKey = JSON.stringify(request);
  const list = useSolicitacoes(request);
  const [selection, setSelection] = useState<Selection>({ listKey: '', ids: [] });
  const selectedIds = selection.listKey === listKey ? selection.ids : [];
  // the rows as the last answer has them (another user may have decided one meanwhile)
  const selected = (list.data?.valores ?? []).filter((row) => selectedIds.includes(row._id));
  const [viewing, setViewing] = useState<SolicitacaoRow | null>(null);
  const [viewingOpen, setViewingOpen] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const aprovar = useAprovarSolicitacoes();
  const rejeitar = useRejeitarSolicitacoes();
  const clearSelection = () => setSelection({ listKey: '', ids: [] });

  const search = (values: SolicitacoesFilterValues) => {
    const next = { ...defaultSolicitacoesFilters, ...values };
    const same =
      paging.page === 1 && JSON.stringify(toSolicitacoesRequest(next, 1, paging.pageSize)) === listKey;
    setApplied(next);
    persisted.save(next);
    paging.setPage(1);
    if (same) void list.refetch();
  };

  const onAprovar = () =>
    aprovar.mutate(
      selected.map((row) => row._id),
      {
        onSuccess: () => {
          clearSelection();
          void message.success(deParaMessages.solicitacoesApproved);
        },
        onError: (error) =>
          notification.error({ title: deParaMessages.processError, description: getRequestErrorText(error) }),
      },
    );

  const onRejeitar = (justificativa: string) =>
    rejeitar.mutate(
      { ids: selected.map((row) => row._id), justificativa },
      {
        onSuccess: () => {
          clearSelection();
          setRejecting(false);
          void message.success(deParaMessages.solicitacoesRejected);
        },
        onError: (error) =>
          notification.error({ title: deParaMessages.rejectError, description: getRequestErrorText(error) }),
      },
    );

  const columns = getSolicitacoesColumns((row) => {
    setViewing(row);
    setViewingOpen(true);
  });

  return (
    <Flex vertical gap={16}>
      <Card title="Selecione as opções de pesquisa.">
        <SolicitacoesFilters
          form={form}
          initialValues={persisted.initialValues}
          onSearch={search}
          onClear={() => {
            form.setFieldsValue(defaultSolicitacoesFilters);
            persisted.clear();
            setApplied(defaultSolicitacoesFilters);
            paging.setPage(1);
          }}
        />
      </Card>
      <Card title="Solicitações">
        <Flex vertical gap={12}>
          <SolicitacoesActions
            selected={selected}
            approving={aprovar.isPending}
            onAprovar={onAprovar}
            onAprovarCancel={() => void message.info('Operação cancelada')}
            onRejeitar={() => setRejecting(true)}
          />
          <SolicitacoesTable
            query={list}
            rows={list.data?.valores}
            total={list.data?.total}
            columns={columns}
            paging={paging}
            selectedIds={selectedIds}
            onSelect={(ids) => setSelection({ listKey, ids })}
          />
        </Flex>
      </Card>
      {viewing && (
        <SolicitacaoDetalhesModal
          solicitacao={viewing}
          open={viewingOpen}
          onClose={() => setViewingOpen(false)}
          afterClose={() => setViewing(null)}
        />
      )}
      <SolicitacoesRejeitarModal
        open={rejecting}
        count={selected.length}
        pending={rejeitar.isPending}
        onCancel={() => setRejecting(false)}
        onSubmit={onRejeitar}
      />
    </Flex>
  );
}
