import type { ComposicaoDre as Composicao } from '@matriz/contracts';
import { Flex, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';

import { Dinheiro } from '../../../components/dinheiro.tsx';

type LinhaComposicao = Composicao['linhas'][number];

const colunas: ColumnsType<LinhaComposicao> = [
  { key: 'codigo', title: 'Código', dataIndex: 'codigo', width: 110 },
  { key: 'nome', title: 'Linha', dataIndex: 'nome', ellipsis: true },
  {
    key: 'valor',
    title: 'Valor',
    dataIndex: 'valor',
    width: 160,
    align: 'right',
    render: (v: number | null) => <Dinheiro valor={v} />,
  },
];

/**
 * How a line that is not made of ledger rows is made (total and formula lines; manual, PDV and CMV values): its
 * description, the formula, and the lines it combines with their values in the cell.
 */
export function ComposicaoDre({ composicao }: { composicao: Composicao }) {
  return (
    <Flex vertical gap={12}>
      <Typography.Text>{composicao.descricao}</Typography.Text>
      {composicao.formula && (
        <Typography.Text code aria-label="Fórmula">
          {composicao.formula}
        </Typography.Text>
      )}
      {composicao.linhas.length > 0 && (
        <Table<LinhaComposicao>
          size="small"
          rowKey="linhaId"
          columns={colunas}
          dataSource={composicao.linhas}
          pagination={false}
        />
      )}
    </Flex>
  );
}
