import type { SolicitacaoRow } from '@matriz/contracts';
import { Button, Descriptions, Empty, Flex, Modal, Typography } from 'antd';

import { formatSolicitacaoData } from '../lib/solicitacoes-format.ts';

import { paraText, SolicitacaoStatusDot } from './solicitacoes-columns.tsx';

const orDash = (text: string | null | undefined) => text || '—';

export interface SolicitacaoDetalhesModalProps {
  solicitacao: SolicitacaoRow;
  /** false: the closing animation runs, then `afterClose` (antd gives the focus back to 'Ver mais') */
  open: boolean;
  onClose: () => void;
  afterClose: () => void;
}

/** 'Ver mais' of a request (spec 002 §2.2): every detail, and its notes (who wrote what, when). */
export function SolicitacaoDetalhesModal({
  solicitacao: s,
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
          items={[
            { key: 'grupo', label: 'Grupo', children: s.customer.nome },
            { key: 'marca', label: 'Marca', children: orDash(s.marca?.label) },
            { key: 'de', label: 'De (conta do franqueado)', children: s.de.label },
            { key: 'para', label: 'Para (conta do franqueador)', children: paraText(s) },
            { key: 'registro', label: 'Registro do franqueado', children: orDash(s.registroDoFranqueado) },
            { key: 'usuario', label: 'Usuário', children: orDash(s.usuario) },
            {
              key: 'data',
              label: 'Data da solicitação',
              children: formatSolicitacaoData(s.dataDaSolicitacao),
            },
            { key: 'status', label: 'Status', children: <SolicitacaoStatusDot status={s.status} /> },
            {
              key: 'justificativa',
              label: 'Justificativa',
              children: <span style={{ whiteSpace: 'pre-wrap' }}>{orDash(s.justificativa)}</span>,
            },
          ]}
        />
        <div>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            Notas
          </Typography.Title>
          {s.notas.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nenhuma nota" />
          ) : (
            <ul aria-label="Notas" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {s.notas.map((nota, i) => (
                <li key={i} style={{ padding: '8px 0', borderTop: i ? '1px solid #f0f0f0' : undefined }}>
                  <Flex vertical gap={2}>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {nota.usuario} · {formatSolicitacaoData(nota.data)}
                    </Typography.Text>
                    <span style={{ whiteSpace: 'pre-wrap' }}>{nota.valor}</span>
                  </Flex>
                </li>
              ))}
            </ul>
          )}
        </div>
      </Flex>
    </Modal>
  );
}
