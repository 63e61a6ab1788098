import { ilike, sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** SQL pieces every module's queries share. */

/** `%value%` for ILIKE with the value's own wildcards (and the escape character) taken literally. */
export const containsPattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `column ILIKE '%value%'` (any letter case, the value taken literally); no condition for an empty value. */
export function contains(
  column: Parameters<typeof ilike>[0],
  value: string | null | undefined,
): SQL | undefined {
  return value ? ilike(column, containsPattern(value)) : undefined;
}

/**
 * `column = any($1::uuid[])`: one array parameter whatever the number of ids (`inArray` binds one parameter
 * per id, so its statement text changes with the list's length).
 */
export function anyUuid(column: SQLWrapper, ids: Iterable<string>): SQL {
  return sql`${column} = any(${sql.param([...ids])}::uuid[])`;
}
