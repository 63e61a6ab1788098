import { z } from 'zod';
import { isPremium, isSysAdmin, type Claim } from './access.ts';
import { listMessages } from './text-limits.ts';
import { ARQUIVO_DOWNLOAD_DIAS, UPLOAD_EXTENSOES, uploadMessages } from './upload-messages.ts';

/**
 * Upload screen /upload (spec 002 §2.4, §3 'Uploaded file', §4, §5, §6, §7; issue 13): the file types, the
 * processing status and its variants, the list and its rows, the live status, the download rule and which types a
 * cliente may choose. Paths: `endpoints.arquivo`. The layouts of the seven types: upload-colunas.ts.
 *
 * Flow: POST upload (multipart `file` + `tipoArquivo`) stores the file and queues its processing (status 0
 * Aguardando); a worker parses it (1 Processando, with `porcentagem`), validates every row and writes everything or
 * nothing (2 Finalizado, with `resultado`). The screen follows pending rows through GET status (cheap, with ETag).
 */

// ---------- file types ----------

/** File types (spec 002 §3), by value. */
export const TIPO_ARQUIVO = {
  ProcessamentoDeDados: 0,
  EntradaDeEstoque: 1,
  PosicaoDeEstoqueInicial: 2,
  PosicaoDeEstoqueFinal: 3,
  CatalogoDePrecos: 4,
  AjusteDeEstoque: 5,
  CadastroDeUsuariosEmLote: 6,
} as const;
export type TipoArquivo = (typeof TIPO_ARQUIVO)[keyof typeof TIPO_ARQUIVO];
export const TIPOS_ARQUIVO = [0, 1, 2, 3, 4, 5, 6] as const satisfies readonly TipoArquivo[];

/** The pt-BR names of spec 002 §3 (the select's options and the list's `tipoArquivo.descricao`). */
export const tipoArquivoLabels: Record<TipoArquivo, string> = {
  0: 'Processamento de dados',
  1: 'Entrada de estoque',
  2: 'Posição de estoque inicial',
  3: 'Posição de estoque final',
  4: 'Catálogo de preços',
  5: 'Ajuste de Estoque',
  6: 'Cadastro de usuários em lote',
};

/** The five stock types (feeding the CMV): only for a cliente with stock control. */
export const TIPOS_ARQUIVO_ESTOQUE = [1, 2, 3, 4, 5] as const satisfies readonly TipoArquivo[];

export const isTipoArquivoEstoque = (tipo: TipoArquivo): boolean =>
  (TIPOS_ARQUIVO_ESTOQUE as readonly number[]).includes(tipo);

/**
 * Which types a cliente may choose (spec 002 §5 as issue 13 reads it): Processamento de dados and Cadastro de
 * usuários em lote for everyone; the five stock types only when `controleDeEstoque` — the cliente has a marca with
 * the stock-control flag (the same flag that shows the CMV tab of /dre). The server refuses the others.
 */
export function tiposArquivoPermitidos(controleDeEstoque: boolean): TipoArquivo[] {
  return TIPOS_ARQUIVO.filter((t) => controleDeEstoque || !isTipoArquivoEstoque(t));
}

// ---------- status ----------

/** statusProcessamento values (spec 002 §3, §4): Aguardando → Processando → Finalizado. */
export const STATUS_PROCESSAMENTO = { Aguardando: 0, Processando: 1, Finalizado: 2 } as const;
export type StatusProcessamento = (typeof STATUS_PROCESSAMENTO)[keyof typeof STATUS_PROCESSAMENTO];

/**
 * How a Finalizado file ended (null before): written (`sucesso`), refused — nothing written, the notes say why
 * (`erro`, 'finished with error'), or ignored: the same content of the same type was already sent and processed or is
 * being processed (`jaProcessado`), or its columns are not those of the chosen type (`tipoNaoIdentificado`).
 */
export const RESULTADOS_ARQUIVO = ['sucesso', 'erro', 'jaProcessado', 'tipoNaoIdentificado'] as const;
export type ResultadoArquivo = (typeof RESULTADOS_ARQUIVO)[number];

/** Tag colours of spec 002 §4 ('primary' is antd Tag's 'processing'), plus red for errors and grey for ignored. */
export type CorStatusArquivo = 'warning' | 'primary' | 'success' | 'error' | 'default';

/** The legend of the Status tab: every status and variant, in order, with its text and colour. */
export const legendaStatusArquivo = [
  { chave: 'aguardando', descricao: 'Aguardando', cor: 'warning' },
  { chave: 'processando', descricao: 'Processando', cor: 'primary' },
  { chave: 'sucesso', descricao: 'Finalizado', cor: 'success' },
  { chave: 'erro', descricao: 'Finalizado com erro', cor: 'error' },
  { chave: 'jaProcessado', descricao: 'Ignorado, já processado', cor: 'default' },
  { chave: 'tipoNaoIdentificado', descricao: 'Ignorado, tipo não identificado', cor: 'default' },
] as const satisfies readonly { chave: string; descricao: string; cor: CorStatusArquivo }[];
export type ChaveStatusArquivo = (typeof legendaStatusArquivo)[number]['chave'];

