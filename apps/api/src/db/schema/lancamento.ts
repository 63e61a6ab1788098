import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn, money } from './columns.ts';
import { clienteFk } from './tenant-table.ts';

export const statusLancamento = ['aberto', 'liquidado'] as const;

/**
 * The ledger (DESIGN.md §5): one entry in a franchisee account. Columns are ordered fixed-width
 * first to keep rows narrow (10M+ rows). Indexes are deliberately few — each extra index roughly
 * halves COPY speed: the primary key, the idempotency key, one drill-down index and one partial index,
 * lancamento_conta_bancaria_pagamento_idx (settled entries with a bank account only): the bank statement's
 * detailed mode reads an account's settled entries of a date range to match them to its reconciled lines, which
 * was otherwise a scan of the tenant's whole ledger (~5 s at 11M rows). Being partial, it costs the COPY of open
 * entries and entries without an account nothing.
 * No foreign keys either: measured on PG15 (2 cores, 500k rows COPY) the cliente FK alone costs
 * +57% and the six FKs together more than double the time. The ingestion code writes the ledger
 * only with ids it has just resolved within the tenant, and deletes a tenant's ledger itself.
 */
export const lancamento = pgTable(
  'lancamento',
  {
    clienteId: uuid().notNull(),
    id: idColumn(),
    empresaId: uuid().notNull(),
    grupoId: uuid().notNull(),
    contaFranqueadoId: uuid().notNull(),
    centroDeCustoId: uuid(),
    contaBancariaId: uuid(),
    /** Signed centavos: revenue +, cost −. */
    valor: money().notNull(),
    dataCompetencia: date().notNull(),
    dataVencimento: date().notNull(),
    /** Null while open. */
    dataPagamento: date(),
    parcelaAprovada: boolean().notNull().default(true),
    previsao: boolean().notNull().default(false),
    transferencia: boolean().notNull().default(false),
    boletoAReceber: boolean().notNull().default(false),
    caixaAberto: boolean().notNull().default(false),
    status: text({ enum: statusLancamento }).notNull(),
    /** The source (finance system or upload) — with `id_externo`, the idempotency key. */
    origem: text().notNull(),
    idExterno: text().notNull(),
    meioDePagamento: text(),
    fornecedor: text(),
    historico: text(),
    observacao: text(),
  },
  (t) => [
    primaryKey({ name: 'lancamento_pk', columns: [t.clienteId, t.id] }),
    uniqueIndex('lancamento_origem_uq').on(t.clienteId, t.origem, t.idExterno),
    index('lancamento_conta_competencia_idx').on(t.clienteId, t.contaFranqueadoId, t.dataCompetencia),
    // the statement's match (extrato-queries.ts readLancamentosDaConta): its WHERE must keep status = 'liquidado'
    // and conta_bancaria_id = $x so the planner can prove this predicate
    index('lancamento_conta_bancaria_pagamento_idx')
      .on(t.clienteId, t.contaBancariaId, t.dataPagamento)
      .where(sql`${t.status} = 'liquidado' and ${t.contaBancariaId} is not null`),
    // the cash flow's detail (modules/fluxo-de-caixa/dfc-celula-caixa.ts) reads a page's days by cash day: settled
    // entries with a bank account through the index above, open entries by due date and settled ones without a
    // bank account by payment date through these two — a small part of a ledger (2.3 % of the bench network's).
    // Plain columns, no expression: under row-level security a condition on COALESCE(…) is not deemed leakproof and
    // is applied after the scan instead of bounding it.
    index('lancamento_aberto_vencimento_idx')
      .on(t.clienteId, t.empresaId, t.dataVencimento)
      .where(sql`${t.status} = 'aberto'`),
    index('lancamento_liquidado_sem_conta_pagamento_idx')
      .on(t.clienteId, t.empresaId, t.dataPagamento)
      .where(sql`${t.status} = 'liquidado' and ${t.contaBancariaId} is null`),
    // 'Valores nos dias originais' is the cash-day view with the entries paid off their due date moved back to it
    // (dfc-fatos-sql.ts correcaoDiasOriginaisSql): those entries only, by each of their two days
    index('lancamento_pago_fora_do_vencimento_pagamento_idx')
      .on(t.clienteId, t.empresaId, t.dataPagamento)
      .where(sql`${t.status} = 'liquidado' and ${t.dataPagamento} <> ${t.dataVencimento}`),
    index('lancamento_pago_fora_do_vencimento_vencimento_idx')
      .on(t.clienteId, t.empresaId, t.dataVencimento)
      .where(sql`${t.status} = 'liquidado' and ${t.dataPagamento} <> ${t.dataVencimento}`),
    check('lancamento_status_ck', sql`${t.status} in ('aberto', 'liquidado')`),
  ],
);

