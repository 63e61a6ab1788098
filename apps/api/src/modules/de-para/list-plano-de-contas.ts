import {
  deParaMessages,
  type deParaOpcoesQuery,
  type DeParaOpcoesOutput,
  type DeParaVisao,
} from '@matriz/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { withTenant, type Database } from '../../db/index.ts';
import { containsPattern } from '../../db/sql-helpers.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { AuthContext } from '../access/auth-context.ts';
import type { Scope } from '../access/scope.ts';
import { loadGrupo } from './grupo-scope.ts';
import { codigoOrdem } from './linhas-sql.ts';

type Params = z.output<typeof deParaOpcoesQuery>;

/**
 * GET chart-of-accounts options of the pending selector (spec 002 §7), searchable and server-paged: in the
 * franqueado view the marca's leaf, active franchisor accounts (the only ones a mapping may name); in the
 * franqueador view the grupo's active franchisee accounts still pending for the marca (one franchisee account
 * is mapped once per grupo and marca). The marca must be one of the grupo's marcas in the user's scope.
 */
export function listPlanoDeContas(
  db: Database,
  auth: AuthContext,
  scope: Scope,
  q: Params,
): Promise<DeParaOpcoesOutput> {
  return withTenant(db, auth.clienteId, async (tx) => {
    const grupo = await loadGrupo(tx, auth.clienteId, scope, q.CustomerId);
    if (!grupo.marcaIds.includes(q.Marca)) throw badRequest(deParaMessages.marcaInvalida, 'Marca');
    const source = opcoesSource(auth.clienteId, q.Visao, grupo.id, q.Marca);
    const pattern = q.Nome ? containsPattern(q.Nome) : null;
    const byNome = pattern ? sql`and (c.codigo ilike ${pattern} or c.nome ilike ${pattern})` : sql``;
    const { rows } = await tx.execute<{ id: string | null; label: string; total: number }>(sql`
      with sel as (${source} ${byNome}),
      pagina as (
        select * from sel order by ordem, nome, id
        limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}
      )
      select p.id, p.codigo || ' - ' || p.nome as label, t.total
      from (select count(*)::int as total from sel) t
      left join pagina p on true
      order by p.ordem, p.nome, p.id`);
    return {
      valores: rows.flatMap((r) => (r.id ? [{ id: r.id, label: r.label }] : [])),
      page: q.page,
      total: rows[0]?.total ?? 0,
    };
  });
}

/** The accounts a view's selector offers, as `c` (the name filter is appended to its WHERE). */
function opcoesSource(clienteId: string, visao: DeParaVisao, grupoId: string, marcaId: string): SQL {
  const ordem = sql.raw(codigoOrdem('c.codigo'));
  if (visao === 'franqueado')
    return sql`select c.id, c.codigo, c.nome, ${ordem} as ordem from plano_contas_franqueador c
      where c.cliente_id = ${clienteId} and c.marca_id = ${marcaId} and c.ativo
        and not exists (select 1 from plano_contas_franqueador s where s.cliente_id = c.cliente_id and s.parent_id = c.id)`;
  return sql`select c.id, c.codigo, c.nome, ${ordem} as ordem from plano_contas_franqueado c
    where c.cliente_id = ${clienteId} and c.grupo_id = ${grupoId} and c.ativo
      and not exists (
        select 1 from de_para d
        where d.cliente_id = c.cliente_id and d.grupo_id = c.grupo_id and d.marca_id = ${marcaId}
          and d.conta_franqueado_id = c.id and d.status in ('revisao', 'aprovado'))`;
}
