import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { deParaMessages, type CriarDeParaOutput, type DeParaResultadoRow } from '@matriz/contracts';
import { Flex, Table, Typography } from 'antd';

import { orDash } from '../lib/display.ts';

import { ReadOnlyModal } from './read-only-modal.tsx';

export interface ResultadoModalProps {
  results: CriarDeParaOutput;
  open: boolean;
  onClose: () => void;
  afterClose?: () => void;
}

const isSuccess = (row: DeParaResultadoRow) => row.observacao === deParaMessages.inserted;

/**
 * The outcome of 'Enviar para revisão', one line per answered row (spec 002 §2.3, §3): 'Inserido com sucesso' in
 * green, any other observation (the reason) in red.
 */
export function ResultadoModal({ results, open, onClose, afterClose }: ResultadoModalProps) {
  const ok = results.filter(isSuccess).length;
  return (
    <ReadOnlyModal
      title={deParaMessages.resultTitle}
      width={1000}
      open={open}
      onClose={onClose}
      afterClose={afterClose}
    >
      <Flex vertical gap={12}>
        <Typography.Text>
          {ok} de {results.length} {results.length === 1 ? 'item inserido' : 'itens inseridos'} em Revisão.
        </Typography.Text>
        <Table<DeParaResultadoRow & { key: number }>
          size="small"
          pagination={results.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          dataSource={results.map((r, key) => ({ ...r, key }))}
          columns={[
            { title: 'Conta do franqueado', dataIndex: 'planoDoFranqueado', render: orDash },
            { title: 'Conta do franqueador', dataIndex: 'planoDoFranqueador', render: orDash },
            { title: 'Marca', dataIndex: 'marca', width: 140 },
            { title: 'Justificativa', dataIndex: 'justificativa', render: orDash },
            {
              title: 'Observação',
              dataIndex: 'observacao',
              width: 220,
              render: (observacao: string, row) =>
                isSuccess(row) ? (
                  <Typography.Text type="success">
                    <CheckCircleFilled aria-hidden /> {observacao}
                  </Typography.Text>
                ) : (
                  <Typography.Text type="danger">
                    <CloseCircleFilled aria-hidden /> {observacao}
                  </Typography.Text>
                ),
            },
          ]}
        />
      </Flex>
    </ReadOnlyModal>
  );
}
