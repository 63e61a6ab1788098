import {
  deParaMessages,
  type deParaOpcoesQuery,
  type DeParaOpcoesOutput,
  type DeParaVisao,
} from '@matriz/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { withTenant, type Database, type DatabaseOrTransaction } from '../../db/index.ts';
import { containsPattern } from '../../db/sql-helpers.ts';
import { badRequest, forbidden } from '../../lib/app-error.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { SCOPE_FORBIDDEN, type Scope } from '../access/scope.ts';
import { contaLabelSql } from './accounts.ts';
import { loadGrupo, type GrupoDePara } from './grupo-scope.ts';
import { codigoOrdem, contaMapeavelSql } from './linhas-sql.ts';

type Params = z.output<typeof deParaOpcoesQuery>;

/**
 * GET chart-of-accounts options of the pending selector (spec 002 §7), searchable and server-paged: in the
 * franqueado view the marca's leaf, active franchisor accounts (the only ones a mapping may name); in the
 * franqueador view the grupo's franchisee accounts still pending for the marca (one franchisee account is mapped
 * once per grupo and marca): the franqueado view's pending rows, inactive accounts with movement included. The
 * marca must be one of the grupo's marcas (400) and in the user's scope (403).
 */
export function listPlanoDeContas(
  db: Database,
  auth: AuthContext,
  scope: Scope,
  q: Params,
): Promise<DeParaOpcoesOutput> {
  return withTenant(db, auth.clienteId, async (tx) => {
    const grupo = await loadGrupo(tx, auth.clienteId, scope, q.CustomerId);
    await assertMarcaDoGrupo(tx, auth.clienteId, grupo, q.Marca);
    const source = opcoesSource(auth.clienteId, q.Visao, grupo.id, q.Marca);
    const pattern = q.Nome ? containsPattern(q.Nome) : null;
    const byNome = pattern ? sql`and (c.codigo ilike ${pattern} or c.nome ilike ${pattern})` : sql``;
    const { rows } = await tx.execute<{ id: string | null; label: string; total: number }>(sql`
      with sel as (${source} ${byNome}),
      pagina as (
        select * from sel order by ordem, nome, id
        limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}
      )
      select p.id, ${contaLabelSql('p')} as label, t.total
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
  const par = { grupoId: sql`${grupoId}::uuid`, marcaId: sql`${marcaId}::uuid` };
  return sql`select c.id, c.codigo, c.nome, ${ordem} as ordem from plano_contas_franqueado c
    where c.cliente_id = ${clienteId} and c.grupo_id = ${grupoId} and ${contaMapeavelSql(clienteId, 'c', par)}
      and not exists (
        select 1 from de_para d
        where d.cliente_id = c.cliente_id and d.grupo_id = c.grupo_id and d.marca_id = ${marcaId}
          and d.conta_franqueado_id = c.id and d.status in ('revisao', 'aprovado'))`;
}

/**
 * The marca must be one of the grupo's marcas the user may see: one the grupo has outside the user's scope is
 * 403 (as for a grupo outside it), one the grupo does not have is 400.
 */
async function assertMarcaDoGrupo(
  tx: DatabaseOrTransaction,
  clienteId: string,
  grupo: GrupoDePara,
  marcaId: string,
): Promise<void> {
  if (grupo.marcaIds.includes(marcaId)) return;
  const { rows } = await tx.execute<{ tem: boolean }>(sql`
    select exists (
      select 1 from empresa e where e.cliente_id = ${clienteId} and e.grupo_id = ${grupo.id} and e.marca_id = ${marcaId}
    ) as tem`);
  if (rows[0]?.tem) throw forbidden(SCOPE_FORBIDDEN);
  throw badRequest(deParaMessages.marcaInvalida, 'Marca');
}
