import { regraMessages, TODAS_AS_MARCAS, type CreateRuleData } from '@matriz/contracts';
import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { centroDeCusto, cluster, empresa, grupo, marca } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { RuleScope } from './queries.ts';

const unique = (ids: readonly string[]) => [...new Set(ids)];

/**
 * The data scope a rule keeps: "0" among the marcas means every marca (and no list); the cluster toggles say
 * which list of each pair applies, the other is emptied (spec 000 §4: the toggle swaps the lists).
 */
export function normalizeScope(input: CreateRuleData): RuleScope {
  const todasAsMarcas = input.marcas.includes(TODAS_AS_MARCAS);
  return {
    todasAsMarcas,
    marcaIds: todasAsMarcas ? [] : unique(input.marcas),
    grupoIds: unique(input.gruposIds),
    clusterEmpresaBool: input.clusterEmpresaBool,
    empresaIds: input.clusterEmpresaBool ? [] : unique(input.empresasIds),
    clusterEmpresaIds: input.clusterEmpresaBool ? unique(input.clustersEmpresasIds) : [],
    clusterCentroDeCustosBool: input.clusterCentroDeCustosBool,
    centroDeCustoIds: input.clusterCentroDeCustosBool ? [] : unique(input.centroDecustosIds),
    clusterCentroDeCustoIds: input.clusterCentroDeCustosBool ? unique(input.clustersCentroDecustosIds) : [],
  };
}

type TenantTable = PgTable & { clienteId: PgColumn; id: PgColumn };

async function allExist(
  tx: DatabaseOrTransaction,
  table: TenantTable,
  clienteId: string,
  ids: string[],
  extra?: SQL,
) {
  if (ids.length === 0) return true;
  const [row] = await tx
    .select({ n: count() })
    .from(table)
    .where(and(eq(table.clienteId, clienteId), inArray(table.id, ids), extra));
  return Number(row?.n ?? 0) === ids.length;
}

/** Every id of the scope must be an item of the cliente (of the right kind); otherwise 400 naming the field. */
export async function assertScopeOfCliente(tx: DatabaseOrTransaction, clienteId: string, s: RuleScope) {
  const checks: Array<[TenantTable, string[], string, string, SQL?]> = [
    [marca, s.marcaIds, 'marcas', regraMessages.marcasInvalid],
    [grupo, s.grupoIds, 'gruposIds', regraMessages.gruposInvalid],
    [empresa, s.empresaIds, 'empresasIds', regraMessages.empresasInvalid],
    [
      cluster,
      s.clusterEmpresaIds,
      'clustersEmpresasIds',
      regraMessages.clustersEmpresasInvalid,
      eq(cluster.alvo, 'empresa'),
    ],
    [centroDeCusto, s.centroDeCustoIds, 'centroDecustosIds', regraMessages.centrosInvalid],
    [
      cluster,
      s.clusterCentroDeCustoIds,
      'clustersCentroDecustosIds',
      regraMessages.clustersCentrosInvalid,
      eq(cluster.alvo, 'centro_de_custo'),
    ],
  ];
  for (const [table, ids, campo, message, extra] of checks) {
    if (!(await allExist(tx, table, clienteId, ids, extra))) throw badRequest(message, campo);
  }
}
