import { sql, type SQL } from 'drizzle-orm';

const UNSAFE = /[,{}"\\\s]/;

/**
 * A PostgreSQL array literal for values that never need quoting (uuid, date, integers, booleans):
 * built by hand because node-postgres quotes and escapes every element, which costs more than the
 * query itself on 20,000-row chunks.
 */
export function plainArray(values: readonly (string | number | bigint | boolean | null)[]): string {
  let out = '{';
  for (let i = 0; i < values.length; i++) {
    if (i > 0) out += ',';
    const v = values[i];
    const text = v === null || v === undefined ? 'NULL' : String(v);
    // a separator, brace, quote or blank would split or shift the array's elements
    if (UNSAFE.test(text) || text === '')
      throw new TypeError(`valor impróprio para lista simples: ${JSON.stringify(text)}`);
    out += text;
  }
  return out + '}';
}

/** `$n::type[]` for a plain array (see plainArray). */
export function arr(values: readonly (string | number | bigint | boolean | null)[], type: string): SQL {
  return sql`${sql.param(plainArray(values))}::${sql.raw(type)}[]`;
}

/** `$n::text[]` for text that may hold any character (node-postgres escapes it). */
export function textArr(values: readonly (string | null)[]): SQL {
  return sql`${sql.param(values)}::text[]`;
}

/** Splits a list into slices of at most `size` items. */
export function* chunks<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

/** Decimal text of a quantity held in thousandths (12345 → '12.345'). */
export function milesimos(q: number): string {
  const sign = q < 0 ? '-' : '';
  const abs = Math.abs(q);
  return `${sign}${Math.floor(abs / 1000)}.${String(abs % 1000).padStart(3, '0')}`;
}
