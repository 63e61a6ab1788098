import {
  DRE_DETALHE_PAGE_SIZES,
  dreMessages,
  type DetalheLinhaDre,
  type DetalhesLinhaDreOutput,
} from '@matriz/contracts';
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';

import { formatDate, formatNumber } from '../../../lib/format.ts';

import { Dinheiro } from './dinheiro.tsx';

const texto = (v: string | null) => v ?? '';
const colunas: ColumnsType<DetalheLinhaDre> = [
  { key: 'data', title: 'Data', dataIndex: 'data', width: 104, render: (d: string) => formatDate(d) },
  { key: 'empresa', title: 'Empresa', dataIndex: 'empresa', width: 180, ellipsis: true },
  {
    key: 'origem',
    title: 'Origem do franqueado',
    dataIndex: 'origem',
    width: 170,
    ellipsis: true,
    render: texto,
  },
  { key: 'observacao', title: 'Observação', dataIndex: 'observacao', ellipsis: true, render: texto },
  {
    key: 'fornecedor',
    title: 'Fornecedor',
    dataIndex: 'fornecedor',
    width: 160,
    ellipsis: true,
    render: texto,
  },
  { key: 'historico', title: 'Historico', dataIndex: 'historico', ellipsis: true, render: texto },
  {
    key: 'valor',
    title: 'Valor',
    dataIndex: 'valor',
    width: 150,
    align: 'right',
    render: (v: number) => <Dinheiro valor={v} />,
  },
];

export interface LancamentosTabelaProps {
  /** undefined while the first page loads */
  dados: DetalhesLinhaDreOutput | undefined;
  carregando: boolean;
  page: number;
  pageSize: number;
  onPage: (page: number, pageSize: number) => void;
}

/**
 * The ledger rows of 'Detalhes de Linha' (spec 001 §2.1): Data, Empresa, Origem do franqueado, Observação,
 * Fornecedor, Historico, Valor; paged on the server (10/30/50/100, spec 001 §9) with the exact sum of every page in
 * the footer.
 */
export function LancamentosTabela({ dados, carregando, page, pageSize, onPage }: LancamentosTabelaProps) {
  return (
    <Table<DetalheLinhaDre>
      size="small"
      rowKey="id"
      columns={colunas}
      dataSource={dados?.detalhes}
      loading={carregando}
      scroll={{ x: 1000 }}
      locale={{ emptyText: dreMessages.semDetalhes }}
      pagination={{
        current: page,
        pageSize,
        total: dados?.total ?? 0,
        pageSizeOptions: DRE_DETALHE_PAGE_SIZES.map(String),
        showSizeChanger: true,
        showTotal: (total) => `${formatNumber(total, 0)} lançamentos`,
        onChange: onPage,
      }}
      summary={() =>
        dados ? (
          <Table.Summary fixed>
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={6}>
                <Typography.Text strong>Total</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={6} align="right">
                <Typography.Text strong>
                  <Dinheiro valor={dados.soma} />
                </Typography.Text>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          </Table.Summary>
        ) : null
      }
    />
  );
}
