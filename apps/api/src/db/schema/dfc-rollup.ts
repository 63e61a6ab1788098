import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { money } from './columns.ts';
import { statusLancamento } from './lancamento.ts';

/**
 * The cash flow's compact rollups (issue 12 §5): the ledger by cash day (payment date; due date while open) per
 * store × franchisor account × the dimensions the DFC's rule reads (status and the five entry flags,
 * engine/dfc/regra.ts), through the approved De-Para as it is now — by day, and the same summed by month. Derived
 * from `lancamento_diario` (the safe source, with franchisee accounts, cost centres and bank accounts): ingestion
 * moves them by the same deltas in the same statement, and any change of a grupo's approved mappings re-maps that
 * grupo's stores in the change's own transaction (modules/fluxo-de-caixa/rollup-dfc.ts), as for the DRE's.
 *
 * Entries of franchisee accounts with no approved mapping land on rows with `conta_franqueador_id` null (the cash
 * flow reports that money as one figure, so the franchisee account is not kept). Queries that filter cost centres or
 * bank accounts, or ask for balances (facts per bank account), read `lancamento_diario` instead.
 *
 * One unique key (NULLS NOT DISTINCT) each: the upsert target, the re-map's delete path and the read index, led by
 * (cliente, empresa, day/month); the migration adds `INCLUDE (valor, quantidade)` (Drizzle cannot say so), so a
 * read is an index-only scan of the stores' ranges. No foreign key to the cliente, as the ledger and the DRE's
 * rollups have none; whoever deletes a cliente deletes them (seed/seed-cliente.ts apagarCliente).
 */
const dimensoesSemLoja = {
  clienteId: uuid().notNull(),
  id: bigint({ mode: 'number' }).generatedAlwaysAsIdentity(),
  /** Null: entries with no approved mapping. */
  contaFranqueadorId: uuid(),
  status: text({ enum: statusLancamento }).notNull(),
  parcelaAprovada: boolean().notNull(),
  previsao: boolean().notNull(),
  transferencia: boolean().notNull(),
  boletoAReceber: boolean().notNull(),
  caixaAberto: boolean().notNull(),
  valor: money().notNull(),
  quantidade: integer().notNull(),
};
const dimensoes = { ...dimensoesSemLoja, empresaId: uuid().notNull() };

/** By cash day: Diário queries, and the days of a range outside its whole months. */
export const dfcDiarioFranqueador = pgTable(
  'dfc_diario_franqueador',
  { ...dimensoes, dia: date().notNull() },
  (t) => [
    primaryKey({ name: 'dfc_diario_franqueador_pk', columns: [t.clienteId, t.id] }),
    unique('dfc_diario_franqueador_chave_uq')
      .on(
        t.clienteId,
        t.empresaId,
        t.dia,
        t.contaFranqueadorId,
        t.status,
        t.parcelaAprovada,
        t.previsao,
        t.transferencia,
        t.boletoAReceber,
        t.caixaAberto,
      )
      .nullsNotDistinct(),
  ],
);

/** By cash month (`mes`, the first day): the whole months of Mensal, Trimestral and Semestral queries. */
export const dfcMensalFranqueador = pgTable(
  'dfc_mensal_franqueador',
  { ...dimensoes, mes: date().notNull() },
  (t) => [
    primaryKey({ name: 'dfc_mensal_franqueador_pk', columns: [t.clienteId, t.id] }),
    unique('dfc_mensal_franqueador_chave_uq')
      .on(
        t.clienteId,
        t.empresaId,
        t.mes,
        t.contaFranqueadorId,
        t.status,
        t.parcelaAprovada,
        t.previsao,
        t.transferencia,
        t.boletoAReceber,
        t.caixaAberto,
      )
      .nullsNotDistinct(),
    check('dfc_mensal_franqueador_mes_ck', sql`extract(day from ${t.mes}) = 1`),
  ],
);

/**
 * The same rollups summed per grupo (all its stores, whatever their marca): when a query holds every store of a
 * grupo, the cash flow reads these rows instead of each store's (3.9 stores per grupo on the bench network: ~3 times
 * fewer rows). Kept with the store rows in the same statements (ingestion, re-map, rebuild), so they are always
 * their exact sum; the migration adds the same INCLUDE to their keys.
 */
export const dfcDiarioFranqueadorGrupo = pgTable(
  'dfc_diario_franqueador_grupo',
  { ...dimensoesSemLoja, grupoId: uuid().notNull(), dia: date().notNull() },
  (t) => [
    primaryKey({ name: 'dfc_diario_franqueador_grupo_pk', columns: [t.clienteId, t.id] }),
    unique('dfc_diario_franqueador_grupo_chave_uq')
      .on(
        t.clienteId,
        t.grupoId,
        t.dia,
        t.contaFranqueadorId,
        t.status,
        t.parcelaAprovada,
        t.previsao,
        t.transferencia,
        t.boletoAReceber,
        t.caixaAberto,
      )
      .nullsNotDistinct(),
  ],
);

export const dfcMensalFranqueadorGrupo = pgTable(
  'dfc_mensal_franqueador_grupo',
  { ...dimensoesSemLoja, grupoId: uuid().notNull(), mes: date().notNull() },
  (t) => [
    primaryKey({ name: 'dfc_mensal_franqueador_grupo_pk', columns: [t.clienteId, t.id] }),
    unique('dfc_mensal_franqueador_grupo_chave_uq')
      .on(
        t.clienteId,
        t.grupoId,
        t.mes,
        t.contaFranqueadorId,
        t.status,
        t.parcelaAprovada,
        t.previsao,
        t.transferencia,
        t.boletoAReceber,
        t.caixaAberto,
      )
      .nullsNotDistinct(),
    check('dfc_mensal_franqueador_grupo_mes_ck', sql`extract(day from ${t.mes}) = 1`),
  ],
);
