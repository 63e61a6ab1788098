import { sql } from 'drizzle-orm';
import { boolean, check, integer, numeric, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { tenantFk, tenantTable } from './tenant-table.ts';

/** A brand of the network. */
export const marca = tenantTable(
  'marca',
  {
    nome: text().notNull(),
    codigo: text(),
    idExterno: text(),
    ativo: boolean().notNull().default(true),
    /**
     * The marca's stores keep stock control: the CMV tab of /dre (setup and stock exports) exists only for a cliente
     * with such a marca, and its exports take only these marcas' stores (spec 001 §2.1, §2.2; issue 11 §4).
     */
    controleDeEstoque: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('marca_id_externo_uq').on(t.clienteId, t.idExterno)],
);

/** A franchisee group (the De-Para routes call it `customerId`). */
export const grupo = tenantTable(
  'grupo',
  {
    nome: text().notNull(),
    codigo: text(),
    idExterno: text(),
    ativo: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('grupo_id_externo_uq').on(t.clienteId, t.idExterno)],
);

/** A store. `cnpj` is 14 characters: 12 alphanumeric + 2 check digits (2026 format included). */
export const empresa = tenantTable(
  'empresa',
  {
    grupoId: uuid().notNull(),
    marcaId: uuid().notNull(),
    cnpj: text().notNull(),
    codigoLoja: text(),
    razaoSocial: text().notNull(),
    nomeFantasia: text(),
    apelido: text(),
    m2: numeric({ precision: 12, scale: 2 }),
    tipoEstabelecimento: text(),
    localEstabelecimento: text(),
    regiao: text(),
    uf: text(),
    codigoIbgeCidade: integer(),
    cidade: text(),
    idExterno: text(),
    ativo: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantFk('empresa_grupo_fk', t.clienteId, t.grupoId, grupo),
    tenantFk('empresa_marca_fk', t.clienteId, t.marcaId, marca),
    // one nickname per network, whatever the letter case (the edit checks the same way)
    uniqueIndex('empresa_apelido_uq')
      .on(t.clienteId, sql`lower(${t.apelido})`)
      .where(sql`${t.apelido} is not null`),
    uniqueIndex('empresa_id_externo_uq').on(t.clienteId, t.grupoId, t.idExterno),
    check('empresa_cnpj_ck', sql`${t.cnpj} ~ '^[0-9A-Z]{12}[0-9]{2}$'`),
    check('empresa_uf_ck', sql`${t.uf} ~ '^[A-Z]{2}$'`),
  ],
);

/** A cost centre inside a store; `padrao` marks the store's default one. */
export const centroDeCusto = tenantTable(
  'centro_de_custo',
  {
    empresaId: uuid().notNull(),
    codigo: text().notNull(),
    nome: text().notNull(),
    padrao: boolean().notNull().default(false),
    idExterno: text(),
    ativo: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    tenantFk('centro_de_custo_empresa_fk', t.clienteId, t.empresaId, empresa).onDelete('cascade'),
    uniqueIndex('centro_de_custo_codigo_uq').on(t.clienteId, t.empresaId, t.codigo),
  ],
);
