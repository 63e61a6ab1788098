import { MinusSquareOutlined, PlusSquareOutlined } from '@ant-design/icons';
import type { FluxoDeCaixaResultado, MatrizColunaJson } from '@matriz/contracts';
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';

import { LARGE_SCREEN, useMediaQuery } from '../../../lib/use-media-query.ts';
import { acaoDaCelula, type AcaoDaCelula } from '../lib/dfc-arvore.ts';
import { idsExpansiveis, janela, linhasVisiveis, type LinhaVisivel } from '../lib/dfc-grade.ts';

import { DfcCelula } from './dfc-celula.tsx';

/** Width of each value column: 'R$ -12.345.678,90' and a 'DD/MM/YYYY' header fit. */
export const LARGURA_VALOR = 140;
const ALTURA_LINHA = 36;
const ALTURA_CABECALHO = 40;
/** rows and columns drawn beyond the visible ones, on each side */
const FOLGA_LINHAS = 6;
const FOLGA_COLUNAS = 2;
/** the grid's width before it is measured (and under jsdom, which measures nothing) */
const LARGURA_INICIAL = 1200;

export type AbrirCelulaDfc = (linhaId: string, colunaKey: string, acao: Exclude<AcaoDaCelula, null>) => void;

export interface DfcTabelaProps {
  resultado: FluxoDeCaixaResultado;
  /** stable (the cells are memoised) */
  onAbrir: AbrirCelulaDfc;
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

interface Vista {
  top: number;
  left: number;
  largura: number;
  /** the height the horizontal scrollbar takes (0 without one, or with overlay scrollbars) */
  barra: number;
}

/** The scroll position and width of the grid, updated once per frame while it scrolls or resizes. */
function useVista() {
  const ref = useRef<HTMLDivElement>(null);
  const [vista, setVista] = useState<Vista>({ top: 0, left: 0, largura: LARGURA_INICIAL, barra: 0 });
  const quadro = useRef(0);
  const medir = useCallback(() => {
    cancelAnimationFrame(quadro.current);
    quadro.current = requestAnimationFrame(() => {
      const el = ref.current;
      if (!el) return;
      const proxima: Vista = {
        top: el.scrollTop,
        left: el.scrollLeft,
        largura: el.clientWidth || LARGURA_INICIAL,
        barra: Math.max(0, el.offsetHeight - el.clientHeight - 2),
      };
      setVista((v) =>
        v.top === proxima.top &&
        v.left === proxima.left &&
        v.largura === proxima.largura &&
        v.barra === proxima.barra
          ? v
          : proxima,
      );
    });
  }, []);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observador = new ResizeObserver(medir);
    observador.observe(el);
    return () => {
      observador.disconnect();
      cancelAnimationFrame(quadro.current);
    };
  }, [medir]);
  return { ref, vista, medir };
}

const classeDaLinha = ({ linha, nivel }: LinhaVisivel) =>
  linha.id.startsWith('saldo:') && nivel === 0
    ? 'dfc-linha dfc-linha-saldo'
    : linha.kind === 'total'
      ? 'dfc-linha dfc-linha-total'
      : linha.kind === 'detalhe'
        ? 'dfc-linha dfc-linha-detalhe'
        : 'dfc-linha';

interface LinhaProps {
  item: LinhaVisivel;
  indice: number;
  /** the columns drawn: [first, end) of `colunas` */
  c0: number;
  c1: number;
  colunas: readonly MatrizColunaJson[];
  larguraNome: number;
  referencias: FluxoDeCaixaResultado['referencias'];
  onAlternar: (id: string) => void;
  onAbrir: AbrirCelulaDfc;
}

/** One row: its name (frozen at the left, with the open/close button) and the cells of the columns drawn. */
const Linha = memo(function Linha(p: LinhaProps) {
  const { item, indice, c0, c1, colunas, larguraNome, referencias, onAlternar, onAbrir } = p;
  const { linha } = item;
  return (
    <div
      role="row"
      aria-rowindex={indice + 2}
      aria-level={item.nivel + 1}
      aria-expanded={item.expansivel ? item.aberta : undefined}
      className={classeDaLinha(item)}
      style={{ top: ALTURA_CABECALHO + indice * ALTURA_LINHA, height: ALTURA_LINHA }}
    >
      <div role="rowheader" aria-colindex={1} className="dfc-celula-nome" style={{ width: larguraNome }}>
        <span style={{ width: item.nivel * 16 + 2, flex: 'none' }} />
        {item.expansivel ? (
          <button
            type="button"
            className="dfc-expandir"
            aria-label={`${item.aberta ? 'Recolher' : 'Expandir'} ${linha.label}`}
            onClick={() => onAlternar(linha.id)}
          >
            {item.aberta ? '−' : '+'}
          </button>
        ) : (
          <span className="dfc-expandir-vazio" />
        )}
        <span className="dfc-nome-texto" title={linha.label}>
          {linha.label}
        </span>
      </div>
      {colunas.slice(c0, c1).map((coluna, i) => {
        const celula = linha.cells[coluna.key];
        const acao = acaoDaCelula(referencias, linha.id, celula);
        return (
          <div
            key={coluna.key}
            role="gridcell"
            aria-colindex={c0 + i + 2}
            className={coluna.key === 'total' ? 'dfc-celula-valor dfc-coluna-total' : 'dfc-celula-valor'}
            style={{ left: larguraNome + (c0 + i) * LARGURA_VALOR, width: LARGURA_VALOR }}
          >
            <DfcCelula
              celula={celula}
              formato={linha.format ?? coluna.format}
              linhaId={linha.id}
              colunaKey={coluna.key}
              acao={acao}
              onAbrir={onAbrir}
              descricao={`${acao === 'saldo' ? 'Contas do saldo' : 'Detalhe'}: ${linha.label} — ${coluna.header}`}
            />
          </div>
        );
      })}
    </div>
  );
});

