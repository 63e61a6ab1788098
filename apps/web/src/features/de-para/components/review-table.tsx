import { CheckOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';

import { useMediaQuery } from '../../../lib/use-media-query.ts';

import {
  accountColumn,
  counterpartColumn,
  historyColumn,
  marcaColumn,
  movimentoColumn,
  NARROW_DETAIL,
  withDetailsUnder,
} from './detail-columns.tsx';
import type { DetailListState } from './detail-list-state.ts';
import { useDetailRowSelection } from './detail-row-selection.ts';
import { DetailTable } from './detail-table.tsx';
import { useDetailStatusAction } from './detail-status-action.ts';
import { DetailToolbar } from './detail-toolbar.tsx';
import { useHistoryModal } from './history-modal.tsx';

/** The review tab (spec 002 §2.3): mappings awaiting approval, approved or undone in bulk after a confirmation. */
export function ReviewTab({ state }: { state: DetailListState }) {
  const selection = useDetailRowSelection();
  const changeStatus = useDetailStatusAction(selection);
  const history = useHistoryModal();
  const none = selection.count === 0;

  const compact = useMediaQuery(NARROW_DETAIL);
  const own = accountColumn(state.visao, state.nome, state.setNome);
  const columns = compact
    ? [
        withDetailsUnder(own, { marca: true, movimento: true }),
        counterpartColumn(state.visao),
        historyColumn(history.open),
      ]
    : [own, marcaColumn(), counterpartColumn(state.visao), movimentoColumn(), historyColumn(history.open)];

  return (
    <Flex vertical gap={12}>
      <DetailToolbar nome={state.nome} onClearNome={() => state.setNome('')} count={selection.count}>
        <Button icon={<UndoOutlined />} disabled={none} onClick={() => changeStatus('desfazer')}>
          Desfazer{none ? '' : ` (${selection.count})`}
        </Button>
        <Button
          type="primary"
          icon={<CheckOutlined />}
          disabled={none}
          onClick={() => changeStatus('aprovar')}
        >
          Aprovar{none ? '' : ` (${selection.count})`}
        </Button>
      </DetailToolbar>
      <DetailTable
        state={state}
        columns={columns}
        emptyText="Nenhum de-para em revisão"
        rowSelection={selection.rowSelection}
        scrollX={compact ? 640 : 920}
      />
      {history.modal}
    </Flex>
  );
}
