import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { deParaMessages, type SolicitacaoRow } from '@matriz/contracts';
import { Alert, Button, Flex, Typography } from 'antd';

import { canDecide } from '../lib/solicitacoes-filters.ts';

import { ConfirmButton } from './confirm-button.tsx';

export interface SolicitacoesActionsProps {
  selected: readonly SolicitacaoRow[];
  approving: boolean;
  onAprovar: () => void;
  onRejeitar: () => void;
}

const selectedText = (n: number) =>
  n === 1 ? '1 solicitação selecionada' : `${n} solicitações selecionadas`;

/**
 * Above the requests table, while rows are selected (spec 002 §4): Aprovar and Rejeitar when every selected request
 * is Em aberto (Aprovar asks first), else the notice that requests already modified cannot be approved or rejected.
 */
export function SolicitacoesActions({
  selected,
  approving,
  onAprovar,
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
        <ConfirmButton
          type="primary"
          icon={<CheckOutlined />}
          loading={approving}
          title="Aprovar solicitações"
          description="Tem certeza que deseja aprovar as solicitações selecionadas?"
          onConfirm={onAprovar}
        >
          Aprovar
        </ConfirmButton>
      </Flex>
    </Flex>
  );
}
