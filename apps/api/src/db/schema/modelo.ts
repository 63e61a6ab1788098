import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { planoContasFranqueador } from './plano-contas.ts';
import { tenantFk, tenantLinkTable, tenantTable } from './tenant-table.ts';

export const tiposLinhaDre = ['conta', 'total', 'formula', 'manual', 'cmv', 'pdv'] as const;

/** A DRE model: a tree of lines (DESIGN.md §5). `padrao` is the spec's default flag. */
export const modeloDre = tenantTable('modelo_dre', {
  nome: text().notNull(),
  padrao: boolean().notNull().default(false),
  ativo: boolean().notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A DRE line. `tipo`: conta (sums its franchisor accounts), total (sum of children), formula
 * (expression over other lines' `codigo`, e.g. `RB + DED`), manual (Valores Manuais), cmv, pdv
 * (point-of-sale values of `tipo_de_valor_de_pdv`). `is_base` marks the vertical-analysis base
 * (Receita Bruta); `sinal` (+1/−1) is the display sign applied to the line's sum.
 */
export const linhaDre = tenantTable(
  'linha_dre',
  {
    modeloId: uuid().notNull(),
    parentId: uuid(),
    codigo: text().notNull(),
    nome: text().notNull(),
    ordem: integer().notNull().default(0),
    tipo: text({ enum: tiposLinhaDre }).notNull(),
    formula: text(),
    tipoDeValorDePdv: text(),
    isBase: boolean().notNull().default(false),
    sinal: smallint().notNull().default(1),
  },
  (t) => [
    tenantFk('linha_dre_modelo_fk', t.clienteId, t.modeloId, modeloDre).onDelete('cascade'),
    tenantFk('linha_dre_parent_fk', t.clienteId, t.parentId, { clienteId: t.clienteId, id: t.id }).onDelete(
      'cascade',
    ),
    uniqueIndex('linha_dre_codigo_uq').on(t.clienteId, t.modeloId, t.codigo),
    check('linha_dre_tipo_ck', sql`${t.tipo} in ('conta', 'total', 'formula', 'manual', 'cmv', 'pdv')`),
    check('linha_dre_sinal_ck', sql`${t.sinal} in (1, -1)`),
  ],
);

/** Franchisor accounts summed by a DRE account line. */
export const linhaDreConta = tenantLinkTable(
  'linha_dre_conta',
  { linhaId: uuid().notNull(), contaFranqueadorId: uuid().notNull() },
  (t) => ({
    key: [t.linhaId, t.contaFranqueadorId],
    constraints: [
      tenantFk('linha_dre_conta_linha_fk', t.clienteId, t.linhaId, linhaDre).onDelete('cascade'),
      tenantFk(
        'linha_dre_conta_conta_fk',
        t.clienteId,
        t.contaFranqueadorId,
        planoContasFranqueador,
      ).onDelete('cascade'),
      index('linha_dre_conta_conta_idx').on(t.clienteId, t.contaFranqueadorId),
    ],
  }),
);

export const tiposLinhaDfc = ['conta', 'total', 'formula'] as const;

/** A cash-flow (DFC) model, laid out like a DRE model. */
export const modeloDfc = tenantTable('modelo_dfc', {
  nome: text().notNull(),
  padrao: boolean().notNull().default(false),
  ativo: boolean().notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const linhaDfc = tenantTable(
  'linha_dfc',
  {
    modeloId: uuid().notNull(),
    parentId: uuid(),
    codigo: text().notNull(),
    nome: text().notNull(),
    ordem: integer().notNull().default(0),
    tipo: text({ enum: tiposLinhaDfc }).notNull(),
    formula: text(),
    sinal: smallint().notNull().default(1),
  },
  (t) => [
    tenantFk('linha_dfc_modelo_fk', t.clienteId, t.modeloId, modeloDfc).onDelete('cascade'),
    tenantFk('linha_dfc_parent_fk', t.clienteId, t.parentId, { clienteId: t.clienteId, id: t.id }).onDelete(
      'cascade',
    ),
    uniqueIndex('linha_dfc_codigo_uq').on(t.clienteId, t.modeloId, t.codigo),
    check('linha_dfc_tipo_ck', sql`${t.tipo} in ('conta', 'total', 'formula')`),
    check('linha_dfc_sinal_ck', sql`${t.sinal} in (1, -1)`),
  ],
);

export const linhaDfcConta = tenantLinkTable(
  'linha_dfc_conta',
  { linhaId: uuid().notNull(), contaFranqueadorId: uuid().notNull() },
  (t) => ({
    key: [t.linhaId, t.contaFranqueadorId],
    constraints: [
      tenantFk('linha_dfc_conta_linha_fk', t.clienteId, t.linhaId, linhaDfc).onDelete('cascade'),
      tenantFk(
        'linha_dfc_conta_conta_fk',
        t.clienteId,
        t.contaFranqueadorId,
        planoContasFranqueador,
      ).onDelete('cascade'),
      index('linha_dfc_conta_conta_idx').on(t.clienteId, t.contaFranqueadorId),
    ],
  }),
);

/**
 * A home-dashboard KPI card (spec 002 §3): factor 1 ÷ factor 2 (two lines of a DRE model), or
 * factor 1 ÷ m² with `metro_quadrado`. `ordenador_grafico`: 0 factor 1, 1 factor 2, 2 result.
 */
export const kpi = tenantTable(
  'kpi',
  {
    posicao: smallint().notNull(),
    titulo: text().notNull(),
    modeloDreId: uuid().notNull(),
    fator1LinhaId: uuid().notNull(),
    fator2LinhaId: uuid(),
    nomeFator1: text().notNull(),
    nomeFator2: text(),
    metroQuadrado: boolean().notNull().default(false),
    ordenadorGrafico: smallint().notNull().default(2),
    tipoOrdenacaoAscendente: boolean().notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantFk('kpi_modelo_fk', t.clienteId, t.modeloDreId, modeloDre).onDelete('cascade'),
    tenantFk('kpi_fator1_fk', t.clienteId, t.fator1LinhaId, linhaDre).onDelete('cascade'),
    tenantFk('kpi_fator2_fk', t.clienteId, t.fator2LinhaId, linhaDre).onDelete('cascade'),
    uniqueIndex('kpi_posicao_uq').on(t.clienteId, t.posicao),
    check('kpi_ordenador_ck', sql`${t.ordenadorGrafico} in (0, 1, 2)`),
  ],
);
