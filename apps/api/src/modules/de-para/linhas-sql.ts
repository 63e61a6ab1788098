import type { DeParaContexto, DeParaVisao } from '@matriz/contracts';
import { sql, type SQL } from 'drizzle-orm';

/**
 * The rows of the three tabs as SQL, one definition for the main list's counts, the detail lists and the report,
 * so that a count can never disagree with the rows its link opens (the property test holds them to it). The
 * semantics are the shared brief's (issue 9): a franqueado-view row is a franchisee account × marca, a
 * franqueador-view row a franchisor account × marca × tab.
 */

/** One grupo and one of its marcas (in the user's scope and the asked marcas): the unit every tab row lives in. */
export interface Par {
  grupoId: string;
  marcaId: string;
}

/** The pairs of grupos and their marcas. */
export const paresOf = (grupos: readonly { id: string; marcaIds: readonly string[] }[]): Par[] =>
  grupos.flatMap((g) => g.marcaIds.map((marcaId) => ({ grupoId: g.id, marcaId })));

/** `pares(grupo_id, marca_id)`: the pairs as one relation (two array parameters, whatever their number). */
export const paresCte = (pares: readonly Par[]): SQL => sql`pares(grupo_id, marca_id) as (
  select * from unnest(${sql.param(pares.map((p) => p.grupoId))}::uuid[],
    ${sql.param(pares.map((p) => p.marcaId))}::uuid[]))`;

/**
 * `linhas(grupo_id, marca_id, conta_id, tab, de_para_ids, contrapartes, contas_franqueado, justificativa)` over
 * `pares`: `conta_id` is the row's own account, `contrapartes` the counterpart accounts shown in the second
 * column, `contas_franqueado` the franchisee accounts whose ledger the row's movement sums.
 */
export function linhasCte(clienteId: string, visao: DeParaVisao): SQL {
  return visao === 'franqueado' ? franqueadoLinhas(clienteId) : franqueadorLinhas(clienteId);
}

/**
 * Whether franchisee account `conta` (an alias of plano_contas_franqueado) is mappable in the pair (grupo, marca)
 * — the franqueado view's universe besides the mappings in review or approved: an active account, or an inactive
 * one with any ledger entry on a store of the grupo and marca (issue 9 §4: money with no approved mapping must be
 * visible). The ledger is read only for inactive accounts (`or` is evaluated left to right), one account at a
 * time through its index (cliente_id, conta_franqueado_id, data_competencia), stopping at the first entry of the
 * pair's stores. `offset 0` keeps it so: without it PostgreSQL may turn the `exists` into one hashed scan of the
 * tenant's whole ledger (10M+ rows) as soon as a single account is inactive.
 */
export const contaMapeavelSql = (
  clienteId: string,
  conta: string,
  par: { grupoId: SQL; marcaId: SQL },
): SQL => sql`(${sql.raw(conta)}.ativo or exists (
    select 1 from lancamento l
    join empresa e on e.cliente_id = l.cliente_id and e.id = l.empresa_id
    where l.cliente_id = ${clienteId} and l.conta_franqueado_id = ${sql.raw(conta)}.id
      and e.grupo_id = ${par.grupoId} and e.marca_id = ${par.marcaId}
    offset 0))`;

/**
 * Franqueado view: every mappable franchisee account of the grupo (contaMapeavelSql) × each marca, plus any pair
 * whose mapping is in review or approved (an account deactivated after it was mapped still shows where its
 * mapping is).
 */
const franqueadoLinhas = (clienteId: string): SQL => sql`linhas as (
  select p.grupo_id, p.marca_id, c.id as conta_id, coalesce(d.status, 'pendente') as tab,
    case when d.id is null then '{}'::uuid[] else array[d.id] end as de_para_ids,
    case when d.conta_franqueador_id is null or d.status = 'pendente' then '{}'::uuid[]
      else array[d.conta_franqueador_id] end as contrapartes,
    array[c.id] as contas_franqueado,
    d.justificativa
  from pares p
  join plano_contas_franqueado c on c.cliente_id = ${clienteId} and c.grupo_id = p.grupo_id
  left join de_para d on d.cliente_id = ${clienteId} and d.grupo_id = p.grupo_id and d.marca_id = p.marca_id
    and d.conta_franqueado_id = c.id
  where d.status in ('revisao', 'aprovado')
    or ${contaMapeavelSql(clienteId, 'c', { grupoId: sql.raw('p.grupo_id'), marcaId: sql.raw('p.marca_id') })})`;

