import { sql } from 'drizzle-orm';
import { withTenant, type DatabaseOrTransaction } from '../../db/index.ts';

type Linha = Record<string, string | number | boolean | null>;

const normalizar = (rows: Linha[]) =>
  rows
    .map((r) => JSON.stringify(Object.entries(r).map(([k, v]) => [k, v === null ? null : String(v)])))
    .sort();

const FLAGS = 'status, parcela_aprovada, previsao, transferencia, boleto_a_receber, caixa_aberto';

/** The ledger by cash day (`periodo` 'dia') or cash month ('mes'), mapped through the approved De-Para by hand. */
const doLivroSql = (clienteId: string, periodo: 'dia' | 'mes') => sql`
  select l.empresa_id, ${
    periodo === 'dia'
      ? sql`coalesce(l.data_pagamento, l.data_vencimento)::text`
      : sql`date_trunc('month', coalesce(l.data_pagamento, l.data_vencimento))::date::text`
  } as periodo, d.conta_franqueador_id, ${sql.raw(FLAGS.replace(/(\w+)/g, 'l.$1'))},
    sum(l.valor) as valor, count(*)::int as quantidade
  from lancamento l
  join empresa e on e.cliente_id = l.cliente_id and e.id = l.empresa_id
  left join de_para d on d.cliente_id = l.cliente_id and d.grupo_id = e.grupo_id and d.marca_id = e.marca_id
    and d.conta_franqueado_id = l.conta_franqueado_id and d.status = 'aprovado'
    and d.conta_franqueador_id is not null
  where l.cliente_id = ${clienteId}
  group by 1, 2, 3, ${sql.raw(FLAGS.replace(/(\w+)/g, 'l.$1'))}`;

const guardadoSql = (clienteId: string, periodo: 'dia' | 'mes') =>
  sql`select empresa_id, ${sql.raw(periodo)}::text as periodo, conta_franqueador_id, ${sql.raw(FLAGS)}, valor, quantidade
    from ${sql.raw(periodo === 'dia' ? 'dfc_diario_franqueador' : 'dfc_mensal_franqueador')}
    where cliente_id = ${clienteId}`;

/**
 * The cash flow's rollups (by day, and by month) as stored, and as computed here straight from the ledger
 * (`lancamento`, not `lancamento_diario` they are built from) and the approved De-Para: what they must always equal.
 */
export async function rollupDfc(db: DatabaseOrTransaction, clienteId: string) {
  return withTenant(db, clienteId, async (tx) => {
    const ler = async (q: ReturnType<typeof sql>) => normalizar((await tx.execute<Linha>(q)).rows);
    return {
      guardado: [
        ...(await ler(guardadoSql(clienteId, 'dia'))),
        '--',
        ...(await ler(guardadoSql(clienteId, 'mes'))),
      ],
      calculado: [
        ...(await ler(doLivroSql(clienteId, 'dia'))),
        '--',
        ...(await ler(doLivroSql(clienteId, 'mes'))),
      ],
    };
  });
}
