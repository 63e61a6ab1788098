import { sql } from 'drizzle-orm';
import { boolean, check, date, jsonb, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns.ts';
import { tenantFk, tenantTable } from './tenant-table.ts';
import { usuario } from './usuario.ts';

/**
 * A satisfaction-survey campaign (spec 000 §2.9, §9) and the days it is offered (`fim` inclusive).
 * Product-wide, so not a tenant table: every cliente's users see the same campaigns. A new campaign is a
 * new row (a migration or an operator's insert), never a code change. On Citus it would be a reference table.
 */
export const npsCampanha = pgTable(
  'nps_campanha',
  {
    id: idColumn().primaryKey(),
    nome: text().notNull(),
    inicio: date().notNull(),
    fim: date().notNull(),
    ativo: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [check('nps_campanha_periodo_ck', sql`${t.fim} >= ${t.inicio}`)],
);

/** Hidden data sent with an answer (spec 000 §9), taken from the session on the server. */
export interface DadosRespostaNps {
  usuario: { nome: string; email: string };
  cliente: { nome: string; codigo: string; plano: string };
}

/** One user's answer to one campaign (the NPS record of spec 000 §3). */
export const npsResposta = tenantTable(
  'nps_resposta',
  {
    usuarioId: uuid().notNull(),
    campanhaId: uuid()
      .notNull()
      .references(() => npsCampanha.id),
    campanhaNome: text().notNull(),
    /** the score, 0 to 10 (`respostaId` in the API) */
    respostaId: smallint().notNull(),
    origemClick: text().notNull().default(''),
    dados: jsonb().$type<DadosRespostaNps>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantFk('nps_resposta_usuario_fk', t.clienteId, t.usuarioId, usuario).onDelete('cascade'),
    uniqueIndex('nps_resposta_usuario_campanha_uq').on(t.clienteId, t.usuarioId, t.campanhaId),
    check('nps_resposta_nota_ck', sql`${t.respostaId} between 0 and 10`),
  ],
);
