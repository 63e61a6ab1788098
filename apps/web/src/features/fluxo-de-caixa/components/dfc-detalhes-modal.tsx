import {
  DFC_DETALHE_PAGE_SIZE_PADRAO,
  DFC_DETALHE_PAGE_SIZES,
  fluxoDeCaixaMessages as m,
  type DetalheFluxo,
  type DetalhesFluxoInput,
} from '@matriz/contracts';
import { Alert, Flex, Modal, Result, Select, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';

import { LancamentosTabela } from '../../../components/lancamentos-tabela.tsx';
import { PremiumBadge } from '../../../components/premium/premium-badge.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useDetalhesFluxoDeCaixa } from '../api/get-detalhes-fluxo-de-caixa.ts';
import type { CelulaDetalheDfc } from '../lib/dfc-arvore.ts';

const texto = (v: string | null) => v ?? '';
const colunas: ColumnsType<DetalheFluxo> = [
  { key: 'data', title: 'Data', dataIndex: 'data', width: 104, render: (d: string) => formatDate(d) },
  { key: 'empresa', title: 'Empresa', dataIndex: 'empresa', width: 240, ellipsis: true },
  {
    key: 'meioDePagamento',
    title: 'Meio de pagamento',
    dataIndex: 'meioDePagamento',
    width: 170,
    ellipsis: true,
    render: texto,
  },
  {
    key: 'fornecedor',
    title: 'Fornecedor',
    dataIndex: 'fornecedor',
    width: 180,
    ellipsis: true,
    render: texto,
  },
  { key: 'historico', title: 'Historico', dataIndex: 'historico', ellipsis: true, render: texto },
];

/** The entries of the cell, paged on the server, with the company filter (the stores with entries in the cell). */
function Lancamentos({ celula, nome }: { celula: CelulaDetalheDfc; nome: string }) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DFC_DETALHE_PAGE_SIZE_PADRAO);
  const [empresaId, setEmpresaId] = useState<string | undefined>();
  const pedido: DetalhesFluxoInput = { ...celula, Page: page, PageSize: pageSize, empresaId };
  const detalhes = useDetalhesFluxoDeCaixa(pedido, nome);
  const dados = detalhes.data;
  if (detalhes.isError && !dados)
    return <Result status="warning" title={m.obterDetalheTitulo} subTitle={m.obterDetalheFalhou(nome)} />;
  return (
    <Flex vertical gap={12}>
      <Select
        aria-label="Empresa"
        placeholder="Todas as empresas"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        style={{ width: 300, maxWidth: '100%' }}
        value={empresaId}
        options={dados?.empresas.map((e) => ({ value: e.id, label: e.label }))}
        onChange={(v: string | undefined) => {
          setEmpresaId(v);
          setPage(1);
        }}
      />
      {/* paged on the server: 10/30/50/100, default 10 (spec 001 §9) */}
      <LancamentosTabela
        colunas={colunas}
        pageSizes={DFC_DETALHE_PAGE_SIZES}
        vazio="Não existem detalhes para esse item."
        largura={1020}
        dados={dados}
        carregando={detalhes.isFetching}
        page={page}
        pageSize={pageSize}
        onPage={(p, tamanho) => {
          setPage(tamanho === pageSize ? p : 1);
          setPageSize(tamanho);
        }}
      />
    </Flex>
  );
}

export interface DfcDetalhesModalProps {
  /** null: closed */
  celula: CelulaDetalheDfc | null;
  /** the line, and the column, as the table shows them */
  linhaTitulo: string;
  colunaTitulo: string;
  premium: boolean;
  onClose: () => void;
}

/**
 * The detail of a cash-flow line's cell (spec 001 §2.3): the ledger entries behind it, whose sum is the cell.
 * Premium only (spec 001 §6, enforced by the server): anyone else sees the premium marker and 'Detalhe de DRE está
 * disponível apenas para usuários premium.', and nothing is asked of the server.
 */
export function DfcDetalhesModal({
  celula,
  linhaTitulo,
  colunaTitulo,
  premium,
  onClose,
}: DfcDetalhesModalProps) {
  return (
    <Modal
      open={celula !== null}
      title="Detalhes da linha"
      onCancel={onClose}
      footer={null}
      width={{ xs: '96%', lg: 1100 }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary" style={{ marginTop: -4 }}>
        {linhaTitulo} · {colunaTitulo}
      </Typography.Paragraph>
      {!premium ? (
        <Alert type="warning" showIcon title={m.somentePremium} action={<PremiumBadge />} />
      ) : (
        celula && <Lancamentos key={JSON.stringify(celula)} celula={celula} nome={linhaTitulo} />
      )}
    </Modal>
  );
}
