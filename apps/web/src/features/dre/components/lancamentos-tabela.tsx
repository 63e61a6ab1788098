import {
  DRE_DETALHE_PAGE_SIZES,
  dreMessages,
  type DetalheLinhaDre,
  type DetalhesLinhaDreOutput,
} from '@matriz/contracts';
import type { ColumnsType } from 'antd/es/table';

import { LancamentosTabela as Tabela } from '../../../components/lancamentos-tabela.tsx';
import { formatDate } from '../../../lib/format.ts';

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
export function LancamentosTabela(props: LancamentosTabelaProps) {
  return (
    <Tabela
      {...props}
      colunas={colunas}
      pageSizes={DRE_DETALHE_PAGE_SIZES}
      vazio={dreMessages.semDetalhes}
      largura={1000}
    />
  );
}
