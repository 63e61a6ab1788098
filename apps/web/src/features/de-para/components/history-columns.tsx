import type { DeParaHistoricoItem } from '@matriz/contracts';
import { Typography, type TableColumnsType } from 'antd';

import { formatDataHora, orDash } from '../lib/display.ts';

/**
 * The history of a row's mappings (spec 002 §2.3, issue 9 §2): when, what (with its detail line: the request, the
 * confidence of an automatic link…), who, the franchisee account, the old and new counterpart and the justification.
 */
export const historyColumns: TableColumnsType<DeParaHistoricoItem> = [
  {
    title: 'Data',
    dataIndex: 'data',
    width: 140,
    render: (data: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatDataHora(data)}</span>,
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
];
