import { sql, type SQL } from 'drizzle-orm';
import { somarMeses } from '@matriz/contracts';
import { numeroDoDia, somarDias } from '../../engine/dfc/datas.ts';
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
 * grain (db/schema/dfc-rollup.ts) — per grupo for the grupos the cut holds whole —, already mapped and dated
 * (entradasDoFranqueadorSql), summed per account and day:
 * facts whose entries all moved away are dropped. Columns as lerFatosDfc's.
 */
export function fatosDoFranqueadorSql(
  r: RecorteDfc,
  c: CriterioDfc,
  plano: PlanoLeituraDfc,
  cobertura: CoberturaDfc,
): SQL {
  return sql`
    select x.conta_franqueador_id, null::uuid as conta_bancaria_id, x.dia::text as dia, sum(x.valor)::text as valor,
      sum(x.n)::text as quantidade
    from (${entradasDoFranqueadorSql(r, c, plano, { cobertura })}) x
    where x.dia between ${r.inicio}::date and ${r.fim}::date
    group by x.conta_franqueador_id, x.dia
    having sum(x.n) <> 0`;
}

/**
 * The grupos a cut holds whole (every store of the grupo is in it) and its other stores: the grupos are read from the
 * grupo rollups, the other stores from the store ones.
 */
export interface CoberturaDfc {
  grupos: string[];
  lojasSoltas: string[];
}

/** The rollups of one owner kind: a store's (`empresa_id`) or a grupo's. */
const DONOS = {
  loja: { coluna: 'empresa_id', sufixo: '', porDia: 8, porMes: 28 },
  grupo: { coluna: 'grupo_id', sufixo: '_grupo', porDia: 10, porMes: 35 },
} as const;

/**
 * The rows (`empresa_id`, `conta_franqueador_id`, `valor`, `n`, `dia`) of the franchisor rollups that can fall in
 * the cut's range under the rule, each on the day of its fact in the plan (diaDoFatoNoPlano: a whole month's first
 * day, else the day itself): per the plan (dfc-plano-leitura.ts), the whole months from the monthly rollups and the
 * other days from the daily ones, each an index-only range scan of the owners' keys — the grupos of `cobertura`
 * from the grupo rollups (`empresa_id` null), the other stores from the store ones (without `cobertura`, every store
 * from the store ones); with 'Adicionar um dia…', the open receivable boletos of each whole month's last day moved
 * to the next day; with 'Valores nos dias originais', the entries paid off their due date moved back to it (from the
 * ledger, through partial indexes of those entries only). `contas`: only these franchisor accounts (a detail's
 * cell). Filter the result on `dia`.
 */
