import { rotuloDoDiaDfc, type ColunaFluxoJson } from '@matriz/contracts';

/** A column's header on the grid: its label and, for a period the range clips, the days it covers and why. */
export interface CabecalhoDfc {
  rotulo: string;
  /** '15/04–30/04' for a clipped period; null for a whole one and the Total */
  dias: string | null;
  /** the tooltip naming the days of a clipped period */
  dica: string | null;
}

const diaEMes = (dia: string) => rotuloDoDiaDfc(dia).slice(0, 5);

/**
 * A clipped first or last period (a Mensal range starting mid-month, a quarter cut by the range) is marked with
 * the days it covers, so half a month is never read as a whole one (the exports' header says the same).
 */
export function cabecalhoDaColunaDfc(coluna: ColunaFluxoJson): CabecalhoDfc {
  if (!coluna.parcial) return { rotulo: coluna.rotulo, dias: null, dica: null };
  return {
    rotulo: coluna.rotulo,
    dias: `${diaEMes(coluna.inicio)}–${diaEMes(coluna.fim)}`,
    dica: `Período parcial: de ${rotuloDoDiaDfc(coluna.inicio)} a ${rotuloDoDiaDfc(coluna.fim)}`,
  };
}

/** The column as a modal's title names it: '04/2026 (15/04–30/04)' when clipped. */
export function rotuloDaColunaDfc(coluna: ColunaFluxoJson): string {
  const { rotulo, dias } = cabecalhoDaColunaDfc(coluna);
  return dias ? `${rotulo} (${dias})` : rotulo;
}
