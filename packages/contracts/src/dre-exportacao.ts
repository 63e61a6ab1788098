import { z } from 'zod';
import { dreMessages, dreToggleLabels, type ConfigDre } from './dre-messages.ts';
import { exportacaoDreInput } from './dre.ts';

/**
 * 'Exportar DRE' (spec 001 §2.1, §4, §7; issue 11 §1): the seven export types, the rule of §4 that the vertical,
 * horizontal and each-cost-centre analyses disable the "system" exports, and the body of POST DRE exportar (the DRE
 * query plus `tipo` and `filtroOpcionalExportacao`), checked by the screen and the server with the same functions.
 *
 * Decision: the "system" exports are every type but 1. Type 1 renders the screen's own layout, analyses included;
 * the others are the system's views of the DRE's values — flat tables, one file per grupo, the cost-centre view,
 * the ledger rows behind the lines — which have no place for an AV %, an AH % or one column set per cost centre,
 * so a query with those analyses is refused (400 on `tipo`) instead of being exported without them.
 */

export const DRE_EXPORTACAO_TIPOS = [1, 2, 3, 4, 5, 6, 7] as const;
export type TipoExportacaoDre = (typeof DRE_EXPORTACAO_TIPOS)[number];

export interface TipoExportacaoDreInfo {
  tipo: TipoExportacaoDre;
  /** the modal's label (spec 001 §2.1) */
  nome: string;
  /** what the file holds, in the modal */
  descricao: string;
  /** a "system" export (spec 001 §4): disabled by the vertical, horizontal and each-cost-centre analyses */
  sistema: boolean;
}

export const dreExportacaoTipos: readonly TipoExportacaoDreInfo[] = [
  {
    tipo: 1,
    nome: 'DRE padrão',
    descricao: 'A DRE como na tela: a árvore de linhas em níveis de tópicos, com as análises escolhidas.',
    sistema: false,
  },
  {
    tipo: 2,
    nome: 'Tabela com vários arquivos (um por grupo)',
    descricao: 'Um arquivo xlsx por grupo, com a DRE das lojas do grupo, reunidos num zip.',
    sistema: true,
  },
  {
    tipo: 3,
    nome: 'Tabela, arquivo único',
    descricao: 'Uma linha da planilha por linha da DRE e coluna com valor, com filtros.',
    sistema: true,
  },
  {
    tipo: 4,
    nome: 'Tabela, todas as linhas',
    descricao: 'Como a tabela, com as contas do franqueador e as linhas sem valor.',
    sistema: true,
  },
  {
    tipo: 5,
    nome: 'DRE por centro de custo',
    descricao: 'A DRE com uma coluna por centro de custo, no período inteiro.',
    sistema: true,
  },
  {
    tipo: 6,
    nome: 'Múltiplos detalhes',
    descricao: 'Os lançamentos das linhas escolhidas, uma planilha por linha, com o total de cada uma.',
    sistema: true,
  },
  {
    tipo: 7,
    nome: 'Tabela, todas as linhas com detalhes',
    descricao: 'Todas as linhas com os seus lançamentos e o total de cada linha, numa tabela só.',
    sistema: true,
  },
];

export const tipoExportacaoDreInfo = (tipo: TipoExportacaoDre): TipoExportacaoDreInfo =>
  dreExportacaoTipos.find((t) => t.tipo === tipo) ?? dreExportacaoTipos[0]!;

/** The analyses that disable the system exports (spec 001 §4). */
const ANALISES_QUE_BLOQUEIAM = [
  'AnaliseVertical',
  'AnaliseHorizontal',
  'MostrarCadaCentroDeCustoSeparadoPorColuna',
] as const satisfies readonly (keyof ConfigDre)[];

/**
 * 'Comparar com orçado' (issue 11 §3): the types that render the matrix's columns as they are — 1 (the screen's
 * layout), 3 and 4 (the flat tables, a row per column) — show the budget columns; the others (2: the grupos'
 * workbooks, 5: by cost centre, 6 and 7: ledger rows) have no place for them and refuse the option.
 */
const TIPOS_COM_ORCADO: readonly TipoExportacaoDre[] = [1, 3, 4];

