import { ReloadOutlined } from '@ant-design/icons';
import type { DeParaHistoricoItem, DeParaLinha } from '@matriz/contracts';
import { Button, Empty, Modal, Table, Typography } from 'antd';
import { useState } from 'react';

import { useHistory } from '../api/history-get.ts';
import { formatHistoryDate } from '../lib/history-format.ts';

export interface HistoryModalProps {
  row: DeParaLinha;
  open: boolean;
  onClose: () => void;
  afterClose?: () => void;
}

const orDash = (text: string | null) => text || '—';
const newestFirst = (items: readonly DeParaHistoricoItem[]) =>
  [...items].sort((a, b) => (a.data < b.data ? 1 : a.data > b.data ? -1 : 0));

/**
 * Every change of a row's mappings (spec 002 §2.3, issue 9 §2), newest first: when, what (with its detail line:
 * the request, the confidence of an automatic link…), who, the franchisee account, the old and new counterpart and
 * the justification.
 */
export function HistoryModal({ row, open, onClose, afterClose }: HistoryModalProps) {
  const history = useHistory(row.deParaIds);
  return (
    <Modal
      open={open}
      title={`Histórico — ${row.valorPrimeiraColuna}`}
      width={1200}
      onCancel={onClose}
      afterClose={afterClose}
      destroyOnHidden
      footer={
        <Button type="primary" autoFocus onClick={onClose}>
          Fechar
        </Button>
      }
    >
      <Table<DeParaHistoricoItem>
        rowKey="_id"
        size="small"
        loading={history.isFetching}
        dataSource={newestFirst(history.data ?? [])}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={{ x: 1000 }}
        locale={{
          emptyText: history.isError ? (
            <Empty description="Não foi possível carregar o histórico">
              <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void history.refetch()}>
                Tentar novamente
              </Button>
            </Empty>
          ) : (
            <Empty description={history.isFetching ? 'Carregando…' : 'Nenhuma alteração registrada'} />
          ),
        }}
        columns={[
          {
            title: 'Data',
            dataIndex: 'data',
            width: 140,
            render: (data: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatHistoryDate(data)}</span>,
          },
          {
            title: 'Tipo',
            dataIndex: 'nome',
            width: 200,
            render: (nome: string, item) => (
              <>
                <Typography.Text strong>{nome}</Typography.Text>
                {item.info && (
                  <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 12 }}>
                    {item.info}
                  </Typography.Paragraph>
                )}
              </>
            ),
          },
          { title: 'Usuário', dataIndex: 'usuario', width: 150, render: orDash },
          { title: 'Conta do franqueado', dataIndex: 'contaFranqueado', render: orDash },
          { title: 'De', dataIndex: 'contaAnterior', render: orDash },
          { title: 'Para', dataIndex: 'contaNova', render: orDash },
          { title: 'Justificativa', dataIndex: 'justificativa', render: orDash },
        ]}
      />
    </Modal>
  );
}

/** The history modal of a tab: mounted from the first opening, closing animates and gives the focus back. */
export function useHistoryModal() {
  const [row, setRow] = useState<DeParaLinha | null>(null);
  const [open, setOpen] = useState(false);
  return {
    open: (target: DeParaLinha) => {
      setRow(target);
      setOpen(true);
    },
    modal: row && (
      <HistoryModal row={row} open={open} onClose={() => setOpen(false)} afterClose={() => setRow(null)} />
    ),
  };
}
