/**
 * The De-Para constants and messages without zod (the route table and the screens' first paint need them without
 * the schemas: see the bundle budget in scripts/check-bundle.mjs); the schemas are in de-para.ts.
 */
export const deParaVisoes = ['franqueado', 'franqueador'] as const;
export type DeParaVisao = (typeof deParaVisoes)[number];
export const deParaContextos = ['pendente', 'revisao', 'aprovado'] as const;
export type DeParaContexto = (typeof deParaContextos)[number];
export const deParaContextoLabels: Record<DeParaContexto, string> = {
  pendente: 'Pendentes',
  revisao: 'Revisão',
  aprovado: 'Aprovados',
};

/**
 * Page sizes of every De-Para table (spec 002 §9) and each table's default. The pending tab's default, 20, is not
 * one of the spec's sizes: the pending tab and the selector's options offer it besides them (`pageSizesWith`).
 */
export const DE_PARA_PAGE_SIZES = [5, 10, 25, 50, 75, 100] as const;
/** The spec's sizes with a table's own default among them, in order. */
export const pageSizesWith = (defaultSize: number): number[] =>
  [...new Set<number>([...DE_PARA_PAGE_SIZES, defaultSize])].sort((a, b) => a - b);
export const DE_PARA_DEFAULT_PAGE_SIZES = {
  lista: 10,
  pendente: 20,
  revisao: 10,
  aprovado: 10,
  solicitacoes: 25,
  opcoes: 20,
} as const;
/** 'Vincular Automaticamente' is locked for 15 minutes after a request (spec 002 §4, §9), by the server too. */
export const DE_PARA_AUTO_LINK_LOCK_MS = 900_000;
/** The most items one create / approve / undo / disapprove call takes (a page holds at most 100 rows). */
export const DE_PARA_MAX_ITENS = 1_000;

/** History entry types (the history modal's 'tipo'), with their pt-BR labels. */
export const deParaHistoricoTipos = {
  criado: 'Vínculo criado',
  justificado: 'Justificativa registrada',
  aprovado: 'Aprovado',
  desfeito: 'Desfeito',
  desaprovado: 'Desaprovado',
  solicitacao: 'Solicitação aprovada',
  vinculoAutomatico: 'Vínculo automático',
} as const;
export type DeParaHistoricoTipo = keyof typeof deParaHistoricoTipos;

export const deParaMessages = {
  // spec 002 §5 and §8, verbatim
  selectCounterpart: 'Por favor, selecione um plano de conta ou adicione uma justificativa',
  justificativaInvalida:
    'Justificativa inválida: ela deve ter ao menos 3 caracteres válidos (letras, números, espaços, acentos e pontuação comum).',
  approveTitle: 'Aprovar De-Para',
  approveText: 'Tem certeza que deseja aprovar todos os de-paras selecionados?',
  disapproveTitle: 'Reprovar De-Para',
  disapproveText: 'Tem certeza que deseja desaprovar todos os de-paras selecionados?',
  approveCancelled: 'Aprovação cancelada',
  disapproveCancelled: 'Desaprovação cancelada',
  approved: 'De-para aprovado com sucesso',
  disapproved: 'De-para desaprovado com sucesso',
  processError: 'Ocorreu um erro no processo',
  rejectError: 'Houve um erro ao tentar rejeitar solicitações',
  solicitacoesApproved: 'Solicitações aprovadas!',
  solicitacoesRejected: 'Solicitações rejeitadas!',
  rejectJustificationRequired: 'É necessário criar uma justificativa',
  downloadDone: 'Download concluido.',
  reportQueued: 'Sua solicitação de relatório foi enviada',
  /** the result modal (spec 002 §2.3) and a row's success (spec 002 §3) */
  resultTitle: 'Franqueado - De-Para',
  inserted: 'Inserido com sucesso',
  // ours (the spec is silent)
  undoTitle: 'Desfazer De-Para',
  undoText: 'Tem certeza que deseja desfazer todos os de-paras selecionados? Eles voltam para Pendentes.',
  undoCancelled: 'Operação cancelada',
  undone: 'De-para desfeito com sucesso',
  solicitacoesNotOpen:
    'Solicitações já modificadas pelo painel não podem ser aprovadas ou rejeitadas. Selecione apenas solicitações em aberto.',
  autoLinkQueued: 'Vínculo automático solicitado: as contas vinculadas aparecerão em Revisão.',
  autoLinkLocked: (minutos: number) =>
    minutos <= 1
      ? 'O vínculo automático foi solicitado há pouco. Tente novamente em 1 minuto.'
      : `O vínculo automático foi solicitado há pouco. Tente novamente em ${minutos} minutos.`,
  notFound: 'De-para não encontrado',
  grupoNotFound: 'Grupo não encontrado',
  solicitacaoNotFound: 'Solicitação não encontrada',
  changedMeanwhile:
    'Um ou mais de-paras selecionados já foram alterados por outro usuário. Atualize a lista e tente novamente.',
  alreadyLinked: 'Esta conta já foi vinculada por outro usuário. Atualize a lista.',
  contaFranqueadoInvalida: 'A conta do franqueado não pertence ao plano de contas deste grupo.',
  contaFranqueadorInvalida:
    'A conta do franqueador não pertence ao plano de contas desta marca ou não é uma conta analítica.',
  marcaInvalida: 'A marca informada não é uma marca deste grupo.',
  counterpartOrJustification: 'Informe a conta correspondente ou uma justificativa, não as duas.',
  contaRequired: 'Informe a conta da linha.',
  solicitacaoSemPara: 'A solicitação não indica a conta do franqueador e não pode ser aprovada.',
  idInvalid: 'Identificador inválido',
  invalidPage: 'Página inválida',
  invalidPageSize: `Tamanho de página inválido: use ${DE_PARA_PAGE_SIZES.join(', ')}`,
  invalidPageSizeOf: (sizes: readonly number[]) => `Tamanho de página inválido: use ${sizes.join(', ')}`,
  invalidOrder: 'Ordenação inválida',
  invalidVisao: 'Visão inválida: use franqueado ou franqueador',
  invalidContexto: 'Contexto inválido: use pendente, revisao ou aprovado',
  invalidStatus: 'Status inválido: use 0, 1, 2 ou 3',
  invalidTipo: 'Tipo inválido: use 0',
  invalidRegime: 'Regime inválido: use 1 (Competência) ou 2 (Caixa)',
  invalidMonth: 'Mês inválido: use o formato AAAA-MM-DD (o primeiro dia do mês)',
  invalidRange: 'O mês inicial deve ser anterior ou igual ao mês final.',
  rangeTooLong: 'O período pode ter no máximo 36 meses.',
  emptyList: 'Selecione ao menos um item.',
} as const;

/**
 * The justification rule of spec 002 §5: trimmed, at least 3 characters, and only letters (accented too), digits,
 * spaces and common punctuation. One function for the modal and the server.
 */
const JUSTIFICATIVA_CHARS = /^[\p{L}\p{M}\p{N} .,;:!?()[\]'"\-–—/\\%&@#+*=ºª°$_]+$/u;
export function isValidJustificativa(text: string): boolean {
  const trimmed = text.trim();
  return [...trimmed].length >= 3 && JUSTIFICATIVA_CHARS.test(trimmed);
}
