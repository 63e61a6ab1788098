import { sql } from 'drizzle-orm';
import { check, index, jsonb, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { planoContasFranqueado, planoContasFranqueador } from './plano-contas.ts';
import { grupo, marca } from './rede.ts';
import { tenantFk, tenantTable } from './tenant-table.ts';

export const statusDePara = ['pendente', 'revisao', 'aprovado'] as const;

/**
 * Mapping franchisee account → franchisor account, per grupo and marca. `conta_franqueador_id`
 * is null while pending, or in review / approved with a justification only (the account has no
 * counterpart, on purpose). Only `aprovado` rows with both accounts map ledger entries into reports.
 * A row without a franchisee account is the franqueador view's justification: "this grupo has no
 * account for this franchisor account" (one per grupo, marca and franchisor account).
 */
export const dePara = tenantTable(
  'de_para',
  {
    grupoId: uuid().notNull(),
    marcaId: uuid().notNull(),
    contaFranqueadoId: uuid(),
    contaFranqueadorId: uuid(),
    status: text({ enum: statusDePara }).notNull().default('pendente'),
    justificativa: text(),
    /** Usuário who made the last change (no FK: history outlives users). */
    updatedBy: uuid(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantFk('de_para_grupo_fk', t.clienteId, t.grupoId, grupo),
    tenantFk('de_para_marca_fk', t.clienteId, t.marcaId, marca),
    tenantFk('de_para_conta_franqueado_fk', t.clienteId, t.contaFranqueadoId, planoContasFranqueado).onDelete(
      'cascade',
    ),
    tenantFk('de_para_conta_franqueador_fk', t.clienteId, t.contaFranqueadorId, planoContasFranqueador),
    uniqueIndex('de_para_conta_uq').on(t.clienteId, t.grupoId, t.marcaId, t.contaFranqueadoId),
    uniqueIndex('de_para_franqueador_justificativa_uq')
      .on(t.clienteId, t.grupoId, t.marcaId, t.contaFranqueadorId)
      .where(sql`${t.contaFranqueadoId} is null`),
    index('de_para_conta_franqueador_idx').on(t.clienteId, t.contaFranqueadorId),
    check('de_para_status_ck', sql`${t.status} in ('pendente', 'revisao', 'aprovado')`),
    check('de_para_conta_ck', sql`${t.contaFranqueadoId} is not null or ${t.contaFranqueadorId} is not null`),
  ],
);

/** Every change of a De-Para row (the history modal: tipo, nome, info, dePara, usuario). */
export const deParaHistorico = tenantTable(
  'de_para_historico',
  {
    deParaId: uuid().notNull(),
    /** What happened: 'criado' | 'justificado' | 'aprovado' | 'desfeito' | 'desaprovado' | … */
    tipo: text().notNull(),
    statusAnterior: text(),
    statusNovo: text().notNull(),
    contaFranqueadorAnteriorId: uuid(),
    contaFranqueadorNovoId: uuid(),
    justificativa: text(),
    info: text(),
    usuarioId: uuid(),
    /** Snapshot of the user's name at the time. */
    usuarioNome: text(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantFk('de_para_historico_de_para_fk', t.clienteId, t.deParaId, dePara).onDelete('cascade'),
    index('de_para_historico_de_para_idx').on(t.clienteId, t.deParaId),
  ],
);

export interface NotaSolicitacao {
  usuario: string;
  data: string;
  valor: string;
}

/**
 * A franchisee's mapping request (Solicitações tab, spec 002 §2.2/§3). Status as the spec:
 * 0 Em aberto, 1 Aprovado, 2 Rejeitado, 3 Cancelado. `tipo` is fixed at 0.
 */
export const deParaSolicitacao = tenantTable(
  'de_para_solicitacao',
  {
    grupoId: uuid().notNull(),
    marcaId: uuid(),
    /** "de": the franchisee account. */
    contaFranqueadoId: uuid().notNull(),
    /** "para": the franchisor account asked for. */
    contaFranqueadorId: uuid(),
    /** The franchisee's record the request refers to, as sent. */
    registroDoFranqueado: text(),
    tipo: smallint().notNull().default(0),
    status: smallint().notNull().default(0),
    /** Who asked (a franchisee user, named as received). */
    solicitante: text(),
    dataDaSolicitacao: timestamp({ withTimezone: true }).notNull().defaultNow(),
    justificativa: text(),
    /** Panel user who approved or rejected it. */
    decididoPor: uuid(),
    decididoEm: timestamp({ withTimezone: true }),
    notas: jsonb().$type<NotaSolicitacao[]>().notNull().default([]),
    idExterno: text(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantFk('de_para_solicitacao_grupo_fk', t.clienteId, t.grupoId, grupo),
    tenantFk('de_para_solicitacao_marca_fk', t.clienteId, t.marcaId, marca),
    tenantFk('de_para_solicitacao_de_fk', t.clienteId, t.contaFranqueadoId, planoContasFranqueado).onDelete(
      'cascade',
    ),
    tenantFk('de_para_solicitacao_para_fk', t.clienteId, t.contaFranqueadorId, planoContasFranqueador),
    uniqueIndex('de_para_solicitacao_id_externo_uq').on(t.clienteId, t.idExterno),
    index('de_para_solicitacao_status_idx').on(t.clienteId, t.status, t.dataDaSolicitacao),
    check('de_para_solicitacao_status_ck', sql`${t.status} between 0 and 3`),
  ],
);
