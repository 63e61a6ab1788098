import { errorMessages, valoresManuaisMessages, type ValorManualItem } from '@matriz/contracts';
import { Table, Typography, type TableColumnsType } from 'antd';

import { ValorManualCelula } from './valor-manual-celula.tsx';

export interface ValoresManuaisTabelaProps {
  valores: readonly ValorManualItem[];
  carregando: boolean;
  /** DreValorManual/Editar: without it the Valor cells are read-only ('Sem permissões') */
  podeEditar: boolean;
  onSalvar: (linha: ValorManualItem, valor: number | null) => Promise<boolean>;
}

/**
 * Why a row takes no value with 'Usar centro de custo padrão': the store has no default cost centre, or only an
 * inactive one (then the row names it, and shows its value read-only); null when it takes one.
 */
function motivoDoCentroPadrao(linha: ValorManualItem): string | null {
  if (linha.editavel) return null;
  return linha.centroDeCusto
    ? valoresManuaisMessages.centroPadraoInativo(linha.centroDeCusto)
    : valoresManuaisMessages.semCentroPadrao;
}

/** The result table (spec 001 §2.1): index, Grupo, Empresa (CNPJ / code, and the name), editable Valor. */
export function ValoresManuaisTabela({
  valores,
  carregando,
  podeEditar,
  onSalvar,
}: ValoresManuaisTabelaProps) {
  const colunas: TableColumnsType<ValorManualItem> = [
    { key: 'index', title: '#', dataIndex: 'index', width: 64 },
    { key: 'grupo', title: 'Grupo', dataIndex: 'grupo' },
    {
      key: 'empresa',
      title: 'Empresa',
      render: (_, linha) => (
        <>
          <Typography.Text>{linha.empresa}</Typography.Text>
          <br />
          <Typography.Text type="secondary">
            {linha.empresaNome}
            {linha.centroDeCusto ? ` · ${linha.centroDeCusto}` : ''}
          </Typography.Text>
        </>
      ),
    },
    {
      key: 'valor',
      title: 'Valor',
      align: 'right',
      width: 240,
      render: (_, linha) => (
        <ValorManualCelula
          valor={linha.valor}
          rotulo={`Valor de ${linha.empresaNome}`}
          motivoBloqueio={!podeEditar ? errorMessages.forbidden : motivoDoCentroPadrao(linha)}
          onSalvar={(valor) => onSalvar(linha, valor)}
        />
      ),
    },
  ];
  return (
    <Table<ValorManualItem>
      rowKey="empresaId"
      size="small"
      columns={colunas}
      dataSource={valores as ValorManualItem[]}
      loading={carregando}
      pagination={valores.length > 50 ? { defaultPageSize: 50, showSizeChanger: true } : false}
      locale={{ emptyText: valoresManuaisMessages.vazio }}
    />
  );
}
