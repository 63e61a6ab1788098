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
} as const;