/**
 * The cash flow as a tree grid (spec 001 §2.3): the Nome column and the header frozen, rows opened one by one or
 * all at once, 'Saldo inicial' first and 'Saldo final' last, one column per period and the Total.
 * Decision: a Diário year is 366 columns, so rows AND columns are virtualised here (fixed-size rows and columns in
 * one native scroll box, only the cells in view drawn; sticky header and Nome) — antd's virtual table draws every
 * column of each row and janked past ~90 columns.
 */
export function DfcTabela({ resultado, onAbrir }: DfcTabelaProps) {
  const estreita = !useMediaQuery(LARGE_SCREEN);
  const larguraNome = estreita ? 280 : 400;
  const altura = useAlturaDoCorpo();
  const { ref, vista, medir } = useVista();
  const [abertas, setAbertas] = useState<ReadonlySet<string>>(() => new Set());
  const { rows, columns, labelHeader } = resultado.matriz;
  const expansiveis = useMemo(() => idsExpansiveis(rows), [rows]);
  const linhas = useMemo(() => linhasVisiveis(rows, abertas), [rows, abertas]);
  const tudoAberto = expansiveis.length > 0 && expansiveis.every((id) => abertas.has(id));
  const rotuloTudo = tudoAberto ? 'Recolher todas as linhas' : 'Expandir todas as linhas';

  const alternar = useCallback(
    (id: string) =>
      setAbertas((atual) => {
        const proximo = new Set(atual);
        if (!proximo.delete(id)) proximo.add(id);
        return proximo;
      }),
    [],
  );
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

  return (
    <div
      ref={ref}
      className={vista.left > 0 ? 'dfc-grade dfc-grade-rolada' : 'dfc-grade'}
      role="treegrid"
      aria-label="Fluxo de caixa"
      aria-rowcount={linhas.length + 1}
      aria-colcount={columns.length + 1}
      // the box fits small results (2: its borders), the horizontal scrollbar's room below the last row; a cell
      // reached with Tab scrolls clear of the frozen header and Nome column
      style={{
        maxHeight: altura,
        height: alturaConteudo + 2 + vista.barra,
        width: largura + 2,
        scrollPaddingTop: ALTURA_CABECALHO,
        scrollPaddingLeft: larguraNome,
      }}
      onScroll={medir}
    >
      <div className="dfc-grade-conteudo" style={{ width: largura, height: alturaConteudo }}>
        <div
          role="row"
          aria-rowindex={1}
          className="dfc-grade-cabecalho"
          style={{ height: ALTURA_CABECALHO }}
        >
          <div
            role="columnheader"
            aria-colindex={1}
            className="dfc-celula-nome"
            style={{ width: larguraNome }}
          >
            {expansiveis.length > 0 && (
              <button
                type="button"
                className="dfc-alternar-tudo"
                onClick={() => setAbertas(tudoAberto ? new Set() : new Set(expansiveis))}
                aria-label={rotuloTudo}
                title={rotuloTudo}
              >
                {tudoAberto ? <MinusSquareOutlined /> : <PlusSquareOutlined />}
              </button>
            )}
            {labelHeader}
          </div>
          {columns.slice(c0, c1).map((coluna, i) => (
            <div
              key={coluna.key}
              role="columnheader"
              aria-colindex={c0 + i + 2}
              className={coluna.key === 'total' ? 'dfc-celula-valor dfc-coluna-total' : 'dfc-celula-valor'}
              style={{ left: larguraNome + (c0 + i) * LARGURA_VALOR, width: LARGURA_VALOR }}
            >
              {coluna.header}
            </div>
          ))}
        </div>
        {linhas.slice(r0, r1).map((item, i) => (
          <Linha
            key={item.linha.id}
            item={item}
            indice={r0 + i}
            c0={c0}
            c1={c1}
            colunas={columns}
            larguraNome={larguraNome}
            referencias={resultado.referencias}
            onAlternar={alternar}
            onAbrir={onAbrir}
          />
        ))}
      </div>
    </div>
  );
}
