import type { OptionItem } from '@matriz/contracts';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { empresa } from '../../db/schema/index.ts';
import { scopeCondition, type Scope } from '../access/scope.ts';
import { scopedFilters } from './queries.ts';

/** The store columns whose distinct values are offered (the dynamic-cluster and companies filters). */
export type EstabelecimentoCampo = 'tipoEstabelecimento' | 'localEstabelecimento';

/**
 * The distinct establishment types (or places) of the stores in the user's scope, optionally of marcas
 * ("0" = all), active or not: a dynamic cluster's filter applies to every store. Item id and label are the
 * value itself (the filters send the value).
 */
export async function listEstabelecimentoOptions(
  tx: DatabaseOrTransaction,
  clienteId: string,
  scope: Scope,
  campo: EstabelecimentoCampo,
  marcas: string[],
): Promise<OptionItem[]> {
  const byMarca = scopedFilters(scope, { marcas }).marcas;
  const column = empresa[campo];
  const rows = await tx
    .selectDistinct({ value: sql<string>`${column}` })
    .from(empresa)
    .where(
      and(
        eq(empresa.clienteId, clienteId),
        isNotNull(column),
        sql`btrim(${column}) <> ''`,
        scopeCondition(scope, 'empresaIds', empresa.id),
        byMarca ? inArray(empresa.marcaId, byMarca) : undefined,
      ),
    )
    .orderBy(asc(sql`${column}`));
  return rows.map((r) => ({ id: r.value, label: r.value }));
}
