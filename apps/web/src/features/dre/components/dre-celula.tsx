import type { CelulaJson, MatrizFormato } from '@matriz/contracts';
import { memo } from 'react';

import { formatarCelula } from '../lib/celula.ts';

export interface DreCelulaProps {
  /** null: no data (the answer's key left out, read by celulaDaLinha) */
  celula: CelulaJson;
  formato: MatrizFormato;
  linhaId: string;
  colunaKey: string;
  /** set when the cell opens 'Detalhes do mês selecionado' (stable: the cells are memoised) */
  onAbrir?: (linhaId: string, colunaKey: string) => void;
  /** what the button's tooltip says: the line and the column */
  descricao: string;
}

/**
 * One value of the tree table. A cell that opens its detail is a real button (Tab reaches it, Enter and Space
 * open it); "no data" is an empty cell, a zero is 'R$ 0,00', a negative is red with its minus sign, a cell that
 * could not be computed shows its message.
 */
export const DreCelula = memo(function DreCelula(props: DreCelulaProps) {
  const { celula, formato, onAbrir, descricao, linhaId, colunaKey } = props;
  const f = formatarCelula(celula, formato);
  if (f.tipo === 'vazio') return <span className="dre-vazio" aria-label="Sem dados" />;
  if (f.tipo === 'erro')
    return (
      <span className="dre-erro" title={f.texto}>
        {f.texto}
      </span>
    );
  const classe = f.negativo ? 'dre-valor dre-negativo' : 'dre-valor';
  if (!onAbrir) return <span className={classe}>{f.texto}</span>;
  return (
    <button
      type="button"
      className={`${classe} dre-celula-botao`}
      title={descricao}
      onClick={() => onAbrir(linhaId, colunaKey)}
    >
      {f.texto}
    </button>
  );
});