/** The legend entry of a row: its status, and for Finalizado its result. */
export function chaveStatusArquivo(
  status: StatusProcessamento,
  resultado: ResultadoArquivo | null,
): ChaveStatusArquivo {
  if (status === STATUS_PROCESSAMENTO.Aguardando) return 'aguardando';
  if (status === STATUS_PROCESSAMENTO.Processando) return 'processando';
  return resultado ?? 'sucesso';
}

export function statusArquivoLegenda(status: StatusProcessamento, resultado: ResultadoArquivo | null) {
  const chave = chaveStatusArquivo(status, resultado);
  return legendaStatusArquivo.find((l) => l.chave === chave)!;
}

/** Whether the screen should keep following a row (it may still change). */
export const arquivoPendente = (status: StatusProcessamento): boolean =>
  status !== STATUS_PROCESSAMENTO.Finalizado;

/**
 * Polling of GET status while any row is pending: start at `inicialMs`, multiply by `fator` after each answer that
 * changed nothing (back to `inicialMs` when something changed), never above `maxMs`. The answer carries an ETag
 * (Cache-Control: private, no-cache): the browser revalidates on its own and fetch sees the cached 200; a client that
 * sends If-None-Match itself gets a 304 without a body when nothing changed.
 */
export const UPLOAD_STATUS_POLLING = { inicialMs: 1_000, fator: 1.5, maxMs: 10_000 } as const;

// ---------- download ----------

export type MotivoDownloadIndisponivel = 'premium' | 'naoEhDoUsuario' | 'expirado' | 'removido';

export interface SituacaoDownloadArquivo {
  disponivel: boolean;
  /** the 30 days have passed (tooltip 'Download expirado'; otherwise 'Download disponível') */
  expirado: boolean;
  /** ISO instant the download expires */
  expiraEm: string;
  motivo: MotivoDownloadIndisponivel | null;
}

/**
 * The download rule (spec 002 §5, §6): a premium user, who uploaded the file or is a sysAdmin, within
 * ARQUIVO_DOWNLOAD_DIAS days of the upload, while the stored file exists. The server answers it in each row and
 * enforces it on the download route.
 */
export function situacaoDownloadArquivo(
  arquivo: { createdAt: string | Date; userId: string; removido: boolean },
  quem: { usuarioId: string; claims: readonly Claim[] },
  agora: Date = new Date(),
): SituacaoDownloadArquivo {
  const criado = new Date(arquivo.createdAt).getTime();
  const expiraEm = new Date(criado + ARQUIVO_DOWNLOAD_DIAS * 86_400_000);
  const expirado = agora.getTime() >= expiraEm.getTime();
  let motivo: MotivoDownloadIndisponivel | null = null;
  if (!isPremium(quem.claims)) motivo = 'premium';
  else if (arquivo.userId !== quem.usuarioId && !isSysAdmin(quem.claims)) motivo = 'naoEhDoUsuario';
  else if (expirado) motivo = 'expirado';
  else if (arquivo.removido) motivo = 'removido';
  return { disponivel: motivo === null, expirado, expiraEm: expiraEm.toISOString(), motivo };
}

/** The download button's tooltip (spec 002 §5). */
export const tooltipDownloadArquivo = (s: Pick<SituacaoDownloadArquivo, 'expirado'>) =>
  s.expirado ? uploadMessages.downloadExpirado : uploadMessages.downloadDisponivel;

/** Whether a file name has an accepted extension (.csv, .xlsx; any letter case). */
export const extensaoAceita = (nome: string): boolean =>
  UPLOAD_EXTENSOES.some((ext) => nome.toLowerCase().endsWith(ext));

// ---------- requests and answers ----------

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const arquivoId = z.uuid({ error: uploadMessages.idInvalido });

export const tipoArquivoSchema = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : blank(v)),
  z.literal(TIPOS_ARQUIVO, {
    error: (issue) =>
      issue.input === undefined ? uploadMessages.tipoObrigatorio : uploadMessages.tipoInvalido,
  }),
);

export const ARQUIVO_PAGE_SIZES = [5, 10, 25, 50, 100] as const;

