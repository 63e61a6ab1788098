import { CloseOutlined } from '@ant-design/icons';
import {
  DRE_DETALHE_PAGE_SIZE_PADRAO,
  dreMessages,
  type DetalhesLinhaDreInput,
  type DetalhesLinhaDreOutput,
  type GrupoDetalheDre,
} from '@matriz/contracts';
import { Alert, Flex, Modal, Result, Select, Tag, Typography } from 'antd';
import { useState } from 'react';

import { PremiumBadge } from '../../../components/premium/premium-badge.tsx';
import { erroDetalhes } from '../api/detalhes-erro.ts';
import { useDetalhesLinha } from '../api/get-detalhes-linha.ts';

import { ComposicaoDre } from './composicao-dre.tsx';
import { DetalhesLinhaGrupos } from './detalhes-linha-grupos.tsx';
import { ExportarDetalhesButton } from './exportar-detalhes-button.tsx';
import { LancamentosTabela } from './lancamentos-tabela.tsx';

/** The cell asked for, without paging and company filter (the modal adds them). */
export type CelulaDetalhesLinha = Omit<DetalhesLinhaDreInput, 'Page' | 'PageSize' | 'empresaId'>;

export interface DetalhesLinhaModalProps {
  /** null: closed */
  celula: CelulaDetalhesLinha | null;
  /** the line and the column, as the table shows them */
  linhaTitulo: string;
  colunaTitulo: string;
  premium: boolean;
  onClose: () => void;
}

interface FiltroEmpresaProps {
  dados: DetalhesLinhaDreOutput | undefined;
  empresaId: string | undefined;
  grupo: GrupoDetalheDre | null;
  onEmpresa: (empresaId: string | undefined) => void;
  onLimparGrupo: () => void;
}

/** The company filter (the stores with rows in the cell), and the premium group the rows are narrowed to. */
function FiltroEmpresa({ dados, empresaId, grupo, onEmpresa, onLimparGrupo }: FiltroEmpresaProps) {
  return (
    <Flex wrap gap={8} align="center">
      <Select
        aria-label="Empresa"
        placeholder="Todas as empresas"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        style={{ width: 280 }}
        disabled={grupo?.tipo === 'empresa'}
        value={empresaId}
        options={dados?.empresas.map((e) => ({ value: e.id, label: e.label }))}
        onChange={(v: string | undefined) => onEmpresa(v)}
      />
      {grupo && (
        <Tag closable closeIcon={<CloseOutlined aria-label="Mostrar todos" />} onClose={onLimparGrupo}>
          {grupo.nome}
        </Tag>
      )}
    </Flex>
  );
}

/** The ledger rows of the cell, paged on the server, with the company filter and the premium groups. */
function Lancamentos({ celula, linhaTitulo }: { celula: CelulaDetalhesLinha; linhaTitulo: string }) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DRE_DETALHE_PAGE_SIZE_PADRAO);
  const [empresaId, setEmpresaId] = useState<string | undefined>();
  const [grupo, setGrupo] = useState<GrupoDetalheDre | null>(null);
  const pedido: DetalhesLinhaDreInput = {
    ...celula,
    ...(grupo?.tipo === 'conta' ? { PlanoDeContasId: grupo.id } : {}),
    Page: page,
    PageSize: pageSize,
    empresaId: grupo?.tipo === 'empresa' ? grupo.id : empresaId,
  };
  const detalhes = useDetalhesLinha(pedido);
  const dados = detalhes.data;
  if (detalhes.isError && !dados) {
    const erro = erroDetalhes(detalhes.error);
    return <Result status="warning" title={erro.titulo} subTitle={erro.descricao} />;
  }
  if (dados?.composicao) return <ComposicaoDre composicao={dados.composicao} />;
  return (
    <Flex vertical gap={12}>
      {dados?.grupos && (
        <DetalhesLinhaGrupos
          grupos={dados.grupos}
          ativo={grupo}
          onDetalhes={(g) => {
            setGrupo(g);
            setPage(1);
          }}
        />
      )}
      <Flex wrap gap={8} align="center" justify="space-between">
        <FiltroEmpresa
          dados={dados}
          empresaId={empresaId}
          grupo={grupo}
          onEmpresa={(v) => {
            setEmpresaId(v);
            setPage(1);
          }}
          onLimparGrupo={() => setGrupo(null)}
        />
        <ExportarDetalhesButton pedido={pedido} linha={linhaTitulo} />
      </Flex>
      <LancamentosTabela
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

/**
 * 'Detalhes de Linha' (spec 001 §2.1): the ledger rows behind a cell, whose sum is the cell. Premium only (spec
 * 001 §6): anyone else sees 'Não possui acesso – …' and nothing is asked of the server, which would refuse.
 * Total and formula lines show how they are made instead of rows.
 */
export function DetalhesLinhaModal(props: DetalhesLinhaModalProps) {
  const { celula, linhaTitulo, colunaTitulo, premium, onClose } = props;
  return (
    <Modal
      open={celula !== null}
      title={dreMessages.detalhesLinhaTitulo}
      onCancel={onClose}
      footer={null}
      width={{ xs: '96%', lg: 1100 }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary" style={{ marginTop: -4 }}>
        {linhaTitulo} · {colunaTitulo}
      </Typography.Paragraph>
      {!premium ? (
        <Alert
          type="warning"
          showIcon
          title={`${dreMessages.semAcesso} – ${dreMessages.somentePremium}`}
          action={<PremiumBadge />}
        />
      ) : (
        celula && <Lancamentos key={JSON.stringify(celula)} celula={celula} linhaTitulo={linhaTitulo} />
      )}
    </Modal>
  );
}
