import { sql } from 'drizzle-orm';
import { check, date, numeric, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { money, updatedAt } from './columns.ts';
import { linhaDre } from './modelo.ts';
import { centroDeCusto, empresa, grupo } from './rede.ts';
import { tenantFk, tenantTable } from './tenant-table.ts';

const primeiroDia = (column: unknown) => sql`extract(day from ${column}) = 1`;

/**
 * Point-of-sale values per store and month by `tipo_de_valor_de_pdv` (DRE PDV lines).
 * `valor` in hundredths of the unit: centavos for money, hundredths for counts.
 */
export const valorPdv = tenantTable(
  'valor_pdv',
  {
    empresaId: uuid().notNull(),
    mes: date().notNull(),
    tipoDeValorDePdv: text().notNull(),
    valor: money().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantFk('valor_pdv_empresa_fk', t.clienteId, t.empresaId, empresa).onDelete('cascade'),
    uniqueIndex('valor_pdv_uq').on(t.clienteId, t.empresaId, t.mes, t.tipoDeValorDePdv),
    check('valor_pdv_mes_ck', primeiroDia(t.mes)),
  ],
);

/** Values typed or uploaded in Valores Manuais for a manual DRE line (spec 001 §2.1). */
export const valorManualDre = tenantTable(
  'valor_manual_dre',
  {
    linhaDreId: uuid().notNull(),
    empresaId: uuid().notNull(),
    /** Null: the store as a whole; else the cost centre (e.g. its default one). */
    centroDeCustoId: uuid(),
    mes: date().notNull(),
    valor: money().notNull(),
    updatedBy: uuid(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantFk('valor_manual_dre_linha_fk', t.clienteId, t.linhaDreId, linhaDre).onDelete('cascade'),
    tenantFk('valor_manual_dre_empresa_fk', t.clienteId, t.empresaId, empresa).onDelete('cascade'),
    tenantFk('valor_manual_dre_centro_fk', t.clienteId, t.centroDeCustoId, centroDeCusto).onDelete('cascade'),
    unique('valor_manual_dre_uq')
      .on(t.clienteId, t.linhaDreId, t.empresaId, t.mes, t.centroDeCustoId)
      .nullsNotDistinct(),
    check('valor_manual_dre_mes_ck', primeiroDia(t.mes)),
  ],
);

/**
 * Budget (orçado) per store × DRE line × month, entered in Valores Manuais with the Orçado switch (issue 11 §3).
 * Any account, manual, CMV or PDV line of the model; same key and tenancy as `valor_manual_dre`.
 */
export const valorOrcadoDre = tenantTable(
  'valor_orcado_dre',
  {
    linhaDreId: uuid().notNull(),
    empresaId: uuid().notNull(),
    /** Null: the store as a whole; else the cost centre (e.g. its default one). */
    centroDeCustoId: uuid(),
    mes: date().notNull(),
    valor: money().notNull(),
    updatedBy: uuid(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantFk('valor_orcado_dre_linha_fk', t.clienteId, t.linhaDreId, linhaDre).onDelete('cascade'),
    tenantFk('valor_orcado_dre_empresa_fk', t.clienteId, t.empresaId, empresa).onDelete('cascade'),
    tenantFk('valor_orcado_dre_centro_fk', t.clienteId, t.centroDeCustoId, centroDeCusto).onDelete('cascade'),
    unique('valor_orcado_dre_uq')
      .on(t.clienteId, t.linhaDreId, t.empresaId, t.mes, t.centroDeCustoId)
      .nullsNotDistinct(),
    check('valor_orcado_dre_mes_ck', primeiroDia(t.mes)),
  ],
);

const percentual = () => numeric({ precision: 5, scale: 2 });

/** The finance system's activity metrics per grupo and month (IG Operacional), 0–100. */
export const metricaAtividade = tenantTable(
  'metrica_atividade',
  {
    grupoId: uuid().notNull(),
    mes: date().notNull(),
    caixaFechado: percentual(),
    cartoesConciliados: percentual(),
    titulosEmDia: percentual(),
    nfe: percentual(),
    contasConciliadas: percentual(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantFk('metrica_atividade_grupo_fk', t.clienteId, t.grupoId, grupo).onDelete('cascade'),
    uniqueIndex('metrica_atividade_uq').on(t.clienteId, t.grupoId, t.mes),
    check('metrica_atividade_mes_ck', primeiroDia(t.mes)),
    check(
      'metrica_atividade_faixa_ck',
      sql`${t.caixaFechado} between 0 and 100 and ${t.cartoesConciliados} between 0 and 100
        and ${t.titulosEmDia} between 0 and 100 and ${t.nfe} between 0 and 100
        and ${t.contasConciliadas} between 0 and 100`,
    ),
  ],
);
