import { sql, type SQL } from 'drizzle-orm';
import type { CriterioDfc } from '../../engine/dfc/index.ts';
import { mapeamentoJoinSql } from '../dre/rollup-sql.ts';
import {
  contaSql,
  correcaoDiasOriginaisSql,
  datas,
  diaDoRollupSql,
  uuids,
  type RecorteDfc,
} from './dfc-fatos-sql.ts';
import type { PlanoLeituraDfc } from './dfc-plano-leitura.ts';

/**
 * The daily facts of a cut without cost centres or bank accounts, from the cash flow's rollups at the franchisor
 * grain (db/schema/dfc-rollup.ts), already mapped (entradasDoFranqueadorSql), each dated on its day, or on its
 * month's first day when the month is read whole, and summed there: facts whose entries all moved away are dropped.
 * Columns as lerFatosDfc's.
 */
export function fatosDoFranqueadorSql(r: RecorteDfc, c: CriterioDfc, plano: PlanoLeituraDfc): SQL {
  return sql`
    select y.conta_franqueador_id, null::uuid as conta_bancaria_id, y.dia::text as dia, sum(y.valor)::text as valor,
      sum(y.n)::text as quantidade
    from (
      select x.conta_franqueador_id, ${diaDoFatoSql(plano, sql`x.dia`)} as dia, x.valor, x.n
      from (${entradasDoFranqueadorSql(r, c, plano)}) x
      where x.dia between ${r.inicio}::date and ${r.fim}::date
    ) y
    group by y.conta_franqueador_id, y.dia
    having sum(y.n) <> 0`;
}

/**
 * The rows (`empresa_id`, `conta_franqueador_id`, `valor`, `n`, `dia`) of the franchisor rollups that can fall in
 * the cut's range under the rule, on their day: per the plan (dfc-plano-leitura.ts), the whole months from the
 * monthly rollup (dated on their first day) and the other days from the daily one, each an index-only range scan
 * of the stores' keys; with 'Adicionar um dia…', the open receivable boletos of each whole month's last day moved to
 * the next day; with 'Valores nos dias originais', the entries paid off their due date moved back to it (from the
 * ledger, through partial indexes of those entries only). `contas`: only these franchisor accounts (a detail's
 * cell). Filter the result on `dia`.
 */
export function entradasDoFranqueadorSql(
  r: RecorteDfc,
  c: CriterioDfc,
  plano: PlanoLeituraDfc,
  contas?: readonly string[],
): SQL {
  const soContas = (coluna: SQL) => (contas ? sql`and ${coluna} = any(${uuids(contas)})` : sql``);
  const lojas = sql`t.cliente_id = ${r.clienteId} and t.empresa_id = any(${uuids(r.empresaIds)})
    ${soContas(sql`t.conta_franqueador_id`)}`;
  const colunas = sql`t.empresa_id, t.conta_franqueador_id`;
  const ramos: SQL[] = plano.dias.map(
    (i) => sql`select ${colunas}, t.valor, t.quantidade as n, ${diaDoRollupSql(c)} as dia
      from dfc_diario_franqueador t
      where ${lojas} and t.dia between ${i.de}::date and ${i.ate}::date and ${contaSql(c, sql`t.dia`)}`,
  );
  const { meses, ultimosDias } = plano;
  if (meses.length > 0)
    // a month read whole is never today's with 'Ocultar títulos vencidos' on (the plan): its first day tells
    // whether all or none of its open items are overdue
    ramos.push(sql`select ${colunas}, t.valor, t.quantidade, t.mes
      from dfc_mensal_franqueador t
      where ${lojas} and t.mes between ${meses[0]}::date and ${meses.at(-1)}::date and t.mes = any(${datas(meses)})
        and ${contaSql(c, sql`t.mes`)}`);
  if (ultimosDias.length > 0) {
    const boletos = sql`from dfc_diario_franqueador t
      where ${lojas} and t.dia = any(${datas(ultimosDias)}) and t.status = 'aberto' and t.boleto_a_receber
        and ${contaSql(c, sql`t.dia`)}`;
    ramos.push(sql`select ${colunas}, -t.valor, -t.quantidade, t.dia ${boletos}`);
    ramos.push(sql`select ${colunas}, t.valor, t.quantidade, t.dia + 1 ${boletos}`);
  }
  if (c.valoresNosDiasOriginais)
    ramos.push(sql`select m.empresa_id, d.conta_franqueador_id, m.valor, m.n, m.dia
      from (${correcaoDiasOriginaisSql(c, r, sql`null::uuid`, { de: r.inicio, ate: r.fim })}) m
      ${mapeamentoJoinSql(r.clienteId, 'm')}
      where true ${soContas(sql`d.conta_franqueador_id`)}`);
  return sql.join(ramos, sql` union all `);
}

/** dfc-plano-leitura.ts diaDoFatoNoPlano in SQL: the first day of the month for a month read whole, else the day. */
export function diaDoFatoSql(plano: PlanoLeituraDfc, dia: SQL): SQL {
  if (plano.meses.length === 0) return dia;
  const mes = sql`date_trunc('month', ${dia})::date`;
  return sql`case when ${mes} = any(${datas(plano.meses)}) then ${mes} else ${dia} end`;
}
