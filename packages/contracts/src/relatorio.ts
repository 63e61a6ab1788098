import { z } from 'zod';
import { limitedList } from './opcoes.ts';
import { dateLimits, listLimits, textLimits } from './text-limits.ts';
import { texto } from './text.ts';

/** Report request statuses (spec 001 §3). */
export const RELATORIO_STATUS = { Aguardando: 0, Processando: 1, Finalizado: 2, Erro: 3 } as const;
export type RelatorioStatus = (typeof RELATORIO_STATUS)[keyof typeof RELATORIO_STATUS];
export const relatorioStatusLabels: Record<RelatorioStatus, string> = {
  0: 'Aguardando',
  1: 'Processando',
  2: 'Finalizado',
  3: 'Erro',
};
export const RELATORIO_PAGE_SIZES = [10, 25, 50, 100] as const;

export const relatoriosMessages = {
  invalidDate: 'Data inválida: use o formato AAAA-MM-DD.',
  dateOutOfRange: `Data fora do intervalo: use uma data entre ${dateLimits.minYear} e ${dateLimits.maxYear}.`,
  invalidRange: 'A data inicial deve ser anterior ou igual à data final.',
  invalidStatus: 'Status inválido: use 0, 1, 2 ou 3.',
  invalidPage: 'Página inválida.',
  invalidPageSize: `Tamanho de página inválido: use ${RELATORIO_PAGE_SIZES.join(', ')}.`,
  invalidId: 'Identificador de relatório inválido.',
  notFound: 'Relatório não encontrado.',
  notReady: 'O relatório ainda não está pronto para download.',
  failed: 'O relatório terminou com erro e não tem arquivo.',
  expired: 'O arquivo deste relatório expirou. Solicite o relatório novamente.',
} as const;

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
/** A list sent comma-joined (spec 001 §7), also accepted as repeated parameters. */
const commaList = (v: unknown) => {
  const b = blank(v);
  if (b === undefined) return undefined;
  const parts = (Array.isArray(b) ? b : [b]).flatMap((x) => String(x).split(/[,;]/));
  const items = parts.map((s) => s.trim()).filter(Boolean);
  return items.length ? items : undefined;
};
const isoDate = z.preprocess(
  blank,
  texto({ max: textLimits.codigo, trim: false, required: relatoriosMessages.invalidDate })
    .regex(/^\d{4}-\d{2}-\d{2}$/, relatoriosMessages.invalidDate)
    .refine(
      (s) =>
        !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
      relatoriosMessages.invalidDate,
    )
    // a valid date of year 9999 is still out of reach: the day after it cannot be a timestamp
    .refine((s) => {
      const year = /^\d{4}-/.test(s) ? Number(s.slice(0, 4)) : undefined;
      return year === undefined || (year >= dateLimits.minYear && year <= dateLimits.maxYear);
    }, relatoriosMessages.dateOutOfRange)
    .optional(),
);

export const listRelatoriosQuery = z
  .object({
    origem: z.preprocess(
      commaList,
      limitedList(texto({ max: textLimits.codigo }), listLimits.origens).optional(),
    ),
    dataSolicitacaoInicio: isoDate,
    dataSolicitacaoFinal: isoDate,
    status: z.preprocess(
      commaList,
      limitedList(
        z.coerce
          .number({ error: relatoriosMessages.invalidStatus })
          .int()
          .min(0, relatoriosMessages.invalidStatus)
          .max(3, relatoriosMessages.invalidStatus),
        listLimits.status,
      ).optional(),
    ),
    page: z.preprocess(
      blank,
      z.coerce
        .number({ error: relatoriosMessages.invalidPage })
        .int()
        .min(1, relatoriosMessages.invalidPage)
        .default(1),
    ),
    pageSize: z.preprocess(
      blank,
      z.coerce
        .number({ error: relatoriosMessages.invalidPageSize })
        .refine(
          (n) => (RELATORIO_PAGE_SIZES as readonly number[]).includes(n),
          relatoriosMessages.invalidPageSize,
        )
        .default(10),
    ),
  })
  .refine(
    (q) =>
      !q.dataSolicitacaoInicio ||
      !q.dataSolicitacaoFinal ||
      q.dataSolicitacaoInicio <= q.dataSolicitacaoFinal,
    { message: relatoriosMessages.invalidRange, path: ['dataSolicitacaoFinal'] },
  );
export type ListRelatoriosQuery = z.input<typeof listRelatoriosQuery>;
export type ListRelatoriosParams = z.output<typeof listRelatoriosQuery>;

/** One report request in the list (spec 001 §3 plus what the list needs to offer the download). */
export const relatorioRow = z.object({
  _id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  tipoRelatorio: z.string(),
  origem: z.string(),
  status: z.number().int().min(0).max(3),
  nomeArquivo: z.string().nullable(),
  linhas: z.number().int().nullable(),
  erro: z.string().nullable(),
  expiraEm: z.string().nullable(),
  expirado: z.boolean(),
  podeBaixar: z.boolean(),
});
export type RelatorioRow = z.infer<typeof relatorioRow>;

export const listRelatoriosOutput = z.object({
  relatorios: z.array(relatorioRow),
  page: z.number().int(),
  total: z.number().int(),
});
export type ListRelatoriosOutput = z.infer<typeof listRelatoriosOutput>;

/** GET origin types: label → value (spec 001 §7). */
export const tiposOrigemOutput = z.record(z.string(), z.string());
export type TiposOrigemOutput = z.infer<typeof tiposOrigemOutput>;

export const relatorioIdParams = z.object({ id: z.uuid({ error: relatoriosMessages.invalidId }) });

/** Whether a row may be downloaded (the SPA mirrors the server). */
export const canDownloadRelatorio = (row: Pick<RelatorioRow, 'status' | 'expirado'>) =>
  row.status === RELATORIO_STATUS.Finalizado && !row.expirado;
