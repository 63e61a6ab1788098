import type { ExtratoLinha, LancamentoConciliado } from '@matriz/contracts';
import { Table, Tag, Typography, type TableColumnsType } from 'antd';

import { formatBRL, formatDate } from '../../../lib/format.ts';

/** A credit or debit cell: empty when the row has none (a statement line is one or the other). */
const dinheiro = (valor: number, tipo: 'success' | 'danger') =>
  valor === 0 ? null : (
    <Typography.Text type={tipo} style={{ whiteSpace: 'nowrap' }}>
      {formatBRL(valor)}
    </Typography.Text>
  );

/** The statement table (spec 001 §3 'Bank statement row'): money in reais, pt-BR, right-aligned. */
export function getExtratoColumns(): TableColumnsType<ExtratoLinha> {
  return [
    {
      title: 'Data',
      dataIndex: 'data',
      width: 112,
      render: (data: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(data)}</span>,
    },
    { title: 'Histórico', dataIndex: 'historico', minWidth: 280 },
    {
      title: 'Nº do documento',
      dataIndex: 'numeroDocumento',
      width: 150,
      render: (doc: string | null) => doc ?? '—',
    },
    {
      title: 'Entrada',
      dataIndex: 'entrada',
      width: 140,
      align: 'right',
      render: (v: number) => dinheiro(v, 'success'),
    },
    {
      title: 'Saída',
      dataIndex: 'saida',
      width: 150,
      align: 'right',
      render: (v: number) => dinheiro(v, 'danger'),
    },
    {
      title: 'Saldo',
      dataIndex: 'saldo',
      width: 170,
      align: 'right',
      render: (v: number) => (
        <Typography.Text strong type={v < 0 ? 'danger' : undefined} style={{ whiteSpace: 'nowrap' }}>
          {formatBRL(v)}
        </Typography.Text>
      ),
    },
    {
      title: 'Conciliado',
      dataIndex: 'extratoConciliado',
      width: 120,
      render: (conciliado: boolean) =>
        conciliado ? <Tag color="success">Conciliado</Tag> : <Tag color="warning">Não conciliado</Tag>,
    },
  ];
}

const lancamentoColumns: TableColumnsType<LancamentoConciliado> = [
  { title: 'Empresa', dataIndex: 'empresa', minWidth: 140 },
  { title: 'Competência', dataIndex: 'dataCompetencia', width: 112, render: (d: string) => formatDate(d) },
  {
    title: 'Meio de pagamento',
    dataIndex: 'meioDePagamento',
    width: 160,
    render: (m: string | null) => m ?? '—',
  },
  { title: 'Fornecedor', dataIndex: 'fornecedor', minWidth: 140, render: (f: string | null) => f ?? '—' },
  { title: 'Histórico', dataIndex: 'historico', minWidth: 160, render: (h: string | null) => h ?? '—' },
  {
    title: 'Valor',
    dataIndex: 'valor',
    width: 140,
    align: 'right',
    render: (v: number) => <span style={{ whiteSpace: 'nowrap' }}>{formatBRL(v)}</span>,
  },
];

/** The ledger entries behind a reconciled line (the detailed mode's match). */
export function LancamentosConciliados({ linha }: { linha: ExtratoLinha }) {
  const lancamentos = linha.lancamentos ?? [];
  if (lancamentos.length === 0)
    return (
      <Typography.Text type="secondary">
        Nenhum lançamento do razão corresponde a esta linha (tarifa ou movimento sem lançamento visível para
        você).
      </Typography.Text>
    );
  return (
    <Table<LancamentoConciliado>
      rowKey="_id"
      size="small"
      aria-label={`Lançamentos conciliados com ${linha.historico}`}
      columns={lancamentoColumns}
      dataSource={lancamentos}
      pagination={lancamentos.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
      scroll={{ x: 860 }}
      title={() => (
        <Typography.Text strong>
          {lancamentos.length === 1
            ? '1 lançamento conciliado'
            : `${lancamentos.length} lançamentos conciliados`}
        </Typography.Text>
      )}
    />
  );
}
