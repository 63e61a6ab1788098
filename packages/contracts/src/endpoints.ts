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
  premium: {
    solicitar: '/api/v1/Premium/solicitar',
  },
} as const;
