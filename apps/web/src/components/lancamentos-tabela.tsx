import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';

import { formatNumber } from '../lib/format.ts';

import { Dinheiro } from './dinheiro.tsx';

/** A page of ledger entries with the exact sum of every page (the detail answers of the DRE and the cash flow). */
export interface PaginaDeLancamentos<T> {
  detalhes: T[];
  total: number;
  soma: number;
}

export interface LancamentosTabelaProps<T extends { id: string }> {
  /** the columns before Valor, which comes last with the sum in the footer */
  colunas: ColumnsType<T>;
  /** undefined while the first page loads */
  dados: PaginaDeLancamentos<T> | undefined;
  carregando: boolean;
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  onPage: (page: number, pageSize: number) => void;
  /** what an empty page says */
  vazio: string;
  /** the table's scroll width */
  largura: number;
}

/**
 * The ledger rows behind a report cell (the DRE's 'Detalhes de Linha', the cash flow's line detail): the report's
 * columns, then Valor (kept in view when a narrow screen scrolls), paged on the server, with the exact sum of every
 * page in the footer.
 */
export function LancamentosTabela<T extends { id: string; valor: number }>(props: LancamentosTabelaProps<T>) {
  const { colunas, dados, carregando, page, pageSize, pageSizes, onPage, vazio, largura } = props;
  const todas: ColumnsType<T> = [
    ...colunas,
    {
      key: 'valor',
      title: 'Valor',
      dataIndex: 'valor',
      width: 150,
      align: 'right',
      fixed: 'right',
      render: (v: number) => <Dinheiro valor={v} />,
    },
  ];
  return (
    <Table<T>
      size="small"
      rowKey="id"
      columns={todas}
      dataSource={dados?.detalhes}
      loading={carregando}
      scroll={{ x: largura }}
      locale={{ emptyText: vazio }}
      pagination={{
        current: page,
        pageSize,
        total: dados?.total ?? 0,
        pageSizeOptions: pageSizes.map(String),
        showSizeChanger: true,
        showTotal: (total) => `${formatNumber(total, 0)} lançamentos`,
        onChange: onPage,
      }}
      summary={() =>
        dados ? (
          <Table.Summary fixed>
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={colunas.length}>
                <Typography.Text strong>Total</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={colunas.length} align="right">
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
