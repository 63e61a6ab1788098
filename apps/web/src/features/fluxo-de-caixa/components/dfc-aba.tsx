import { hasAccess, isPremium } from '@matriz/contracts';
import { Card, Flex } from 'antd';
import { useCallback, useMemo, useState } from 'react';

import { useSession } from '../../../lib/session.ts';
import { useFluxoDeCaixa } from '../api/get-fluxo-de-caixa.ts';
import { useModelosFluxo } from '../api/get-modelos-fluxo.ts';
import { useDfcBusca } from '../hooks/use-dfc-busca.ts';
import { celulaDoDetalheDfc, saldoDaCelula, type AcaoDaCelula } from '../lib/dfc-arvore.ts';
import { rotuloDaColunaDfc } from '../lib/dfc-colunas.ts';

import { DfcDetalhesModal } from './dfc-detalhes-modal.tsx';
import { DfcFiltros } from './dfc-filtros.tsx';
import { DfcResultado } from './dfc-resultado.tsx';
import { DfcSaldoModal } from './dfc-saldo-modal.tsx';
import { ExportarDfcButton } from './exportar-dfc-button.tsx';

/** The cell whose detail or balance is open. */
interface Aberto {
  acao: Exclude<AcaoDaCelula, null>;
  linhaId: string;
  colunaKey: string;
}

/** The Cash flow tab of /fluxo-de-caixa (spec 001 §2.3): the filter card, the results card and the two modals. */
export function DfcAba() {
  const claims = useSession()?.claims ?? [];
  const modelos = useModelosFluxo();
  const busca = useDfcBusca(modelos.data, isPremium(claims));
  const resultado = useFluxoDeCaixa(busca.pesquisada);
  const [aberto, setAberto] = useState<Aberto | null>(null);

  const abrir = useCallback(
    (linhaId: string, colunaKey: string, acao: Exclude<AcaoDaCelula, null>) =>
      setAberto({ acao, linhaId, colunaKey }),
    [],
  );
  const fechar = useCallback(() => setAberto(null), []);

  const dados = resultado.data;
  const linha = useMemo(
    () => (aberto && dados ? encontrarLinha(dados.matriz.rows, aberto.linhaId) : null),
    [aberto, dados],
  );
  const coluna = aberto && dados ? dados.colunas.find((c) => c.key === aberto.colunaKey) : undefined;
  const celula =
    aberto?.acao === 'detalhe' && dados && busca.pesquisada
      ? celulaDoDetalheDfc(dados, busca.pesquisada, aberto.linhaId, aberto.colunaKey)
      : null;
  const saldo =
    aberto?.acao === 'saldo' && dados && linha ? saldoDaCelula(dados, linha, aberto.colunaKey) : null;

  return (
    <Flex vertical gap={16}>
      <Card title="Selecione as opções de pesquisa.">
        <DfcFiltros
          busca={busca}
          modelos={modelos.data}
          modelosCarregando={modelos.isFetching}
          podePesquisar={hasAccess(claims, 'FluxoDeCaixa', 'Obter')}
          buscando={resultado.isFetching}
          exportar={
            <ExportarDfcButton
              consulta={busca.consulta}
              podeExportar={hasAccess(claims, 'FluxoDeCaixa', 'Exportar')}
            />
          }
        />
      </Card>
      <Card title="Valores pesquisados.">
        <DfcResultado pesquisada={busca.pesquisada !== null} resultado={resultado} onAbrir={abrir} />
      </Card>
      <DfcDetalhesModal
        celula={celula}
        linhaTitulo={linha?.label ?? ''}
        colunaTitulo={coluna ? rotuloDaColunaDfc(coluna) : ''}
        premium={isPremium(claims)}
        onClose={fechar}
      />
      <DfcSaldoModal aberto={saldo} onClose={fechar} />
    </Flex>
  );
}

function encontrarLinha<T extends { id: string; children: readonly T[] }>(
  linhas: readonly T[],
  id: string,
): T | null {
  for (const l of linhas) {
    if (l.id === id) return l;
    const filho = encontrarLinha(l.children, id);
    if (filho) return filho;
  }
  return null;
}
