import { sql } from 'drizzle-orm';
import { withTenant, type DatabaseOrTransaction } from '../../db/index.ts';

type Linha = Record<string, string | number | boolean | null>;

const normalizar = (rows: Linha[]) =>
  rows
    .map((r) => JSON.stringify(Object.entries(r).map(([k, v]) => [k, v === null ? null : String(v)])))
    .sort();

const FLAGS = 'status, parcela_aprovada, previsao, transferencia, boleto_a_receber, caixa_aberto';
const comL = sql.raw(FLAGS.replace(/(\w+)/g, 'l.$1'));

type Dono = 'empresa_id' | 'grupo_id';
type Periodo = 'dia' | 'mes';

/** The ledger by store or grupo and cash day or month, mapped through the approved De-Para by hand. */
const doLivroSql = (clienteId: string, dono: Dono, periodo: Periodo) => sql`
  select e.${sql.raw(dono === 'empresa_id' ? 'id' : 'grupo_id')} as dono, ${
    periodo === 'dia'
      ? sql`coalesce(l.data_pagamento, l.data_vencimento)::text`
      : sql`date_trunc('month', coalesce(l.data_pagamento, l.data_vencimento))::date::text`
  } as periodo, d.conta_franqueador_id, ${comL}, sum(l.valor) as valor, count(*)::int as quantidade
  from lancamento l
  join empresa e on e.cliente_id = l.cliente_id and e.id = l.empresa_id
  left join de_para d on d.cliente_id = l.cliente_id and d.grupo_id = e.grupo_id and d.marca_id = e.marca_id
    and d.conta_franqueado_id = l.conta_franqueado_id and d.status = 'aprovado'
    and d.conta_franqueador_id is not null
  where l.cliente_id = ${clienteId}
  group by 1, 2, 3, ${comL}`;

const guardadoSql = (clienteId: string, dono: Dono, periodo: Periodo) => {
  const tabela = `dfc_${periodo === 'dia' ? 'diario' : 'mensal'}_franqueador${dono === 'grupo_id' ? '_grupo' : ''}`;
  return sql`select ${sql.raw(dono)} as dono, ${sql.raw(periodo)}::text as periodo, conta_franqueador_id,
      ${sql.raw(FLAGS)}, valor, quantidade
    from ${sql.raw(tabela)} where cliente_id = ${clienteId}`;
};

const VISOES: Array<[Dono, Periodo]> = [
  ['empresa_id', 'dia'],
  ['empresa_id', 'mes'],
  ['grupo_id', 'dia'],
  ['grupo_id', 'mes'],
];

/**
 * The cash flow's rollups (per store and per grupo, by day and by month) as stored, and as computed here straight
 * from the ledger (`lancamento`, not `lancamento_diario` they are built from) and the approved De-Para: what they
 * must always equal.
 */
export async function rollupDfc(db: DatabaseOrTransaction, clienteId: string) {
  return withTenant(db, clienteId, async (tx) => {
    const ler = async (q: ReturnType<typeof sql>) => normalizar((await tx.execute<Linha>(q)).rows);
    const guardado: string[] = [];
    const calculado: string[] = [];
    for (const [dono, periodo] of VISOES) {
      guardado.push(`-- ${dono} ${periodo}`, ...(await ler(guardadoSql(clienteId, dono, periodo))));
      calculado.push(`-- ${dono} ${periodo}`, ...(await ler(doLivroSql(clienteId, dono, periodo))));
    }
    return { guardado, calculado };
  });
}
