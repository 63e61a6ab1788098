import type { FluxoDeCaixaResultado } from '@matriz/contracts';
import { useCallback, useId, useMemo, useState } from 'react';

import { LARGE_SCREEN, useMediaQuery } from '../../../lib/use-media-query.ts';
import { useCelulaFocada } from '../hooks/use-celula-focada.ts';
import { useAlturaDoCorpo, useVista } from '../hooks/use-dfc-grade.ts';
import { acaoDaCelula } from '../lib/dfc-arvore.ts';
import { idsExpansiveis, janela, linhasVisiveis } from '../lib/dfc-grade.ts';
import type { CelulaDaGrade } from '../lib/dfc-navegacao.ts';

import { DfcCabecalho } from './dfc-cabecalho.tsx';
import {
  ALTURA_CABECALHO,
  ALTURA_LINHA,
  DfcLinha,
  idDaCelula,
  LARGURA_VALOR,
  type AbrirCelulaDfc,
} from './dfc-linha.tsx';

export type { AbrirCelulaDfc } from './dfc-linha.tsx';

/** rows and columns drawn beyond the visible ones, on each side */
const FOLGA_LINHAS = 6;
const FOLGA_COLUNAS = 2;

export interface DfcTabelaProps {
  resultado: FluxoDeCaixaResultado;
  /** stable (the cells are memoised) */
  onAbrir: AbrirCelulaDfc;
}

/** The rows open, one by one or all at once. */
function useAbertas(expansiveis: readonly string[]) {
  const [abertas, setAbertas] = useState<ReadonlySet<string>>(() => new Set());
  const alternar = useCallback(
    (id: string) =>
      setAbertas((atual) => {
        const proximo = new Set(atual);
        if (!proximo.delete(id)) proximo.add(id);
        return proximo;
      }),
    [],
  );
  const tudoAberto = expansiveis.length > 0 ? expansiveis.every((id) => abertas.has(id)) : null;
  const alternarTudo = () => setAbertas(tudoAberto ? new Set() : new Set(expansiveis));
  return { abertas, alternar, tudoAberto, alternarTudo };
}

/**
 * The cash flow as a tree grid (spec 001 §2.3): the Nome column and the header frozen, rows opened one by one or
 * all at once, 'Saldo inicial' first and 'Saldo final' last, one column per period and the Total; a period the
 * range clips says the days it covers under its label.
 * Decision: a Diário year is 366 columns, so rows AND columns are virtualised here (fixed-size rows and columns in
 * one native scroll box, only the cells in view drawn; sticky header and Nome) — antd's virtual table draws every
 * column of each row and janked past ~90 columns. Keyboard: the grid is one Tab stop; the arrow keys, Home/End
 * (Ctrl for the corners) and PageUp/PageDown move the focused cell, scrolled clear of the frozen header and Nome
 * (aria-activedescendant: the focus stays on the grid, whichever cells are drawn); Enter or Space acts on it.
 */
export function DfcTabela({ resultado, onAbrir }: DfcTabelaProps) {
  const grade = useId();
  const larguraNome = useMediaQuery(LARGE_SCREEN) ? 400 : 280;
  const altura = useAlturaDoCorpo();
  const { ref, vista, medir } = useVista();
  const { rows, columns, labelHeader } = resultado.matriz;
  const periodos = useMemo(() => new Map(resultado.colunas.map((c) => [c.key, c])), [resultado.colunas]);
  const expansiveis = useMemo(() => idsExpansiveis(rows), [rows]);
  const { abertas, alternar, tudoAberto, alternarTudo } = useAbertas(expansiveis);
  const linhas = useMemo(() => linhasVisiveis(rows, abertas), [rows, abertas]);

  /** Enter or Space: on Nome the row opens or closes, on a value what its click opens. */
  const acionar = ({ linha, coluna }: CelulaDaGrade) => {
    const item = linhas[linha];
    const key = columns[coluna - 1]?.key;
    if (item && coluna === 0 && item.expansivel) alternar(item.linha.id);
    const acao =
      item && key ? acaoDaCelula(resultado.referencias, item.linha.id, item.linha.cells[key]) : null;
    if (item && key && acao) onAbrir(item.linha.id, key, acao);
  };
  const medidas = {
    alturaCabecalho: ALTURA_CABECALHO,
    alturaLinha: ALTURA_LINHA,
    larguraNome,
    larguraValor: LARGURA_VALOR,
  };
  const foco = useCelulaFocada({
    ref,
    linhas: linhas.length,
    colunas: columns.length,
    medidas,
    acionar,
    medir,
  });
  const { ativa } = foco;

  const largura = larguraNome + columns.length * LARGURA_VALOR;
  const alturaConteudo = ALTURA_CABECALHO + linhas.length * ALTURA_LINHA;
  const [r0, r1] = janela(vista.top, altura - ALTURA_CABECALHO, ALTURA_LINHA, linhas.length, FOLGA_LINHAS);
  const [c0, c1] = janela(
    vista.left,
    vista.largura - larguraNome,
    LARGURA_VALOR,
    columns.length,
    FOLGA_COLUNAS,
  );
  // the focused cell is named only once it is drawn (value columns c0 + 1 … c1; Nome always)
  const desenhada =
    ativa !== null &&
    ativa.linha >= r0 &&
    ativa.linha < r1 &&
    (ativa.coluna === 0 || (ativa.coluna > c0 && ativa.coluna <= c1));

  return (
    <div
      ref={ref}
      className={vista.left > 0 ? 'dfc-grade dfc-grade-rolada' : 'dfc-grade'}
      role="treegrid"
      aria-label="Fluxo de caixa"
      aria-rowcount={linhas.length + 1}
      aria-colcount={columns.length + 1}
      aria-activedescendant={desenhada ? idDaCelula(grade, ativa.linha, ativa.coluna) : undefined}
      tabIndex={0}
      // the box fits small results (2: its borders), the horizontal scrollbar's room below the last row
      style={{ maxHeight: altura, height: alturaConteudo + 2 + vista.barra, width: largura + 2 }}
      onScroll={medir}
      onKeyDown={foco.onKeyDown}
      onFocus={foco.onFocus}
      onClick={foco.onClick}
    >
      <div className="dfc-grade-conteudo" style={{ width: largura, height: alturaConteudo }}>
        <DfcCabecalho
          labelHeader={labelHeader}
          larguraNome={larguraNome}
          c0={c0}
          c1={c1}
          colunas={columns}
          periodos={periodos}
          tudoAberto={tudoAberto}
          onAlternarTudo={alternarTudo}
        />
        {linhas.slice(r0, r1).map((item, i) => (
          <DfcLinha
            key={item.linha.id}
            grade={grade}
            item={item}
            indice={r0 + i}
            c0={c0}
            c1={c1}
            colunas={columns}
            larguraNome={larguraNome}
            referencias={resultado.referencias}
            colunaAtiva={ativa && ativa.linha === r0 + i ? ativa.coluna : null}
            onAlternar={alternar}
            onAbrir={onAbrir}
          />
        ))}
      </div>
    </div>
  );
}
