import { sql } from 'drizzle-orm';
import { withTenant, type Database } from '../db/index.ts';
import { v7 as uuidv7 } from 'uuid';

/** Rows per insert statement (five array parameters each). */
const LOTE = 20_000;

/**
 * The demo's budget (orçado, issue 11 §3): for every store, every account, CMV and PDV line of the default DRE
 * model and each of the last 12 months of data, a budget in whole R$ 100 near what the store did — the month's
 * actual of the line times a factor between 0.92 and 1.08 fixed per store and line — so 'Comparar com orçado' shows
 * real variances, some above the highlight threshold, and Lucro Bruto's budget counts the CMV. The actual is the
 * value the DRE reads for the line before its sinal (the sum of its accounts in the DRE's rollup; the CMV of the
 * closed stock months as read-cmv-dre.ts signs it; the PDV value of its type): the engine applies the sinal to a
 * line's budget as to its actual, so the displayed budget stays near the displayed actual. The store as a whole
 * (no cost centre); manual lines start without a budget. One statement reads it all (1,200 stores on the bench
 * network). Run after the rollup's statistics are gathered (seedDemoNetwork). Returns the rows written.
 */
export async function seedOrcado(db: Database, clienteId: string): Promise<number> {
  return withTenant(db, clienteId, async (tx) => {
    const [ultimo] = (
      await tx.execute<{ mes: string | null }>(sql`
        select max(mes)::text as mes from lancamento_mensal_franqueador
        where cliente_id = ${clienteId} and regime = 1 and conta_franqueador_id is not null`)
    ).rows;
    if (!ultimo?.mes) return 0;
    const desde = sql`(${ultimo.mes}::date - interval '12 months')::date`;
    const ate = sql`${ultimo.mes}::date`;
    const { rows } = await tx.execute<{
      linha_id: string;
      empresa_id: string;
      mes: string;
      valor: string;
    }>(sql`
      with realizado as (
        select ld.id as linha_id, f.empresa_id, f.mes, sum(f.valor) as valor
        from lancamento_mensal_franqueador f
        join linha_dre_conta ldc on ldc.cliente_id = f.cliente_id and ldc.conta_franqueador_id = f.conta_franqueador_id
        join linha_dre ld on ld.cliente_id = ldc.cliente_id and ld.id = ldc.linha_id and ld.tipo = 'conta'
        join modelo_dre m on m.cliente_id = ld.cliente_id and m.id = ld.modelo_id and m.padrao
        where f.cliente_id = ${clienteId} and f.regime = 1 and f.mes > ${desde}
        group by ld.id, f.empresa_id, f.mes
        union all
        select ld.id, e.empresa_id, e.mes, -(e.inicial + e.entradas + e.ajustes - e.final)
        from estoque_mensal e
        join linha_dre ld on ld.cliente_id = e.cliente_id and ld.tipo = 'cmv'
        join modelo_dre m on m.cliente_id = ld.cliente_id and m.id = ld.modelo_id and m.padrao
        where e.cliente_id = ${clienteId} and e.fechado and e.mes > ${desde} and e.mes <= ${ate}
        union all
        select ld.id, v.empresa_id, v.mes, v.valor
        from valor_pdv v
        join linha_dre ld on ld.cliente_id = v.cliente_id and ld.tipo = 'pdv'
          and ld.tipo_de_valor_de_pdv = v.tipo_de_valor_de_pdv
        join modelo_dre m on m.cliente_id = ld.cliente_id and m.id = ld.modelo_id and m.padrao
        where v.cliente_id = ${clienteId} and v.mes > ${desde} and v.mes <= ${ate}
      )
      select linha_id::text, empresa_id::text, mes::text,
        (round(valor * (0.92 + (abs(hashtext(empresa_id::text || linha_id::text)) % 17) / 100.0) / 10000) * 10000)::text
          as valor
      from realizado`);
    for (let i = 0; i < rows.length; i += LOTE) {
      const lote = rows.slice(i, i + LOTE);
      const coluna = (f: (r: (typeof lote)[number]) => string) => sql.param(lote.map(f));
      await tx.execute(sql`
        insert into valor_orcado_dre (cliente_id, id, linha_dre_id, empresa_id, centro_de_custo_id, mes, valor)
        select ${clienteId}::uuid, x.id, x.linha, x.empresa, null, x.mes, x.valor
        from unnest(${coluna(() => uuidv7())}::uuid[], ${coluna((r) => r.linha_id)}::uuid[],
          ${coluna((r) => r.empresa_id)}::uuid[], ${coluna((r) => r.mes)}::date[], ${coluna((r) => r.valor)}::bigint[])
          as x(id, linha, empresa, mes, valor)`);
    }
    return rows.length;
  });
}
