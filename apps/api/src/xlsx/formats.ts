import type { ReportCellFormat } from './report-kind.ts';

/** pt-BR number formats (Excel codes; Excel shows the separators of the reader's locale). */
export const numFmts: Record<ReportCellFormat, string> = {
  texto: '@',
  inteiro: '#,##0',
  decimal: '#,##0.00',
  moeda: '"R$" #,##0.00;[Red]-"R$" #,##0.00',
  percentual: '0.00%',
  data: 'dd/mm/yyyy',
  mes: 'mm/yyyy',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** 'dd/MM/yyyy HH:mm' in Brasília time (UTC−3, no daylight saving since 2019). */
export function formatGeradoEm(date: Date): string {
  const d = new Date(date.getTime() - 3 * 3600_000);
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}