/** GET list (Arquivo/Obter): newest first; optional filters by type and status. */
export const listArquivosQuery = z.object({
  page: z.preprocess(
    blank,
    z.coerce
      .number({ error: uploadMessages.paginaInvalida })
      .int()
      .min(1, uploadMessages.paginaInvalida)
      .default(1),
  ),
  pageSize: z.preprocess(
    blank,
    z.coerce
      .number({ error: uploadMessages.tamanhoPaginaInvalido(ARQUIVO_PAGE_SIZES) })
      .refine(
        (n) => (ARQUIVO_PAGE_SIZES as readonly number[]).includes(n),
        uploadMessages.tamanhoPaginaInvalido(ARQUIVO_PAGE_SIZES),
      )
      .default(10),
  ),
  tipoArquivo: tipoArquivoSchema.optional(),
  statusProcessamento: z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : blank(v)),
    z.literal([0, 1, 2], { error: uploadMessages.statusInvalido }).optional(),
  ),
});
export type ListArquivosQuery = z.input<typeof listArquivosQuery>;
export type ListArquivosParams = z.output<typeof listArquivosQuery>;

const valorEDescricao = <T extends z.ZodType>(valor: T) => z.object({ valor, descricao: z.string() });

/** The first notes a row carries (`totalNotas` says how many there are; the export lists them all). */
export const NOTAS_NA_LISTA = 20;

/** One uploaded file (spec 002 §3 fields, plus what the Status tab shows). */
export const arquivoRow = z.object({
  _id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** the file's name as uploaded */
  nome: z.string(),
  tipoArquivo: valorEDescricao(z.literal(TIPOS_ARQUIVO)),
  /** descricao: the legend's text ('Finalizado com erro', 'Ignorado, já processado', …) */
  statusProcessamento: valorEDescricao(z.literal([0, 1, 2])),
  resultado: z.enum(RESULTADOS_ARQUIVO).nullable(),
  /** 0–100 while Processando; 100 when Finalizado */
  porcentagem: z.number().min(0).max(100),
  /** pt-BR notes naming the row and the problem ('Linha 12: …'); the first NOTAS_NA_LISTA */
  notas: z.array(z.string()),
  totalNotas: z.number().int(),
  /** data rows read (null before processing) */
  linhas: z.number().int().nullable(),
  /** rows written new / rows that replaced an existing one (same origem + identificador, or natural key) */
  inseridos: z.number().int().nullable(),
  atualizados: z.number().int().nullable(),
  /** the uploader */
  userId: z.string(),
  nomeUsuario: z.string().nullable(),
  download: z.object({
    disponivel: z.boolean(),
    expirado: z.boolean(),
    expiraEm: z.string(),
    motivo: z.enum(['premium', 'naoEhDoUsuario', 'expirado', 'removido']).nullable(),
  }),
});
export type ArquivoRow = z.infer<typeof arquivoRow>;

export const listArquivosOutput = z.object({
  arquivos: z.array(arquivoRow),
  page: z.number().int(),
  total: z.number().int(),
});
export type ListArquivosOutput = z.infer<typeof listArquivosOutput>;

/** POST upload answer: the new row (Aguardando, or already Finalizado when ignored) and the screen's message. */
export const uploadArquivoOutput = z.object({ message: z.string(), arquivo: arquivoRow });
export type UploadArquivoOutput = z.infer<typeof uploadArquivoOutput>;

/** GET status: the rows to follow, comma-joined ids (at most STATUS_MAX_IDS). */
export const STATUS_MAX_IDS = 100;
export const statusArquivosQuery = z.object({
  ids: z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : v,
    z
      .array(arquivoId)
      .min(1, uploadMessages.idInvalido)
      .max(STATUS_MAX_IDS, listMessages.max(STATUS_MAX_IDS)),
  ),
});
export const statusArquivoItem = arquivoRow.pick({
  _id: true,
  updatedAt: true,
  statusProcessamento: true,
  resultado: true,
  porcentagem: true,
  totalNotas: true,
});
/** Rows of other clientes or not visible to the user are simply absent. */
export const statusArquivosOutput = z.object({ arquivos: z.array(statusArquivoItem) });
export type StatusArquivosOutput = z.infer<typeof statusArquivosOutput>;

/** GET types: every type, whether this cliente may choose it, and the path of its template. */
export const tiposArquivoOutput = z.object({
  tipos: z.array(
    z.object({
      valor: z.literal(TIPOS_ARQUIVO),
      descricao: z.string(),
      disponivel: z.boolean(),
      /** why not (no stock control), null when disponivel */
      motivo: z.string().nullable(),
    }),
  ),
});
export type TiposArquivoOutput = z.infer<typeof tiposArquivoOutput>;

export const arquivoIdParams = z.object({ id: arquivoId });
export const modeloArquivoParams = z.object({ tipoArquivo: tipoArquivoSchema });

/** POST export of a file's notes (Arquivo/Exportar, premium): queued in the report list; answers the request id. */
export const exportarNotasArquivoInput = z.object({ id: arquivoId });
export const exportarNotasArquivoOutput = z.object({ id: z.string() });
export type ExportarNotasArquivoOutput = z.infer<typeof exportarNotasArquivoOutput>;