export const dreExportacaoMessages = {
  tipoInvalido: 'Tipo de exportação inválido: use um número de 1 a 7.',
  semLinhas: 'Escolha ao menos uma linha da DRE para exportar os detalhes.',
  /** the modal's note while the analyses disable the system exports */
  sistemaDesabilitado:
    'A análise vertical, a análise horizontal e cada centro de custo por coluna desabilitam as exportações 2 a 7: só a DRE padrão as inclui.',
  bloqueadaPelasAnalises: (nome: string, analises: readonly string[]) =>
    `A exportação '${nome}' não está disponível com ${juntar(analises)}: desligue ${
      analises.length > 1 ? 'essas opções' : 'essa opção'
    } ou escolha a 'DRE padrão'.`,
} as const;

function juntar(itens: readonly string[]): string {
  if (itens.length <= 1) return itens[0] ?? '';
  return `${itens.slice(0, -1).join(', ')} e ${itens.at(-1)}`;
}

/**
 * Why an export type is not available with the query's toggles (spec 001 §4), or null when it is: the screen
 * disables the type with this text as its tooltip, and the server answers it as a 400 on `tipo`.
 */
export function motivoExportacaoBloqueada(
  tipo: TipoExportacaoDre,
  config: Pick<ConfigDre, (typeof ANALISES_QUE_BLOQUEIAM)[number]> &
    Partial<Pick<ConfigDre, 'CompararComOrcado'>>,
): string | null {
  const info = tipoExportacaoDreInfo(tipo);
  const ligadas = [
    ...(info.sistema ? ANALISES_QUE_BLOQUEIAM.filter((a) => config[a]) : []),
    ...(config.CompararComOrcado && !TIPOS_COM_ORCADO.includes(tipo) ? (['CompararComOrcado'] as const) : []),
  ].map((a) => dreToggleLabels[a].toLowerCase());
  return ligadas.length === 0 ? null : dreExportacaoMessages.bloqueadaPelasAnalises(info.nome, ligadas);
}

/** The type's own fields: type 6 ('Múltiplos detalhes') needs at least one line. */
export function problemasDaExportacaoDre(q: {
  tipo: TipoExportacaoDre;
  filtroOpcionalExportacao?: { linhasIds: readonly string[] } | undefined;
}): { campo: string; mensagem: string }[] {
  if (q.tipo === 6 && (q.filtroOpcionalExportacao?.linhasIds.length ?? 0) === 0)
    return [{ campo: 'filtroOpcionalExportacao.linhasIds', mensagem: dreExportacaoMessages.semLinhas }];
  return [];
}

const numeroOuTexto = (v: unknown) =>
  typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v === '' || v === null ? undefined : v;

export const tipoExportacaoDre = z.preprocess(
  numeroOuTexto,
  z.literal(DRE_EXPORTACAO_TIPOS, {
    error: (issue) => (issue.input === undefined ? dreMessages.required : dreExportacaoMessages.tipoInvalido),
  }),
);

const caminho = (campo: string) => campo.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));

/**
 * POST DRE exportar (spec 001 §7 'POST DRE exports (7 kinds)'): the DRE query as the search takes it, without the
 * 36-column limit (exports are how wider reports are made, spec 001 §5), plus the export type and its options
 * (`filtroOpcionalExportacao`: the lines of type 6; `addDetalhes` details the lines under the chosen ones too).
 */
export const exportarDreInput = z
  .object({ tipo: tipoExportacaoDre })
  .and(exportacaoDreInput)
  .superRefine((q, ctx) => {
    const bloqueio = motivoExportacaoBloqueada(q.tipo, q);
    if (bloqueio) ctx.addIssue({ code: 'custom', message: bloqueio, path: ['tipo'] });
    for (const p of problemasDaExportacaoDre(q))
      ctx.addIssue({ code: 'custom', message: p.mensagem, path: caminho(p.campo) });
  });
export type ExportarDreInput = z.input<typeof exportarDreInput>;
export type ExportarDreParams = z.output<typeof exportarDreInput>;

/** 200: the report request is queued (its id) — the screen says 'Sua solicitação de relatório foi enviada'. */
export const exportarDreOutput = z.object({ id: z.string(), message: z.string() });
export type ExportarDreOutput = z.infer<typeof exportarDreOutput>;
