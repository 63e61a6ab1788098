import type { FluxoDeCaixaResultado, MatrizColunaJson } from '@matriz/contracts';
import { memo } from 'react';

import { acaoDaCelula, type AcaoDaCelula } from '../lib/dfc-arvore.ts';
import type { LinhaVisivel } from '../lib/dfc-grade.ts';

import { DfcCelula } from './dfc-celula.tsx';

/** Width of each value column: 'R$ -12.345.678,90' and a 'DD/MM/YYYY' header fit. */
export const LARGURA_VALOR = 140;
export const ALTURA_LINHA = 36;
export const ALTURA_CABECALHO = 40;

export type AbrirCelulaDfc = (linhaId: string, colunaKey: string, acao: Exclude<AcaoDaCelula, null>) => void;

/** The id of a drawn cell (the grid's aria-activedescendant): row of the visible rows, column 0 for Nome. */
export const idDaCelula = (grade: string, linha: number, coluna: number) => `${grade}-${linha}-${coluna}`;

const classeDaLinha = ({ linha, nivel }: LinhaVisivel) =>
  linha.id.startsWith('saldo:') && nivel === 0
    ? 'dfc-linha dfc-linha-saldo'
    : linha.kind === 'total'
      ? 'dfc-linha dfc-linha-total'
      : linha.kind === 'detalhe'
        ? 'dfc-linha dfc-linha-detalhe'
        : 'dfc-linha';

const ativaOuNao = (classe: string, ativa: boolean) => (ativa ? `${classe} dfc-ativa` : classe);

export interface DfcLinhaProps {
  /** the grid's id prefix for the cells' ids */
  grade: string;
  item: LinhaVisivel;
  indice: number;
  /** the columns drawn: [first, end) of `colunas` */
  c0: number;
  c1: number;
  colunas: readonly MatrizColunaJson[];
  larguraNome: number;
  referencias: FluxoDeCaixaResultado['referencias'];
  /** the focused cell's column when it is in this row (0: Nome), else null — so other rows stay memoised */
  colunaAtiva: number | null;
  onAlternar: (id: string) => void;
  onAbrir: AbrirCelulaDfc;
}

/**
 * One row: its name (frozen at the left, with the open/close button) and the cells of the columns drawn. The
 * buttons inside are left out of the Tab order: the grid is one Tab stop, moved through with the arrow keys.
 */
export const DfcLinha = memo(function DfcLinha(p: DfcLinhaProps) {
  const { grade, item, indice, c0, c1, colunas, larguraNome, referencias, colunaAtiva, onAlternar, onAbrir } =
    p;
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
      <div
        role="rowheader"
        id={idDaCelula(grade, indice, 0)}
        aria-colindex={1}
        data-linha={indice}
        data-coluna={0}
        className={ativaOuNao('dfc-celula-nome', colunaAtiva === 0)}
        style={{ width: larguraNome }}
      >
        <span style={{ width: item.nivel * 16 + 2, flex: 'none' }} />
        {item.expansivel ? (
          <button
            type="button"
            tabIndex={-1}
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
        const indiceDaColuna = c0 + i + 1;
        const classe = coluna.key === 'total' ? 'dfc-celula-valor dfc-coluna-total' : 'dfc-celula-valor';
        return (
          <div
            key={coluna.key}
            role="gridcell"
            id={idDaCelula(grade, indice, indiceDaColuna)}
            aria-colindex={indiceDaColuna + 1}
            data-linha={indice}
            data-coluna={indiceDaColuna}
            className={ativaOuNao(classe, colunaAtiva === indiceDaColuna)}
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
