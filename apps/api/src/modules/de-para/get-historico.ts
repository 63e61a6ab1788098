import {
  deParaHistoricoTipos,
  deParaMessages,
  type DeParaHistoricoItem,
  type DeParaHistoricoTipo,
} from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import { withTenant, type Database } from '../../db/index.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { SCOPE_FORBIDDEN, type Scope } from '../access/scope.ts';
import { contaLabelSql } from './accounts.ts';
import { deParaInScope } from './grupo-scope.ts';

type Row = {
  id: string;
  de_para_id: string;
  tipo: string;
  info: string | null;
  usuario_nome: string | null;
  created_at: Date | string;
  conta_franqueado: string | null;
  status_anterior: string | null;
  status_novo: string;
  conta_anterior: string | null;
  conta_nova: string | null;
  justificativa: string | null;
};

/**
 * GET history of a row's mappings (its deParaIds): every change, newest first, with the accounts labelled. The
 * ids must all be the tenant's (404) and of grupos and marcas in the user's scope (403).
 */
export function getHistorico(
  db: Database,
  auth: AuthContext,
  scope: Scope,
  ids: readonly string[],
): Promise<DeParaHistoricoItem[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return withTenant(db, auth.clienteId, async (tx) => {
    const cl = auth.clienteId;
    const idList = sql.param([...new Set(ids)]);
    const found = await tx.execute<{ grupo_id: string; marca_id: string }>(sql`
      select grupo_id, marca_id from de_para where cliente_id = ${cl} and id = any(${idList}::uuid[])`);
    if (found.rows.length < new Set(ids).size) throw notFound(deParaMessages.notFound);
    if (found.rows.some((r) => !deParaInScope(scope, r.grupo_id, r.marca_id)))
      throw forbidden(SCOPE_FORBIDDEN);
    const { rows } = await tx.execute<Row>(sql`
      select h.id, h.de_para_id, h.tipo, h.info, h.usuario_nome, h.created_at, h.status_anterior, h.status_novo,
        h.justificativa, ${contaLabelSql('cf')} as conta_franqueado, ${contaLabelSql('ca')} as conta_anterior,
        ${contaLabelSql('cn')} as conta_nova
      from de_para_historico h
      join de_para d on d.cliente_id = h.cliente_id and d.id = h.de_para_id
      left join plano_contas_franqueado cf on cf.cliente_id = d.cliente_id and cf.id = d.conta_franqueado_id
      left join plano_contas_franqueador ca on ca.cliente_id = h.cliente_id and ca.id = h.conta_franqueador_anterior_id
      left join plano_contas_franqueador cn on cn.cliente_id = h.cliente_id and cn.id = h.conta_franqueador_novo_id
      where h.cliente_id = ${cl} and h.de_para_id = any(${idList}::uuid[])
      order by h.created_at desc, h.id desc`);
    return rows.map((r) => ({
      _id: r.id,
      dePara: r.de_para_id,
      tipo: r.tipo,
      nome: Object.hasOwn(deParaHistoricoTipos, r.tipo)
        ? deParaHistoricoTipos[r.tipo as DeParaHistoricoTipo]
        : r.tipo,
      info: r.info,
      usuario: r.usuario_nome,
      data: new Date(r.created_at).toISOString(),
      contaFranqueado: r.conta_franqueado,
      statusAnterior: r.status_anterior,
      statusNovo: r.status_novo,
      contaAnterior: r.conta_anterior,
      contaNova: r.conta_nova,
      justificativa: r.justificativa,
    }));
  });
}
