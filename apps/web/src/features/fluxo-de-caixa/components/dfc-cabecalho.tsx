import { MinusSquareOutlined, PlusSquareOutlined } from '@ant-design/icons';
import type { ColunaFluxoJson, MatrizColunaJson } from '@matriz/contracts';

import { cabecalhoDaColunaDfc } from '../lib/dfc-colunas.ts';

import { ALTURA_CABECALHO, LARGURA_VALOR } from './dfc-linha.tsx';

export interface DfcCabecalhoProps {
  labelHeader: string;
  larguraNome: number;
  /** the columns drawn: [first, end) of `colunas` */
  c0: number;
  c1: number;
  colunas: readonly MatrizColunaJson[];
  /** what each column covers (a clipped period says its days) */
  periodos: ReadonlyMap<string, ColunaFluxoJson>;
  /** null: no row opens */
  tudoAberto: boolean | null;
  onAlternarTudo: () => void;
}

/** The grid's frozen header: Nome with 'expand/collapse all', then the columns drawn, a clipped period with its days. */
export function DfcCabecalho(p: DfcCabecalhoProps) {
  const rotuloTudo = p.tudoAberto ? 'Recolher todas as linhas' : 'Expandir todas as linhas';
  return (
    <div
      role="row"
      aria-rowindex={1}
      className="dfc-grade-cabecalho"
      data-cabecalho
      style={{ height: ALTURA_CABECALHO }}
    >
      <div role="columnheader" aria-colindex={1} className="dfc-celula-nome" style={{ width: p.larguraNome }}>
        {p.tudoAberto !== null && (
          <button
            type="button"
            className="dfc-alternar-tudo"
            onClick={p.onAlternarTudo}
            aria-label={rotuloTudo}
            title={rotuloTudo}
          >
            {p.tudoAberto ? <MinusSquareOutlined /> : <PlusSquareOutlined />}
          </button>
        )}
        {p.labelHeader}
      </div>
      {p.colunas.slice(p.c0, p.c1).map((coluna, i) => {
        const periodo = p.periodos.get(coluna.key);
        const cabecalho = periodo ? cabecalhoDaColunaDfc(periodo) : null;
        return (
          <div
            key={coluna.key}
            role="columnheader"
            aria-colindex={p.c0 + i + 2}
            title={cabecalho?.dica ?? undefined}
            className={coluna.key === 'total' ? 'dfc-celula-valor dfc-coluna-total' : 'dfc-celula-valor'}
            style={{ left: p.larguraNome + (p.c0 + i) * LARGURA_VALOR, width: LARGURA_VALOR }}
          >
            {cabecalho?.dias ? (
              <span className="dfc-cabecalho-parcial">
                <span>{cabecalho.rotulo}</span>
                <span className="dfc-dias-parciais">{cabecalho.dias}</span>
              </span>
            ) : (
              coluna.header
            )}
          </div>
        );
      })}
    </div>
  );
}
