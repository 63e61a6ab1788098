import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cluster } from './cluster.ts';
import { createdAt, updatedAt } from './columns.ts';
import { centroDeCusto, empresa, grupo, marca } from './rede.ts';
import { tenantFk, tenantLinkTable, tenantTable } from './tenant-table.ts';

/** One claim of an access rule: a resource name and its allowed actions (spec 000 §6). */
export interface Acesso {
  nome: string;
  acoes: string[];
}

/**
 * An access rule: the claims (`acessos`) and the data scope (linked marcas, grupos, empresas,
 * clusters, cost centres). The cluster booleans say which of the two lists of each pair applies.
 */
export const regraAcesso = tenantTable('regra_acesso', {
  nome: text().notNull(),
  acessos: jsonb().$type<Acesso[]>().notNull().default([]),
  /** Marca "0" of the spec: every brand, present and future. */
  todasAsMarcas: boolean().notNull().default(false),
  clusterEmpresaBool: boolean().notNull().default(false),
  clusterCentroDeCustosBool: boolean().notNull().default(false),
  /** The consultant view (spec 001 §6, 002): filter B of the DRE takes clusters only. */
  visaoConsultor: boolean().notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const usuario = tenantTable(
  'usuario',
  {
    nome: text().notNull(),
    email: text().notNull(),
    /** argon2id hash; null for users who only sign in through the cliente's CAS. */
    senhaHash: text(),
    regraAcessoId: uuid(),
    isApproved: boolean().notNull().default(true),
    isAdmin: boolean().notNull().default(false),
    f360Admin: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantFk('usuario_regra_acesso_fk', t.clienteId, t.regraAcessoId, regraAcesso),
    uniqueIndex('usuario_email_uq').on(t.clienteId, sql`lower(${t.email})`),
    index('usuario_regra_acesso_idx').on(t.clienteId, t.regraAcessoId),
  ],
);

// The data scope of a rule, one link table per kind of item (spec 000 §3 access rule fields).
// An empty list means "no restriction", so an item a rule names cannot be deleted (no cascade from the
// item's side): removing the rule's only store would otherwise widen the rule to the whole network.
// Deleting the rule removes its links.

export const regraAcessoMarca = tenantLinkTable(
  'regra_acesso_marca',
  { regraAcessoId: uuid().notNull(), marcaId: uuid().notNull() },
  (t) => ({
    key: [t.regraAcessoId, t.marcaId],
    constraints: [
      tenantFk('regra_acesso_marca_regra_fk', t.clienteId, t.regraAcessoId, regraAcesso).onDelete('cascade'),
      tenantFk('regra_acesso_marca_marca_fk', t.clienteId, t.marcaId, marca).onDelete('no action'),
    ],
  }),
);

export const regraAcessoGrupo = tenantLinkTable(
  'regra_acesso_grupo',
  { regraAcessoId: uuid().notNull(), grupoId: uuid().notNull() },
  (t) => ({
    key: [t.regraAcessoId, t.grupoId],
    constraints: [
      tenantFk('regra_acesso_grupo_regra_fk', t.clienteId, t.regraAcessoId, regraAcesso).onDelete('cascade'),
      tenantFk('regra_acesso_grupo_grupo_fk', t.clienteId, t.grupoId, grupo).onDelete('no action'),
    ],
  }),
);

export const regraAcessoEmpresa = tenantLinkTable(
  'regra_acesso_empresa',
  { regraAcessoId: uuid().notNull(), empresaId: uuid().notNull() },
  (t) => ({
    key: [t.regraAcessoId, t.empresaId],
    constraints: [
      tenantFk('regra_acesso_empresa_regra_fk', t.clienteId, t.regraAcessoId, regraAcesso).onDelete(
        'cascade',
      ),
      tenantFk('regra_acesso_empresa_empresa_fk', t.clienteId, t.empresaId, empresa).onDelete('no action'),
    ],
  }),
);

export const regraAcessoClusterEmpresa = tenantLinkTable(
  'regra_acesso_cluster_empresa',
  { regraAcessoId: uuid().notNull(), clusterId: uuid().notNull() },
  (t) => ({
    key: [t.regraAcessoId, t.clusterId],
    constraints: [
      tenantFk('regra_acesso_cluster_empresa_regra_fk', t.clienteId, t.regraAcessoId, regraAcesso).onDelete(
        'cascade',
      ),
      tenantFk('regra_acesso_cluster_empresa_cluster_fk', t.clienteId, t.clusterId, cluster).onDelete(
        'no action',
      ),
    ],
  }),
);

export const regraAcessoCentroDeCusto = tenantLinkTable(
  'regra_acesso_centro_de_custo',
  { regraAcessoId: uuid().notNull(), centroDeCustoId: uuid().notNull() },
  (t) => ({
    key: [t.regraAcessoId, t.centroDeCustoId],
    constraints: [
      tenantFk('regra_acesso_centro_de_custo_regra_fk', t.clienteId, t.regraAcessoId, regraAcesso).onDelete(
        'cascade',
      ),
      tenantFk(
        'regra_acesso_centro_de_custo_centro_fk',
        t.clienteId,
        t.centroDeCustoId,
        centroDeCusto,
      ).onDelete('no action'),
    ],
  }),
);

export const regraAcessoClusterCentroDeCusto = tenantLinkTable(
  'regra_acesso_cluster_centro_de_custo',
  { regraAcessoId: uuid().notNull(), clusterId: uuid().notNull() },
  (t) => ({
    key: [t.regraAcessoId, t.clusterId],
    constraints: [
      tenantFk(
        'regra_acesso_cluster_centro_de_custo_regra_fk',
        t.clienteId,
        t.regraAcessoId,
        regraAcesso,
      ).onDelete('cascade'),
      tenantFk('regra_acesso_cluster_centro_de_custo_cluster_fk', t.clienteId, t.clusterId, cluster).onDelete(
        'no action',
      ),
    ],
  }),
);
