import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { deParaMessages, type SolicitacaoRow } from '@matriz/contracts';
import { Alert, Button, Flex, Popconfirm, Typography } from 'antd';

import { canDecide } from '../lib/solicitacoes-filters.ts';

export interface SolicitacoesActionsProps {
  selected: readonly SolicitacaoRow[];
  approving: boolean;
  onAprovar: () => void;
  onAprovarCancel: () => void;
  onRejeitar: () => void;
}

const selectedText = (n: number) =>
  n === 1 ? '1 solicitação selecionada' : `${n} solicitações selecionadas`;

/**
 * Above the requests table, while rows are selected (spec 002 §4): Aprovar and Rejeitar when every selected request
 * is Em aberto, else the notice that requests already modified cannot be approved or rejected.
 */
export function SolicitacoesActions({
  selected,
  approving,
  onAprovar,
  onAprovarCancel,
  onRejeitar,
}: SolicitacoesActionsProps) {
  if (selected.length === 0) return null;
  if (!canDecide(selected)) {
    return <Alert type="warning" showIcon title={deParaMessages.solicitacoesNotOpen} />;
  }
  return (
    <Flex wrap gap={8} align="center" justify="space-between">
      <Typography.Text>{selectedText(selected.length)}</Typography.Text>
      <Flex wrap gap={8}>
        <Button danger icon={<CloseOutlined />} onClick={onRejeitar}>
          Rejeitar
        </Button>
        <Popconfirm
          title="Aprovar solicitações"
          description="Tem certeza que deseja aprovar as solicitações selecionadas?"
          okText="Sim"
          cancelText="Não"
          onConfirm={onAprovar}
          onCancel={onAprovarCancel}
        >
          <Button type="primary" icon={<CheckOutlined />} loading={approving}>
            Aprovar
          </Button>
        </Popconfirm>
      </Flex>
    </Flex>
  );
}
