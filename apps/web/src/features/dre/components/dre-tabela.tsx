import { celulaDaLinha, passaDoLimiarDoOrcado, type DreResultado } from '@matriz/contracts';
import { Table } from 'antd';
import { useEffect, useMemo, useState, type Key } from 'react';

import { LARGE_SCREEN, useMediaQuery } from '../../../lib/use-media-query.ts';
import { chavesExpansiveis, montarArvore, type LinhaTabelaDre } from '../lib/arvore.ts';

import { LARGURA_VALOR, montarColunasDre } from './dre-colunas.tsx';

export interface DreTabelaProps {
  resultado: DreResultado;
  onAbrirCelula: (linhaId: string, colunaKey: string) => void;
  onAbrirLinha: (linhaId: string) => void;
}

/** The body's height: the window less the header, the card's title and the table's header. */
function useAlturaDoCorpo(): number {
  const medir = () => Math.max(320, window.innerHeight - 230);
  const [altura, setAltura] = useState(medir);
  useEffect(() => {
    const aoMudar = () => setAltura(medir());
    window.addEventListener('resize', aoMudar);
    return () => window.removeEventListener('resize', aoMudar);
  }, []);
  return altura;
}

const classeDoTipo = ({ linha }: LinhaTabelaDre) =>
  linha.kind === 'total' ? 'dre-linha-total' : linha.kind === 'detalhe' ? 'dre-linha-detalhe' : '';

/**
 * The row's classes: its kind, and 'dre-linha-fora-do-orcado' when any of its Var. % cells ('comparar com
 * orçado') passes the threshold (DRE_LIMIAR_VARIACAO_ORCADO) — the legend above the table says so.
 */
export function classeDaLinhaDre(registro: LinhaTabelaDre, chavesDaVariacao: readonly string[]): string {
  const fora = chavesDaVariacao.some((k) => passaDoLimiarDoOrcado(celulaDaLinha(registro.linha, k)));
  return [classeDoTipo(registro), fora ? 'dre-linha-fora-do-orcado' : ''].filter(Boolean).join(' ');
}

/**
 * The DRE as an expandable tree table (spec 001 §2.1): the Nome column and the header frozen, rows opened one by
 * one or all at once, total and formula rows in bold. Virtualised (antd's virtual table keeps tree data): only
 * the rows in view are drawn, so 36 columns × a few hundred open rows scroll without jank.
 */
export function DreTabela({ resultado, onAbrirCelula, onAbrirLinha }: DreTabelaProps) {
  const estreita = !useMediaQuery(LARGE_SCREEN);
  const larguraNome = estreita ? 260 : 400;
  const altura = useAlturaDoCorpo();
  const linhas = useMemo(() => montarArvore(resultado.matriz.rows), [resultado]);
  const expansiveis = useMemo(() => chavesExpansiveis(linhas), [linhas]);
  const [abertas, setAbertas] = useState<readonly Key[]>([]);
  const tudoAberto = expansiveis.length > 0 && abertas.length >= expansiveis.length;
  const chavesDaVariacao = useMemo(
    () => resultado.colunas.filter((c) => c.tipo === 'variacao-orcado').map((c) => c.key),
    [resultado],
  );

  const colunas = useMemo(
    () =>
      montarColunasDre({
        resultado,
        larguraNome,
        tudoAberto,
        podeExpandir: expansiveis.length > 0,
        onAlternarTudo: () => setAbertas(tudoAberto ? [] : expansiveis),
        onAbrirCelula,
        onAbrirLinha,
      }),
    [resultado, larguraNome, tudoAberto, expansiveis, onAbrirCelula, onAbrirLinha],
  );

  return (
    <Table<LinhaTabelaDre>
      className="dre-tabela"
      virtual
      size="small"
      bordered
      rowKey="key"
      columns={colunas}
      dataSource={linhas}
      pagination={false}
      rowClassName={(registro) => classeDaLinhaDre(registro, chavesDaVariacao)}
      scroll={{ x: larguraNome + resultado.matriz.columns.length * LARGURA_VALOR, y: altura }}
      expandable={{
        expandedRowKeys: abertas,
        onExpandedRowsChange: (keys) => setAbertas(keys),
        indentSize: 16,
      }}
    />
  );
}
