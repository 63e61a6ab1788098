import { SendOutlined } from '@ant-design/icons';
import type { CriarDeParaOutput, DeParaLinha } from '@matriz/contracts';
import { Button, Flex } from 'antd';

import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { getChoice } from '../lib/pending-selection.ts';

import { NARROW_DETAIL } from './detail-columns.tsx';
import type { DetailListState } from './detail-list-state.ts';
import { DetailTable } from './detail-table.tsx';
import { DetailToolbar } from './detail-toolbar.tsx';
import { JustificativaModal } from './justificativa-modal.tsx';
import { getPendingColumns } from './pending-columns.tsx';
import { ResultadoModal } from './resultado-modal.tsx';
import { useModalTarget } from './use-modal-target.ts';
import { usePendingWork } from './use-pending-work.ts';

/** 'Enviar para revisão (n)': the selected rows go to Revisão. */
function SendButton({ count, loading, onClick }: { count: number; loading: boolean; onClick: () => void }) {
  return (
    <Button type="primary" icon={<SendOutlined />} disabled={count === 0} loading={loading} onClick={onClick}>
      Enviar para revisão{count > 0 ? ` (${count})` : ''}
    </Button>
  );
}

/**
 * The pending tab (spec 002 §2.3, §4): each row's counterpart or justification, the selection rules of
 * lib/pending-selection.ts, and 'Enviar para revisão', which creates the mappings of the selected rows and shows
 * the outcome per row. The work survives paging and the name filter until it is sent or the page is left.
 */
export function PendingTab({ state }: { state: DetailListState }) {
  const justificando = useModalTarget<DeParaLinha>();
  const resultado = useModalTarget<CriarDeParaOutput>();
  const pending = usePendingWork(state, resultado.show);
  const { count } = pending;
  const justifying = justificando.target;
  // below this width the full set of columns would push the selector out of view
  const compact = useMediaQuery(NARROW_DETAIL);

  const columns = getPendingColumns({
    visao: state.visao,
    customerId: state.customerId,
    work: pending.work,
    nome: state.nome,
    onNome: state.setNome,
    onChoose: pending.choose,
    onJustify: justificando.show,
    onRemoveJustificativa: pending.removeJustificativa,
    compact,
  });

  return (
    <Flex vertical gap={12}>
      <DetailToolbar nome={state.nome} onClearNome={() => state.setNome('')} count={count}>
        <SendButton count={count} loading={pending.sending} onClick={pending.send} />
      </DetailToolbar>
      <DetailTable
        state={state}
        columns={columns}
        emptyText="Nenhum registro pendente"
        rowSelection={pending.rowSelection}
        scrollX={compact ? 660 : state.visao === 'franqueado' ? 1110 : 960}
      />
      {justifying && (
        <JustificativaModal
          conta={justifying.valorPrimeiraColuna}
          initial={getChoice(pending.work, justifying).justificativa ?? ''}
          onSave={(text) => pending.justify(justifying, text)}
          {...justificando.props}
        />
      )}
      {resultado.target && <ResultadoModal results={resultado.target} {...resultado.props} />}
    </Flex>
  );
}
