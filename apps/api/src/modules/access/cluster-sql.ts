import type { ClusterFiltros } from '@matriz/contracts';
import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { empresa } from '../../db/schema/index.ts';

/**
 * The filters of a dynamic cluster as a condition over `empresa`: the SQL twin of `matchesClusterFiltros`
 * (contracts). An empty list does not filter; a store whose column is null matches no filter on it (the
 * condition is null there, and no NOT is ever applied to it).
 */
export function empresaMatchesFiltros(f: ClusterFiltros): SQL {
  const conds: SQL[] = [];
  const inList = <T extends string | number>(column: Parameters<typeof inArray>[0], values: T[]) => {
    if (values.length > 0) conds.push(inArray(column, values));
  };
  inList(empresa.marcaId, f.marca);
  inList(empresa.grupoId, f.codigoGrupo);
  inList(empresa.id, f.codigoLoja);
  inList(empresa.tipoEstabelecimento, f.tipoDeEstabelecimento);
  inList(empresa.localEstabelecimento, f.localEstabelecimento);
  inList(empresa.regiao, f.regiaoBrasil);
  inList(empresa.uf, f.codigoEstado);
  inList(empresa.codigoIbgeCidade, f.codigoCidade);
  if (f.m2Min != null) conds.push(gte(empresa.m2, String(f.m2Min)));
  if (f.m2Max != null) conds.push(lte(empresa.m2, String(f.m2Max)));
  if (f.ativos != null) conds.push(eq(empresa.ativo, f.ativos));
  return and(...conds) ?? sql`true`;
}
