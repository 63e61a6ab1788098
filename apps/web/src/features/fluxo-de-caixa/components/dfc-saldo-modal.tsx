import type { ContaNoSaldoFluxo } from '@matriz/contracts';
import { Modal, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';

import type { SaldoAberto } from '../lib/dfc-arvore.ts';
import { rotuloDaColunaDfc } from '../lib/dfc-colunas.ts';

import { Dinheiro } from '../../../components/dinheiro.tsx';

type ContaDoSaldo = ContaNoSaldoFluxo;

const texto = (v: string | null | undefined) => v ?? '';
const colunas: ColumnsType<ContaDoSaldo> = [
  { key: 'nome', title: 'Conta', dataIndex: 'nome', width: 230, fixed: 'left' },
  {
    key: 'empresa',
    title: 'Empresa',
    width: 230,
    render: (_: unknown, c) =>
      c.dadosDaConta ? (
        <span className="dfc-empresa-conta">
          <span>{c.dadosDaConta.empresaNome}</span>
          <Typography.Text type="secondary">{c.dadosDaConta.empresaCNPJ}</Typography.Text>
        </span>
      ) : null,
  },
  {
    key: 'banco',
    title: 'Banco',
    width: 170,
    render: (_: unknown, c) => texto(c.dadosDaConta?.banco),
  },
  { key: 'agencia', title: 'Agência', width: 90, render: (_: unknown, c) => texto(c.dadosDaConta?.agencia) },
  {
    key: 'conta',
    title: 'Conta com dígito',
    width: 130,
    render: (_: unknown, c) => texto(c.dadosDaConta?.contaComDigito),
  },
  {
    key: 'tipo',
    title: 'Tipo',
    width: 100,
    render: (_: unknown, c) => texto(c.dadosDaConta?.tipo),
  },
  { key: 'observacao', title: 'Observação', dataIndex: 'observacao', width: 200, render: texto },
  {
    key: 'valor',
    title: 'Valor',
    dataIndex: 'valor',
    width: 150,
    align: 'right',
    // the value stays in view when a narrow screen scrolls the other columns
    fixed: 'right',
    render: (v: number) => <Dinheiro valor={v} />,
  },
];

export interface DfcSaldoModalProps {
  /** null: closed */
  aberto: SaldoAberto | null;
  onClose: () => void;
}

/** The bank accounts behind a balance cell (spec 001 §3 'Balance'): nome, valor, observacao and dadosDaConta. */
export function DfcSaldoModal({ aberto, onClose }: DfcSaldoModalProps) {
  return (
    <Modal
      open={aberto !== null}
      title={aberto ? `${aberto.titulo} · ${rotuloDaColunaDfc(aberto.coluna)}` : ''}
      onCancel={onClose}
      footer={null}
      width={{ xs: '96%', xl: 1340 }}
      destroyOnHidden
    >
      {aberto && (
        <Table<ContaDoSaldo>
          size="small"
          rowKey={(c) => c.contaBancariaId ?? 'sem-conta'}
          columns={colunas}
          dataSource={aberto.saldo.contas}
          pagination={false}
          scroll={{ x: 1300, y: 420 }}
          locale={{ emptyText: 'Nenhuma conta neste saldo.' }}
          summary={() => (
            <Table.Summary fixed>
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>
                  <Typography.Text strong>Total</Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={1} colSpan={6} />
                <Table.Summary.Cell index={7} align="right">
                  <Typography.Text strong>
                    <Dinheiro valor={aberto.saldo.valor} />
                  </Typography.Text>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            </Table.Summary>
          )}
        />
      )}
    </Modal>
  );
}
