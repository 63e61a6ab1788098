import type { SolicitacaoRow } from '@matriz/contracts';
import { Empty, Flex, Typography } from 'antd';

import { formatDataHora } from '../lib/display.ts';

/** A request's notes (spec 002 §2.2), in the order kept: who wrote each, when, and what (line breaks kept). */
export function SolicitacaoNotas({ notas }: { notas: SolicitacaoRow['notas'] }) {
  return (
    <div>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        Notas
      </Typography.Title>
      {notas.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nenhuma nota" />
      ) : (
        <ul aria-label="Notas" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {notas.map((nota, i) => (
            <li key={i} style={{ padding: '8px 0', borderTop: i ? '1px solid #f0f0f0' : undefined }}>
              <Flex vertical gap={2}>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {nota.usuario} · {formatDataHora(nota.data)}
                </Typography.Text>
                <span style={{ whiteSpace: 'pre-wrap' }}>{nota.valor}</span>
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
