import { sql } from 'drizzle-orm';
import { boolean, check, jsonb, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { centroDeCusto, empresa } from './rede.ts';
import { tenantFk, tenantLinkTable, tenantTable } from './tenant-table.ts';

/** Filters of a dynamic cluster, evaluated when the cluster is used (spec 002 §3; `clusterFiltros` in contracts). */
export interface FiltrosCluster {
  marca?: string[];
  tipoDeEstabelecimento?: string[];
  localEstabelecimento?: string[];
  codigoGrupo?: string[];
  codigoLoja?: string[];
  regiaoBrasil?: string[];
  codigoEstado?: string[];
  codigoCidade?: number[];
  m2Min?: number | null;
  m2Max?: number | null;
  ativos?: boolean | null;
}

/** A named set of stores (alvo 'empresa') or of cost centres (alvo 'centro_de_custo'). */
export const cluster = tenantTable(
  'cluster',
  {
    nome: text().notNull(),
    descricao: text().notNull().default(''),
    tipo: text({ enum: ['estatico', 'dinamico'] })
      .notNull()
      .default('estatico'),
    alvo: text({ enum: ['empresa', 'centro_de_custo'] })
      .notNull()
      .default('empresa'),
    ativo: boolean().notNull().default(true),
    /** The cluster marks outlier stores (left out of averages and quartiles). */
    outliers: boolean().notNull().default(false),
    filtros: jsonb().$type<FiltrosCluster>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('cluster_tipo_ck', sql`${t.tipo} in ('estatico', 'dinamico')`),
    check('cluster_alvo_ck', sql`${t.alvo} in ('empresa', 'centro_de_custo')`),
  ],
);

/** Members of a static store cluster. */
export const clusterEmpresa = tenantLinkTable(
  'cluster_empresa',
  { clusterId: uuid().notNull(), empresaId: uuid().notNull() },
  (t) => ({
    key: [t.clusterId, t.empresaId],
    constraints: [
      tenantFk('cluster_empresa_cluster_fk', t.clienteId, t.clusterId, cluster).onDelete('cascade'),
      tenantFk('cluster_empresa_empresa_fk', t.clienteId, t.empresaId, empresa).onDelete('cascade'),
    ],
  }),
);

/** Members of a static cost-centre cluster. */
export const clusterCentroDeCusto = tenantLinkTable(
  'cluster_centro_de_custo',
  { clusterId: uuid().notNull(), centroDeCustoId: uuid().notNull() },
  (t) => ({
    key: [t.clusterId, t.centroDeCustoId],
    constraints: [
      tenantFk('cluster_centro_de_custo_cluster_fk', t.clienteId, t.clusterId, cluster).onDelete('cascade'),
      tenantFk('cluster_centro_de_custo_centro_fk', t.clienteId, t.centroDeCustoId, centroDeCusto).onDelete(
        'cascade',
      ),
    ],
  }),
);

/** Stores a cluster marks as outliers (for static and dynamic clusters alike). */
export const clusterOutlier = tenantLinkTable(
  'cluster_outlier',
  { clusterId: uuid().notNull(), empresaId: uuid().notNull() },
  (t) => ({
    key: [t.clusterId, t.empresaId],
    constraints: [
      tenantFk('cluster_outlier_cluster_fk', t.clienteId, t.clusterId, cluster).onDelete('cascade'),
      tenantFk('cluster_outlier_empresa_fk', t.clienteId, t.empresaId, empresa).onDelete('cascade'),
    ],
  }),
);
