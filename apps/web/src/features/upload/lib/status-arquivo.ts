import {
  STATUS_PROCESSAMENTO,
  statusArquivoLegenda,
  type ArquivoRow,
  type ChaveStatusArquivo,
  type CorStatusArquivo,
} from '@matriz/contracts';

import dayjs from '../../../lib/dayjs.ts';
import { formatNumber } from '../../../lib/format.ts';

/** antd Tag colour of each legend colour (spec 002 §4: 'primary' is the Tag's 'processing'). */
export const corDaTag: Record<CorStatusArquivo, string> = {
  warning: 'warning',
  primary: 'processing',
  success: 'success',
  error: 'error',
  default: 'default',
};

export interface StatusExibido {
  chave: ChaveStatusArquivo;
  /** the tag's text: the legend's, with the percentage while Processando */
  texto: string;
  cor: string;
}

type LinhaStatus = Pick<ArquivoRow, 'statusProcessamento' | 'resultado' | 'porcentagem'>;

/** What the status tag of a row shows: the legend entry of its status (and result), its colour and progress. */
export function statusExibido(row: LinhaStatus): StatusExibido {
  const legenda = statusArquivoLegenda(row.statusProcessamento.valor, row.resultado);
  const processando = row.statusProcessamento.valor === STATUS_PROCESSAMENTO.Processando;
  const pct = Math.max(0, Math.min(100, Math.floor(row.porcentagem)));
  return {
    chave: legenda.chave,
    texto: processando ? `${legenda.descricao} ${pct}%` : legenda.descricao,
    cor: corDaTag[legenda.cor],
  };
}

const n = (v: number | null) => formatNumber(v ?? 0, 0);
const plural = (v: number | null, um: string, varios: string) => `${n(v)} ${v === 1 ? um : varios}`;

/** One line under the tag saying what the file did to the data (a refused file wrote nothing). */
export function resumoResultado(
  row: LinhaStatus & Pick<ArquivoRow, 'linhas' | 'inseridos' | 'atualizados'>,
): string | null {
  const chave = statusExibido(row).chave;
  switch (chave) {
    case 'aguardando':
      return 'Na fila de processamento';
    case 'processando':
      return row.linhas === null ? null : `${plural(row.linhas, 'linha lida', 'linhas lidas')}`;
    case 'sucesso':
      return `${plural(row.linhas, 'linha', 'linhas')}: ${plural(row.inseridos, 'inserida', 'inseridas')}, ${plural(row.atualizados, 'atualizada', 'atualizadas')}`;
    case 'erro':
      return 'Arquivo recusado: nada foi gravado (veja as notas)';
    default:
      return 'Nada foi gravado';
  }
}

/** dd/MM/yyyy HH:mm in the browser's time zone; empty for a missing or invalid value. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const d = dayjs(value);
  return d.isValid() ? d.format('DD/MM/YYYY HH:mm') : '';
}
