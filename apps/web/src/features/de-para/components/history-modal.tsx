import type { DeParaHistoricoItem, DeParaLinha } from '@matriz/contracts';
import { Table } from 'antd';

import { useHistory } from '../api/history-get.ts';

import { historyColumns } from './history-columns.tsx';
import { ListEmpty } from './list-empty.tsx';
import { ReadOnlyModal } from './read-only-modal.tsx';
import { useModalTarget } from './use-modal-target.ts';

export interface HistoryModalProps {
  row: DeParaLinha;
  open: boolean;
  onClose: () => void;
  afterClose?: () => void;
}

const newestFirst = (items: readonly DeParaHistoricoItem[]) =>
  [...items].sort((a, b) => (a.data < b.data ? 1 : a.data > b.data ? -1 : 0));

/** Every change of a row's mappings (spec 002 §2.3, issue 9 §2), newest first, ten a page. */
export function HistoryModal({ row, open, onClose, afterClose }: HistoryModalProps) {
  const history = useHistory(row.deParaIds);
  return (
    <ReadOnlyModal
      title={`Histórico — ${row.valorPrimeiraColuna}`}
      width={1200}
      open={open}
      onClose={onClose}
      afterClose={afterClose}
    >
      <Table<DeParaHistoricoItem>
        rowKey="_id"
        size="small"
        loading={history.isFetching}
        dataSource={newestFirst(history.data ?? [])}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={{ x: 1000 }}
        locale={{
          emptyText: (
            <ListEmpty
              query={history}
              failedText="Não foi possível carregar o histórico"
              loading={history.isFetching}
              emptyText="Nenhuma alteração registrada"
            />
          ),
        }}
        columns={historyColumns}
      />
    </ReadOnlyModal>
  );
}

/** The history modal of a tab: mounted from the first opening, closing animates and gives the focus back. */
export function useHistoryModal() {
  const history = useModalTarget<DeParaLinha>();
  return {
    open: history.show,
    modal: history.target && <HistoryModal row={history.target} {...history.props} />,
  };
}
