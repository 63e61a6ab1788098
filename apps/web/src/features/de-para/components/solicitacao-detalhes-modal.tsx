import type { SolicitacaoRow } from '@matriz/contracts';
import { Button, Descriptions, Flex, Modal, type DescriptionsProps } from 'antd';

import { formatDataHora, orDash } from '../lib/display.ts';

import { SolicitacaoNotas } from './solicitacao-notas.tsx';
import { paraText, SolicitacaoStatusDot } from './solicitacoes-columns.tsx';

export interface SolicitacaoDetalhesModalProps {
  solicitacao: SolicitacaoRow;
  /** false: the closing animation runs, then `afterClose` (antd gives the focus back to 'Ver mais') */
  open: boolean;
  onClose: () => void;
  afterClose: () => void;
}

/** Every detail of a request, one a line. */
function getDetalhesItems(s: SolicitacaoRow): DescriptionsProps['items'] {
  return [
    { key: 'grupo', label: 'Grupo', children: s.customer.nome },
    { key: 'marca', label: 'Marca', children: orDash(s.marca?.label) },
    { key: 'de', label: 'De (conta do franqueado)', children: s.de.label },
    { key: 'para', label: 'Para (conta do franqueador)', children: paraText(s) },
    { key: 'registro', label: 'Registro do franqueado', children: orDash(s.registroDoFranqueado) },
    { key: 'usuario', label: 'Usuário', children: orDash(s.usuario) },
    { key: 'data', label: 'Data da solicitação', children: formatDataHora(s.dataDaSolicitacao) },
    { key: 'status', label: 'Status', children: <SolicitacaoStatusDot status={s.status} /> },
    {
      key: 'justificativa',
      label: 'Justificativa',
      children: <span style={{ whiteSpace: 'pre-wrap' }}>{orDash(s.justificativa)}</span>,
    },
  ];
}

/** 'Ver mais' of a request (spec 002 §2.2): every detail, and its notes (who wrote what, when). */
export function SolicitacaoDetalhesModal({
  solicitacao,
  open,
  onClose,
  afterClose,
}: SolicitacaoDetalhesModalProps) {
  return (
    <Modal
      open={open}
      title="Detalhes da solicitação"
      onCancel={onClose}
      afterClose={afterClose}
      width={720}
      footer={
        <Button type="primary" onClick={onClose}>
          Fechar
        </Button>
      }
    >
      <Flex vertical gap={16}>
        <Descriptions
          size="small"
          bordered
          column={1}
          styles={{ label: { width: 240 } }}
          items={getDetalhesItems(solicitacao)}
        />
        <SolicitacaoNotas notas={solicitacao.notas} />
      </Flex>
    </Modal>
  );
}
