/** The messages of sign-in, recovery and account changes (spec 000), without the schemas (issue 8 §4). */

export const emailMessages = {
  invalid: 'O E-mail deve ser Valido',
  required: 'E-mail é um campo obrigatório!',
} as const;

/** The current password asked before a password or e-mail change (checked by the server). */
export const currentPasswordMessages = {
  required: 'Senha atual é um campo obrigatório!',
  wrong: 'Senha atual incorreta',
} as const;

/**
 * The users screen does not change the signed-in user's own e-mail or password: those ask for the current password,
 * in 'Alterar Perfil' and 'Alterar Senha'.
 */
export const selfAccountMessages = {
  emailInProfile: "Para alterar o seu próprio e-mail, use 'Alterar Perfil'.",
  passwordInChangePassword: "Para alterar a sua própria senha, use 'Alterar Senha'.",
} as const;

export const authMessages = {
  invalidCredentials: 'E-mail ou senha inválidos',
  sessionConflict: 'Acesso em andamento',
  welcome: 'Seja Bem vindo !',
  recoverySentTitle: 'E-mail enviado',
  recoverySent: (email: string) => `Um E-mail de recuperação foi enviado para ${email}`,
  recoveryFailTitle: 'Houve um erro',
  recoveryFail: 'Houve um erro ao enviar o E-mail',
  passwordChanged: 'Senha alterada com sucesso!',
  passwordFailTitle: 'Ocorreu um erro no processo',
  passwordFail: 'Houve um erro ao alterar sua senha',
  profileChanged: 'Usuario alterado com sucesso!',
  invalidResetToken: 'O link de redefinição de senha é inválido ou expirou',
  emailInUse: 'Este e-mail já está em uso',
  currentPasswordRequired: currentPasswordMessages.required,
  currentPasswordWrong: currentPasswordMessages.wrong,
  /** 429 of an account with too many failed sign-ins or recovery requests in the window (known e-mail or not) */
  accountLimited: 'Muitas tentativas para esta conta. Aguarde alguns minutos e tente novamente.',
  premiumThanks: 'Obrigado! Em breve um consultor entrará em contato.',
} as const;
