import { deParaMessages, type CriarDeParaOutput, type DeParaLinha, type OptionItem } from '@matriz/contracts';
import type { TableProps } from 'antd';
import { useState } from 'react';

import { useFeedback } from '../../../lib/notify.ts';
import { useCreateDetailDePara } from '../api/detail-create.ts';
import { showActionError } from '../lib/detail-action-error.ts';
import {
  buildCriacaoItems,
  chooseContas,
  emptyPendingState,
  forgetRows,
  removeJustificativa,
  saveJustificativa,
  selectRows,
  type PendingState,
} from '../lib/pending-selection.ts';

import type { DetailListState } from './detail-list-state.ts';

/**
 * The work of the pending tab: each row's counterpart or justification and the selection, under the rules of
 * lib/pending-selection.ts, kept through paging and the name filter until sent. Sending creates the mappings of
 * the selected rows, forgets them, and hands the outcome per row to `onSent`.
 */
export function usePendingWork(
  { visao, customerId }: Pick<DetailListState, 'visao' | 'customerId'>,
  onSent: (results: CriarDeParaOutput) => void,
) {
  const feedback = useFeedback();
  const [work, setWork] = useState<PendingState>(() => emptyPendingState(visao));
  const create = useCreateDetailDePara();

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
        onSent(results);
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

  return {
    work,
    count: work.selected.length,
    sending: create.isPending,
    send,
    rowSelection,
    choose: (row: DeParaLinha, contas: OptionItem[]) =>
      setWork((current) => chooseContas(current, row, contas)),
    justify: (row: DeParaLinha, text: string) => setWork((current) => saveJustificativa(current, row, text)),
    removeJustificativa: (row: DeParaLinha) => setWork((current) => removeJustificativa(current, row)),
  };
}
