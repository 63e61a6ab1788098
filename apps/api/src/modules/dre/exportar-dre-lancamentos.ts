import { sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { celulaLancamentoSql, dataDoRegimeSql, type FiltroCelulaDre } from './celula-filtro.ts';
import type { LancamentoCelulaDre, ParDre } from './lancamentos-celula-dre.ts';

/**
 * Ledger rows fetched at a time from the line's cursor (memory stays bounded on any line). Small batches: rows of
 * a batch that outlive a few young-generation collections while it is written are promoted to the old one and
 * pile up there as garbage; 1,000 against 5,000 was faster and lower in peak RSS in `npm run bench`.
 */
const LOTE = 1_000;

let cursores = 0;

/**
 * Every ledger row of a line's cell, in the line detail's order (the regime's date, then id), through a cursor of
 * the job's transaction: the rows are sorted once and fetched in batches, where pages by keyset would sort what is
 * left of the cell again for every batch. The same rows as listLancamentosCelulaDre (lancamentos-celula-dre.ts:
 * the store's franchisee account joined to the franchisor account its approved De-Para reaches, the cell's
 * conditions of celula-filtro.ts); the export tests compare them with the detail and with the DRE's cells.
 */
export async function* lancamentosDaCelula(
  tx: DatabaseOrTransaction,
  clienteId: string,
  f: FiltroCelulaDre,
  pares: readonly ParDre[],
): AsyncGenerator<LancamentoCelulaDre> {
  if (pares.length === 0 || f.empresaIds.length === 0) return;
  const cursor = sql.identifier(`dre_exportacao_${++cursores}`);
  const col = (k: keyof ParDre) => sql`${sql.param(pares.map((m) => m[k]))}::uuid[]`;
  const data = dataDoRegimeSql(f.regime);
  await tx.execute(sql`declare ${cursor} no scroll cursor for
    select l.id, ${data}::text as data, l.empresa_id as "empresaId", l.conta_franqueado_id as "contaFranqueadoId",
      m.conta_franqueador_id as "contaFranqueadorId", l.observacao, l.meio_de_pagamento as "meioDePagamento",
      l.fornecedor, l.historico, l.valor::text as valor
    from lancamento l
    join unnest(${col('empresaId')}, ${col('contaFranqueadoId')}, ${col('contaFranqueadorId')})
      as m(empresa_id, conta_franqueado_id, conta_franqueador_id)
      on m.empresa_id = l.empresa_id and m.conta_franqueado_id = l.conta_franqueado_id
    where l.cliente_id = ${clienteId}
      and l.conta_franqueado_id = any(${sql.param([...new Set(pares.map((m) => m.contaFranqueadoId))])}::uuid[])
      and ${celulaLancamentoSql(f)}
    order by ${data}, l.id`);
  try {
    for (;;) {
      const { rows } = await tx.execute<Omit<LancamentoCelulaDre, 'valor'> & { valor: string }>(
        sql`fetch forward ${sql.raw(String(LOTE))} from ${cursor}`,
      );
      for (const r of rows) yield { ...r, valor: BigInt(r.valor) };
      if (rows.length < LOTE) return;
    }
  } finally {
    await tx.execute(sql`close ${cursor}`);
  }
}
