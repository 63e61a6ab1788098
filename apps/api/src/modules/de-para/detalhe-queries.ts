import type { DeParaVisao, OptionItem } from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { containsPattern } from '../../db/sql-helpers.ts';
import { contaLabelSql } from './accounts.ts';
import {
  codigoOrdem,
  contaTable,
  contrapartidaTable,
  linhasCte,
  paresCte,
  tabOrder,
  type Par,
  type Tab,
} from './linhas-sql.ts';
import { movimentoCte } from './money-at-stake.ts';

/** Where the report dates a change: the network's time zone (Brasília). */
const FUSO = 'America/Sao_Paulo';

export interface LinhasFiltro {
  clienteId: string;
  pares: readonly Par[];
  visao: DeParaVisao;
  tabs: readonly Tab[];
  /** code or name of the row's own account (any case, taken literally) */
  nome?: string | undefined;
  /** the user's stores (null: every store), for the movement */
  lojas: readonly string[] | null;
  /** absent: every row */
  page?: { limit: number; offset: number };
}

/** One row of a tab, as read: the account, its marca, mappings, counterparts, movement and last change. */
export interface LinhaLida {
  contaId: string;
  contaCodigo: string;
  contaNome: string;
  label: string;
  marcaId: string;
  marcaNome: string;
  tab: Tab;
  deParaIds: string[];
  contrapartes: OptionItem[];
  justificativa: string | null;
  /** centavos */
  movimento: bigint;
  temHistorico: boolean;
  /** 'YYYY-MM-DD' (Brasília) of the last change of the row's mappings */
  alteradoEm: string | null;
  alteradoPor: string | null;
}

type Row = {
  conta_id: string | null;
  codigo: string;
  conta_nome: string;
  label: string;
  marca_id: string;
  marca_nome: string;
  tab: Tab;
  de_para_ids: string[];
  contrapartes: OptionItem[];
  justificativa: string | null;
  movimento: string;
  tem_historico: boolean;
  alterado_em: string | null;
  alterado_por: string | null;
  total: number;
};

/**
 * The rows of the asked tabs over the pairs, in the screens' order — tab, then (pending) the money first, then
 * the account's code — with the total before paging. One statement: the counterparts' labels, the history flag
 * and the last change are read for the page's rows only.
 */
export async function selectLinhas(
  tx: DatabaseOrTransaction,
  f: LinhasFiltro,
): Promise<{ rows: LinhaLida[]; total: number }> {
  if (f.pares.length === 0) return { rows: [], total: 0 };
  const cl = f.clienteId;
  const pattern = f.nome ? containsPattern(f.nome) : null;
  const byNome = pattern ? sql`and (a.codigo ilike ${pattern} or a.nome ilike ${pattern})` : sql``;
  const order = (p: string) =>
    sql.raw(`${tabOrder(`${p}tab`)},
    case when ${p}tab = 'pendente' then ${p}movimento else 0 end desc,
    ${p}ordem, ${p}marca_nome, ${p}conta_id, ${p}marca_id`);
  const paging = f.page ? sql`limit ${f.page.limit} offset ${f.page.offset}` : sql``;
  const { rows } = await tx.execute<Row>(sql`
    with ${paresCte(f.pares)}, ${linhasCte(cl, f.visao)}, ${movimentoCte(cl, f.lojas)},
    sel as (
      select l.conta_id, l.marca_id, l.tab, l.de_para_ids, l.contrapartes, l.justificativa, a.codigo,
        a.nome as conta_nome, ${contaLabelSql('a')} as label, mk.nome as marca_nome, ${sql.raw(codigoOrdem('a.codigo'))} as ordem,
        coalesce((
          select sum(mv.valor) from mov mv
          where mv.grupo_id = l.grupo_id and mv.marca_id = l.marca_id and mv.conta_id = any(l.contas_franqueado)
        ), 0) as movimento
      from linhas l
      join ${contaTable(f.visao)} a on a.cliente_id = ${cl} and a.id = l.conta_id
      join marca mk on mk.cliente_id = ${cl} and mk.id = l.marca_id
      where l.tab = any(${sql.param([...f.tabs])}::text[]) ${byNome}
    ), pagina as (
      select * from sel order by ${order('')} ${paging}
    )
    select p.conta_id, p.codigo, p.conta_nome, p.label, p.marca_id, p.marca_nome, p.tab, p.de_para_ids::text[] as de_para_ids,
      p.justificativa, p.movimento::text as movimento, t.total, ${extrasDaPagina(cl, f.visao)}
    from (select count(*)::int as total from sel) t
    left join pagina p on true
    order by ${order('p.')}`);
  const total = rows[0]?.total ?? 0;
  return { rows: rows.filter((r) => r.conta_id !== null).map(toLinha), total };
}

/**
 * The columns read for the page's rows only (`p`): the counterparts labelled, whether any of the row's mappings
 * has history, and the last change of them (its day in Brasília and who made it: the user's name, or the name the
 * history kept when the user is gone).
 */
const extrasDaPagina = (cl: string, visao: DeParaVisao) => sql`
  coalesce((
    select json_agg(json_build_object('id', x.id, 'label', ${contaLabelSql('x')})
      order by ${sql.raw(codigoOrdem('x.codigo'))}, x.id)
    from ${contrapartidaTable(visao)} x where x.cliente_id = ${cl} and x.id = any(p.contrapartes)
  ), '[]') as contrapartes,
  exists (
    select 1 from de_para_historico h where h.cliente_id = ${cl} and h.de_para_id = any(p.de_para_ids)
  ) as tem_historico,
  (select to_char(max(d.updated_at) at time zone ${FUSO}, 'YYYY-MM-DD') from de_para d
    where d.cliente_id = ${cl} and d.id = any(p.de_para_ids)) as alterado_em,
  (select coalesce(u.nome, (
      select h.usuario_nome from de_para_historico h where h.cliente_id = d.cliente_id and h.de_para_id = d.id
      order by h.created_at desc, h.id desc limit 1))
    from de_para d left join usuario u on u.cliente_id = d.cliente_id and u.id = d.updated_by
    where d.cliente_id = ${cl} and d.id = any(p.de_para_ids)
    order by d.updated_at desc, d.id desc limit 1) as alterado_por`;

function toLinha(r: Row): LinhaLida {
  return {
    contaId: r.conta_id!,
    contaCodigo: r.codigo,
    contaNome: r.conta_nome,
    label: r.label,
    marcaId: r.marca_id,
    marcaNome: r.marca_nome,
    tab: r.tab,
    deParaIds: r.de_para_ids,
    contrapartes: r.contrapartes,
    justificativa: r.justificativa,
    movimento: BigInt(r.movimento),
    temHistorico: r.tem_historico,
    alteradoEm: r.alterado_em,
    alteradoPor: r.alterado_por,
  };
}
