/** The central table of API paths (spec 000 §7), shared by the SPA and the API. */
export const endpoints = {
  health: '/api/health',
  auth: {
    login: '/api/v1/Auth/login',
    loginCas: '/api/v1/Auth/login-cas',
    casRetorno: '/api/v1/Auth/cas-retorno',
    validarToken: '/api/v1/Auth/validar-token',
    enviarEmailRecuperacao: '/api/v1/Auth/enviar-email-recuperacao',
    deletarToken: '/api/v1/Auth/deletar-token',
    alterarSenha: '/api/v1/Auth/alterar-senha',
    validarTokenRedefinicao: '/api/v1/Auth/validar-token-redefinicao',
    redefinirSenha: '/api/v1/Auth/redefinir-senha',
    alterarDados: '/api/v1/Auth/alterar-dados',
  },
  logo: '/api/v1/Logo',
  nps: {
    campanhaAtiva: '/api/v1/Nps/campanha-ativa',
    usuario: '/api/v1/Nps/usuario',
    salvar: '/api/v1/Nps/salvar',
  },
  premium: {
    solicitar: '/api/v1/Premium/solicitar',
  },
  relatorio: {
    listar: '/api/v1/Relatorio/listar',
    tiposOrigem: '/api/v1/Relatorio/tipos-origem',
    /** id in the path */
    download: '/api/v1/Relatorio/download/:id',
  },
  /**
   * Upload screen (spec 002 §2.4, §6, §7; issue 13): Arquivo/Importar to upload and take templates, Arquivo/Obter
   * to list, follow and download, Arquivo/Exportar to export a file's notes.
   */
  arquivo: {
    /** POST multipart: `file` (.csv or .xlsx) and `tipoArquivo` (0–6) */
    upload: '/api/v1/Arquivo/upload',
    /** GET page, pageSize, tipoArquivo, statusProcessamento → { arquivos, page, total } */
    listar: '/api/v1/Arquivo/listar',
    /** GET ids (comma-joined): status and percentage of the rows followed; ETag / If-None-Match (304) */
    status: '/api/v1/Arquivo/status',
    /** GET the types and which this cliente may choose (any Arquivo action: both tabs use it) */
    tipos: '/api/v1/Arquivo/tipos',
    /** GET the xlsx template of a type (tipoArquivo in the path) */
    modelo: '/api/v1/Arquivo/modelo/:tipoArquivo',
    /** GET the original file (premium; uploader or sysAdmin; 30 days); id in the path */
    download: '/api/v1/Arquivo/download/:id',
    /** POST { id }: the file's notes as xlsx, queued in the report list */
    exportarNotas: '/api/v1/Arquivo/exportar-notas',
  },
  usuarios: {
    listar: '/api/v1/Usuario/listar',
    obter: '/api/v1/Usuario/obter',
    criar: '/api/v1/Usuario/criar',
    editar: '/api/v1/Usuario/editar',
    deletar: '/api/v1/Usuario/deletar',
    redefinirSenha: '/api/v1/Usuario/redefinir-senha',
    exportarModelo: '/api/v1/Usuario/exportar-modelo',
    limite: '/api/v1/Usuario/limite',
  },
  regraDeAcesso: {
    listar: '/api/v1/RegraDeAcesso/listar',
    /** id in the path (spec 000 §7) */
    obter: '/api/v1/RegraDeAcesso/:id',
    criar: '/api/v1/RegraDeAcesso/criar',
    editar: '/api/v1/RegraDeAcesso/editar',
    deletar: '/api/v1/RegraDeAcesso/deletar',
    listarParaFormulario: '/api/v1/RegraDeAcesso/listar-para-formulario',
    opcoesMarcas: '/api/v1/RegraDeAcesso/opcoes-marcas',
    opcoesGrupos: '/api/v1/RegraDeAcesso/opcoes-grupos',
    opcoesEmpresas: '/api/v1/RegraDeAcesso/opcoes-empresas',
    opcoesClusters: '/api/v1/RegraDeAcesso/opcoes-clusters',
    opcoesCentrosDeCusto: '/api/v1/RegraDeAcesso/opcoes-centros-de-custo',
  },
  cluster: {
    listar: '/api/v1/cluster/listar',
    obter: '/api/v1/cluster/obter',
    criar: '/api/v1/cluster/criar',
    editar: '/api/v1/cluster/editar',
    deletar: '/api/v1/cluster/deletar',
    listarEmpresas: '/api/v1/cluster/listar-empresas',
    gerarRelatorio: '/api/v1/cluster/gerar-relatorio',
    exportarModelo: '/api/v1/cluster/exportar-modelo',
  },
  /** Option lists of the filter cards (spec 001 §7, spec 002 §7), all limited to the user's data scope. */
  opcoes: {
    marcas: '/api/v1/Opcoes/marcas',
    grupos: '/api/v1/Opcoes/grupos',
    empresas: '/api/v1/Opcoes/empresas',
    /** cascader: store → its cost centres */
    centrosDeCusto: '/api/v1/Opcoes/centros-de-custo',
    /** the spec's path (spec 002 §7) */
    clusters: '/api/v1/cluster/listar-options',
    clustersDre: '/api/v1/Opcoes/clusters-dre',
    clustersPorEmpresa: '/api/v1/Opcoes/clusters-por-empresa',
    clustersPorCentroDeCusto: '/api/v1/Opcoes/clusters-por-centro-de-custo',
    tiposDeEstabelecimento: '/api/v1/Opcoes/tipos-de-estabelecimento',
    locaisDeEstabelecimento: '/api/v1/Opcoes/locais-de-estabelecimento',
    regioes: '/api/v1/Opcoes/regioes',
    estados: '/api/v1/Opcoes/estados',
    cidades: '/api/v1/Opcoes/cidades',
  },
  /** De-Para (spec 002 §7; the approve, undo and approved-list paths are the spec's) */
  dePara: {
    listar: '/api/v1/DePara/listar',
    listarPendente: '/api/v1/DePara/listar-por-franqueado-marca-pendente',
    listarRevisao: '/api/v1/DePara/listar-por-franqueado-marca-revisao',
    listarAprovado: '/api/v1/DePara/listar-por-franqueado-marca-aprovado',
    /** the pending selector's options (franchisor chart, or the grupo's pending franchisee accounts) */
    listarPlanoDeContas: '/api/v1/DePara/listar-plano-de-contas',
    criarFranqueado: '/api/v1/DePara/criar-depara-franqueado',
    criarFranqueador: '/api/v1/DePara/criar-depara-franqueador',
    aprovar: '/api/v1/DePara/aprovar-configuracoes',
    desfazer: '/api/v1/DePara/desfazer-depara',
    desaprovar: '/api/v1/DePara/desaprovar-depara',
    historico: '/api/v1/DePara/historico',
    gerarRelatorio: '/api/v1/DePara/gerar-relatorio',
    /** GET: when the button unlocks; POST: request the automatic linking (no body) */
    vinculoAutomatico: '/api/v1/DePara/vinculo-automatico',
    naoMapeado: '/api/v1/DePara/nao-mapeado',
    listarSolicitacoes: '/api/v1/DePara/listar-solicitacoes',
    aprovarSolicitacoes: '/api/v1/DePara/aprovar-solicitacoes',
    rejeitarSolicitacoes: '/api/v1/DePara/rejeitar-solicitacoes',
  },
  /** DRE (spec 001 §7 shows no paths: named as DESIGN.md §3 says; the claim is DRE/Obter) */
  dre: {
    /** GET the cliente's DRE models */
    modelos: '/api/v1/DRE/listar-modelos',
    /** GET the lines of a model (query modeloDre) */
    linhas: '/api/v1/DRE/listar-linhas',
    /** POST the DRE query: the matrix */
    listar: '/api/v1/DRE/listar',
    /** POST 'Detalhes do mês selecionado' */
    detalhesMes: '/api/v1/DRE/obter-detalhes-mes',
    /** POST 'Detalhes de Linha' (paged ledger rows) */
    detalhesLinha: '/api/v1/DRE/obter-detalhes',
    /** POST export of the line detail (queued in the report list; DRE/Exportar) */
    exportarDetalhesLinha: '/api/v1/DRE/exportar-detalhes',
    /** POST export of 'Detalhes do mês selecionado' (queued in the report list; DRE/Exportar, premium) */
    exportarDetalhesMes: '/api/v1/DRE/exportar-detalhes-mes',
    /** POST 'Exportar DRE': the query, the type (1–7) and its options, queued in the report list (DRE/Exportar) */
    exportar: '/api/v1/DRE/exportar',
  },
  /** The CMV tab of /dre (spec 001 §2.2, §7 shows no paths): DRE/Obter to read, DRE/Exportar to export */
  cmv: {
    /** GET whether the cliente has a marca with stock control (the tab is shown only then) */
    disponibilidade: '/api/v1/CMV/disponibilidade',
    /** GET client setup: the three account plans with _id */
    configuracao: '/api/v1/CMV/obter-configuracao',
    /** POST client setup save (an administrator's) */
    salvarConfiguracao: '/api/v1/CMV/salvar-configuracao',
    planosAPagar: '/api/v1/CMV/planos-de-contas-a-pagar',
    planosAReceber: '/api/v1/CMV/planos-de-contas-a-receber',
    /** POST stock exports: the xlsx at once when small, else queued in the report list */
    exportar: {
      cmv: '/api/v1/CMV/exportar-cmv',
      'posicao-estoque': '/api/v1/CMV/exportar-posicao-estoque',
      'entrada-estoque': '/api/v1/CMV/exportar-entrada-estoque',
      'catalogo-precos': '/api/v1/CMV/exportar-catalogo-precos',
    },
  },
  /** Valores Manuais of the DRE (spec 001 §2.1, §7; claims DreValorManual/Obter, Editar, Exportar) */
  valoresManuais: {
    /** GET the cliente's DRE models (Obter) */
    modelos: '/api/v1/DreValorManual/listar-modelos',
    /** GET the manual lines of a model (query modeloDre) */
    linhas: '/api/v1/DreValorManual/listar-linhas',
    /** GET the stores of a grupo in scope (query Grupo, marcas) */
    empresas: '/api/v1/DreValorManual/listar-empresas',
    /** GET the list: one row per store of the filter with its value */
    listar: '/api/v1/DreValorManual/listar',
    /** POST one store × line × month (Editar) */
    editar: '/api/v1/DreValorManual/editar',
    /** POST the template xlsx of the filter (Exportar; direct download) */
    baixarModelo: '/api/v1/DreValorManual/baixar-modelo',
    /** POST multipart upload of a filled template (Editar; filter and options in the query) */
    importar: '/api/v1/DreValorManual/importar',
  },
  /**
   * The bank tabs of /fluxo-de-caixa (spec 001 §2.3, §7 shows no paths): FluxoDeCaixa/Obter to read,
   * FluxoDeCaixa/Exportar (and the premium plan: the file waits in the report list) to export
   */
  fluxoDeCaixa: {
    /** GET linked bank accounts: grupos, nomeConta, Pagina, PorPagina */
    contasVinculadas: '/api/v1/FluxoDeCaixa/listar-contas-vinculadas',
    /** POST export of the linked accounts (queued in the report list) */
    exportarContasVinculadas: '/api/v1/FluxoDeCaixa/exportar-contas-vinculadas',
    /** GET the stores of a grupo (statement filter) */
    empresasDoGrupo: '/api/v1/FluxoDeCaixa/listar-empresas-do-grupo',
    /** GET the bank accounts of a grupo, optionally of some of its stores (statement filter) */
    contasBancarias: '/api/v1/FluxoDeCaixa/listar-contas-bancarias',
    /** GET the bank statement of one account over a date range */
    extrato: '/api/v1/FluxoDeCaixa/listar-extrato',
    /** POST export of the bank statement (queued in the report list) */
    exportarExtrato: '/api/v1/FluxoDeCaixa/exportar-extrato',
  },
  /** The cash-flow tab of /fluxo-de-caixa (spec 001 §2.3, §7 shows no paths): FluxoDeCaixa/Obter */
  dfc: {
    /** GET the cliente's flow models */
    modelos: '/api/v1/FluxoDeCaixa/listar-modelos',
    /** POST the cash-flow query: the matrix with the balances */
    listar: '/api/v1/FluxoDeCaixa/listar',
    /** POST the detail of a line's cell (paged ledger entries; premium) */
    detalhes: '/api/v1/FluxoDeCaixa/obter-detalhes',
    /** POST 'Exportar' of the cash flow: the query and the kind (1–3), queued in the report list (FluxoDeCaixa/Exportar) */
    exportar: '/api/v1/FluxoDeCaixa/exportar',
  },
  empresas: {
    listar: '/api/v1/Empresa/listar',
    editar: '/api/v1/Empresa/editar',
    exportar: '/api/v1/Empresa/exportar',
  },
} as const;
