import { z } from 'zod';
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

/**
 * C0 and C1 control characters (U+0000–U+001F, U+007F–U+009F): PostgreSQL refuses NUL in text, and the others
 * have no place in a name or a filter. Multi-line fields keep tab, line feed and carriage return.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SINGLE_LINE = /^[^\u0000-\u001F\u007F-\u009F]*$/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const MULTI_LINE = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]*$/;
/** Half a surrogate pair (JSON may carry "\ud800"): it cannot be stored as UTF-8. */
const WHOLE_CHARACTERS = /^(?:[^\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;

export interface TextoOptions {
  /** the longest value, in characters (after trimming) — one of `textLimits` */
  max: number;
  /** the shortest value (after trimming); default 0 */
  min?: number;
  /** keeps tab, line feed and carriage return (text areas); default false */
  multiline?: boolean;
  /** trims surrounding white space first; default true (passwords are not trimmed) */
  trim?: boolean;
  /** the message of a missing value, a value of another type, or one shorter than `min` */
  required?: string;
  /** the message of a value longer than `max` (default 'Máximo de N caracteres') */
  tooLong?: string;
}

/**
 * The one text schema of every contract: a string, trimmed unless told otherwise, with no control characters
 * (tab and line breaks only in multi-line fields), no half surrogate pairs, and at most `max` characters. Answers
 * a `ZodString`, so a field may add its format (`.email()`, `.regex()`, `.toLowerCase()`, `.pipe(z.uuid())`).
 */
export function texto(options: TextoOptions): z.ZodString {
  let schema = options.required ? z.string({ error: options.required }) : z.string();
  if (options.trim !== false) schema = schema.trim();
  schema = schema
    .regex(options.multiline ? MULTI_LINE : SINGLE_LINE, textMessages.control)
    .regex(WHOLE_CHARACTERS, textMessages.invalid);
  const min = options.min ?? 0;
  if (min > 0) schema = schema.min(min, options.required ?? textMessages.min(min));
  return schema.max(options.max, options.tooLong ?? textMessages.max(options.max));
}

/** An optional text filter of a query string: blank or absent is no filter. */
export const textoFiltro = (max: number = textLimits.filtro) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), texto({ max }).optional());
