import { SendOutlined } from '@ant-design/icons';
import { deParaMessages, type CriarDeParaOutput, type DeParaLinha } from '@matriz/contracts';
import { Button, Flex, type TableProps } from 'antd';
import { useState } from 'react';

import { useFeedback } from '../../../lib/notify.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { useCreateDetailDePara } from '../api/detail-create.ts';
import { showActionError } from '../lib/detail-action-error.ts';
import {
  buildCriacaoItems,
  chooseContas,
  emptyPendingState,
  forgetRows,
  getChoice,
  removeJustificativa,
  saveJustificativa,
  selectRows,
  type PendingState,
} from '../lib/pending-selection.ts';

import type { DetailListState } from './detail-list-state.ts';
import { DetailTable } from './detail-table.tsx';
import { DetailToolbar } from './detail-toolbar.tsx';
import { JustificativaModal } from './justificativa-modal.tsx';
import { getPendingColumns } from './pending-columns.tsx';
import { ResultadoModal } from './resultado-modal.tsx';

const WIDE_SCREEN = '(min-width: 1400px)';

/** A modal's target, kept through the closing animation (antd then gives the focus back to its opener). */
function useModalTarget<T>() {
  const [target, setTarget] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  return {
    target,
    open,
    show: (next: T) => {
      setTarget(next);
      setOpen(true);
    },
    close: () => setOpen(false),
    afterClose: () => setTarget(null),
  };
}

/**
 * The pending tab (spec 002 §2.3, §4): each row's counterpart or justification, the selection rules of
 * lib/pending-selection.ts, and 'Enviar para revisão', which creates the mappings of the selected rows and shows
 * the outcome per row. The work survives paging and the name filter until it is sent or the page is left.
 */
export function PendingTab({ state }: { state: DetailListState }) {
  const feedback = useFeedback();
  const { visao, customerId } = state;
  const [work, setWork] = useState<PendingState>(() => emptyPendingState(visao));
  const justificando = useModalTarget<DeParaLinha>();
  const resultado = useModalTarget<CriarDeParaOutput>();
  const create = useCreateDetailDePara();
  const count = work.selected.length;
  // below this width the full set of columns would push the selector out of view
  const compact = !useMediaQuery(WIDE_SCREEN);

  const select = (rows: readonly DeParaLinha[], on: boolean) => {
    const outcome = selectRows(work, rows, on);
    setWork(outcome.state);
    if (on && outcome.refused.length > 0 && outcome.state.selected.length === work.selected.length)
      feedback.message.warning(deParaMessages.selectCounterpart);
  };

  const send = () => {
    const items = buildCriacaoItems(work, customerId);
    const sent = work.selected;
    if (items.length === 0) return;
    create
      .mutateAsync({ visao, items })
      .then((results) => {
        setWork((current) => forgetRows(current, sent));
        resultado.show(results);
      })
      .catch((error: unknown) => showActionError(error, feedback));
  };

  const rowSelection: TableProps<DeParaLinha>['rowSelection'] = {
    selectedRowKeys: [...work.selected],
    preserveSelectedRowKeys: true,
    onSelect: (row, on) => select([row], on),
    onSelectAll: (on, _rows, changed) => select(changed, on),
    getCheckboxProps: (row) => ({ 'aria-label': `Selecionar ${row.valorPrimeiraColuna}` }),
  };

  const columns = getPendingColumns({
    visao,
    customerId,
    work,
    nome: state.nome,
    onNome: state.setNome,
    onChoose: (row, contas) => setWork((current) => chooseContas(current, row, contas)),
    onJustify: justificando.show,
    onRemoveJustificativa: (row) => setWork((current) => removeJustificativa(current, row)),
    compact,
  });

  return (
    <Flex vertical gap={12}>
      <DetailToolbar nome={state.nome} onClearNome={() => state.setNome('')} count={count}>
        <Button
          type="primary"
          icon={<SendOutlined />}
          disabled={count === 0}
          loading={create.isPending}
          onClick={send}
        >
          Enviar para revisão{count > 0 ? ` (${count})` : ''}
        </Button>
      </DetailToolbar>
      <DetailTable
        state={state}
        columns={columns}
        emptyText="Nenhum registro pendente"
        rowSelection={rowSelection}
        scrollX={compact ? 660 : visao === 'franqueado' ? 1110 : 960}
      />
      {justificando.target && (
        <JustificativaModal
          conta={justificando.target.valorPrimeiraColuna}
          initial={getChoice(work, justificando.target).justificativa ?? ''}
          open={justificando.open}
          onSave={(text) => {
            const row = justificando.target;
            if (row) setWork((current) => saveJustificativa(current, row, text));
          }}
          onClose={justificando.close}
          afterClose={justificando.afterClose}
        />
      )}
      {resultado.target && (
        <ResultadoModal
          results={resultado.target}
          open={resultado.open}
          onClose={resultado.close}
          afterClose={resultado.afterClose}
        />
      )}
    </Flex>
  );
}