/** Regime of a rollup row: 1 competência (by `data_competencia`), 2 caixa (by cash date). */
export const regimes = { competencia: 1, caixa: 2 } as const;

/**
 * Monthly rollup of the ledger per store × cost centre × franchisee account × status × regime,
 * kept current by the ingestion code in the same transaction (not by triggers). `mes` is the
 * first day of the month. The unique key (NULLS NOT DISTINCT: `centro_de_custo_id` may be null)
 * is the upsert target and, led by (cliente, empresa, regime, mes), also the read index; it carries valor and
 * quantidade (INCLUDE, in the migration: Drizzle cannot declare it) so reads are index-only.
 */
export const lancamentoMensal = pgTable(
  'lancamento_mensal',
  {
    clienteId: uuid().notNull(),
    id: bigint({ mode: 'number' }).generatedAlwaysAsIdentity(),
    empresaId: uuid().notNull(),
    contaFranqueadoId: uuid().notNull(),
    centroDeCustoId: uuid(),
    valor: money().notNull(),
    mes: date().notNull(),
    quantidade: integer().notNull(),
    regime: smallint().notNull(),
    status: text({ enum: statusLancamento }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'lancamento_mensal_pk', columns: [t.clienteId, t.id] }),
    clienteFk('lancamento_mensal', t.clienteId),
    unique('lancamento_mensal_chave_uq')
      .on(t.clienteId, t.empresaId, t.regime, t.mes, t.contaFranqueadoId, t.centroDeCustoId, t.status)
      .nullsNotDistinct(),
    // the DRE with a cost-centre list reads those cost centres' months directly (not every cost centre of their
    // stores); the migration adds INCLUDE (empresa_id, conta_franqueado_id, status, valor, quantidade) so the read is
    // index-only (Drizzle cannot declare INCLUDE)
    index('lancamento_mensal_centro_idx')
      .on(t.clienteId, t.centroDeCustoId, t.regime, t.mes)
      .where(sql`${t.centroDeCustoId} is not null`),
    check('lancamento_mensal_regime_ck', sql`${t.regime} in (1, 2)`),
    check('lancamento_mensal_mes_ck', sql`extract(day from ${t.mes}) = 1`),
  ],
);

/**
 * Daily cash-regime rollup for the cash flow: by cash date (payment date; due date for open
 * items), with the dimensions the DFC filters need (bank account and the ledger flags).
 */
export const lancamentoDiario = pgTable(
  'lancamento_diario',
  {
    clienteId: uuid().notNull(),
    id: bigint({ mode: 'number' }).generatedAlwaysAsIdentity(),
    empresaId: uuid().notNull(),
    contaFranqueadoId: uuid().notNull(),
    centroDeCustoId: uuid(),
    contaBancariaId: uuid(),
    valor: money().notNull(),
    dia: date().notNull(),
    quantidade: integer().notNull(),
    parcelaAprovada: boolean().notNull(),
    previsao: boolean().notNull(),
    transferencia: boolean().notNull(),
    boletoAReceber: boolean().notNull(),
    caixaAberto: boolean().notNull(),
    status: text({ enum: statusLancamento }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'lancamento_diario_pk', columns: [t.clienteId, t.id] }),
    clienteFk('lancamento_diario', t.clienteId),
    unique('lancamento_diario_chave_uq')
      .on(
        t.clienteId,
        t.empresaId,
        t.dia,
        t.contaFranqueadoId,
        t.centroDeCustoId,
        t.contaBancariaId,
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
