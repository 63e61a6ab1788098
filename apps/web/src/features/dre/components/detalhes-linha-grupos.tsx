import { type GrupoDetalheDre } from '@matriz/contracts';
import { Button, Collapse, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';

import { Dinheiro } from '../../../components/dinheiro.tsx';

export interface DetalhesLinhaGruposProps {
  grupos: readonly GrupoDetalheDre[];
  /** the group whose rows the table shows now (null: every row of the cell) */
  ativo: GrupoDetalheDre | null;
  onDetalhes: (grupo: GrupoDetalheDre) => void;
}

function tabela(
  grupos: readonly GrupoDetalheDre[],
  ativo: GrupoDetalheDre | null,
  onDetalhes: DetalhesLinhaGruposProps['onDetalhes'],
) {
  const colunas: ColumnsType<GrupoDetalheDre> = [
    { key: 'nome', title: 'Nome', dataIndex: 'nome', ellipsis: true },
    {
      key: 'valor',
      title: 'Valor',
      dataIndex: 'valor',
      width: 160,
      align: 'right',
      render: (v: number) => <Dinheiro valor={v} />,
    },
    {
      key: 'acao',
      title: <span className="mz-visually-hidden">Ações</span>,
      width: 110,
      render: (_: unknown, g) => (
        <Button
          type="link"
          size="small"
          disabled={ativo?.tipo === g.tipo && ativo.id === g.id}
          onClick={() => onDetalhes(g)}
          aria-label={`Detalhes de ${g.nome}`}
        >
          Detalhes
        </Button>
      ),
    },
  ];
  return (
    <Table<GrupoDetalheDre>
      size="small"
      rowKey={(g) => `${g.tipo}:${g.id}`}
      columns={colunas}
      dataSource={[...grupos]}
      pagination={grupos.length > 10 ? { pageSize: 10, showSizeChanger: false, size: 'small' } : false}
    />
  );
}

/**
 * The premium groups of 'Detalhes de Linha' (spec 001 §2.1): the cell's rows by franchisor account and by store,
 * each with its value and a Detalhes action that narrows the ledger rows to it.
 */
export function DetalhesLinhaGrupos({ grupos, ativo, onDetalhes }: DetalhesLinhaGruposProps) {
  const contas = grupos.filter((g) => g.tipo === 'conta');
  const empresas = grupos.filter((g) => g.tipo === 'empresa');
  const itens = [
    { key: 'conta', label: `Por conta do franqueador (${contas.length})`, lista: contas },
    { key: 'empresa', label: `Por empresa (${empresas.length})`, lista: empresas },
  ].filter((i) => i.lista.length > 0);
  if (itens.length === 0) return null;
  return (
    <Collapse
      size="small"
      items={itens.map((i) => ({
        key: i.key,
        label: i.label,
        children: tabela(i.lista, ativo, onDetalhes),
      }))}
    />
  );
}
