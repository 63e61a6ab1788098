import type { ArquivoRow } from '@matriz/contracts';
import { Button, Flex, Modal, Typography } from 'antd';
import type { ReactNode } from 'react';

import { formatNumber } from '../../../lib/format.ts';

interface NotasModalProps {
  /** null: closed */
  arquivo: ArquivoRow | null;
  onClose: () => void;
  /** 'Exportar notas' for this file (its own rules: permission, premium) */
  exportar: (row: ArquivoRow) => ReactNode;
}

/** The notes of a file (the first ones the list carries), and the export of all of them. */
export function NotasModal({ arquivo, onClose, exportar }: NotasModalProps) {
  const faltam = arquivo ? arquivo.totalNotas - arquivo.notas.length : 0;
  return (
    <Modal
      open={arquivo !== null}
      title={arquivo ? `Notas de ${arquivo.nome}` : 'Notas'}
      onCancel={onClose}
      width={720}
      footer={
        arquivo && (
          <Flex justify="flex-end" gap={8}>
            {exportar(arquivo)}
            <Button type="primary" onClick={onClose}>
              Fechar
            </Button>
          </Flex>
        )
      }
    >
      {arquivo && (
        <>
          <ol style={{ paddingInlineStart: 24, maxHeight: '55vh', overflowY: 'auto', margin: 0 }}>
            {arquivo.notas.map((nota, i) => (
              <li key={i} style={{ marginBottom: 4 }}>
                {nota}
              </li>
            ))}
          </ol>
          {faltam > 0 && (
            <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
              Mostrando as primeiras {formatNumber(arquivo.notas.length, 0)} de{' '}
              {formatNumber(arquivo.totalNotas, 0)} notas. Exporte as notas para ver todas.
            </Typography.Paragraph>
          )}
        </>
      )}
    </Modal>
  );
}
