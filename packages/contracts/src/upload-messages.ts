/** Texts of the upload screen and routes (spec 002 §2.4, §5, §6, §8; issue 13). No zod here. */

/** How long an uploaded file can be downloaded, counted from the upload (spec 002 §5, §9). */
export const ARQUIVO_DOWNLOAD_DIAS = 30;
/** The most data rows a file may have (below the header); Excel's own sheet limit is 1,048,576 rows. */
export const UPLOAD_MAX_LINHAS = 1_000_000;
/** The most rows of a 'Cadastro de usuários em lote' file (each active user created is sent an e-mail). */
export const UPLOAD_USUARIOS_MAX_LINHAS = 1_000;
/** The default size limit of one file, in MiB (the server's UPLOAD_MAX_MB may change it; errors name it). */
export const UPLOAD_MAX_MB_PADRAO = 256;
/** Extensions accepted (spec 002 §5), by the screen and by the server (which also checks the content). */
export const UPLOAD_EXTENSOES = ['.csv', '.xlsx'] as const;

export const uploadMessages = {
  /** spec 002 §8: success of one file of the drop area */
  enviado: (arquivo: string) => `${arquivo} enviado com sucesso`,
  /** spec 002 §8: failure notification of one file (title and text) */
  falhaTitulo: 'Upload de arquivos',
  falha: (arquivo: string) => `Ocorreu um erro ao processar seu arquivo ${arquivo}`,
  /** spec 002 §6: the drop area's tooltip without Arquivo/Importar */
  semPermissao: 'Sem permissão para adicionar arquivos',
  /** spec 002 §5: the download button's tooltips */
  downloadExpirado: 'Download expirado',
  downloadDisponivel: 'Download disponível',
  downloadSomenteDono: 'Somente quem enviou o arquivo (ou um administrador) pode baixá-lo',
  downloadPremium: 'Funcionalidade premium',
  downloadRemovido: 'O arquivo original não está mais disponível',
  relatorioEnviado: 'Sua solicitação de relatório foi enviada',

  arquivoAusente: 'Envie o arquivo no campo file.',
  extensaoInvalida: 'Apenas arquivos .csv e .xlsx são aceitos.',
  arquivoGrande: (mb: number) => `O arquivo passa do limite de ${mb} MB.`,
  arquivoVazio: 'O arquivo está vazio.',
  conteudoNaoXlsx:
    'O arquivo não é uma planilha .xlsx válida: o conteúdo não é de uma pasta de trabalho do Excel.',
  conteudoNaoCsv: 'O arquivo .csv não é um texto: o conteúdo parece ser de um arquivo binário.',
  nomeInvalido: 'O nome do arquivo é inválido.',
  tipoObrigatorio: 'Escolha o tipo do arquivo.',
  tipoInvalido: 'Tipo de arquivo inválido: use um número de 0 a 6.',
  tipoSemEstoque:
    'Este tipo de arquivo é só para clientes com controle de estoque: nenhuma marca deste cliente tem controle de estoque.',
  semPermissaoUsuarios:
    'Sem permissão para cadastrar usuários: o cadastro em lote pede a permissão Usuários/Salvar.',
  restritoPorCentro:
    'Sua regra de acesso é limitada a centros de custo: dados de estoque são da loja inteira e não podem ser enviados por você.',
  notFound: 'Arquivo não encontrado.',
  idInvalido: 'Identificador de arquivo inválido.',
  paginaInvalida: 'Página inválida.',
  tamanhoPaginaInvalido: (tamanhos: readonly number[]) =>
    `Tamanho de página inválido: use ${tamanhos.join(', ')}.`,
  statusInvalido: 'Status inválido: use 0, 1 ou 2.',
  semNotas: 'Este arquivo não tem notas para exportar.',
} as const;
