import { fluxoDeCaixaMessages as m, type FluxoDeCaixaResultado } from '@matriz/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Empty, Flex, Result, Spin } from 'antd';

import { isApiError } from '../../../lib/api-client.ts';
import { formatBRL, formatNumber } from '../../../lib/format.ts';

import { DfcTabela, type AbrirCelulaDfc } from './dfc-tabela.tsx';

export interface DfcResultadoProps {
  /** false: nothing searched since the last change (spec 001 §4) */
  pesquisada: boolean;
  resultado: UseQueryResult<FluxoDeCaixaResultado>;
  onAbrir: AbrirCelulaDfc;
}

/** What the server said about a refused query (a 4xx with its problems), to show under the failure. */
function motivos(error: unknown): string | undefined {
  if (!isApiError(error) || error.status < 400 || error.status >= 500) return undefined;
  const textos = error.problem?.errors?.map((e) => e.mensagem) ?? [];
  return [...new Set(textos.length > 0 ? textos : [error.problem?.title ?? ''])].join(' ') || undefined;
}

/** The money of the range outside the model (no approved De-Para, or not placed by the model): never silently lost. */
function NaoMapeado({ naoMapeado }: { naoMapeado: FluxoDeCaixaResultado['naoMapeado'] }) {
  if (!naoMapeado || naoMapeado.quantidade === 0) return null;
  const lancamentos =
    naoMapeado.quantidade === 1 ? '1 lançamento' : `${formatNumber(naoMapeado.quantidade, 0)} lançamentos`;
  return (
    <Alert
      type="warning"
      showIcon
      title={`${formatBRL(naoMapeado.valor)} do período não está mapeado (${lancamentos})`}
      description={m.naoMapeado}
    />
  );
}

/** The results card's body (spec 001 §2.3, §8): the tree table, 'Ops – Nada encontrado !', or the failure. */
export function DfcResultado({ pesquisada, resultado, onAbrir }: DfcResultadoProps) {
  if (!pesquisada) return <Empty description="Escolha as opções de pesquisa e clique em Pesquisar." />;
  if (resultado.isPending)
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin size="large" aria-label="Carregando o fluxo de caixa" />
      </Flex>
    );
  if (resultado.isError)
    return <Result status="error" title={m.requisicaoFalhou} subTitle={motivos(resultado.error)} />;
  const dados = resultado.data;
  const aviso = dados.avisoSaldos && <Alert type="info" showIcon title={dados.avisoSaldos} />;
  if (dados.matriz.rows.length === 0)
    return (
      <Flex vertical gap={12}>
        {aviso}
        <NaoMapeado naoMapeado={dados.naoMapeado} />
        <Result status="warning" title="Ops" subTitle={m.vazio} />
      </Flex>
    );
  return (
    <Flex vertical gap={12}>
      {aviso}
      <NaoMapeado naoMapeado={dados.naoMapeado} />
      <DfcTabela resultado={dados} onAbrir={onAbrir} />
    </Flex>
  );
}
