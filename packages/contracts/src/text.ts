import { z } from 'zod';

import { textLimits, textMessages } from './text-limits.ts';
import './zod-locale.ts';

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
