import type { CelulaJson, MatrizFormato } from '@matriz/contracts';
import { memo } from 'react';

import type { AcaoDaCelula } from '../lib/dfc-arvore.ts';
import { formatarCelulaDfc } from '../lib/dfc-celula.ts';

export interface DfcCelulaProps {
  celula: CelulaJson | undefined;
  formato: MatrizFormato;
  linhaId: string;
  colunaKey: string;
  /** what a click opens (the line detail, the accounts behind a balance), or nothing */
  acao: AcaoDaCelula;
  /** stable: the cells are memoised */
  onAbrir: (linhaId: string, colunaKey: string, acao: Exclude<AcaoDaCelula, null>) => void;
  /** what the button's tooltip says: the line and the column */
  descricao: string;
}

/**
 * One value of the cash-flow table. A cell that opens something is a real button (a click opens it; from the
 * keyboard, the grid's focused cell opens with Enter or Space — the grid is one Tab stop, not one per cell); "no
 * data" is an empty cell, a zero is 'R$ 0,00', a negative is red with its minus sign.
 */
export const DfcCelula = memo(function DfcCelula(props: DfcCelulaProps) {
  const { celula, formato, linhaId, colunaKey, acao, onAbrir, descricao } = props;
  const f = formatarCelulaDfc(celula, formato);
  if (f.tipo === 'vazio') return <span className="dfc-vazio" aria-label="Sem dados" />;
  if (f.tipo === 'erro')
    return (
      <span className="dfc-erro" title={f.texto}>
        {f.texto}
      </span>
    );
  const classe = f.negativo ? 'dfc-valor dfc-negativo' : 'dfc-valor';
  if (!acao) return <span className={classe}>{f.texto}</span>;
  return (
    <button
      type="button"
      tabIndex={-1}
      className={`${classe} dfc-celula-botao`}
      title={descricao}
      onClick={() => onAbrir(linhaId, colunaKey, acao)}
    >
      {f.texto}
    </button>
  );
});