export function entradasDoFranqueadorSql(
  r: RecorteDfc,
  c: CriterioDfc,
  plano: PlanoLeituraDfc,
  opcoes: { contas?: readonly string[]; cobertura?: CoberturaDfc } = {},
): SQL {
  const { contas } = opcoes;
  const soContas = (coluna: SQL) => (contas ? sql`and ${coluna} = any(${uuids(contas)})` : sql``);
  const cobertura = opcoes.cobertura ?? { grupos: [], lojasSoltas: [...r.empresaIds] };
  const donos = [
    { ...DONOS.grupo, ids: cobertura.grupos },
    { ...DONOS.loja, ids: cobertura.lojasSoltas },
  ].filter((d) => d.ids.length > 0);
  const deDe = (coluna: string, ids: readonly string[]) => sql`t.cliente_id = ${r.clienteId}
    and t.${sql.raw(coluna)} = any(${uuids(ids)}) ${soContas(sql`t.conta_franqueador_id`)}`;
  const empresa = (coluna: string) => (coluna === 'empresa_id' ? sql`t.empresa_id` : sql`null::uuid`);
  const ramos: SQL[] = [];
  for (const dono of donos) {
    for (const i of plano.dias)
      for (const ids of partes(dono.ids, dono.porDia * (numeroDoDia(i.ate) - numeroDoDia(i.de) + 1)))
        ramos.push(sql`select ${empresa(dono.coluna)} as empresa_id, t.conta_franqueador_id, t.valor,
            t.quantidade as n, ${diaDoFatoSql(plano, diaDoRollupSql(c))} as dia
          from ${sql.raw(`dfc_diario_franqueador${dono.sufixo}`)} t
          where ${deDe(dono.coluna, ids)} and t.dia between ${i.de}::date and ${i.ate}::date
            and ${contaSql(c, sql`t.dia`, { rollup: true })}`);
    const { meses } = plano;
    if (meses.length > 0)
      // a month read whole is never today's with 'Ocultar títulos vencidos' on (the plan): its first day tells
      // whether all or none of its open items are overdue
      for (const ids of partes(dono.ids, dono.porMes * meses.length))
        ramos.push(sql`select ${empresa(dono.coluna)}, t.conta_franqueador_id, t.valor, t.quantidade, t.mes
          from ${sql.raw(`dfc_mensal_franqueador${dono.sufixo}`)} t
          where ${deDe(dono.coluna, ids)} and t.mes between ${meses[0]}::date and ${meses.at(-1)}::date
            and t.mes = any(${datas(meses)}) and ${contaSql(c, sql`t.mes`, { rollup: true })}`);
  }
  const colunas = sql`t.empresa_id, t.conta_franqueador_id`;
  const lojasDe = (ids: readonly string[]) => deDe('empresa_id', ids);
  const { ultimosDias } = plano;
  if (ultimosDias.length > 0) {
    const boletos = sql`from dfc_diario_franqueador t
      where ${lojasDe(r.empresaIds)} and t.dia = any(${datas(ultimosDias)}) and t.status = 'aberto'
        and t.boleto_a_receber and ${contaSql(c, sql`t.dia`, { rollup: true })}`;
    // out of its month (counted there by the monthly row), onto the next day: the next month's first day
    ramos.push(sql`select ${colunas}, -t.valor, -t.quantidade, ${primeiroDoMes(sql`t.dia`)} ${boletos}`);
    ramos.push(sql`select ${colunas}, t.valor, t.quantidade, t.dia + 1 ${boletos}`);
  }
  if (c.valoresNosDiasOriginais)
    ramos.push(sql`select m.empresa_id, d.conta_franqueador_id, m.valor, m.n, ${diaDoFatoSql(plano, sql`m.dia`)}
      from (${correcaoDiasOriginaisSql(c, r, sql`null::uuid`, { de: r.inicio, ate: r.fim })}) m
      ${mapeamentoJoinSql(r.clienteId, 'm')}
      where true ${soContas(sql`d.conta_franqueador_id`)}`);
  return sql.join(ramos, sql` union all `);
}

/** The first day of the date's month, by date arithmetic (date_trunc goes through a time zone, ~10× slower). */
const primeiroDoMes = (dia: SQL): SQL => sql`(${dia} - extract(day from ${dia})::int + 1)`;

/**
 * dfc-plano-leitura.ts diaDoFatoNoPlano in SQL: the first day of the month for a day in a month read whole, else the
 * day. The whole months as runs of consecutive days, so a row costs a few date comparisons.
 */
export function diaDoFatoSql(plano: PlanoLeituraDfc, dia: SQL): SQL {
  if (plano.meses.length === 0) return dia;
  const blocos: Array<{ de: string; ate: string }> = [];
  for (const mes of plano.meses) {
    const ate = somarDias(somarMeses(mes, 1)!, -1);
    const ultimo = blocos.at(-1);
    if (ultimo && somarDias(ultimo.ate, 1) === mes) ultimo.ate = ate;
    else blocos.push({ de: mes, ate });
  }
  const nosMeses = sql.join(
    blocos.map((b) => sql`${dia} between ${b.de}::date and ${b.ate}::date`),
    sql` or `,
  );
  return sql`case when ${nosMeses} then ${primeiroDoMes(dia)} else ${dia} end`;
}

/**
 * The owners (stores or grupos) split in three parts when a branch reads many index entries (~300,000: a year of the
 * bench network's months by store), each part its own branch of the union, so PostgreSQL's parallel append runs them
 * in the leader and two workers at once (an index scan of a list of owners is one process's work otherwise). Smaller
 * reads stay whole: starting workers cost more than they save there (a quarter of 200 stores by day: 26 ms whole,
 * 40 ms in parts). `porDono`: the branch's index entries per owner, as measured on the bench network (DONOS).
 */
function partes(ids: readonly string[], porDono: number): string[][] {
  if (ids.length * porDono < 300_000) return [[...ids]];
  const tamanho = Math.ceil(ids.length / 3);
  return [0, 1, 2].map((i) => ids.slice(i * tamanho, (i + 1) * tamanho));
}
