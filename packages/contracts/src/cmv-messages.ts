import { errorMessages } from './errors.ts';

/**
 * The CMV tab of /dre (spec 001 §2.2, §3, §5, §7; issue 11 §4): its constants and messages without zod (the screen
 * needs them before the schemas of cmv.ts).
 */

/** The four stock exports of the 'Exportar' dropdown (spec 001 §2.2), by the path segment of each. */
export const cmvExportacoes = [
  { tipo: 'cmv', label: 'CMV', mesObrigatorio: true },
  { tipo: 'posicao-estoque', label: 'Posição de estoque', mesObrigatorio: true },
  { tipo: 'entrada-estoque', label: 'Entrada de estoque', mesObrigatorio: true },
  // spec 001 §5: the month is required except for the price catalogue
  { tipo: 'catalogo-precos', label: 'Catálogo de preços', mesObrigatorio: false },
] as const;
export type TipoExportacaoCmv = (typeof cmvExportacoes)[number]['tipo'];

/**
 * Up to this many data rows an export is built in the request and downloaded at once; above it, it goes to the
 * report queue and appears in /relatorio (a premium feature: without premium, a larger export is refused).
 */
export const CMV_LIMITE_DOWNLOAD_DIRETO = 5_000;

/** The content type of an export answered as a file (a queued one answers JSON). */
export const CMV_XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** 12345 → '12.345' (pt-BR thousands), without depending on the runtime's locale data. */
const milhares = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

export const cmvMessages = {
  // spec 001 §5, §8, verbatim
  required: errorMessages.required,
  salvo: 'Registro salvo com sucesso.',
  downloadConcluido: 'Download concluído.',
  relatorioEnviado: 'Sua solicitação de relatório foi enviada',
  restritoPorCentro:
    'O estoque e o CMV são da loja inteira: sua regra de acesso limita os centros de custo, então não os exporta.',
  exportarErroTitulo: 'Erro ao exportar',
  exportarFiltrosInvalidos: 'Por favor, configure os filtros para exportar.',
  semPermissoes: errorMessages.forbidden,
  // ours (the spec is silent)
  configuracaoTitulo: 'Configuração do CMV',
  exportacoesTitulo: 'Exportações de estoque',
  indisponivel: 'O CMV não está disponível: nenhuma marca deste cliente tem controle de estoque.',
  somenteAdministrador:
    'A configuração do CMV vale para o cliente inteiro: só um administrador pode alterá-la.',
  contaInvalida: 'Conta inválida',
  contaNaoEncontrada: 'Conta não encontrada',
  contaForaDoEstoque:
    'Escolha uma conta analítica e ativa do plano de contas de uma marca com controle de estoque.',
  contaCmvNatureza: 'A conta do CMV deve ser uma conta a pagar.',
  ajusteReceberNatureza: 'A conta de ajuste a receber deve ser uma conta a receber.',
  ajustePagarNatureza: 'A conta de ajuste a pagar deve ser uma conta a pagar.',
  empresasEClusters: 'Escolha empresas ou clusters, não os dois.',
  empresaSemEstoque: (nome: string) => `A empresa ${nome} não é de uma marca com controle de estoque.`,
  limiteDoPlano: (linhas: number) =>
    `Esta exportação tem ${milhares(linhas)} linhas. Sem o plano Premium, o download direto vai até ` +
    `${milhares(CMV_LIMITE_DOWNLOAD_DIRETO)} linhas: escolha menos empresas.`,
  downloadOuFila:
    `Até ${milhares(CMV_LIMITE_DOWNLOAD_DIRETO)} linhas o arquivo é baixado na hora; ` +
    'exportações maiores vão para a fila de relatórios (/relatorio).',
} as const;
