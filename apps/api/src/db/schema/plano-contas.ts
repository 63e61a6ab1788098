import { boolean, index, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { grupo, marca } from './rede.ts';
import { tenantFk, tenantTable } from './tenant-table.ts';

/** A grupo's own chart of accounts, as it comes from its finance system. */
export const planoContasFranqueado = tenantTable(
  'plano_contas_franqueado',
  {
    grupoId: uuid().notNull(),
    codigo: text().notNull(),
    nome: text().notNull(),
    /** Kind of account in the finance system (e.g. analítica / sintética), as received. */
    tipo: text(),
    /** 'receita' | 'despesa' | … as received; drives nothing by itself. */
    natureza: text(),
    idExterno: text(),
    ativo: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    tenantFk('plano_contas_franqueado_grupo_fk', t.clienteId, t.grupoId, grupo),
    uniqueIndex('plano_contas_franqueado_id_externo_uq').on(t.clienteId, t.grupoId, t.idExterno),
    index('plano_contas_franqueado_codigo_idx').on(t.clienteId, t.grupoId, t.codigo),
  ],
);

/** The franchisor's standard chart of accounts, per marca; a tree through `parent_id`. */
export const planoContasFranqueador = tenantTable(
  'plano_contas_franqueador',
  {
    marcaId: uuid().notNull(),
    codigo: text().notNull(),
    nome: text().notNull(),
    parentId: uuid(),
    nivel: smallint().notNull().default(1),
    /** 'receber' | 'pagar' (the CMV setup lists receivable and payable plans), or null. */
    natureza: text(),
    ativo: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    tenantFk('plano_contas_franqueador_marca_fk', t.clienteId, t.marcaId, marca),
    tenantFk('plano_contas_franqueador_parent_fk', t.clienteId, t.parentId, {
      clienteId: t.clienteId,
      id: t.id,
    }),
    uniqueIndex('plano_contas_franqueador_codigo_uq').on(t.clienteId, t.marcaId, t.codigo),
  ],
);
