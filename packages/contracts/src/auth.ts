import { z } from 'zod';
import { currentPasswordMessages, emailMessages } from './auth-messages.ts';
import { textLimits } from './text-limits.ts';
import { texto } from './text.ts';

const claimSchema = z.object({ nome: z.string(), acoes: z.array(z.string()) });
const optionSchema = z.object({ id: z.string(), label: z.string() });

/** A required e-mail (trimmed; the spec's messages). */
const emailField = () =>
  texto({ max: textLimits.email, min: 1, required: emailMessages.required }).email(emailMessages.invalid);
/** A password as typed: never trimmed. */
const senhaField = () => texto({ max: textLimits.senha, trim: false });
const tokenField = () => texto({ max: textLimits.token });
/** An e-mail the server only compares (logout, the reset page's field): no format asked. */
const emailValue = () => texto({ max: textLimits.email });

/** POST login: the login form (spec 000 §3). `Token` signs in after the session-conflict flow. */
export const loginInput = z.object({
  Email: emailField(),
  Password: senhaField().optional().default(''),
  Token: tokenField().optional().default(''),
});
export type LoginInput = z.input<typeof loginInput>;

export const sessionUserSchema = z.object({
  _id: z.string(),
  nome: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  isOnline: z.boolean(),
  f360Admin: z.boolean(),
  /**
   * The consultant view of the user's access rule (spec 001 §6, 002): filter B of the DRE takes clusters only.
   * False without a rule and for an administrator (sysAdmin).
   */
  visaoConsultor: z.boolean(),
  /**
   * Whether the user's access rule limits cost centres (DESIGN.md §4): such a user sees only those cost centres'
   * figures, never a store as a whole — Valores Manuais then takes only the default cost centres' values. False
   * without a rule and for an administrator (sysAdmin). As of the login: a rule edited since shows at the next one.
   */
  restritoPorCentroDeCusto: z.boolean(),
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
  email: texto({ max: textLimits.email }).email(emailMessages.invalid),
  key: texto({ max: textLimits.token, min: 1 }),
});

/** GET the CAS server's return (a browser redirect): the e-mail and state token it was sent, and its ticket. */
export const casRetornoQuery = z.object({
  email: emailValue(),
  token: tokenField(),
  ticket: tokenField().default(''),
});

export const validateTokenQuery = z.object({ token: texto({ max: textLimits.token, min: 1 }) });
export const validateTokenOutput = z.object({ valido: z.boolean() });

export const recoveryEmailInput = z.object({
  Email: emailField(),
  Password: senhaField().optional(),
  Token: tokenField().optional(),
});
export const messageOutput = z.object({ message: z.string() });

/** POST delete token: logout (email + loginToken) or session conflict (temporary token + flags). */
export const deleteTokenInput = z.object({
  email: emailValue().optional(),
  loginToken: tokenField().optional(),
  token: tokenField().optional(),
  isForcedLogin: z.boolean().optional(),
  isOnline: z.boolean().optional(),
});

/**
 * POST password change (signed in, typeReset 'alterar') — body password, token, typeReset, and the current
 * password `currentPassword`: a wrong one answers 400 'Senha atual incorreta' on that field and counts as a failed
 * sign-in of the account.
 */
export const changePasswordInput = z.object({
  currentPassword: texto({
    max: textLimits.senha,
    trim: false,
    min: 1,
    required: currentPasswordMessages.required,
  }),
  password: senhaField(),
  passwordConfirmation: senhaField().optional(),
  token: tokenField().optional(),
  typeReset: texto({ max: textLimits.codigo }).optional(),
});

/** POST reset password (reset page): password, token and e-mail field. */
export const resetPasswordInput = z.object({
  password: senhaField(),
  passwordConfirmation: senhaField().optional(),
  token: texto({ max: textLimits.token, min: 1 }),
  email: emailValue().optional(),
});

/**
 * POST change user data. When the e-mail changes, the current password `currentPassword` is required (400
 * 'Senha atual é um campo obrigatório!') and checked as in the password change; a name-only change needs none.
 */
export const changeProfileInput = z.object({
  newUserName: texto({ max: textLimits.nome, min: 1, required: 'Nome é um campo obrigatório!' }),
  newUserEmail: emailField(),
  currentPassword: senhaField().optional(),
  token: tokenField().optional(),
  email: emailValue().optional(),
});
