import {
  solicitacaoStatusLabels,
  type listarSolicitacoesQuery,
  type ListarSolicitacoesOutput,
  type SolicitacaoRow,
  type SolicitacaoStatus,
} from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { withTenant, type Database } from '../../db/index.ts';
import type { NotaSolicitacao } from '../../db/schema/index.ts';
import type { AuthContext } from '../access/auth-context.ts';
import type { Scope } from '../access/scope.ts';
import { contaLabelSql } from './accounts.ts';
import { grupoIdsDoFiltro, solicitacaoScopeSql } from './solicitacoes-filtro.ts';

type Params = z.output<typeof listarSolicitacoesQuery>;

type Row = {
  id: string;
  grupo_id: string;
  grupo_nome: string;
  marca_id: string | null;
  marca_nome: string | null;
  de_id: string;
  de_label: string;
  para_id: string | null;
  para_label: string | null;
  registro_do_franqueado: string | null;
  solicitante: string | null;
  data_da_solicitacao: Date | string;
  status: number;
  justificativa: string | null;
  notas: NotaSolicitacao[] | null;
  tipo: number;
};

/**
 * GET requests list (spec 002 §2.2, §7): the franchisees' mapping requests of the grupos in the user's scope (and
 * of a marca in scope, when the request names one), filtered by status (none: all) and by grupos or store
 * clusters, newest first, paged.
 */
export function listSolicitacoes(
  db: Database,
  auth: AuthContext,
  scope: Scope,
  q: Params,
): Promise<ListarSolicitacoesOutput> {
  return withTenant(db, auth.clienteId, async (tx) => {
    const grupoIds = await grupoIdsDoFiltro(tx, auth.clienteId, scope, q);
    const where = sql`s.cliente_id = ${auth.clienteId} and ${solicitacaoScopeSql(scope)}
      ${q.Status.length > 0 ? sql`and s.status = any(${sql.param(q.Status)}::int[])` : sql``}
      ${grupoIds ? sql`and s.grupo_id = any(${sql.param(grupoIds)}::uuid[])` : sql``}
      ${q.Tipo !== undefined ? sql`and s.tipo = ${q.Tipo}` : sql``}`;
    const count = await tx.execute<{ total: number }>(
      sql`select count(*)::int as total from de_para_solicitacao s where ${where}`,
    );
    const { rows } = await tx.execute<Row>(sql`
      select s.id, s.grupo_id, g.nome as grupo_nome, s.marca_id, m.nome as marca_nome,
        s.conta_franqueado_id as de_id, ${contaLabelSql('cf')} as de_label,
        s.conta_franqueador_id as para_id, ${contaLabelSql('fr')} as para_label,
        s.registro_do_franqueado, s.solicitante, s.data_da_solicitacao, s.status, s.justificativa, s.notas, s.tipo
      from de_para_solicitacao s
      join grupo g on g.cliente_id = s.cliente_id and g.id = s.grupo_id
      join plano_contas_franqueado cf on cf.cliente_id = s.cliente_id and cf.id = s.conta_franqueado_id
      left join marca m on m.cliente_id = s.cliente_id and m.id = s.marca_id
      left join plano_contas_franqueador fr on fr.cliente_id = s.cliente_id and fr.id = s.conta_franqueador_id
      where ${where}
      order by s.data_da_solicitacao desc, s.id desc
      limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`);
    return { valores: rows.map(toRow), page: q.page, total: count.rows[0]?.total ?? 0 };
  });
}

function toRow(r: Row): SolicitacaoRow {
  return {
    _id: r.id,
    customer: { id: r.grupo_id, nome: r.grupo_nome },
    marca: r.marca_id ? { id: r.marca_id, label: r.marca_nome ?? '' } : null,
    de: { id: r.de_id, label: r.de_label },
    para: r.para_id ? { id: r.para_id, label: r.para_label ?? '' } : null,
    registroDoFranqueado: r.registro_do_franqueado,
    usuario: r.solicitante,
    dataDaSolicitacao: new Date(r.data_da_solicitacao).toISOString(),
    status: r.status,
    statusDescricao: solicitacaoStatusLabels[r.status as SolicitacaoStatus] ?? '',
    justificativa: r.justificativa,
    notas: r.notas ?? [],
    tipo: r.tipo,
  };
}