/**
 * Franqueador view: a franchisor account is in Revisão when any mapping of the grupo and marca to it is in review
 * (its justification included), in Aprovados when any is approved — in both at once with different lists — and
 * pending (leaf and active accounts only) when neither. A pending row keeps the ids of its undone justification,
 * so its history stays reachable.
 */
const franqueadorLinhas = (clienteId: string): SQL => sql`mapas as (
  select d.grupo_id, d.marca_id, d.conta_franqueador_id as conta_id, d.status, d.id, d.conta_franqueado_id,
    d.justificativa
  from de_para d
  join pares p on p.grupo_id = d.grupo_id and p.marca_id = d.marca_id
  where d.cliente_id = ${clienteId} and d.conta_franqueador_id is not null
), linhas as (
  select m.grupo_id, m.marca_id, m.conta_id, m.status as tab,
    array_agg(m.id order by m.id) as de_para_ids,
    coalesce(array_agg(m.conta_franqueado_id order by m.conta_franqueado_id)
      filter (where m.conta_franqueado_id is not null), '{}') as contrapartes,
    coalesce(array_agg(m.conta_franqueado_id order by m.conta_franqueado_id)
      filter (where m.conta_franqueado_id is not null), '{}') as contas_franqueado,
    max(m.justificativa) filter (where m.conta_franqueado_id is null) as justificativa
  from mapas m
  where m.status in ('revisao', 'aprovado')
  group by m.grupo_id, m.marca_id, m.conta_id, m.status
  union all
  select p.grupo_id, p.marca_id, f.id, 'pendente',
    coalesce(array(
      select m.id from mapas m
      where m.grupo_id = p.grupo_id and m.marca_id = p.marca_id and m.conta_id = f.id
        and m.conta_franqueado_id is null
      order by m.id
    ), '{}'),
    '{}'::uuid[], '{}'::uuid[], null
  from pares p
  join plano_contas_franqueador f on f.cliente_id = ${clienteId} and f.marca_id = p.marca_id
  where f.ativo
    and not exists (select 1 from plano_contas_franqueador s where s.cliente_id = f.cliente_id and s.parent_id = f.id)
    and not exists (
      select 1 from mapas m
      where m.grupo_id = p.grupo_id and m.marca_id = p.marca_id and m.conta_id = f.id
        and m.status in ('revisao', 'aprovado')))`;

/** The table of a view's own accounts (the row's account, the one the name filter searches). */
export const contaTable = (visao: DeParaVisao) =>
  sql.raw(visao === 'franqueado' ? 'plano_contas_franqueado' : 'plano_contas_franqueador');
/** The table of a view's counterpart accounts. */
export const contrapartidaTable = (visao: DeParaVisao) =>
  sql.raw(visao === 'franqueado' ? 'plano_contas_franqueador' : 'plano_contas_franqueado');

/**
 * An account code's sort key, so that codes sort as a chart of accounts reads (1, 1.01, 1.02, 2, …, 10), not as
 * text (1, 10, 2): each run of digits zero-padded, compared byte by byte (collation C: no locale skipping dots).
 */
export const codigoOrdem = (column: string): string => `(
  select string_agg(case when r.m[1] ~ '^[0-9]+$' then lpad(r.m[1], 12, '0') else lower(r.m[1]) end, '' order by r.n)
  from regexp_matches(${column}, '[0-9]+|[^0-9]+', 'g') with ordinality as r(m, n)
) collate "C"`;

/** The tabs in the order the screens and the report show them. */
export const tabOrder = (column: string): string =>
  `case ${column} when 'pendente' then 0 when 'revisao' then 1 else 2 end`;

export type Tab = DeParaContexto;
