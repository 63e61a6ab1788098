import { z } from 'zod';

const claimSchema = z.object({ nome: z.string(), acoes: z.array(z.string()) });
const optionSchema = z.object({ id: z.string(), label: z.string() });

export const emailMessages = {
  invalid: 'O E-mail deve ser Valido',
  required: 'E-mail é um campo obrigatório!',
} as const;

/** POST login: the login form (spec 000 §3). `Token` signs in after the session-conflict flow. */
export const loginInput = z.object({
  Email: z.string().trim().min(1, emailMessages.required).email(emailMessages.invalid),
  Password: z.string().optional().default(''),
  Token: z.string().optional().default(''),
});
export type LoginInput = z.input<typeof loginInput>;

export const sessionUserSchema = z.object({
  _id: z.string(),
  nome: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  isOnline: z.boolean(),
  f360Admin: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionCustomerSchema = z.object({
  _id: z.string(),
  nome: z.string(),
  codigo: z.string(),
  marcas: z.array(optionSchema),
  marcasDaFranquia: z.array(optionSchema),
  qtdeEmpresas: z.number().int(),
  qtdeGrupos: z.number().int(),
  contrato: z.enum(['Starter', 'Premium']),
});
export type SessionCustomer = z.infer<typeof sessionCustomerSchema>;

export const loginOutput = z.object({
  isCASSolicitation: z.boolean(),
  returnUrl: z.string().nullable(),
  email: z.string(),
  token: z.string().nullable(),
  accessToken: z.string().nullable(),
  loginToken: z.string().nullable(),
  user: sessionUserSchema.nullable(),
  customer: sessionCustomerSchema.nullable(),
  claims: z.array(claimSchema),
});
export type LoginOutput = z.infer<typeof loginOutput>;

/** 401 answer of POST login when the user already has an active session (spec 000 §4 b). */
export const loginConflictOutput = z.object({
  status: z.literal(401),
  title: z.string(),
  detail: z.string().optional(),
  token: z.string(),
  loginToken: z.string(),
  isForcedLogin: z.boolean(),
  isOnline: z.boolean(),
});
export type LoginConflictOutput = z.infer<typeof loginConflictOutput>;

export const casLoginInput = z.object({
  email: z.string().trim().email(emailMessages.invalid),
  key: z.string().min(1),
});

export const validateTokenQuery = z.object({ token: z.string().min(1) });
export const validateTokenOutput = z.object({ valido: z.boolean() });

export const recoveryEmailInput = z.object({
  Email: z.string().trim().min(1, emailMessages.required).email(emailMessages.invalid),
  Password: z.string().optional(),
  Token: z.string().optional(),
});
export const messageOutput = z.object({ message: z.string() });

/** POST delete token: logout (email + loginToken) or session conflict (temporary token + flags). */
export const deleteTokenInput = z.object({
  email: z.string().optional(),
  loginToken: z.string().optional(),
  token: z.string().optional(),
  isForcedLogin: z.boolean().optional(),
  isOnline: z.boolean().optional(),
});

/** POST password change (signed in, typeReset 'alterar') — body password, token, typeReset. */
export const changePasswordInput = z.object({
  password: z.string(),
  passwordConfirmation: z.string().optional(),
  token: z.string().optional(),
  typeReset: z.string().optional(),
});

/** POST reset password (reset page): password, token and e-mail field. */
export const resetPasswordInput = z.object({
  password: z.string(),
  passwordConfirmation: z.string().optional(),
  token: z.string().min(1),
  email: z.string().optional(),
});

export const changeProfileInput = z.object({
  newUserName: z.string().trim().min(1, 'Nome é um campo obrigatório!'),
  newUserEmail: z.string().trim().min(1, emailMessages.required).email(emailMessages.invalid),
  token: z.string().optional(),
  email: z.string().optional(),
});

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
  premiumThanks: 'Obrigado! Em breve um consultor entrará em contato.',
} as const;
