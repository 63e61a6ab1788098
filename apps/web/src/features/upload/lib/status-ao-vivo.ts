import {
  arquivoPendente,
  STATUS_MAX_IDS,
  STATUS_PROCESSAMENTO,
  UPLOAD_STATUS_POLLING,
  type ArquivoRow,
  type ListArquivosOutput,
  type StatusArquivosOutput,
} from '@matriz/contracts';

export type StatusItem = StatusArquivosOutput['arquivos'][number];

/**
 * The wait before the next GET status (UPLOAD_STATUS_POLLING): the first one, and again after an answer that
 * changed something; after an unchanged answer (a 304, or the same content) the wait grows by `fator` up to `maxMs`.
 */
export function proximoIntervalo(atual: number | null, mudou: boolean): number {
  const { inicialMs, fator, maxMs } = UPLOAD_STATUS_POLLING;
  if (atual === null || mudou) return inicialMs;
  return Math.min(Math.round(atual * fator), maxMs);
}

/** The rows of the page that may still change (Aguardando, Processando), as GET status takes them. */
export function idsPendentes(rows: readonly Pick<ArquivoRow, '_id' | 'statusProcessamento'>[] | undefined) {
  return (rows ?? [])
    .filter((r) => arquivoPendente(r.statusProcessamento.valor))
    .map((r) => r._id)
    .slice(0, STATUS_MAX_IDS);
}

const mesmoStatus = (row: ArquivoRow, item: StatusItem) =>
  row.updatedAt === item.updatedAt &&
  row.statusProcessamento.valor === item.statusProcessamento.valor &&
  row.resultado === item.resultado &&
  row.porcentagem === item.porcentagem &&
  row.totalNotas === item.totalNotas;

export interface StatusAplicado {
  /** the page with the new statuses (the same object when nothing changed) */
  lista: ListArquivosOutput;
  mudou: boolean;
  /** a row reached Finalizado: its notes, counts and download are read again with the list */
  finalizou: boolean;
}

/** Puts the answer of GET status into the rows of the page, in place (rows the answer omits stay as they are). */
export function aplicarStatus(lista: ListArquivosOutput, itens: readonly StatusItem[]): StatusAplicado {
  const porId = new Map(itens.map((i) => [i._id, i]));
  let mudou = false;
  let finalizou = false;
  const arquivos = lista.arquivos.map((row) => {
    const item = porId.get(row._id);
    if (!item || mesmoStatus(row, item)) return row;
    mudou = true;
    if (
      item.statusProcessamento.valor === STATUS_PROCESSAMENTO.Finalizado &&
      row.statusProcessamento.valor !== STATUS_PROCESSAMENTO.Finalizado
    )
      finalizou = true;
    return { ...row, ...item };
  });
  return { lista: mudou ? { ...lista, arquivos } : lista, mudou, finalizou };
}
