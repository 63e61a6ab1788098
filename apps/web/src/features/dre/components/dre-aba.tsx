import { dreMessages, hasAccess, isPremium, type DetalhesMesDreInput } from '@matriz/contracts';
import { Card, Flex } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';

import { useSession } from '../../../lib/session.ts';
import { useDre } from '../api/get-dre.ts';
import { useModelosDre } from '../api/get-modelos-dre.ts';
import { useDreBusca } from '../hooks/use-dre-busca.ts';
import { celulaDoDetalhe } from '../lib/celula.ts';

import { DetalhesLinhaModal, type CelulaDetalhesLinha } from './detalhes-linha-modal.tsx';
import { DetalhesMesModal } from './detalhes-mes-modal.tsx';
import { DreFiltros } from './dre-filtros.tsx';
import { DreResultadoConteudo } from './dre-resultado.tsx';

/** The cell whose detail is open: a month cell (its column), or a line over the whole period (column null). */
interface Aberto {
  modal: 'mes' | 'linha';
  linhaId: string;
  colunaKey: string | null;
}

/** The DRE tab (spec 001 §2.1): the filter card, the results card and the two detail modals. */
export function DreAba() {
  const session = useSession();
  const claims = session?.claims ?? [];
  // the consultant view of the user's access rule (spec 001 §6): filter B takes clusters only
  const visaoConsultor = session?.user.visaoConsultor === true;
  const busca = useDreBusca();
  const modelos = useModelosDre();
  const resultado = useDre(busca.pesquisada);
  const [aberto, setAberto] = useState<Aberto | null>(null);
  const { form, valores } = busca;

  // the default model (spec 001 §3) where none is chosen, or the one kept is gone
  useEffect(() => {
    const lista = modelos.data;
    if (!lista || lista.length === 0 || busca.pesquisada) return;
    if (valores.modeloDREId && lista.some((m) => m.id === valores.modeloDREId)) return;
    const padrao = lista.find((m) => m.padrao) ?? lista[0];
    form.setFieldValue('modeloDREId', padrao?.id ?? null);
  }, [modelos.data, valores.modeloDREId, busca.pesquisada, form]);

  const abrirCelula = useCallback(
    (linhaId: string, colunaKey: string) => setAberto({ modal: 'mes', linhaId, colunaKey }),
    [],
  );
  const abrirLinha = useCallback(
    (linhaId: string) => setAberto({ modal: 'linha', linhaId, colunaKey: null }),
    [],
  );

  const dados = resultado.data;
  const celula = useMemo(
    () =>
      aberto && dados && busca.pesquisada
        ? celulaDoDetalhe(
            dados.referencias,
            dados.colunas,
            busca.pesquisada,
            aberto.linhaId,
            aberto.colunaKey,
          )
        : null,
    [aberto, dados, busca.pesquisada],
  );
  const linha = aberto && dados ? encontrarLinha(dados.matriz.rows, aberto.linhaId) : null;
  const coluna = aberto?.colunaKey ? dados?.matriz.columns.find((c) => c.key === aberto.colunaKey) : null;
  const colunaTitulo = coluna ? coluna.header : 'Período inteiro';

  return (
    <Flex vertical gap={16}>
      <Card title={dreMessages.filtrosTitulo}>
        <DreFiltros
          busca={busca}
          modelos={modelos.data}
          modelosCarregando={modelos.isFetching}
          podePesquisar={hasAccess(claims, 'DRE', 'Obter')}
          somenteClustersEmB={visaoConsultor}
        />
      </Card>
      <Card title={dreMessages.resultadoTitulo}>
        <DreResultadoConteudo
          pesquisada={busca.pesquisada !== null}
          resultado={resultado}
          onAbrirCelula={abrirCelula}
          onAbrirLinha={abrirLinha}
        />
      </Card>
      <DetalhesMesModal
        pedido={aberto?.modal === 'mes' ? (celula as DetalhesMesDreInput | null) : null}
        colunaTitulo={`${linha?.label ?? ''} · ${colunaTitulo}`}
        formato={linha?.format ?? 'moeda'}
        onVerLancamentos={() => setAberto((a) => (a ? { ...a, modal: 'linha' } : a))}
        onClose={() => setAberto(null)}
      />
      <DetalhesLinhaModal
        celula={aberto?.modal === 'linha' ? (celula as CelulaDetalhesLinha | null) : null}
        linhaTitulo={linha?.label ?? ''}
        colunaTitulo={colunaTitulo}
        premium={isPremium(claims)}
        onClose={() => setAberto(null)}
      />
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
