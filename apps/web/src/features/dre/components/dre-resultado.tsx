import { dreMessages, rotuloDoLimiarDoOrcado, type DreResultado } from '@matriz/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Empty, Flex, Result, Spin, Typography } from 'antd';

import { isApiError } from '../../../lib/api-client.ts';

import { DreTabela } from './dre-tabela.tsx';
import { NaoMapeadoAlert } from './nao-mapeado-alert.tsx';

export interface DreResultadoProps {
  /** false: nothing searched since the last change (spec 001 §4) */
  pesquisada: boolean;
  resultado: UseQueryResult<DreResultado>;
  onAbrirCelula: (linhaId: string, colunaKey: string) => void;
  onAbrirLinha: (linhaId: string) => void;
}

/** What the server said about a refused query (a 4xx with its problems), to show under the failure. */
function motivos(error: unknown): string | undefined {
  if (!isApiError(error) || error.status < 400 || error.status >= 500) return undefined;
  const textos = error.problem?.errors?.map((e) => e.mensagem) ?? [];
  return [...new Set(textos.length > 0 ? textos : [error.problem?.title ?? ''])].join(' ') || undefined;
}

/** The results card's body (spec 001 §2.1, §8): the tree table, 'Ops – Nada encontrado !', or the failure. */
export function DreResultadoConteudo({
  pesquisada,
  resultado,
  onAbrirCelula,
  onAbrirLinha,
}: DreResultadoProps) {
  if (!pesquisada) return <Empty description="Escolha as opções de pesquisa e clique em Pesquisar." />;
  if (resultado.isPending)
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin size="large" aria-label="Carregando a DRE" />
      </Flex>
    );
  if (resultado.isError)
    return <Result status="error" title={dreMessages.requisicaoFalhou} subTitle={motivos(resultado.error)} />;
  const dados = resultado.data;
  if (dados.matriz.rows.length === 0)
    return <Result status="warning" title={dreMessages.vazioTitulo} subTitle={dreMessages.vazio} />;
  return (
    <Flex vertical gap={12}>
      <NaoMapeadoAlert naoMapeado={dados.naoMapeado} />
      {dados.valoresDaLojaOcultos && <Alert type="info" showIcon title={dreMessages.valoresDaLojaOcultos} />}
      {dados.colunas.some((c) => c.tipo === 'orcado') && (
        <Typography.Text type="secondary" className="dre-legenda-orcado">
          <span className="dre-legenda-orcado-amostra" aria-hidden="true" />
          {dreMessages.orcadoDestaque(rotuloDoLimiarDoOrcado())}
        </Typography.Text>
      )}
      <DreTabela resultado={dados} onAbrirCelula={onAbrirCelula} onAbrirLinha={onAbrirLinha} />
    </Flex>
  );
}
