import type { SolicitacaoRow } from '@matriz/contracts';
import { Card, Flex } from 'antd';

import { useMediaQuery } from '../../../lib/use-media-query.ts';

import { SolicitacaoDetalhesModal } from './solicitacao-detalhes-modal.tsx';
import { SolicitacoesActions } from './solicitacoes-actions.tsx';
import { NARROW_DETAIL } from './detail-columns.tsx';
import { getSolicitacoesColumns } from './solicitacoes-columns.tsx';
import { SolicitacoesFilters } from './solicitacoes-filters.tsx';
import { SolicitacoesRejeitarModal } from './solicitacoes-rejeitar-modal.tsx';
import { SolicitacoesTable } from './solicitacoes-table.tsx';
import { useModalTarget } from './use-modal-target.ts';
import { useSolicitacoesDecisions } from './use-solicitacoes-decisions.ts';
import { useSolicitacoesList } from './use-solicitacoes-list.ts';
import { useSolicitacoesSelection } from './use-solicitacoes-selection.ts';

/**
 * The tab 'Solicitações' (spec 002 §2.2, §4, §5, §8; issue 9 §3): the franchisees' mapping requests, filtered by
 * status and grupo or cluster; the selected ones approved or rejected (with a justification) in bulk. Deciding
 * changes mappings: the requests and the De-Para counts refresh.
 */
export function SolicitacoesTab() {
  const { form, initialValues, paging, listKey, list, search, clear } = useSolicitacoesList();
  const selection = useSolicitacoesSelection(listKey, list.data?.valores);
  const decisions = useSolicitacoesDecisions(selection);
  const viewing = useModalTarget<SolicitacaoRow>();
  // below 1400 px the user and the date go under the grupo, so nothing a user needs sits off screen
  const compact = useMediaQuery(NARROW_DETAIL);

  return (
    <Flex vertical gap={16}>
      <Card title="Selecione as opções de pesquisa.">
        <SolicitacoesFilters form={form} initialValues={initialValues} onSearch={search} onClear={clear} />
      </Card>
      <Card title="Solicitações">
        <Flex vertical gap={12}>
          <SolicitacoesActions
            selected={selection.rows}
            approving={decisions.approving}
            onAprovar={decisions.aprovar}
            onRejeitar={decisions.startRejecting}
          />
          <SolicitacoesTable
            query={list}
            rows={list.data?.valores}
            total={list.data?.total}
            columns={getSolicitacoesColumns(viewing.show, compact)}
            scrollX={compact ? 600 : 940}
            paging={paging}
            selectedIds={selection.ids}
            onSelect={selection.select}
          />
        </Flex>
      </Card>
      {viewing.target && <SolicitacaoDetalhesModal solicitacao={viewing.target} {...viewing.props} />}
      <SolicitacoesRejeitarModal
        open={decisions.rejecting}
        count={selection.rows.length}
        pending={decisions.rejectPending}
        onCancel={decisions.cancelRejecting}
        onSubmit={decisions.rejeitar}
      />
    </Flex>
  );
}
