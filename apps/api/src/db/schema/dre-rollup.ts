import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { money } from './columns.ts';
import { statusLancamento } from './lancamento.ts';

/**
 * The DRE's compact rollup (issue 10 §3, DESIGN.md §5 read path): the monthly ledger per store × franchisor
 * account × month × regime × status, through the approved De-Para as it is now. Derived from
 * `lancamento_mensal` (the safe source it is rebuilt from): ingestion moves it by the same deltas in the same
 * transaction, and any change of a grupo's approved mappings re-maps that grupo's stores in the change's own
 * transaction (modules/dre/remapear-rollup-dre.ts), so a mapping still takes effect at once.
 *
 * Entries of franchisee accounts with no approved mapping to a franchisor account land on rows with
 * `conta_franqueador_id` null, kept apart per franchisee account (`conta_franqueado_id`, set on those rows
 * only): the DRE reports that money per grupo, measured as the De-Para screens measure it (per account and
 * store-month). Mapped rows carry no franchisee account, which is what makes them compact.
 *
 * One unique key (NULLS NOT DISTINCT) is the upsert target, the re-map's delete path and the read index, led by
 * (cliente, empresa, regime, mes) like the monthly rollup's. The migration adds `INCLUDE (valor, quantidade)` to
 * it (Drizzle cannot say so): a DRE read is then an index-only scan of each store's month range, 2–3× faster than
 * scanning the table on the bench network. Besides it, only a partial index of the unmapped rows (each index
 * costs every ingestion; this one only the unmapped rows' writes).
 * No foreign key to the cliente, as the ledger has none: its check on every row written was a fifth of a grupo's
 * re-map. Rows are written only by the SQL of modules/dre with the tenant's own id (row-level security checks it),
 * and whoever deletes a cliente deletes them, as it deletes the ledger (seed/seed-cliente.ts apagarCliente).
 */
export const lancamentoMensalFranqueador = pgTable(
  'lancamento_mensal_franqueador',
  {
    clienteId: uuid().notNull(),
    id: bigint({ mode: 'number' }).generatedAlwaysAsIdentity(),
    empresaId: uuid().notNull(),
    /** Null: entries with no approved mapping. */
    contaFranqueadorId: uuid(),
    /** Set only when `conta_franqueador_id` is null: the unmapped franchisee account. */
    contaFranqueadoId: uuid(),
    valor: money().notNull(),
    mes: date().notNull(),
    quantidade: integer().notNull(),
    regime: smallint().notNull(),
    status: text({ enum: statusLancamento }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'lancamento_mensal_franqueador_pk', columns: [t.clienteId, t.id] }),
    unique('lancamento_mensal_franqueador_chave_uq')
      .on(t.clienteId, t.empresaId, t.regime, t.mes, t.contaFranqueadorId, t.contaFranqueadoId, t.status)
      .nullsNotDistinct(),
    // the unmapped money the DRE reports (read-nao-mapeado-dre.ts) reads a tenth of the rows through it; the
    // migration adds INCLUDE (conta_franqueado_id, status, valor) for index-only scans
    index('lancamento_mensal_franqueador_nao_mapeado_idx')
      .on(t.clienteId, t.empresaId, t.regime, t.mes)
      .where(sql`${t.contaFranqueadorId} is null`),
    check('lancamento_mensal_franqueador_regime_ck', sql`${t.regime} in (1, 2)`),
    check('lancamento_mensal_franqueador_mes_ck', sql`extract(day from ${t.mes}) = 1`),
    check(
      'lancamento_mensal_franqueador_conta_ck',
      sql`(${t.contaFranqueadorId} is null) <> (${t.contaFranqueadoId} is null)`,
    ),
  ],
);

/**
 * The same rollup summed per grupo and marca (the unit a De-Para mapping belongs to): when a selection holds every
 * store of a grupo, the consolidated DRE reads these rows instead of each store's (3.9 stores per grupo on the bench
 * network: 3× fewer rows to read). Kept with the store rows in the same statements (ingestion, re-map, rebuild), so
 * it is always their exact sum; the migration adds the same INCLUDE to its key.
 */
export const lancamentoMensalFranqueadorGrupo = pgTable(
  'lancamento_mensal_franqueador_grupo',
  {
    clienteId: uuid().notNull(),
    id: bigint({ mode: 'number' }).generatedAlwaysAsIdentity(),
    grupoId: uuid().notNull(),
    marcaId: uuid().notNull(),
    contaFranqueadorId: uuid(),
    contaFranqueadoId: uuid(),
    valor: money().notNull(),
    mes: date().notNull(),
    quantidade: integer().notNull(),
    regime: smallint().notNull(),
    status: text({ enum: statusLancamento }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'lancamento_mensal_franqueador_grupo_pk', columns: [t.clienteId, t.id] }),
    unique('lancamento_mensal_franqueador_grupo_chave_uq')
      .on(
        t.clienteId,
        t.grupoId,
        t.marcaId,
        t.regime,
        t.mes,
        t.contaFranqueadorId,
        t.contaFranqueadoId,
        t.status,
      )
      .nullsNotDistinct(),
    check('lancamento_mensal_franqueador_grupo_regime_ck', sql`${t.regime} in (1, 2)`),
    check('lancamento_mensal_franqueador_grupo_mes_ck', sql`extract(day from ${t.mes}) = 1`),
    check(
      'lancamento_mensal_franqueador_grupo_conta_ck',
      sql`(${t.contaFranqueadorId} is null) <> (${t.contaFranqueadoId} is null)`,
    ),
  ],
);
