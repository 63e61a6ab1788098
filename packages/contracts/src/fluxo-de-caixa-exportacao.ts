import { z } from 'zod';
import { consultaFluxoInput } from './fluxo-de-caixa.ts';
import { fluxoDeCaixaMessages } from './fluxo-de-caixa-messages.ts';

/**
 * 'Exportar' of the cash flow (spec 001 §2.3 'Export modal with three kinds', §5, §6, §7; issue 12 §2): the three
 * export kinds and the body of POST FluxoDeCaixa/exportar — the cash-flow query as the search takes it, plus `tipo`.
 * The export is queued in the report list (spec 001 §7: '200 means the report is queued') and renders the same
 * matrix as the search.
 */

export const DFC_EXPORTACAO_TIPOS = [1, 2, 3] as const;
export type TipoExportacaoDfc = (typeof DFC_EXPORTACAO_TIPOS)[number];

export interface TipoExportacaoDfcInfo {
  tipo: TipoExportacaoDfc;
  /** the modal's label (spec 001 §2.3) */
  nome: string;
  /** what the file holds, in the modal */
  descricao: string;
}

export const dfcExportacaoTipos: readonly TipoExportacaoDfcInfo[] = [
  {
    tipo: 1,
    nome: 'DFC padrão',
    descricao:
      'O fluxo de caixa como na tela: a árvore de linhas em níveis de tópicos, com o saldo inicial e o saldo final.',
  },
  {
    tipo: 2,
    nome: 'Tabela, arquivo único',
    descricao: 'Uma linha da planilha por linha do fluxo de caixa e período com valor, com filtros.',
  },
  {
    tipo: 3,
    nome: 'Tabela, todas as linhas',
    descricao: 'Como a tabela, com as contas do franqueador e as linhas sem valor.',
  },
];

export const tipoExportacaoDfcInfo = (tipo: TipoExportacaoDfc): TipoExportacaoDfcInfo =>
  dfcExportacaoTipos.find((t) => t.tipo === tipo) ?? dfcExportacaoTipos[0]!;

export const dfcExportacaoMessages = {
  // spec 001 §8, verbatim
  gerandoRelatorio: 'Gerando Relatório',
  relatorioEnviado: 'Sua solicitação de relatório foi enviada',
  // ours
  titulo: 'Exportar fluxo de caixa',
  tipoInvalido: 'Tipo de exportação inválido: use um número de 1 a 3.',
  /** the button's tooltip for a Starter cliente (the report list, where the file waits, is premium) */
  somentePremium: 'Exportações do fluxo de caixa estão disponíveis apenas para usuários premium.',
} as const;

const numeroOuTexto = (v: unknown) =>
  typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v === '' || v === null ? undefined : v;

export const tipoExportacaoDfc = z.preprocess(
  numeroOuTexto,
  z.literal(DFC_EXPORTACAO_TIPOS, {
    error: (issue) =>
      issue.input === undefined ? fluxoDeCaixaMessages.required : dfcExportacaoMessages.tipoInvalido,
  }),
);

/** POST FluxoDeCaixa/exportar: the cash-flow query (consultaFluxoInput, the same rules) plus the export kind. */
export const exportacaoDfcInput = z.object({ tipo: tipoExportacaoDfc }).and(consultaFluxoInput);
export type ExportacaoDfcInput = z.input<typeof exportacaoDfcInput>;
export type ExportacaoDfcParams = z.output<typeof exportacaoDfcInput>;

/** 200: the report request is queued (its id) — the screen says 'Sua solicitação de relatório foi enviada'. */
export const exportarDfcOutput = z.object({ id: z.string(), message: z.string() });
export type ExportarDfcOutput = z.infer<typeof exportarDfcOutput>;
