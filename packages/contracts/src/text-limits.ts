import { errorMessages } from './errors.ts';

/**
 * The longest text each kind of input takes, in characters. The API refuses anything longer (every text input of
 * every contract goes through `texto`), and the SPA forms show the same limits (`maxLength`). The names are
 * stable: forms refer to them.
 */
export const textLimits = {
  /** names: users, access rules, clusters, the profile's name */
  nome: 120,
  /** e-mail addresses (the longest path SMTP carries, RFC 5321) */
  email: 254,
  /** a password as typed at sign-in or as the current password (new passwords follow the 8–16 policy) */
  senha: 128,
  /** opaque tokens, keys and tickets (login token, reset link, single sign-on) */
  token: 512,
  /** descriptions (clusters) */
  descricao: 500,
  /** the search boxes of the list screens (names, e-mails, legal names, …) */
  filtro: 200,
  /** short codes and names: store and group codes, resource and action names, report origins, sort keys */
  codigo: 60,
  /** a value of an option list: establishment types and places, regions, states */
  opcao: 120,
  /** a store's nickname */
  apelido: 100,
  /** the satisfaction survey's campaign name and click origin */
  nps: 200,
} as const;
export type TextLimit = keyof typeof textLimits;

export const textMessages = {
  control: 'Caracteres de controle não são permitidos',
  invalid: 'O texto contém caracteres inválidos',
  max: (n: number) => `Máximo de ${n} caracteres`,
  min: (n: number) => (n <= 1 ? errorMessages.required : `Mínimo de ${n} caracteres`),
} as const;
